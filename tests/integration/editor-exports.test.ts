import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../support/app-server';
import { designDataUrl } from '../support/batches';
import { freshDatabase } from '../support/databases';

const TEMPLATE = 't-shirts-1';
const LOGO = { x: 50, y: 40, size: 1, rotation: 0 };
const TEXT = { type: 'text', text: 'EST. 2024', color: '#111111', size: 0.12, placement: { x: 50, y: 85, size: 1, rotation: 0 } };

/** The DPI a PNG's pHYs chunk records (pixels per metre, unit 1). */
function pngDpi(png: Buffer): number | undefined {
  const at = png.indexOf('pHYs', 8, 'latin1');
  return at < 0 || png[at + 12] !== 1 ? undefined : Math.round(png.readUInt32BE(at + 4) * 0.0254);
}

// The editor's own exports (routes/editor-exports.ts): PLANS off, no account needed, as the editor's download.
describe('the editor’s layered exports (/api/render/layers, /api/print-file)', () => {
  let database: Awaited<ReturnType<typeof freshDatabase>>;
  let app: TestApp;
  let logo: string;
  const post = (path: string, body: unknown) =>
    fetch(`${app.url}/api${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  const bytesOf = async (response: Response) => {
    expect(response.status, response.status === 200 ? '' : await response.clone().text()).toBe(200);
    return Buffer.from(await response.arrayBuffer());
  };

  beforeAll(async () => {
    database = await freshDatabase('pglite');
    app = await startTestApp(database);
    logo = await designDataUrl('#dc2626');
  }, 120_000);
  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  it('one image layer as a PNG is the single-design download, pixel for pixel', async () => {
    const single = await bytesOf(await post('/render', { templateId: TEMPLATE, design: logo, placement: LOGO, color: '#1e3a8a', width: 240 }));
    const layered = await bytesOf(await post('/render/layers', { templateId: TEMPLATE, layers: [{ type: 'image', design: logo, placement: LOGO }], color: '#1e3a8a', width: 240 }));
    expect(await sharp(layered).raw().toBuffer()).toEqual(await sharp(single).raw().toBuffer());
  });

  it('renders image + text as a JPEG of the asked width, the text in its pixels', async () => {
    const body = (layers: unknown[]) => ({ templateId: TEMPLATE, layers, color: '#ffffff', width: 300, format: 'jpeg', quality: 85 });
    const response = await post('/render/layers', body([{ type: 'image', design: logo, placement: LOGO }, TEXT]));
    expect(response.headers.get('content-type')).toBe('image/jpeg');
    const withText = await sharp(await bytesOf(response)).raw().toBuffer({ resolveWithObject: true });
    expect([withText.info.width, withText.info.height]).toEqual([300, 300]);
    const without = await sharp(await bytesOf(await post('/render/layers', body([{ type: 'image', design: logo, placement: LOGO }])))).raw().toBuffer();
    let dark = 0;
    for (let i = 0; i < without.length; i += 3) if (without[i]! - withText.data[i]! > 80) dark++;
    expect(dark).toBeGreaterThan(100);
  });

  it('makes the area’s print file at its real size and 300 DPI, transparent around the artwork', async () => {
    const png = await bytesOf(await post('/print-file', { templateId: TEMPLATE, area: 'front', layers: [{ type: 'image', design: logo, placement: LOGO }, TEXT] }));
    expect(pngDpi(png)).toBe(300);
    const { data, info } = await sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
    expect(info.width * info.height).toBeGreaterThan(5_000_000);
    expect(data[3]).toBe(0);
  });

  it('draws a further area the request names (a book’s spine), and only that template’s areas', async () => {
    const spine = { ...TEXT, color: '#00c000', placement: { x: 50, y: 50, size: 1, rotation: 90 } };
    const body = (areas?: unknown) => ({ templateId: 'books-1', layers: [{ type: 'image', design: logo, placement: LOGO }], areas, color: '#ffffff', width: 400 });
    const green = async (response: Response) => {
      const data = await sharp(await bytesOf(response)).removeAlpha().raw().toBuffer();
      let count = 0;
      for (let i = 0; i < data.length; i += 3) if (data[i]! < 90 && data[i + 1]! > 120 && data[i + 2]! < 90) count++;
      return count;
    };
    expect(await green(await post('/render/layers', body()))).toBe(0);
    expect(await green(await post('/render/layers', body({ spine: [spine] })))).toBeGreaterThan(40);
    // The spine alone is a mockup too; an area the template does not have is named in the refusal.
    expect(await green(await post('/render/layers', { ...body({ spine: [spine] }), layers: [] }))).toBeGreaterThan(40);
    const unknown = await post('/render/layers', body({ back: [spine] }));
    expect(unknown.status).toBe(400);
    expect(((await unknown.json()) as { error: string }).error).toContain("'spine'");
  });

  it('refuses layers it cannot draw with a sentence', async () => {
    const noLayers = await post('/render/layers', { templateId: TEMPLATE, layers: [], color: '#ffffff', width: 300 });
    expect(noLayers.status).toBe(400);
    const notDataUrl = await post('/print-file', { templateId: TEMPLATE, area: 'front', layers: [{ type: 'image', design: 'design-123', placement: LOGO }] });
    expect(notDataUrl.status).toBe(400);
    const noArea = await post('/print-file', { templateId: TEMPLATE, area: 'spine', layers: [TEXT] });
    expect(noArea.status).toBe(400);
  });
});
