import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allTemplates } from '../../core/src/templates/assets';
import { templatesFor } from '../../core/src/templates/library';
import { startTestApp, type TestApp } from '../support/app-server';
import { designDataUrl, finished, PLACEMENT, postBatch, progressOf, waitForBatch } from '../support/batches';
import { DATABASE_KINDS, freshDatabase } from '../support/databases';
import { unzip } from '../support/zip';

const category = allTemplates()[0]!.category;
const categoryIds = templatesFor(category).map((t) => t.id);

describe.each(DATABASE_KINDS)('batch mockups on %s', (kind) => {
  let database: Awaited<ReturnType<typeof freshDatabase>>;
  let app: TestApp;
  let design: string;

  beforeAll(async () => {
    database = await freshDatabase(kind);
    app = await startTestApp(database, { jobWorkers: true });
    design = await designDataUrl();
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  it('makes a ZIP with one PNG per template and colour, named <template-id>-<colour>.png', async () => {
    const response = await postBatch(app.url, { design, placement: PLACEMENT, colors: ['#FFFFFF', '#ff8800'], categories: [category], width: 192 });
    expect(response.status).toBe(202);
    const { batchId } = (await response.json()) as { batchId: string };
    const first = await progressOf(app.url, batchId);
    expect(first.total).toBe(categoryIds.length * 2);
    expect(first.items[0]).toMatchObject({ templateId: categoryIds[0], color: '#ffffff', fileName: `${categoryIds[0]}-white.png` });

    const done = await waitForBatch(app.url, batchId, finished);
    expect(done.status).toBe('done');
    expect(done.done).toBe(categoryIds.length * 2);
    expect(done.items.every((item) => item.status === 'done')).toBe(true);

    const zipResponse = await fetch(`${app.url}/api/render/batch/${batchId}/zip`);
    expect(zipResponse.status).toBe(200);
    expect(zipResponse.headers.get('content-type')).toBe('application/zip');
    expect(zipResponse.headers.get('content-disposition')).toMatch(/^attachment; filename="mockups-.*\.zip"$/);
    const entries = await unzip(new Uint8Array(await zipResponse.arrayBuffer()));
    const expected = categoryIds.flatMap((id) => [`${id}-white.png`, `${id}-ff8800.png`]);
    expect([...entries.keys()].sort()).toEqual(expected.sort());
    for (const [name, bytes] of entries) {
      const meta = await sharp(bytes).metadata();
      expect([meta.format, meta.width, meta.height], name).toEqual(['png', 192, 192]);
    }
    // The colour is in the pixels, not only in the name: the orange product is redder than the white one.
    const mean = async (name: string) => (await sharp(entries.get(name)!).stats()).channels.map((c) => c.mean);
    const [wr, , wb] = await mean(`${categoryIds[0]}-white.png`);
    const [or, , ob] = await mean(`${categoryIds[0]}-ff8800.png`);
    expect(or! - ob!).toBeGreaterThan(wr! - wb! + 5);
  });

  it('answers clear 4xx for requests it will not run', async () => {
    const base = { design, placement: PLACEMENT, colors: ['#FFFFFF'], width: 512 };
    const cases: Array<[Record<string, unknown>, number, RegExp]> = [
      [base, 400, /templateIds, categories/],
      [{ ...base, templateIds: ['no-such-template'] }, 400, /No template with id 'no-such-template'/],
      [{ ...base, categories: ['no-such-category'] }, 400, /No category 'no-such-category'/],
      [{ ...base, categories: [category], width: 5000 }, 400, /width must be at most 4096/],
      [{ ...base, categories: [category], colors: [] }, 400, /at least one colour/],
      [{ ...base, categories: [category], colors: ['navy'] }, 400, /hex colour/],
      [{ ...base, categories: [category], placement: { ...PLACEMENT, size: 9 } }, 400, /2/],
      [{ ...base, categories: [...new Set(allTemplates().map((t) => t.category))], colors: ['#FFFFFF', '#000000'] }, 400, /at most 400 mockups/],
      [{ ...base, categories: [...new Set(allTemplates().map((t) => t.category))].slice(0, 5), width: 4096 }, 400, /At 4096 px a batch makes at most 35/],
      [{ ...base, categories: [category], design: 'data:image/png;base64,aGVsbG8=' }, 400, /Invalid file type/],
    ];
    for (const [body, status, message] of cases) {
      const response = await postBatch(app.url, body);
      expect(response.status, JSON.stringify(body).slice(0, 200)).toBe(status);
      expect(((await response.json()) as { error: string }).error).toMatch(message);
    }
    expect((await fetch(`${app.url}/api/render/batch/AAAAAAAAAAAAAAAAAAAAAA`)).status).toBe(404);
    expect((await fetch(`${app.url}/api/render/batch`)).status).toBe(401);
  });

  it('cancels a running batch: it stops, keeps no ZIP, and stays cancelled', async () => {
    const categories = [...new Set(allTemplates().map((t) => t.category))].slice(0, 4);
    const response = await postBatch(app.url, { design, placement: PLACEMENT, colors: ['#000000'], categories, width: 1024 });
    const { batchId } = (await response.json()) as { batchId: string };
    const cancel = await fetch(`${app.url}/api/render/batch/${batchId}/cancel`, { method: 'POST' });
    expect(cancel.status).toBe(200);
    expect(((await cancel.json()) as { status: string }).status).toBe('cancelled');
    await new Promise((resolve) => setTimeout(resolve, 1500));
    const later = await progressOf(app.url, batchId);
    expect(later.status).toBe('cancelled');
    expect(later.done).toBeLessThan(later.total);
    expect(later.zipUrl).toBeNull();
    const zip = await fetch(`${app.url}/api/render/batch/${batchId}/zip`);
    expect(zip.status).toBe(400);
    expect(((await zip.json()) as { error: string }).error).toMatch(/not ready: the batch is cancelled/);
  });
});
