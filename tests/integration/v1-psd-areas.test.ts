import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_REQUEST_AREAS, v1TemplatesResponseSchema } from '../../core/src/api/v1-schemas';
import type { BatchProgress } from '../../core/src/render/batch-request';
import { Browser, startAccountsApp, type AccountsApp } from '../support/accounts-app';
import { createVerifiedUser, json } from '../support/accounts-flow';
import { finished } from '../support/batches';
import { freshDatabase } from '../support/databases';
import { startMailServer, type MailServer } from '../support/mail-server';
import { BACK_AREA, GREY, MOCKUP, pngOf, twoAreaMockupBytes } from '../support/psd-files';
import { unzip } from '../support/zip';

/**
 * POST /api/v1/renders (and its batches) with `areas` keyed by a PSD template's smart objects (issue #31): a design
 * of its own in each, on the real app, work pool and PGlite. The file is psd-files.ts's mockup with a second smart
 * object: 'Your design' (a perspective quad, half under a multiply shadow) and 'Back print' (an upright rectangle).
 */

const FRONT = 'Your design';
const BACK = BACK_AREA.name;
/** Inside 'Your design' below the shadow, its quad's centre (under the shadow), and 'Back print''s centre and a
 *  point near its top-left corner. */
const AT = { front: [105, 120], frontCentre: [105, 95], back: [240, 150], backCorner: [194, 114] } as const;
const FILL = { x: 50, y: 50, size: 1.25, rotation: 0 };
const SMALL = { x: 50, y: 50, size: 0.3, rotation: 0 };

const dataUrl = async (rgb: [number, number, number]) => `data:image/png;base64,${(await pngOf(100, 80, rgb)).toString('base64')}`;
const image = (design: string, placement = FILL) => ({ type: 'image', design, placement });

async function pixels(bytes: ArrayBuffer | Uint8Array) {
  const { data, info } = await sharp(bytes).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  const at = ([x, y]: readonly [number, number]) => [...data.subarray(4 * (y * info.width + x), 4 * (y * info.width + x) + 3)];
  return { width: info.width, height: info.height, data, at };
}

const near = (got: number[], want: number[], tolerance = 3) => got.forEach((v, i) => expect(Math.abs(v - want[i]!), `${got} vs ${want}`).toBeLessThanOrEqual(tolerance));

describe('a PSD template’s smart objects as areas of the public API', () => {
  let database: Awaited<ReturnType<typeof freshDatabase>>;
  let mail: MailServer;
  let app: AccountsApp;
  let owner: Browser;
  let key: string;
  let id: string;
  let red: string, green: string, blue: string;

  const post = (path: string, body: Record<string, unknown>) =>
    fetch(`${app.url}/api/v1${path}`, { method: 'POST', headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' }, body: JSON.stringify(body) });
  const render = (body: Record<string, unknown>) => post('/renders', { templateId: id, color: '#ff0000', width: MOCKUP.width, ...body });
  const rendered = async (body: Record<string, unknown>) => {
    const response = await render(body);
    expect([response.status, response.headers.get('content-type')], await response.clone().text()).toEqual([200, 'image/png']);
    return pixels(await response.arrayBuffer());
  };
  const refused = async (response: Response) => {
    expect([response.status, response.headers.get('content-type')]).toEqual([400, 'application/problem+json']);
    return ((await response.json()) as { detail: string }).detail;
  };

  beforeAll(async () => {
    database = await freshDatabase('pglite');
    mail = await startMailServer();
    app = await startAccountsApp(database, { smtpUrl: mail.url, rateLimit: false, jobWorkers: true });
    owner = new Browser(app.url);
    await createVerifiedUser(owner, mail, 'psd-areas@example.com');
    key = (await json(owner.json('/api/developer/keys', 'POST', { name: 'Shop' }))).key as string;
    const form = new FormData();
    form.set('file', new Blob([new Uint8Array(await twoAreaMockupBytes())]), 'Front and back.psd');
    const imported = await owner.fetch('/api/own-templates/psd', { method: 'POST', body: form });
    expect(imported.status, await imported.clone().text()).toBe(201);
    id = ((await imported.json()) as { id: string }).id;
    [red, green, blue] = await Promise.all([dataUrl([255, 0, 0]), dataUrl([0, 255, 0]), dataUrl([0, 0, 255])]);
  }, 180_000);
  afterAll(async () => {
    await app?.close();
    await mail?.close();
    await database?.close();
  });

  it('lists both smart objects by name, the keys of a render’s areas', async () => {
    const response = await fetch(`${app.url}/api/v1/templates`, { headers: { authorization: `Bearer ${key}` } });
    const { ownTemplates } = v1TemplatesResponseSchema.parse(await response.json());
    expect(ownTemplates.find((t) => t.id === id)?.printAreas.map((a) => a.name)).toEqual([FRONT, BACK]);
  });

  it('one design with one placement still goes into every smart object, as the app’s own render draws it', async () => {
    const body = { design: red, placement: FILL };
    const api = await rendered(body);
    near(api.at(AT.front), [255, 0, 0]);
    near(api.at(AT.back), [255, 0, 0]);
    near(api.at(AT.backCorner), [255, 0, 0]);
    const site = await owner.json('/api/render', 'POST', { templateId: id, color: '#ff0000', width: MOCKUP.width, ...body });
    expect(site.status).toBe(200);
    expect(Buffer.compare(api.data, (await pixels(await site.arrayBuffer())).data)).toBe(0);
  }, 60_000);

  it('draws each smart object’s own design and placement, and layers drawn together in one', async () => {
    const got = await rendered({
      areas: {
        [FRONT]: { layers: [image(red, SMALL)] },
        [BACK]: { layers: [image(green), image(blue, SMALL)] },
      },
    });
    // A small red design in the quad's middle, under the shadow; the rest of the quad is empty, showing the background.
    near(got.at(AT.frontCentre), [128, 0, 0]);
    near(got.at(AT.front), [GREY, GREY, GREY]);
    // Green filling the back, blue over its middle.
    near(got.at(AT.back), [0, 0, 255]);
    near(got.at(AT.backCorner), [0, 255, 0]);
  }, 60_000);

  it('the same design and placement named for each area renders as `design` + `placement` does', async () => {
    const single = await rendered({ design: red, placement: SMALL });
    const named = await rendered({ areas: { [FRONT]: { layers: [image(red, SMALL)] }, [BACK]: { layers: [image(red, SMALL)] } } });
    let most = 0;
    for (let i = 0; i < single.data.length; i++) most = Math.max(most, Math.abs(single.data[i]! - named.data[i]!));
    expect(most).toBeLessThanOrEqual(2);
    near(named.at(AT.back), [255, 0, 0]);
    near(named.at(AT.backCorner), [GREY, GREY, GREY]);
  }, 60_000);

  it('leaves a smart object the request does not name empty', async () => {
    const got = await rendered({ areas: { [BACK]: { layers: [image(green)] } } });
    near(got.at(AT.back), [0, 255, 0]);
    near(got.at(AT.front), [GREY, GREY, GREY]);
  }, 60_000);

  it('refuses, as problem+json, a name that is none of its smart objects, too many areas, and a format it does not make', async () => {
    const unknown = await refused(await render({ areas: { [FRONT]: { layers: [image(red)] }, front: { layers: [image(green)] } } }));
    expect(unknown).toBe(
      `areas: this Photoshop template's print areas are its smart objects '${FRONT}', '${BACK}'; it has no 'front' (GET /templates lists ownTemplates[].printAreas).`,
    );
    const many = Object.fromEntries(Array.from({ length: MAX_REQUEST_AREAS + 1 }, (_, k) => [`Area ${k}`, { layers: [{ type: 'text', text: 'x', placement: FILL }] }]));
    expect(await refused(await render({ areas: many }))).toBe(`areas: areas: name 1 to ${MAX_REQUEST_AREAS} print areas`);
    expect(await refused(await render({ areas: { [BACK]: { layers: [image(green)] } }, format: 'jpeg' }))).toBe('format: a PSD template renders PNG only.');
    // The v1 contract as before: `areas` and a design are one or the other.
    expect(await refused(await render({ design: red, placement: FILL, areas: { [BACK]: { layers: [image(green)] } } }))).toMatch(/either `areas` or `design`/);
  }, 60_000);

  it('refuses smart-object names on a library template, which has areas of its own', async () => {
    const response = await post('/renders', { templateId: 't-shirts-1', color: '#ffffff', width: 64, areas: { [FRONT]: { layers: [image(red)] } } });
    expect(await refused(response)).toMatch(/this template shows the print area.*'front'.*and the request has only 'Your design'/);
  }, 60_000);

  it('renders a batch of the template’s smart objects, each with its own layers', async () => {
    const started = await post('/renders/batch', {
      templateIds: [id],
      colors: ['#ff0000'],
      width: MOCKUP.width,
      areas: { [FRONT]: { layers: [image(blue)] }, [BACK]: { layers: [image(green)] } },
    });
    expect(started.status, await started.clone().text()).toBe(202);
    const { statusUrl, zipUrl } = (await started.json()) as { statusUrl: string; zipUrl: string };
    const headers = { authorization: `Bearer ${key}` };
    let progress: BatchProgress | undefined;
    for (const deadline = Date.now() + 60_000; Date.now() < deadline; await new Promise((r) => setTimeout(r, 200))) {
      progress = (await (await fetch(statusUrl, { headers })).json()) as BatchProgress;
      if (finished(progress)) break;
    }
    expect(progress).toMatchObject({ status: 'done', done: 1, failed: 0 });
    const zip = await fetch(zipUrl, { headers });
    expect(zip.status).toBe(200);
    const [png] = [...(await unzip(new Uint8Array(await zip.arrayBuffer()))).values()];
    const got = await pixels(png!);
    near(got.at(AT.front), [0, 0, 255]);
    near(got.at(AT.back), [0, 255, 0]);
  }, 90_000);
});
