/** Contract checks for the soft-goods recipes, rendered small so the whole set stays fast. */
import { describe, expect, it } from 'vitest';
import type { Recipe, RecipeOutput } from '../recipe';
import { recipes as automotive } from './automotive';
import { recipes as bags } from './bags';
import { recipes as caps } from './caps';
import { recipes as hoodies } from './hoodies';
import { recipes as keychains } from './keychains';
import { recipes as patches } from './patches';
import { recipes as pillows } from './pillows';
import { recipes as realEstate } from './real-estate';
import { recipes as shoes } from './shoes';
import { recipes as sports } from './sports';
import { recipes as sweatshirts } from './sweatshirts';
import { recipes as tShirts } from './t-shirts';
import { recipes as toteBags } from './tote-bags';
import { recipes as vehicles } from './vehicles';

const CATEGORIES: Record<string, Recipe[]> = {
  't-shirts': tShirts,
  hoodies,
  sweatshirts,
  'tote-bags': toteBags,
  pillows,
  sports,
  patches,
  keychains,
  caps,
  bags,
  shoes,
  'real-estate': realEstate,
  vehicles,
  automotive,
};

const SIZE = 80;

function checkContract(out: RecipeOutput): void {
  const n = SIZE * SIZE;
  expect(out.size).toBe(SIZE);
  expect(out.scene.length).toBe(n * 4);
  for (const layer of [out.productMask, out.shade, out.highlight, out.printMask]) expect(layer.length).toBe(n);
  let product = 0;
  let printed = 0;
  let lo = 255;
  let hi = 0;
  let outside = 0;
  for (let i = 0; i < n; i++) {
    // printMask ⊆ productMask (a level or two of rounding allowed on the anti-aliased edge).
    if (out.printMask[i]! > out.productMask[i]! + 2) outside++;
    if (out.productMask[i]! > 250) {
      product++;
      lo = Math.min(lo, out.shade[i]!);
      hi = Math.max(hi, out.shade[i]!);
    }
    if (out.printMask[i]! > 128) printed++;
  }
  expect(outside).toBe(0);
  expect(product).toBeGreaterThan(n * 0.02);
  expect(printed).toBeGreaterThan(0);
  // Not flat: folds, bevels or doming show (flat acrylic varies least).
  expect(hi - lo).toBeGreaterThan(16);
  const { cols, rows, points } = out.surface;
  expect(points.length).toBe(2 * (cols + 1) * (rows + 1));
  const bad: string[] = [];
  for (let k = 0; k < points.length; k += 2) {
    const x = points[k]!;
    const y = points[k + 1]!;
    const inImage = x >= 0 && y >= 0 && x < SIZE && y < SIZE;
    if (!inImage || out.productMask[Math.floor(y) * SIZE + Math.floor(x)]! <= 100) bad.push(`${x.toFixed(1)},${y.toFixed(1)}`);
  }
  expect(bad).toEqual([]);
}

describe.each(Object.entries(CATEGORIES))('%s recipes', (slug, recipes) => {
  it('has ids <slug>-1 … <slug>-8, unique, with the category slug and a type', () => {
    expect(recipes.map((r) => r.id)).toEqual([1, 2, 3, 4, 5, 6, 7, 8].map((n) => `${slug}-${n}`));
    for (const r of recipes) {
      expect(r.category).toBe(slug);
      expect(r.type).toMatch(/^[a-z0-9-]+$/);
    }
  });

  it.each(recipes.map((r) => [r.id, r] as const))('%s renders to the contract', async (_id, recipe) => {
    checkContract(await recipe.render(SIZE));
  });
});
