import { describe, expect, it } from 'vitest';
import type { Recipe } from '../recipe';
import { FLAT_CATEGORIES, loadFlatRecipes } from './flat-index';

const SIZE = 32;

describe.each(FLAT_CATEGORIES)('%s recipes', (slug) => {
  it('has eight recipes with ids <slug>-1…8 and a type', async () => {
    const recipes: Recipe[] = loadFlatRecipes(slug);
    expect(recipes.map((r) => r.id)).toEqual([1, 2, 3, 4, 5, 6, 7, 8].map((n) => `${slug}-${n}`));
    for (const r of recipes) {
      expect(r.category).toBe(slug);
      expect(r.type).toMatch(/^[a-z0-9-]+$/);
      expect(r.style.length).toBeGreaterThan(3);
    }
  });

  it('renders every layer to the contract', async () => {
    for (const r of loadFlatRecipes(slug)) {
      const out = await r.render(SIZE);
      const n = SIZE * SIZE;
      expect(out.size).toBe(SIZE);
      expect(out.scene.length).toBe(n * 4);
      for (const layer of [out.productMask, out.shade, out.highlight, out.printMask]) expect(layer.length).toBe(n);
      let print = 0;
      let lo = 255;
      let hi = 0;
      for (let i = 0; i < n; i++) {
        expect(out.printMask[i]!, `${r.id}: print outside product`).toBeLessThanOrEqual(out.productMask[i]!);
        print += out.printMask[i]!;
        if (out.productMask[i]! >= 128) {
          lo = Math.min(lo, out.shade[i]!);
          hi = Math.max(hi, out.shade[i]!);
        }
      }
      expect(print, `${r.id}: no print area`).toBeGreaterThan(255 * 4);
      expect(hi - lo, `${r.id}: flat shade`).toBeGreaterThan(4);
      const { cols, rows, points } = out.surface;
      expect(points.length).toBe(2 * (cols + 1) * (rows + 1));
      for (const p of points) {
        expect(p).toBeGreaterThanOrEqual(0);
        expect(p).toBeLessThanOrEqual(SIZE);
      }
    }
  });
});

it('ids are unique across categories', async () => {
  const ids = FLAT_CATEGORIES.flatMap(loadFlatRecipes).map((r) => r.id);
  expect(new Set(ids).size).toBe(ids.length);
});
