/**
 * The hung hockey jersey: its pattern (Teagan's long sleeve widened to a hockey cuff, the seams still closing), its
 * scene (the staged tees' hanger simulation, its own entry and wall) and a tiny one through Blender at 64²: sewn
 * coarsely, hung, rendered, printed on the front and held by the hanger.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HOCKEY_HUNG } from '../recipes/sports';
import type { RecipeOutput } from '../recipe';
import { WHITE_ALBEDO } from './apparel';
import { readGrid, renderPasses, type GridFile } from './blender';
import { teePattern } from './garments/tee';
import { hockeyHungScene, hockeyPattern } from './hockey-hung';
import { layersFromPasses } from './layers';
import { printOnFabric } from './print-on-fabric';
import { polylineLength } from './pattern';

const edge = (g: ReturnType<typeof teePattern>, panel: string, name: string) => g.panels.find((p) => p.name === panel)!.edges.find((e) => e.name === name)!.points;

describe('the hockey jersey’s pattern', () => {
  const g = hockeyPattern(HOCKEY_HUNG.garment);
  const tee = teePattern({ ...HOCKEY_HUNG.garment, longSleeves: true });

  it.each(['sleeveR', 'sleeveL'])('%s ends in a cuff of cuffMm, its underarm seams still of one length', (sleeve) => {
    expect(polylineLength(edge(g, sleeve, 'hem'))).toBeCloseTo(HOCKEY_HUNG.garment.cuffMm, 3);
    // Teagan's own long sleeve tapers to 1.3 × the wrist (184 mm on the men's 42): far narrower than a hockey cuff.
    expect(polylineLength(edge(tee, sleeve, 'hem'))).toBeLessThan(260);
    expect(polylineLength(edge(g, sleeve, 'underarmFront'))).toBeCloseTo(polylineLength(edge(g, sleeve, 'underarmBack')), 6);
    // The caps, sewn into the armholes, are untouched.
    expect(edge(g, sleeve, 'capFront')).toEqual(edge(tee, sleeve, 'capFront'));
  });

  it('is cut straight: the hem as wide as the body under the arms', () => {
    const hem = edge(g, 'front', 'hem');
    const side = edge(g, 'front', 'sideR');
    const widest = Math.max(...side.map((q) => q[0]));
    expect(Math.abs(hem[hem.length - 1]![0] - widest)).toBeLessThan(15);
  });
});

describe('the hung hockey jersey’s scene', () => {
  const scene = hockeyHungScene(HOCKEY_HUNG, 512);

  it('hangs by the staged tees’ simulation and renders by its own entry', () => {
    expect(scene.script).toBe('hockey_hung/render_hockey_hung.py');
    expect(scene.staging.script).toBe('hockey_hung/staging/hang.py');
    expect(scene.garment.armLength).toBe(640);
  });

  it('keeps the wall’s paint out of the drapes: another colour hangs the same cloth', () => {
    const grey = hockeyHungScene({ ...HOCKEY_HUNG, stage: { ...HOCKEY_HUNG.stage, wall: [0.7, 0.7, 0.7] } }, 512);
    expect(grey.staging.file).toBe(scene.staging.file);
    expect(grey.garment.drapeFile).toBe(scene.garment.drapeFile);
  });

  it('puts the crest on the front, centred, 3 cm and more clear of the armholes', () => {
    const r = scene.printArea;
    expect(r.panel).toBe(0);
    expect(r.x0).toBeCloseTo(-r.x1, 6);
    const armhole = edge(hockeyPattern(HOCKEY_HUNG.garment), 'front', 'armholeR');
    const inner = Math.min(...armhole.filter((q) => q[1] < r.y1 && q[1] > r.y0).map((q) => q[0]));
    expect(inner - r.x1).toBeGreaterThan(30);
  });
});

const SIZE = 64;
const cache = fs.mkdtempSync(path.join(os.tmpdir(), 'hockey-hung-test-'));
let run: { dir: string; out: RecipeOutput; grid: GridFile; scene: ReturnType<typeof hockeyHungScene> };

beforeAll(async () => {
  const scene = hockeyHungScene(HOCKEY_HUNG, SIZE, { spacing: 45, frames: 12, quality: 3, samples: 3 }, { frames: 30, quality: 3, air: 8 }, cache);
  const dir = (await renderPasses(scene, () => {}, cache)).dir;
  const grid = readGrid(dir);
  run = { dir, grid, scene, out: layersFromPasses(dir, SIZE, WHITE_ALBEDO, grid) };
}, 900_000);
afterAll(() => fs.rmSync(cache, { recursive: true, force: true }));

describe('a tiny hung hockey jersey through Blender → template layers (64²)', () => {
  it('prints on the front, inside the product, within the print area’s fabric', () => {
    const { dir, out, scene, grid } = run;
    expect(grid.missing).toBe(0);
    const r = scene.printArea;
    const { printed, onFabric, overProduct } = printOnFabric(dir, SIZE, out, r);
    expect(overProduct).toBe(0);
    expect(printed).toBeGreaterThan(50);
    expect(onFabric / printed).toBeGreaterThan(0.95);
  });

  it('hangs from the hanger: the crest upright, its top where the chest was on the form', () => {
    const g = run.grid;
    const p = Array.from({ length: g.world.length / 3 }, (_, k) => g.world.slice(3 * k, 3 * k + 3));
    const top = p.slice(0, g.cols + 1).map((q) => q[2]!);
    const bottom = p.slice(-(g.cols + 1)).map((q) => q[2]!);
    // Laid out from the hanger as its pattern, the crest's top starts ~25 cm above the form's waist (z 0), 22.5 cm under
    // the neck; this coarse cloth sags to ~18. Slipped off the hanger or crumpled, it would be far lower.
    expect(Math.min(...top)).toBeGreaterThan(12);
    // Upright: its 28 cm run down, not folded up.
    expect(Math.min(...top) - Math.max(...bottom)).toBeGreaterThan(18);
  });

  it('shows the painted block wall round the jersey, not the product', () => {
    const { out } = run;
    // The top corners of the picture are wall.
    expect(out.productMask[0]).toBe(0);
    expect(out.productMask[SIZE - 1]).toBe(0);
  });
});
