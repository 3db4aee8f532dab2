/**
 * The baseball jersey (baseball.ts, blender/baseball/): the jersey-on-the-form scene with its own entry and the same
 * drape, a placket strip 30–35 mm wide from under the V to the hem with 5–7 buttons on it, a print area across the
 * placket clear of the binding, armholes and hem; and a small one through Blender whose buttons are no part of the
 * product (neither recoloured nor printed on) while the strip takes the print.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BASEBALL, recipes } from '../recipes/sports';
import { WHITE_ALBEDO } from './apparel';
import { BASEBALL_SCRIPT, baseballRecipe, baseballScene } from './baseball';
import { readGrid, readPass, renderPasses } from './blender';
import { teePattern } from './garments/tee';
import { ghostJerseyScene } from './jersey-tee';
import { layersFromPasses } from './layers';
import { inside, type Vec2 } from './pattern';
import { printOnFabric } from './print-on-fabric';

const blenderDir = path.resolve(path.dirname(new URL(import.meta.url).pathname), '../blender');
type Placket = { top: number; bottom: number; half: number; radius: number; buttons: number[]; lift: [number, number] };
const placketOf = (scene: ReturnType<typeof baseballScene>) => (scene.garment as unknown as { placket: Placket }).placket;
function distance(p: Vec2, line: readonly Vec2[]): number {
  let best = Infinity;
  for (let k = 1; k < line.length; k++) {
    const [ax, ay] = line[k - 1]!, [bx, by] = line[k]!;
    const dx = bx - ax, dy = by - ay;
    const t = Math.max(0, Math.min(1, ((p[0] - ax) * dx + (p[1] - ay) * dy) / (dx * dx + dy * dy || 1)));
    best = Math.min(best, Math.hypot(p[0] - ax - dx * t, p[1] - ay - dy * t));
  }
  return best;
}

describe('the baseball jersey', () => {
  it('names its own entry and shares the drape of the jersey-on-the-form scene', () => {
    const scene = baseballScene(BASEBALL, 256);
    expect(scene.script).toBe(BASEBALL_SCRIPT);
    expect(fs.existsSync(path.join(blenderDir, BASEBALL_SCRIPT))).toBe(true);
    expect(scene.threads).toBe(1);
    expect(scene.garment.bound).toEqual(['neck']);
    expect(scene.garment.drapeFile).toBe(ghostJerseyScene(BASEBALL, 256).garment.drapeFile);
    expect(scene.script).not.toBe(ghostJerseyScene(BASEBALL, 256).script);
  });

  it('lays a placket 30–35 mm wide from the V’s point to the hem, 5–7 buttons on it, its overlapping edge the higher', () => {
    const p = placketOf(baseballScene(BASEBALL, 256));
    const neck = teePattern(BASEBALL.garment).panels[0]!.edges.find((e) => e.name === 'neck')!.points;
    expect(p.top).toBeCloseTo(Math.min(...neck.map(([, y]) => y)), 0);
    expect(2 * p.half).toBeGreaterThanOrEqual(30);
    expect(2 * p.half).toBeLessThanOrEqual(35);
    expect(p.buttons.length).toBeGreaterThanOrEqual(5);
    expect(p.buttons.length).toBeLessThanOrEqual(7);
    for (const y of p.buttons) expect(y < p.top - 20 && y > p.bottom + 40, String(y)).toBe(true);
    expect(p.radius).toBeLessThan(p.half);
    expect(p.lift[1]).toBeGreaterThan(p.lift[0]);
  });

  it('prints the team name across the placket, 3 cm clear of the binding, armholes and hem', () => {
    const scene = baseballScene(BASEBALL, 256);
    const r = scene.printArea, p = placketOf(scene);
    expect(r.x1 - r.x0).toBeCloseTo(BASEBALL.printArea.widthMm, 6);
    expect(r.y1 - r.y0).toBeCloseTo(BASEBALL.printArea.heightMm, 6);
    expect(r.x0).toBeLessThan(-p.half - 100);
    expect(r.x1).toBeGreaterThan(p.half + 100);
    const front = teePattern(BASEBALL.garment).panels.find((x) => x.name === 'front')!;
    const edge = (name: string) => front.edges.find((e) => e.name === name)!.points;
    const outline = front.edges.flatMap((e) => e.points);
    const corners: Vec2[] = [[r.x0, r.y0], [r.x1, r.y0], [r.x1, r.y1], [r.x0, r.y1]];
    for (const c of corners) {
      expect(inside(outline, c[0], c[1]), `${c[0]}, ${c[1]}`).toBe(true);
      expect(distance(c, edge('neck'))).toBeGreaterThan(30 + scene.garment.binding);
      for (const e of ['armholeR', 'armholeL', 'sideR', 'sideL']) expect(distance(c, edge(e)), e).toBeGreaterThan(30);
      expect(distance(c, edge('hem'))).toBeGreaterThan(30 + 14);
    }
  });

  it('is the category’s sports-6, rendered from its scene', () => {
    const r = recipes.find((x) => x.id === BASEBALL.id)!;
    expect(r.size).toBe(2048);
    expect(r.printAreas).toEqual(baseballRecipe(BASEBALL).printAreas);
    expect(r.inputHash?.()).toMatch(/^[0-9a-f]{16}-[0-9a-f]{16}$/);
    expect(r.inputHash?.()).toBe(baseballRecipe(BASEBALL).inputHash?.());
  });
});

const SIZE = 128;
const cache = fs.mkdtempSync(path.join(os.tmpdir(), 'baseball-test-'));
let run: { dir: string; scene: ReturnType<typeof baseballScene> };

beforeAll(async () => {
  const scene = baseballScene({ ...BASEBALL, id: 'test-sports-6' }, SIZE, { spacing: 45, frames: 12, quality: 3, samples: 3 }, cache);
  run = { dir: (await renderPasses(scene, () => {}, cache)).dir, scene };
}, 600_000);
afterAll(() => fs.rmSync(cache, { recursive: true, force: true }));

describe(`a small baseball jersey through blender/baseball/ (${SIZE}²)`, () => {
  it('prints on the front and its placket, inside the product, within the rectangle of fabric', () => {
    const grid = readGrid(run.dir);
    const out = layersFromPasses(run.dir, SIZE, WHITE_ALBEDO, grid);
    const { printed, onFabric, overProduct } = printOnFabric(run.dir, SIZE, out, run.scene.printArea);
    expect(overProduct).toBe(0);
    expect(printed).toBeGreaterThan(200);
    expect(onFabric / printed).toBeGreaterThan(0.97);
    expect(grid.missing).toBe(0);
  });

  it('sews on every button, each neither product nor print: first hits off the fabric between fabric on both sides', () => {
    const timings = JSON.parse(fs.readFileSync(path.join(run.dir, 'timings.json'), 'utf8')) as { buttons: number };
    expect(timings.buttons).toBe(placketOf(run.scene).buttons.length);
    const out = layersFromPasses(run.dir, SIZE, WHITE_ALBEDO, readGrid(run.dir));
    const uvp = readPass(run.dir, 'uvp', SIZE);
    const front = (i: number) => Math.abs(uvp[i * 4 + 2]! - 1) < 1e-3;
    let buttons = 0;
    for (let y = 0; y < SIZE; y++) {
      for (let x = 2; x < SIZE - 2; x++) {
        const i = y * SIZE + x;
        if (uvp[i * 4 + 2]! !== 0 || !front(i - 2) || !front(i + 2)) continue;
        buttons++;
        expect(out.productMask[i]!).toBeLessThan(200);
        expect(out.printMask[i]!).toBeLessThan(200);
      }
    }
    expect(buttons).toBeGreaterThanOrEqual(3);
  });
});
