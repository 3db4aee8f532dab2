import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allTemplates } from '../../core/src/templates/assets';
import { startTestApp, type TestApp } from '../support/app-server';
import { freshDatabase } from '../support/databases';

// The render API needs no database of its own; PGlite is enough to start the app.
describe('template and render API', () => {
  let database: Awaited<ReturnType<typeof freshDatabase>>;
  let app: TestApp;
  let design: string;
  const template = allTemplates()[0]!;

  beforeAll(async () => {
    database = await freshDatabase('pglite');
    app = await startTestApp(database);
    const png = await sharp({ create: { width: 64, height: 64, channels: 4, background: { r: 0, g: 200, b: 0, alpha: 1 } } }).png().toBuffer();
    design = `data:image/png;base64,${png.toString('base64')}`;
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  const render = (body: Record<string, unknown>) =>
    fetch(`${app.url}/api/render`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ templateId: template.id, design, placement: { x: 50, y: 50, size: 1, rotation: 0 }, color: '#1e3a8a', width: 256, ...body }),
    });
  const errorOf = async (response: Response) => ((await response.json()) as { error: string }).error;

  it('lists a category’s templates with titles and hashed thumbnails', async () => {
    const response = await fetch(`${app.url}/api/templates?category=${template.category}`);
    expect(response.status).toBe(200);
    const list = (await response.json()) as Array<{ id: string; title: string; category: string; type: string; thumbnailUrl: string }>;
    expect(list.length).toBeGreaterThan(0);
    expect(list[0]).toMatchObject({ category: template.category, title: expect.stringMatching(/ #1$/) });
    expect(list[0]!.thumbnailUrl).toMatch(/^\/templates\/[a-z0-9-]+\/thumb\.[0-9a-f]{10}\.webp$/);
    expect(await (await fetch(`${app.url}/api/templates?category=no-such-thing`)).json()).toEqual([]);
  });

  it('renders a PNG of the asked width with the design printed on the product', async () => {
    const response = await render({});
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/png');
    const { data, info } = await sharp(Buffer.from(await response.arrayBuffer())).raw().toBuffer({ resolveWithObject: true });
    expect([info.width, info.height]).toEqual([256, 256]);
    let green = 0;
    for (let i = 0; i < data.length; i += info.channels) if (data[i + 1]! > 120 && data[i]! < 90 && data[i + 2]! < 90) green++;
    expect(green).toBeGreaterThan(200);
  });

  it('answers an unknown template with 404', async () => {
    const response = await render({ templateId: 'mugs-999' });
    expect(response.status).toBe(404);
    expect(await errorOf(response)).toMatch(/No template/);
  });

  it('refuses a design that is not an image, whatever its label says', async () => {
    const response = await render({ design: `data:image/png;base64,${Buffer.from('hello, not a picture').toString('base64')}` });
    expect(response.status).toBe(400);
    expect(await errorOf(response)).toMatch(/Invalid file type/);
  });

  it('refuses a design over 8000 px a side', async () => {
    const wide = await sharp({ create: { width: 8001, height: 2, channels: 3, background: '#fff' } }).png().toBuffer();
    const response = await render({ design: `data:image/png;base64,${wide.toString('base64')}` });
    expect(response.status).toBe(413);
    expect(await errorOf(response)).toMatch(/8000 px/);
  });

  it('refuses a design over 10 MB but accepts the body that carries it', async () => {
    const big = Buffer.alloc(10 * 1024 * 1024 + 16, 7);
    const response = await render({ design: `data:image/png;base64,${big.toString('base64')}` });
    expect(response.status).toBe(413);
    expect(await errorOf(response)).toMatch(/10 ?MB/);
  });

  it('rasterises SVG designs instead of passing markup on', async () => {
    const svg = '<svg xmlns="http://www.w3.org/2000/svg" width="40" height="40"><rect width="40" height="40" fill="#ff0000"/></svg>';
    const response = await render({ design: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`, color: '#FFFFFF' });
    expect(response.status).toBe(200);
    const { data, info } = await sharp(Buffer.from(await response.arrayBuffer())).raw().toBuffer({ resolveWithObject: true });
    let red = 0;
    for (let i = 0; i < data.length; i += info.channels) if (data[i]! > 150 && data[i + 1]! < 80) red++;
    expect(red).toBeGreaterThan(200);
  });

  it('validates placement, colour and width', async () => {
    expect((await render({ color: 'red' })).status).toBe(400);
    expect((await render({ width: 5000 })).status).toBe(400);
    expect((await render({ placement: { x: 50, y: 50, size: 3, rotation: 0 } })).status).toBe(400);
  });
});
