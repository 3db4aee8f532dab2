/**
 * The soccer jersey's flat lay (sports-4): its scene (without Blender) sews the drape a ghost jersey of that garment
 * is sewn with, keys the staged drape by what changes it, is rendered by its own entry, and prints on the front's
 * fabric at its declared size, clear of the collar, armholes and hem, with sleeves of a jersey's length; the recipes
 * make it sports-4. Then one tiny flat lay through Blender (sewn coarsely, 64²): the print lies on the front, inside
 * the product, the front face up, and the jersey lies about as wide to the left of its centre line as to the right.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FLAT_JERSEY, recipes } from '../recipes/sports';
import { WHITE_ALBEDO } from './apparel';
import { readGrid, readPass, renderPasses, sceneHash } from './blender';
import { FLAT_JERSEY_SCRIPT, flatJerseyRecipe, flatJerseyScene } from './jersey-flat';
import { ghostJerseyScene } from './jersey-tee';
import { layersFromPasses } from './layers';
import { printOnFabric } from './print-on-fabric';
import { inside, type Vec2 } from './pattern';

const SIZE = 64;
const SEW = { spacing: 45, frames: 20, quality: 3, samples: 3 };
const STAGE = { frames: 25, quality: 3 };
const cache = fs.mkdtempSync(path.join(os.tmpdir(), 'jersey-flat-test-'));
const blenderDir = path.resolve(path.dirname(new URL(import.meta.url).pathname), '../blender');
afterAll(() => fs.rmSync(cache, { recursive: true, force: true }));

describe('the soccer jersey flat lay’s scene', () => {
  const scene = flatJerseyScene(FLAT_JERSEY, 256, SEW, STAGE, cache);

  it('sews the drape a ghost jersey of that garment is sewn with, and renders it by its own entry', () => {
    const ghost = ghostJerseyScene({ ...FLAT_JERSEY, backdrop: [0.7, 0.7, 0.7] }, 256, SEW, cache);
    expect(scene.garment.drapeFile).toBe(ghost.garment.drapeFile);
    expect(scene.printArea).toEqual(ghost.printArea);
    expect(scene.script).toBe(FLAT_JERSEY_SCRIPT);
    expect(fs.existsSync(path.join(blenderDir, FLAT_JERSEY_SCRIPT))).toBe(true);
    expect(scene.garment.shell).toBeCloseTo(FLAT_JERSEY.shellMm / 1000, 9);
    // Thinner than the staged tees' cotton shell (1.4 mm).
    expect(scene.garment.shell).toBeLessThan(0.0014);
  });

  it('is keyed by what changes the drape and the picture, and nothing else', () => {
    const cloth = flatJerseyScene({ ...FLAT_JERSEY, cloth: { BEND: 0.3 } }, 256, SEW, STAGE, cache);
    expect(cloth.garment.drapeFile).toBe(scene.garment.drapeFile);
    expect(cloth.staging.file).not.toBe(scene.staging.file);
    const turned = flatJerseyScene({ ...FLAT_JERSEY, stage: { ...FLAT_JERSEY.stage, turn: 5 } }, 256, SEW, STAGE, cache);
    expect(turned.staging.file).not.toBe(scene.staging.file);
    const ironed = flatJerseyScene({ ...FLAT_JERSEY, iron: FLAT_JERSEY.iron + 4 }, 256, SEW, STAGE, cache);
    expect(ironed.staging.file).toBe(scene.staging.file);
    expect(sceneHash(ironed)).not.toBe(sceneHash(scene));
    // How it is laid by hand (lie.py) moves the staged cloth at render time: the picture's, not the drape's.
    const laid = flatJerseyScene({ ...FLAT_JERSEY, lie: { ...FLAT_JERSEY.lie!, lift: FLAT_JERSEY.lie!.lift * 2 } }, 256, SEW, STAGE, cache);
    expect(laid.staging.file).toBe(scene.staging.file);
    expect(sceneHash(laid)).not.toBe(sceneHash(scene));
    // The concrete's colour is the render's, not the drape's.
    const pale = flatJerseyScene({ ...FLAT_JERSEY, stage: { ...FLAT_JERSEY.stage, colour: [0.6, 0.6, 0.6] } }, 256, SEW, STAGE, cache);
    expect(pale.staging.file).toBe(scene.staging.file);
    expect(sceneHash(pale)).not.toBe(sceneHash(scene));
  });

  it('has short sleeves of a jersey’s length: the underarm seam over 100 mm below the cap (Teagan’s own, 67)', () => {
    const sleeve = scene.garment.plan.panels.find((p) => p.name === 'sleeveR')!;
    expect(-Math.min(...(sleeve.outline as Vec2[]).map(([, y]) => y))).toBeGreaterThan(100);
  });

  it('prints on the front at its declared size, below the V’s collar, 3 cm and more clear of the armholes and the hem', () => {
    const r = scene.printArea;
    const panel = scene.garment.plan.panels[r.panel]!;
    const outline = panel.outline as Vec2[];
    for (const [x, y] of [[r.x0, r.y0], [r.x1, r.y0], [r.x1, r.y1], [r.x0, r.y1]] as Vec2[]) expect(inside(outline, x, y), `${x}, ${y}`).toBe(true);
    expect(r.x1 - r.x0).toBeCloseTo(FLAT_JERSEY.printArea.widthMm, 6);
    expect(r.y1 - r.y0).toBeCloseTo(FLAT_JERSEY.printArea.heightMm, 6);
    // The V's point: the lowest point of the neckline, on the centre line.
    const [n0, n1] = panel.edges.neck!;
    const point = Math.min(...outline.slice(n0, n1 + 1).map(([, y]) => y));
    expect(point - r.y1).toBeGreaterThan(FLAT_JERSEY.collarMm + 40);
    expect(r.y0 - Math.min(...outline.map(([, y]) => y))).toBeGreaterThan(30);
    const [a0, a1] = panel.edges.armholeR!;
    const armhole = outline.slice(a0, a1 + 1).filter(([, y]) => y <= r.y1);
    expect(Math.min(...armhole.map(([x]) => x)) - r.x1).toBeGreaterThan(30);
  });

  it('is the category’s sports-4, with its print area in mm', () => {
    const r = recipes.find((x) => x.id === 'sports-4')!;
    expect(r.size).toBe(2048);
    expect(r.inputHash?.()).toBe(flatJerseyRecipe(FLAT_JERSEY).inputHash!());
    expect(r.printAreas).toEqual([{ name: 'front', widthMm: FLAT_JERSEY.printArea.widthMm, heightMm: FLAT_JERSEY.printArea.heightMm }]);
    expect([r.type, r.style]).toEqual(['jersey', 'soccer jersey flat lay on concrete']);
  });
});

describe('the soccer jersey flat lay through Blender → template layers (64²)', () => {
  let run: { dir: string; scene: ReturnType<typeof flatJerseyScene> };
  beforeAll(async () => {
    const scene = flatJerseyScene(FLAT_JERSEY, SIZE, SEW, STAGE, cache);
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

  it('lies square: the front’s centre line runs up the picture and the jersey spreads as far to each side of it', () => {
    const uvp = readPass(run.dir, 'uvp', SIZE);
    // Pixels of the front's centre line (|u| < 15 mm): their mean column, and the product's extent either side.
    let sum = 0, count = 0, left = SIZE, right = 0;
    for (let i = 0; i < SIZE * SIZE; i++) {
      const panel = uvp[i * 4 + 2]!;
      if (panel < 0.5) continue;
      const x = i % SIZE;
      left = Math.min(left, x);
      right = Math.max(right, x);
      if (Math.abs(panel - 1) < 1e-3 && Math.abs(uvp[i * 4]!) < 15) {
        sum += x;
        count++;
      }
    }
    expect(count).toBeGreaterThan(20);
    const centre = sum / count;
    expect(Math.abs(centre - left - (right - centre))).toBeLessThan(0.1 * (right - left));
  });
});
