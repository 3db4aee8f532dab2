/**
 * The training top (sports-8): its scene (without Blender) shares the staged sweatshirts' sewn drape and staged drape
 * for the same garment, pose and cloth, is rendered by its own entry, and prints on its front's fabric at its declared
 * size, clear of the collar, armholes and hem band; the recipes make it sports-8. Then one tiny
 * flat lay through Blender (sewn coarsely, 64²): the print lies on the front, inside the product, the front face up.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recipes, TRAINING_TOP } from '../recipes/sports';
import { WHITE_ALBEDO } from './apparel';
import { readGrid, renderPasses, sceneHash } from './blender';
import { inside, type Vec2 } from './pattern';
import { layersFromPasses } from './layers';
import { printOnFabric } from './print-on-fabric';
import { stagedSweatshirtScene } from './sweatshirt-staged';
import { trainingTopRecipe, trainingTopScene } from './training-top';

const SIZE = 64;
const SEW = { spacing: 45, frames: 20, quality: 3, samples: 3 };
const STAGE = { frames: 25, quality: 3 };
const cache = fs.mkdtempSync(path.join(os.tmpdir(), 'training-top-test-'));
afterAll(() => fs.rmSync(cache, { recursive: true, force: true }));

describe('the training top’s scene', () => {
  const scene = trainingTopScene(TRAINING_TOP, 256, SEW, STAGE, cache);
  const staged = stagedSweatshirtScene(TRAINING_TOP, 256, SEW, STAGE, cache);

  it('sews and lays flat the drape a staged sweatshirt of that garment and pose would, and renders it by its own entry', () => {
    expect(scene.garment.drapeFile).toBe(staged.garment.drapeFile);
    expect(scene.staging.file).toBe(staged.staging.file);
    expect(scene.printArea).toEqual(staged.printArea);
    expect(scene.script).toBe('training_top/render_training_top.py');
    expect(scene.garment.shell).toBeCloseTo(TRAINING_TOP.shellMm / 1000, 9);
    expect(scene.garment.shell).toBeLessThan(0.0024);
  });

  it('is keyed by what changes the drape and the picture, and nothing else', () => {
    const posed = trainingTopScene({ ...TRAINING_TOP, pose: { armAngle: 42, armRest: 20 } }, 256, SEW, STAGE, cache);
    expect(posed.garment.drapeFile).not.toBe(scene.garment.drapeFile);
    const cloth = trainingTopScene({ ...TRAINING_TOP, cloth: { BEND: 0.3 } }, 256, SEW, STAGE, cache);
    expect(cloth.garment.drapeFile).toBe(scene.garment.drapeFile);
    expect(cloth.staging.file).not.toBe(scene.staging.file);
    const thicker = trainingTopScene({ ...TRAINING_TOP, shellMm: 2 }, 256, SEW, STAGE, cache);
    expect(thicker.staging.file).toBe(scene.staging.file);
    expect(sceneHash(thicker)).not.toBe(sceneHash(scene));
    // The table's colour is the render's, not the drape's.
    const pale = trainingTopScene({ ...TRAINING_TOP, stage: { ...TRAINING_TOP.stage, colour: [0.6, 0.5, 0.4] } }, 256, SEW, STAGE, cache);
    expect(pale.staging.file).toBe(scene.staging.file);
    expect(sceneHash(pale)).not.toBe(sceneHash(scene));
  });

  it('prints on the front at its declared size, below the collar, 3 cm and more clear of the armholes and the hem band', () => {
    const r = scene.printArea;
    const outline = scene.garment.plan.panels[r.panel]!.outline as Vec2[];
    for (const [x, y] of [[r.x0, r.y0], [r.x1, r.y0], [r.x1, r.y1], [r.x0, r.y1]] as Vec2[]) expect(inside(outline, x, y), `${x}, ${y}`).toBe(true);
    expect(r.x1 - r.x0).toBeCloseTo(TRAINING_TOP.printArea.widthMm, 6);
    expect(r.y1 - r.y0).toBeCloseTo(TRAINING_TOP.printArea.heightMm, 6);
    const neck = Math.max(...outline.filter(([x]) => Math.abs(x) < 1).map(([, y]) => y));
    expect(neck - r.y1).toBeGreaterThan(TRAINING_TOP.collarMm + 40);
    expect(r.y0 - Math.min(...outline.map(([, y]) => y))).toBeGreaterThan(30);
    // The armholes' innermost point, level with or below the print's top.
    const panel = scene.garment.plan.panels[r.panel]!;
    const [a0, a1] = panel.edges.armholeR!;
    const armhole = panel.outline.slice(a0, a1 + 1).filter(([, y]) => y <= r.y1);
    expect(Math.min(...armhole.map(([x]) => x)) - r.x1).toBeGreaterThan(30);
  });

  it('is the category’s sports-8, with its print area in mm', () => {
    const r = recipes.find((x) => x.id === 'sports-8')!;
    expect(r.size).toBe(2048);
    expect(r.inputHash?.()).toBe(trainingTopRecipe(TRAINING_TOP).inputHash!());
    expect(r.printAreas).toEqual([{ name: 'front', widthMm: TRAINING_TOP.printArea.widthMm, heightMm: TRAINING_TOP.printArea.heightMm }]);
    expect([r.type, r.style]).toEqual(['jersey', 'long-sleeve training top, flat lay on oak']);
  });
});

describe('the training top through Blender → template layers (64²)', () => {
  let run: { dir: string; scene: ReturnType<typeof trainingTopScene> };
  beforeAll(async () => {
    const scene = trainingTopScene(TRAINING_TOP, SIZE, SEW, STAGE, cache);
    run = { scene, dir: (await renderPasses(scene, () => {}, cache)).dir };
  }, 600_000);

  it('prints on the front, inside the product, within the print area’s fabric', () => {
    const grid = readGrid(run.dir);
    expect(grid.missing).toBe(0);
    const out = layersFromPasses(run.dir, SIZE, WHITE_ALBEDO, grid);
    const r = run.scene.printArea;
    const { printed, onFabric, overProduct } = printOnFabric(run.dir, SIZE, out, r);
    expect(overProduct).toBe(0);
    expect(printed).toBeGreaterThan(100);
    expect(onFabric / printed).toBeGreaterThan(0.95);
  });

  it('lays it front up on the table, the print’s top towards the picture’s top', () => {
    const g = readGrid(run.dir);
    const zs = Array.from({ length: g.world.length / 3 }, (_, k) => g.world[3 * k + 2]!).sort((a, b) => a - b);
    expect(zs[0]!).toBeGreaterThan(0);
    expect(zs[zs.length >> 1]!).toBeLessThan(8);
    const row = (j: number) => g.points[2 * j * (g.cols + 1) + 1]!;
    expect(row(0)).toBeLessThan(row(g.rows));
  });
});
