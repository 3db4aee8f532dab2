/**
 * Staged sweatshirts: the scenes (without Blender) share the ghost sweatshirts' sewn drape and print area and key the
 * staging by the stage's solids; every staged view prints on its front's fabric at its declared size, clear of the
 * collar and the waistband. Then one tiny flat lay through Blender (sewn coarsely, 64²): the print lies on the front,
 * inside the product, and the front lies face up on the table with its top towards the picture's top.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recipes, STAGED } from '../recipes/sweatshirts';
import { WHITE_ALBEDO } from './apparel';
import { readGrid, renderPasses } from './blender';
import { inside, type Vec2 } from './pattern';
import { layersFromPasses } from './layers';
import { sweatshirtScene } from './sweatshirt';
import { stagedSweatshirtRecipe, stagedSweatshirtScene, type StagedSweatshirtSpec } from './sweatshirt-staged';
import { printOnFabric } from './print-on-fabric';

const SIZE = 64;
const SEW = { spacing: 45, frames: 20, quality: 3, samples: 3 };
const STAGE = { frames: 25, quality: 3 };
const flat: StagedSweatshirtSpec = {
  id: 'test-flat', type: 'sweatshirt', style: 'tiny', garment: { body: 'male', size: '42' },
  printArea: { name: 'front', panel: 'front', widthMm: 300, heightMm: 300, belowNeckMm: 90 },
  stage: { kind: 'flat', surface: 'oak', colour: [0.5, 0.32, 0.17] }, view: { azimuth: 0, elevation: 90, lens: 50, fill: 0.86 },
};
const cache = fs.mkdtempSync(path.join(os.tmpdir(), 'sweatshirt-staged-test-'));
afterAll(() => fs.rmSync(cache, { recursive: true, force: true }));

describe('the staged sweatshirts’ scenes', () => {
  it('sew the same drape as a ghost sweatshirt of that garment and pose, and stage it by their own scripts', () => {
    const scene = stagedSweatshirtScene(flat, SIZE, SEW, STAGE, cache);
    const ghost = sweatshirtScene({ ...flat, category: 'sweatshirts', backdrop: [0.7, 0.7, 0.7] }, SIZE, SEW, cache);
    expect(scene.garment.drapeFile).toBe(ghost.garment.drapeFile);
    expect(scene.printArea).toEqual(ghost.printArea);
    expect(scene.script).toBe('sweatshirt_staged/render_sweatshirt_staged.py');
    const concrete = stagedSweatshirtScene({ ...flat, stage: { kind: 'flat', surface: 'concrete', colour: [0.4, 0.4, 0.4] } }, SIZE, SEW, STAGE, cache);
    const hung = stagedSweatshirtScene({ ...flat, stage: { kind: 'hanger', wall: [0.7, 0.7, 0.7], wood: [0.4, 0.3, 0.2] } }, SIZE, SEW, STAGE, cache);
    const posed = stagedSweatshirtScene({ ...flat, pose: { armAngle: 42, armRest: 35 } }, SIZE, SEW, STAGE, cache);
    expect(concrete.staging.file).toBe(scene.staging.file);
    expect(hung.staging.file).not.toBe(scene.staging.file);
    expect(posed.garment.drapeFile).not.toBe(scene.garment.drapeFile);
    expect(posed.staging.file).not.toBe(scene.staging.file);
  });

  it('are the category’s templates of their ids, each declaring its print area in millimetres', () => {
    for (const s of STAGED) {
      expect(recipes.find((r) => r.id === s.id)?.inputHash?.(), s.id).toBe(stagedSweatshirtRecipe(s).inputHash?.());
      expect(stagedSweatshirtRecipe(s).printAreas).toEqual([{ name: s.printArea.name, widthMm: s.printArea.widthMm, heightMm: s.printArea.heightMm }]);
    }
  });

  it.each(STAGED.map((s) => s.id))('%s prints on its front at its size, below the collar and above the waistband', (id) => {
    const spec = STAGED.find((s) => s.id === id)!;
    const scene = stagedSweatshirtScene(spec, 256);
    const r = scene.printArea;
    const outline = scene.garment.plan.panels[r.panel]!.outline as Vec2[];
    for (const [x, y] of [[r.x0, r.y0], [r.x1, r.y0], [r.x1, r.y1], [r.x0, r.y1]] as Vec2[]) expect(inside(outline, x, y), `${x}, ${y}`).toBe(true);
    expect(r.x1 - r.x0).toBeCloseTo(spec.printArea.widthMm, 6);
    expect(r.y1 - r.y0).toBeCloseTo(spec.printArea.heightMm, 6);
    const neck = Math.max(...outline.filter(([x]) => Math.abs(x) < 1).map(([, y]) => y));
    expect(neck - r.y1).toBeGreaterThan(scene.garment.collar + 40);
    expect(r.y0 - Math.min(...outline.map(([, y]) => y))).toBeGreaterThan(40);
  });
});

describe('a staged sweatshirt through Blender → template layers (64²)', () => {
  let run: { dir: string; scene: ReturnType<typeof stagedSweatshirtScene> };
  beforeAll(async () => {
    const scene = stagedSweatshirtScene(flat, SIZE, SEW, STAGE, cache);
    run = { scene, dir: (await renderPasses(scene, () => {}, cache)).dir };
  }, 600_000);

  it('prints on the front, inside the product, within the print area’s fabric', () => {
    const grid = readGrid(run.dir);
    expect(grid.missing).toBe(0);
    const out = layersFromPasses(run.dir, SIZE, WHITE_ALBEDO, grid);
    const { printed, onFabric, overProduct } = printOnFabric(run.dir, SIZE, out, run.scene.printArea);
    expect(overProduct).toBe(0);
    expect(printed).toBeGreaterThan(100);
    expect(onFabric / printed).toBeGreaterThan(0.95);
  });

  it('lays it front up on the table, the print’s top towards the picture’s top', () => {
    const g = readGrid(run.dir);
    const zs = Array.from({ length: g.world.length / 3 }, (_, k) => g.world[3 * k + 2]!).sort((a, b) => a - b);
    // cm above the tabletop (z 0): on it, not standing on the form's depth (~25 cm).
    expect(zs[0]!).toBeGreaterThan(0);
    expect(zs[zs.length >> 1]!).toBeLessThan(8);
    const row = (j: number) => g.points[2 * j * (g.cols + 1) + 1]!;
    expect(row(0)).toBeLessThan(row(g.rows));
  });
});
