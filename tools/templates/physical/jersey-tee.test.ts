/**
 * Jerseys on the form from blender/jersey_tee/ (jersey-tee.ts): the scene names that entry and a drape of its own
 * (never the soccer jersey's nor the ghost tee's), the football cut is boxier than the soccer one, its number's print
 * area is a rectangle of the front clear of the V's binding, the armholes and the hem (the baseball jersey, moved to
 * its own entry, is tested in baseball.test.ts), and a tiny football jersey through Blender prints on its front inside the product.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GHOST_JERSEYS, JERSEYS, recipes } from '../recipes/sports';
import { sceneFor, WHITE_ALBEDO } from './apparel';
import { readGrid, renderPasses } from './blender';
import { teePattern, type TeeOptions } from './garments/tee';
import { jerseyScene } from './jersey';
import { GHOST_JERSEY_SCRIPT, ghostJerseyRecipe, ghostJerseyScene } from './jersey-tee';
import { layersFromPasses } from './layers';
import { inside, type Vec2 } from './pattern';
import { ghostTeeScene } from './tee-ghost';
import { printOnFabric } from './print-on-fabric';

const football = GHOST_JERSEYS.find((s) => s.id === 'sports-7')!;
const blenderDir = path.resolve(path.dirname(new URL(import.meta.url).pathname), '../blender');
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
/** The front's half width at the armpit and at the hem, the shoulder point's x and the sleeve's height, mm. */
function cut(o: TeeOptions) {
  const g = teePattern(o);
  const edge = (panel: string, name: string) => g.panels.find((p) => p.name === panel)!.edges.find((e) => e.name === name)!.points;
  const ys = g.panels.find((p) => p.name === 'sleeveR')!.edges.flatMap((e) => e.points.map(([, y]) => y));
  return {
    chest: Math.max(...edge('front', 'sideR').map(([x]) => x)),
    hem: Math.max(...edge('front', 'hem').map(([x]) => x)),
    shoulder: edge('front', 'shoulderR')[0]![0],
    sleeve: Math.max(...ys) - Math.min(...ys),
    length: -Math.min(...edge('front', 'hem').map(([, y]) => y)),
  };
}

describe('jerseys on the form from blender/jersey_tee/', () => {
  it('name their own entry and a drape of their own, never the soccer jersey’s or the ghost tee’s', () => {
    const scene = ghostJerseyScene(football, 256);
    expect(scene.script).toBe(GHOST_JERSEY_SCRIPT);
    expect(fs.existsSync(path.join(blenderDir, GHOST_JERSEY_SCRIPT))).toBe(true);
    expect(scene.threads).toBe(1);
    expect(scene.garment.bound).toEqual(['neck']);
    const asSoccer = jerseyScene({ ...football, setting: { kind: 'ghost', backdrop: football.backdrop } }, 256);
    const asTee = ghostTeeScene({ ...football, category: 'sports', knit: 'jersey' }, 256);
    expect(scene.garment.drapeFile).not.toBe(asSoccer.garment.drapeFile);
    expect(scene.garment.drapeFile).not.toBe(asTee.garment.drapeFile);
    expect(scene.garment.drapeFile).not.toBe(sceneFor({ ...football, category: 'sports', knit: 'jersey' }, 256).garment.drapeFile);
    // The views of one garment share it.
    expect(ghostJerseyScene({ ...football, view: { ...football.view, azimuth: 180 } }, 2048).garment.drapeFile).toBe(scene.garment.drapeFile);
  });

  it('cuts the football jersey boxier than the soccer one and straight: wider in the chest and shoulders, its hem as wide as its chest, as long, shorter sleeves', () => {
    const f = cut(football.garment), s = cut(JERSEYS.find((j) => j.id === 'sports-3')!.garment);
    expect(f.chest).toBeGreaterThan(s.chest + 15);
    expect(f.shoulder).toBeGreaterThan(s.shoulder + 10);
    // Straight to the hips, as t-shirts-1 is cut: a hem narrower than the chest flared out over the form.
    expect(Math.abs(f.chest - f.hem)).toBeLessThan(3);
    expect(f.hem).toBeGreaterThan(s.hem + 40);
    expect(f.length).toBeGreaterThanOrEqual(s.length);
    expect(f.sleeve).toBeLessThanOrEqual(s.sleeve);
  });

  it('drapes the football jersey on a form that fills its straight body below the chest with a little ease', () => {
    const g = ghostJerseyScene(football, 256).garment as { formBelowChest?: number; measurements: Record<string, number> };
    const round = cut(football.garment).hem * 4;
    const form = g.measurements.chest! * g.formBelowChest!;
    expect(form / round).toBeGreaterThan(0.96);
    expect(form / round).toBeLessThan(1);
  });

  it.each(GHOST_JERSEYS.map((s) => s.id))('%s: its print area is the declared rectangle of the front, 3 cm clear of the binding, armholes and hem', (id) => {
    const s = GHOST_JERSEYS.find((j) => j.id === id)!;
    const scene = ghostJerseyScene(s, 256);
    const r = scene.printArea;
    expect(r.x1 - r.x0).toBeCloseTo(s.printArea.widthMm, 6);
    expect(r.y1 - r.y0).toBeCloseTo(s.printArea.heightMm, 6);
    const front = teePattern(s.garment).panels.find((p) => p.name === 'front')!;
    const edge = (name: string) => front.edges.find((e) => e.name === name)!.points;
    const outline = front.edges.flatMap((e) => e.points);
    for (const c of corners(r)) {
      expect(inside(outline, c[0], c[1]), `${c[0]}, ${c[1]}`).toBe(true);
      expect(distance(c, edge('neck'))).toBeGreaterThan(30 + scene.garment.binding);
      for (const e of ['armholeR', 'armholeL', 'sideR', 'sideL']) expect(distance(c, edge(e)), e).toBeGreaterThan(30);
      expect(distance(c, edge('hem'))).toBeGreaterThan(30 + 14);
    }
  });

  it('makes each ghost jersey the category’s template of its id, with its print areas in mm', () => {
    for (const s of GHOST_JERSEYS) {
      const r = recipes.find((x) => x.id === s.id)!;
      expect(r.size).toBe(2048);
      expect(r.printAreas).toEqual(ghostJerseyRecipe(s).printAreas);
      expect(r.inputHash?.()).toMatch(/^[0-9a-f]{16}-[0-9a-f]{16}$/);
      expect(r.inputHash?.()).toBe(ghostJerseyRecipe(s).inputHash?.());
    }
  });
});

const SIZE = 64;
const cache = fs.mkdtempSync(path.join(os.tmpdir(), 'jersey-tee-test-'));
let run: { dir: string; scene: ReturnType<typeof ghostJerseyScene> };

beforeAll(async () => {
  const scene = ghostJerseyScene({ ...football, id: 'test-sports-7' }, SIZE, { spacing: 45, frames: 12, quality: 3, samples: 3 }, cache);
  run = { dir: (await renderPasses(scene, () => {}, cache)).dir, scene };
}, 600_000);
afterAll(() => fs.rmSync(cache, { recursive: true, force: true }));

describe('a tiny football jersey through blender/jersey_tee/ (64²)', () => {
  it('prints on the front, inside the product, within its rectangle of fabric', () => {
    const grid = readGrid(run.dir);
    const out = layersFromPasses(run.dir, SIZE, WHITE_ALBEDO, grid);
    const { printed, onFabric, overProduct } = printOnFabric(run.dir, SIZE, out, { ...run.scene.printArea, panel: 0 });
    expect(overProduct).toBe(0);
    expect(printed).toBeGreaterThan(60);
    expect(onFabric / printed).toBeGreaterThan(0.97);
    expect(grid.missing).toBe(0);
  });
});
