/**
 * The soccer jerseys: cut as a T-shirt with a V (their sewn drape is the T-shirts' own, shared by the ghost and the
 * flat lay), the print area a rectangle of the front's fabric clear of the V's binding, the armholes and the hem, and
 * a tiny jersey through Blender (coarse cloth, 64², a few samples) on the form and laid flat: the print lies on its
 * fabric inside the product and the flat lay lies on the table front up.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RecipeOutput } from '../recipe';
import { JERSEYS, recipes } from '../recipes/sports';
import { sceneFor, WHITE_ALBEDO } from './apparel';
import { readGrid, renderPasses, type GridFile } from './blender';
import { teePattern } from './garments/tee';
import { jerseyRecipe, jerseyScene, type JerseySpec } from './jersey';
import { layersFromPasses } from './layers';
import { inside, type Vec2 } from './pattern';
import { printOnFabric } from './print-on-fabric';

const spec = (id: string) => JERSEYS.find((s) => s.id === id)!;
const corners = (r: { x0: number; x1: number; y0: number; y1: number }): Vec2[] => [[r.x0, r.y0], [r.x1, r.y0], [r.x1, r.y1], [r.x0, r.y1]];
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

describe('the soccer jersey recipes', () => {
  it.each(JERSEYS.map((s) => s.id))('%s: its print area is the declared rectangle of the front, clear of the binding, armholes and hem', (id) => {
    const s = spec(id);
    const scene = jerseyScene(s, 256);
    const r = scene.printArea;
    expect(r.x1 - r.x0).toBeCloseTo(s.printArea.widthMm, 6);
    expect(r.y1 - r.y0).toBeCloseTo(s.printArea.heightMm, 6);
    const g = teePattern(s.garment);
    const front = g.panels.find((p) => p.name === 'front')!;
    const edge = (name: string) => front.edges.find((e) => e.name === name)!.points;
    const outline = front.edges.flatMap((e) => e.points);
    for (const c of corners(r)) {
      expect(inside(outline, c[0], c[1]), `${c[0]}, ${c[1]}`).toBe(true);
      // 3 cm of fabric between the print and the V's 12 mm binding; 2 cm from the armhole seams.
      expect(distance(c, edge('neck'))).toBeGreaterThan(30 + scene.garment.binding);
      for (const e of ['armholeR', 'armholeL']) expect(distance(c, edge(e)), e).toBeGreaterThan(20);
    }
    expect(r.y0 - Math.min(...outline.map(([, y]) => y))).toBeGreaterThan(60);
    expect(scene.garment.bound).toEqual(['neck']);
  });

  it('sews one drape for both views, the very drape a ghost T-shirt of that garment is sewn with', () => {
    const ghost = jerseyScene(spec('sports-3'), 256);
    const flat = jerseyScene(spec('sports-4'), 256);
    expect(flat.garment.drapeFile).toBe(ghost.garment.drapeFile);
    const tee = sceneFor({ id: 'tee', category: 't-shirts', type: 'v-neck', style: '', garment: spec('sports-3').garment, knit: 'jersey', printArea: spec('sports-3').printArea, view: spec('sports-3').view, backdrop: [0.7, 0.7, 0.7] }, 256);
    expect(ghost.garment.drapeFile).toBe(tee.garment.drapeFile);
    expect(ghost.script).toBe('jersey/render_jersey.py');
  });

  it('makes the soccer jersey on the form the category’s sports-3, with its print area in mm', () => {
    const s = JERSEYS.find((j) => j.id === 'sports-3')!;
    const r = recipes.find((x) => x.id === s.id)!;
    expect(r.size).toBe(2048);
    expect(r.printAreas).toEqual(jerseyRecipe(s).printAreas);
    expect(r.inputHash?.()).toBe(jerseyRecipe(s).inputHash?.());
  });
});

const SIZE = 64;
const SEW = { spacing: 45, frames: 12, quality: 3, samples: 3 };
const STAGE = { frames: 30, quality: 3 };
const cache = fs.mkdtempSync(path.join(os.tmpdir(), 'jersey-test-'));
const runs: Record<string, { dir: string; out: RecipeOutput; grid: GridFile; scene: ReturnType<typeof jerseyScene> }> = {};

/** The soccer jersey on the form and laid flat (the training top is staged the same way). */
const TINY = ['sports-3', 'sports-4'];

beforeAll(async () => {
  for (const s of JERSEYS.filter((j) => TINY.includes(j.id))) {
    const tiny: JerseySpec = { ...s, id: `test-${s.id}` };
    const scene = jerseyScene(tiny, SIZE, SEW, STAGE, cache);
    const dir = (await renderPasses(scene, () => {}, cache)).dir;
    const grid = readGrid(dir);
    runs[s.id] = { dir, grid, scene, out: layersFromPasses(dir, SIZE, WHITE_ALBEDO, grid) };
  }
}, 600_000);
afterAll(() => fs.rmSync(cache, { recursive: true, force: true }));

describe('a tiny soccer jersey through Blender → template layers (64²)', () => {
  it.each(TINY)('%s: prints on the front, inside the product, within its rectangle of fabric', (id) => {
    const { dir, out, scene, grid } = runs[id]!;
    const { printed, onFabric, overProduct } = printOnFabric(dir, SIZE, out, { ...scene.printArea, panel: 0 });
    expect(overProduct).toBe(0);
    expect(printed).toBeGreaterThan(60);
    expect(onFabric / printed).toBeGreaterThan(0.97);
    expect(grid.missing).toBe(0);
  });

  // As the staged tees' test: this coarse cloth still stands 3–7 cm high after 30 frames (cm above the tabletop).
  it('lays the flat jersey on the table, front up, the print’s top towards the picture’s top', () => {
    const g = runs['sports-4']!.grid;
    const zs = g.world.filter((_, k) => k % 3 === 2).sort((a, b) => a - b);
    expect(zs[0]!).toBeGreaterThan(0);
    expect(zs[zs.length >> 1]!).toBeLessThan(6);
    expect(zs[zs.length - 1]!).toBeLessThan(9);
    const row = (j: number) => g.points[2 * j * (g.cols + 1) + 1]!;
    expect(row(0)).toBeLessThan(row(g.rows));
  });
});
