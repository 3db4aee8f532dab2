/**
 * The folded sweatshirt (sweatshirts-9) as a scene, without Blender: it folds the flat lay a staged sweatshirt of the
 * same garment makes (the same cached drapes) by its own entry, and prints on the front's chest at its declared size,
 * between the side folds and above the bottom one — the part of the front that lies on top once folded.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { FOLDED, recipes } from '../recipes/sweatshirts';
import { inside, type Vec2 } from './pattern';
import { foldedSweatshirtRecipe, foldedSweatshirtScene } from './sweatshirt-folded';
import { stagedSweatshirtScene } from './sweatshirt-staged';

const SEW = { spacing: 45, frames: 20, quality: 3, samples: 3 };
const STAGE = { frames: 25, quality: 3 };
const cache = fs.mkdtempSync(path.join(os.tmpdir(), 'sweatshirt-folded-test-'));
afterAll(() => fs.rmSync(cache, { recursive: true, force: true }));

describe('the folded sweatshirt’s scene', () => {
  const scene = foldedSweatshirtScene(FOLDED, 256, SEW, STAGE, cache);

  it('folds the flat lay a staged sweatshirt of that garment would make, by its own entry', () => {
    const flat = stagedSweatshirtScene(FOLDED, 256, SEW, STAGE, cache);
    expect(scene.garment.drapeFile).toBe(flat.garment.drapeFile);
    expect(scene.staging.file).toBe(flat.staging.file);
    expect(scene.printArea).toEqual(flat.printArea);
    expect(scene.script).toBe('sweatshirt_folded/render_sweatshirt_folded.py');
    expect(scene.fold).toEqual(FOLDED.fold);
  });

  it('is sweatshirts-9, declaring its print area in millimetres', () => {
    const r = recipes.find((t) => t.id === FOLDED.id)!;
    expect(r.inputHash!()).toBe(foldedSweatshirtRecipe(FOLDED).inputHash!());
    expect(r.printAreas).toEqual([{ name: 'chest', widthMm: 200, heightMm: 160 }]);
  });

  it('prints on the front’s fabric between the side folds and above the bottom fold', () => {
    const r = scene.printArea;
    const outline = scene.garment.plan.panels[r.panel]!.outline as Vec2[];
    for (const [x, y] of [[r.x0, r.y0], [r.x1, r.y0], [r.x1, r.y1], [r.x0, r.y1]] as Vec2[]) expect(inside(outline, x, y), `${x}, ${y}`).toBe(true);
    expect(r.x1 - r.x0).toBeCloseTo(200, 6);
    expect(r.y1 - r.y0).toBeCloseTo(160, 6);
    // 25 mm clear of each side fold's line, where the fabric bends over.
    expect(Math.max(Math.abs(r.x0), Math.abs(r.x1))).toBeLessThan(FOLDED.fold.halfWidthMm - 25);
    // The bottom fold lies bottomShare of the way up from the hem (the front's lowest point) to its top.
    const ys = outline.map((p) => p[1]);
    const [low, high] = [Math.min(...ys), Math.max(...ys)];
    expect(r.y0).toBeGreaterThan(low + FOLDED.fold.bottomShare * (high - low) + 40);
  });
});
