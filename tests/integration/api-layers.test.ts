import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { templateAsset } from '../../core/src/templates/assets';
import { loadTemplateLayers } from '../../core/src/templates/load';
import { templatePrintAreas } from '../../core/src/templates/print-areas';
import { nodeAssetReader } from '../../server/src/services/templates';
import { Browser, startAccountsApp, type AccountsApp } from '../support/accounts-app';
import { createVerifiedUser } from '../support/accounts-flow';
import { designDataUrl } from '../support/batches';
import { freshDatabase } from '../support/databases';
import { startMailServer, type MailServer } from '../support/mail-server';

const TEMPLATE = 't-shirts-1';
const LOGO = { x: 50, y: 35, size: 1, rotation: 0 };
const UNDER = { x: 50, y: 75, size: 1, rotation: 0 };

/** The DPI a PNG's pHYs chunk records (pixels per metre, unit 1), or undefined without one. */
function pngDpi(png: Buffer): { x: number; y: number } | undefined {
  const at = png.indexOf('pHYs', 8, 'latin1');
  if (at < 0 || png[at + 12] !== 1) return undefined;
  return { x: Math.round(png.readUInt32BE(at + 4) * 0.0254), y: Math.round(png.readUInt32BE(at + 8) * 0.0254) };
}

const raw = async (bytes: Buffer) => sharp(bytes).ensureAlpha().raw().toBuffer({ resolveWithObject: true });

describe('layers in the public API (/api/v1/renders areas, /api/v1/print-files)', () => {
  let database: Awaited<ReturnType<typeof freshDatabase>>;
  let mail: MailServer;
  let app: AccountsApp;
  let key: string;
  let logo: string;
  const post = (path: string, body: unknown) =>
    fetch(`${app.url}/api/v1${path}`, { method: 'POST', headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' }, body: JSON.stringify(body) });
  const bytesOf = async (response: Response) => {
    expect(response.status, response.status === 200 ? '' : await response.clone().text()).toBe(200);
    return Buffer.from(await response.arrayBuffer());
  };

  beforeAll(async () => {
    database = await freshDatabase('pglite');
    mail = await startMailServer();
    app = await startAccountsApp(database, { smtpUrl: mail.url, rateLimit: false });
    const user = new Browser(app.url);
    await createVerifiedUser(user, mail, 'layers@example.com');
    key = (await (await user.json('/api/developer/keys', 'POST', { name: 'Layers' })).json()).key;
    logo = await designDataUrl('#dc2626');
  }, 180_000);
  afterAll(async () => {
    await app?.close();
    await mail?.close();
    await database.close();
  });

  it('renders a two-area, three-layer request: the front’s image and text are in the pixels', async () => {
    const text = { type: 'text', text: 'EST. 2024', color: '#111111', size: 0.14, letterSpacing: 80, placement: UNDER };
    const request = (front: unknown[]) => ({
      templateId: TEMPLATE,
      color: '#ffffff',
      width: 320,
      areas: { front: { layers: front }, back: { layers: [{ type: 'image', design: logo, placement: LOGO }] } },
    });
    const both = await raw(await bytesOf(await post('/renders', request([{ type: 'image', design: logo, placement: LOGO }, text]))));
    expect([both.info.width, both.info.height]).toEqual([320, 320]);
    const imageOnly = await raw(await bytesOf(await post('/renders', request([{ type: 'image', design: logo, placement: LOGO }]))));
    const textOnly = await raw(await bytesOf(await post('/renders', request([text]))));
    // Dark text pixels where the text goes, and only there: the two renders differ below the logo, not above it.
    let darkBelow = 0, changedAbove = 0, red = 0;
    for (let y = 0; y < 320; y++) {
      for (let x = 0; x < 320; x++) {
        const i = (y * 320 + x) * 4;
        const diff = Math.abs(both.data[i]! - imageOnly.data[i]!) + Math.abs(both.data[i + 1]! - imageOnly.data[i + 1]!);
        if (diff > 60 && both.data[i]! < 90 && both.data[i + 1]! < 90) darkBelow++;
        if (diff > 30 && y < 110) changedAbove++;
        if (both.data[i]! > 150 && both.data[i + 1]! < 80 && textOnly.data[i]! > 150 && textOnly.data[i + 1]! > 150) red++;
      }
    }
    expect(darkBelow).toBeGreaterThan(150);
    expect(changedAbove).toBe(0);
    expect(red).toBeGreaterThan(300); // the logo is on the front too
  });

  it('renders one image layer with the same pixels as the single design, and JPEG and WebP at the asked size', async () => {
    const single = { templateId: TEMPLATE, design: logo, placement: LOGO, color: '#1e3a8a', width: 200 };
    const png = await bytesOf(await post('/renders', single));
    const layered = await bytesOf(await post('/renders', { templateId: TEMPLATE, color: '#1e3a8a', width: 200, areas: { front: { layers: [{ type: 'image', design: logo, placement: LOGO }] } } }));
    expect((await raw(layered)).data.equals((await raw(png)).data)).toBe(true);
    for (const format of ['jpeg', 'webp'] as const) {
      const response = await post('/renders', { ...single, format, quality: 80 });
      expect(response.headers.get('content-type')).toBe(`image/${format}`);
      const meta = await sharp(await bytesOf(response)).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual([format, 200, 200]);
    }
  });

  it('makes a print file at the area’s real size and DPI, with pHYs, transparent outside the artwork', async () => {
    const area = templatePrintAreas(TEMPLATE)![0]!;
    const response = await post('/print-files', {
      templateId: TEMPLATE,
      area: area.name,
      dpi: 100,
      layers: [{ type: 'image', design: logo, placement: LOGO }, { type: 'text', text: 'EST. 2024', placement: UNDER }],
    });
    expect(response.headers.get('content-type')).toBe('image/png');
    expect(response.headers.get('content-disposition')).toContain('.png');
    const png = await bytesOf(response);
    const { data, info } = await raw(png);
    expect([info.width, info.height]).toEqual([Math.round((area.widthMm / 25.4) * 100), Math.round((area.heightMm / 25.4) * 100)]);
    expect(pngDpi(png)).toEqual({ x: 100, y: 100 });
    const alpha = (fx: number, fy: number) => data[(Math.round(fy * (info.height - 1)) * info.width + Math.round(fx * (info.width - 1))) * 4 + 3];
    expect([alpha(0, 0), alpha(1, 1), alpha(0.5, 0.02)]).toEqual([0, 0, 0]);
    expect(alpha(0.5, 0.35)).toBe(255); // the logo's middle
    let text = 0;
    for (let y = Math.round(info.height * 0.7); y < Math.round(info.height * 0.8); y++) for (let x = 0; x < info.width; x++) text += data[(y * info.width + x) * 4 + 3]! > 200 ? 1 : 0;
    expect(text).toBeGreaterThan(1000);
  });

  it('refuses bad input with problem+json', async () => {
    const layers = [{ type: 'image', design: logo, placement: LOGO }];
    const cases: [string, unknown, number, RegExp][] = [
      ['/print-files', { templateId: TEMPLATE, area: 'front', layers, dpi: 1200 }, 400, /at most \d+ DPI/],
      ['/print-files', { templateId: TEMPLATE, area: 'sleeve', layers, dpi: 300 }, 400, /'front'/],
      ['/print-files', { templateId: 'no-such-1', area: 'front', layers, dpi: 300 }, 404, /No template/],
      ['/print-files', { templateId: TEMPLATE, area: 'front', layers: [], dpi: 300 }, 400, /at least one layer/],
      ['/renders', { templateId: TEMPLATE, color: '#ffffff', width: 64, areas: { back: { layers } } }, 400, /shows the print area 'front'/],
      ['/renders', { templateId: TEMPLATE, color: '#ffffff', width: 64, design: logo, placement: LOGO, areas: { front: { layers } } }, 400, /not both/],
      ['/renders', { templateId: TEMPLATE, color: '#ffffff', width: 64, areas: { front: { layers: [{ type: 'text', text: 'Hi', font: 'comic-sans', placement: LOGO }] } } }, 400, /font/],
      ['/renders', { templateId: TEMPLATE, color: '#ffffff', width: 64, design: logo, placement: LOGO, format: 'gif' }, 400, /format/],
    ];
    for (const [path, body, status, detail] of cases) {
      const response = await post(path, body);
      expect(response.status, JSON.stringify(body).slice(0, 200)).toBe(status);
      expect(response.headers.get('content-type')).toBe('application/problem+json');
      expect((await response.json()).detail).toMatch(detail);
    }
  });

  it("lists a hoodie's views, each naming the area it shows: the front view's front, the back view's back", async () => {
    const listed = await (await fetch(`${app.url}/api/v1/templates?category=hoodies`, { headers: { authorization: `Bearer ${key}` } })).json();
    const byId = (id: string) => listed.templates.find((t: { id: string }) => t.id === id);
    expect(byId('hoodies-1').views).toEqual(['hoodies-1', 'hoodies-3']);
    expect(byId('hoodies-3').views).toEqual(['hoodies-3', 'hoodies-1']);
    expect(byId('hoodies-1').printAreas[0].name).toBe('front');
    expect(byId('hoodies-3').printAreas[0].name).toBe('back');
    expect(byId('hoodies-2').views).toEqual(['hoodies-2']);
  });

  describe('a book whose picture shows its front cover and its spine', () => {
    const BOOK = 'books-4';
    const WIDTH = 512;
    const FILL = { x: 50, y: 50, size: 1.25, rotation: 0 };

    it('lists both areas, and draws each area’s layers on its own face only', async () => {
      const listed = await (await fetch(`${app.url}/api/v1/templates?category=books`, { headers: { authorization: `Bearer ${key}` } })).json();
      const book = listed.templates.find((t: { id: string }) => t.id === BOOK);
      expect(book.printAreas).toEqual([{ name: 'front cover', widthMm: 158, heightMm: 240 }, { name: 'spine', widthMm: 30, heightMm: 240 }]);
      expect(book.views).toEqual([BOOK]);

      // A green strip the spine's shape (30 × 240 mm), so it fills the spine.
      const strip = await sharp({ create: { width: 30, height: 240, channels: 4, background: '#16a34a' } }).png().toBuffer();
      const green = `data:image/png;base64,${strip.toString('base64')}`;
      const request = (areas: Record<string, unknown>) => post('/renders', { templateId: BOOK, color: '#ffffff', width: WIDTH, areas });
      const coverOnly = await raw(await bytesOf(await request({ 'front cover': { layers: [{ type: 'image', design: logo, placement: FILL }] } })));
      // `front` stands for the front cover, which the request does not name.
      const both = await raw(await bytesOf(await request({ front: { layers: [{ type: 'image', design: logo, placement: FILL }] }, spine: { layers: [{ type: 'image', design: green, placement: FILL }] } })));
      const spineOnly = await raw(await bytesOf(await request({ spine: { layers: [{ type: 'image', design: green, placement: FILL }] } })));

      // The spine's face in the picture: its mask, read from the template's own files (1024² → 512²).
      const layers = await loadTemplateLayers(templateAsset(BOOK)!, nodeAssetReader);
      const spineMask = layers.areas![0]!.mask;
      const k = layers.size / WIDTH;
      const maskAt = (x: number, y: number) => spineMask[Math.floor(y * k) * layers.size + Math.floor(x * k)]!;
      const nearSpine = (x: number, y: number) => {
        for (let dy = -3; dy <= 3; dy++) for (let dx = -3; dx <= 3; dx++) if (maskAt(Math.min(WIDTH - 1, Math.max(0, x + dx)), Math.min(WIDTH - 1, Math.max(0, y + dy))) > 0) return true;
        return false;
      };
      let greenOnSpine = 0, changedOffSpine = 0, redOnCover = 0;
      for (let y = 0; y < WIDTH; y++) {
        for (let x = 0; x < WIDTH; x++) {
          const i = (y * WIDTH + x) * 4;
          const changed = Math.abs(both.data[i]! - coverOnly.data[i]!) + Math.abs(both.data[i + 1]! - coverOnly.data[i + 1]!) > 12;
          if (changed && !nearSpine(x, y)) changedOffSpine++;
          if (maskAt(x, y) === 255 && both.data[i + 1]! > both.data[i]! + 60) greenOnSpine++;
          if (spineOnly.data[i]! > 150 && spineOnly.data[i + 1]! < 80) redOnCover++;
        }
      }
      expect(greenOnSpine).toBeGreaterThan(1500); // the spine is ~20 × 200 px here, the design fills it
      let redOnFront = 0;
      for (let i = 0; i < WIDTH * WIDTH; i++) if (both.data[4 * i]! > 150 && both.data[4 * i + 1]! < 80) redOnFront++;
      expect(redOnFront).toBeGreaterThan(10_000); // the cover's design, drawn from `front`
      expect(changedOffSpine).toBe(0); // the spine's design never reaches the cover, the pages or the floor
      expect(redOnCover).toBe(0); // an area with no layers prints nothing
    });

    it('makes the spine’s print file at its real size', async () => {
      const response = await post('/print-files', {
        templateId: BOOK,
        area: 'spine',
        dpi: 300,
        layers: [{ type: 'text', text: 'THE LONG ROAD', size: 0.1, placement: { x: 50, y: 50, size: 1, rotation: 90 } }],
      });
      const png = await bytesOf(response);
      const { info } = await raw(png);
      expect([info.width, info.height]).toEqual([Math.round((30 / 25.4) * 300), Math.round((240 / 25.4) * 300)]);
      expect(pngDpi(png)).toEqual({ x: 300, y: 300 });
    });
  });
});
