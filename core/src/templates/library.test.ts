import { describe, expect, it } from 'vitest';
import { CATEGORIES } from '../catalogue/categories';
import { allTemplates, templateAsset } from './assets';
import { coverImage, findTemplate, shortTemplateName, templatesFor } from './library';
import { loadTemplateLayers } from './load';
import type { TemplateAsset } from './manifest';

describe('template library', () => {
  it('titles a category’s templates by what the picture shows, "… #1…#n" in order, with hashed thumbnails', () => {
    const mugs = templatesFor('mugs');
    expect(mugs.length).toBeGreaterThanOrEqual(8);
    const byId = new Map(allTemplates().map((t) => [t.id, t.style]));
    for (const [i, t] of mugs.entries()) {
      const style = byId.get(t.id)!;
      expect(t.title).toBe(`${style[0]!.toUpperCase()}${style.slice(1)} #${i + 1}`);
    }
    expect(mugs[0]!.title).toBe('Classic 11 oz, handle right, white studio sweep #1');
    expect(shortTemplateName(templatesFor('t-shirts')[5]!)).toBe('Long-sleeve tee');
    expect(findTemplate('hoodies-2')?.title).toMatch(/^Zip hoodie front/);
    expect(findTemplate('hoodies-99')).toBeUndefined();
    for (const t of mugs) expect(t.thumbnailUrl).toMatch(/^\/templates\/mugs-\d+\/thumb\.[0-9a-f]{10}\.webp$/);
    expect(coverImage('mugs')).toBe(mugs[0]!.thumbnailUrl);
  });

  it('knows only catalogue categories and finds assets by id', () => {
    const slugs = new Set(CATEGORIES.map((c) => c.slug));
    for (const t of allTemplates()) expect(slugs.has(t.category), t.id).toBe(true);
    expect(templateAsset('mugs-1')?.category).toBe('mugs');
    expect(templatesFor('no-such-category')).toEqual([]);
    expect(coverImage('no-such-category')).toBeUndefined();
  });
});

describe('loadTemplateLayers', () => {
  it('splits the stacked grey maps and reads the mesh', async () => {
    const size = 2;
    const asset: TemplateAsset = { id: 'x-1', category: 'mugs', type: 'mug', style: '', size, printAspect: 2, thumbnail: '', scene: 's', maps: 'm', mesh: 'j' };
    const maps = new Uint8Array(size * size * 4 * 4);
    for (let k = 0; k < 16; k++) maps[k * 4] = k * 10; // pixel k of the stack: map k >> 2, pixel k & 3
    const layers = await loadTemplateLayers(asset, {
      image: async (url) => (url === 's' ? { width: 2, height: 2, data: new Uint8Array(16).fill(9) } : { width: 2, height: 8, data: maps }),
      text: async () => JSON.stringify({ cols: 1, rows: 1, points: [0, 0, 1, 0, 0, 1, 1, 1] }),
    });
    expect([...layers.productMask]).toEqual([0, 10, 20, 30]);
    expect([...layers.printMask]).toEqual([120, 130, 140, 150]);
    expect(layers.surface.points.length).toBe(8);
    expect(layers.surface.depth).toBeUndefined();
    expect(layers.printAspect).toBe(2);
    // A mesh file with depth (a surface that may hide part of itself) hands it to the renderer.
    const deep = await loadTemplateLayers(asset, {
      image: async (url) => (url === 's' ? { width: 2, height: 2, data: new Uint8Array(16).fill(9) } : { width: 2, height: 8, data: maps }),
      text: async () => JSON.stringify({ cols: 1, rows: 1, points: [0, 0, 1, 0, 0, 1, 1, 1], depth: [50.25, 50, 49.5, 51] }),
    });
    expect(deep.surface.depth).toEqual(Float32Array.from([50.25, 50, 49.5, 51]));
    await expect(loadTemplateLayers({ ...asset, size: 4 }, { image: async () => ({ width: 2, height: 2, data: maps }), text: async () => '{}' })).rejects.toThrow(/sizes/);
  });
});
