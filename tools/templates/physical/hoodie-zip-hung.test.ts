/**
 * The hung zip hoodie as a scene, without Blender: it shares hoodies-4's sewn and staged drapes (so neither is
 * simulated again), runs its own entry with hoodies-2's zip, and prints hoodies-2's left chest.
 */
import { describe, expect, it } from 'vitest';
import { recipes, SPECS, STAGED, ZIP_HUNG } from '../recipes/hoodies';
import { hoodieScene } from './hoodie';
import { stagedHoodieScene } from './hoodie-staged';
import { ZIP } from './hoodie-zip';
import { hoodieZipHungRecipe, hoodieZipHungScene } from './hoodie-zip-hung';

const hung = STAGED.find((s) => s.id === 'hoodies-4')!;

describe('the hung zip hoodie (hoodies-6)', () => {
  it('reuses hoodies-4’s sewn and staged drapes whatever its colours and print area', () => {
    const mine = hoodieZipHungScene(ZIP_HUNG, 256);
    const four = stagedHoodieScene(hung, 256);
    expect(mine.garment.drapeFile).toBe(four.garment.drapeFile);
    expect(mine.staging.file).toBe(four.staging.file);
    expect(mine.stage.kind).toBe('hanger');
  });

  it('runs its own entry with hoodies-2’s zip', () => {
    const scene = hoodieZipHungScene(ZIP_HUNG, 256);
    expect(scene.script).toBe('hoodie_zip_hung/render_hoodie_zip_hung.py');
    expect(scene.zip).toEqual(ZIP);
    expect(scene.threads).toBe(1);
  });

  it('prints hoodies-2’s left chest, 100 × 100 mm', () => {
    const two = hoodieScene(SPECS.find((s) => s.id === 'hoodies-2')!, 256).printArea;
    expect(hoodieZipHungScene(ZIP_HUNG, 256).printArea).toEqual(two);
    expect(hoodieZipHungRecipe(ZIP_HUNG).printAreas).toEqual([{ name: 'left chest', widthMm: 100, heightMm: 100 }]);
  });

  it('is hoodies-6, hashed apart from hoodies-4 whose drape it shares', () => {
    const r = recipes.find((t) => t.id === 'hoodies-6')!;
    expect(r.inputHash!()).toBe(hoodieZipHungRecipe(ZIP_HUNG).inputHash!());
    expect(r.inputHash!()).not.toBe(recipes.find((t) => t.id === 'hoodies-4')!.inputHash!());
  });
});
