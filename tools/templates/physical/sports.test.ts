/**
 * The sports tops: FreeSewing's Aaron drafted as a basketball tank (front and back sew edge for edge), the recipes'
 * print areas as rectangles of their panel's fabric at their declared sizes, clear of the armholes' binding, the built
 * templates' designs reading left to right (the back's pattern is seen mirrored from behind), and a
 * tiny tank through Blender (coarse cloth, 64², a few samples): the print lies on its fabric inside the product,
 * 10 cm of the front stay 10 cm on the drape, and the tank hangs on the form by its straps instead of falling.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEMPLATE_MANIFEST } from '../../../core/src/templates/manifest.generated';
import type { RecipeOutput } from '../recipe';
import { recipes, SPECS } from '../recipes/sports';
import { WHITE_ALBEDO } from './apparel';
import { readGrid, renderPasses, type GridFile } from './blender';
import { edgePoints, tankPattern } from './garments/tank';
import { layersFromPasses } from './layers';
import { inside, polylineLength, type Vec2 } from './pattern';
import { sportsRecipe, sportsScene, type SportsSpec } from './sports';
import { printOnFabric } from './print-on-fabric';

const here = path.dirname(fileURLToPath(import.meta.url));
const spec = (id: string) => SPECS.find((s) => s.id === id)!;
const corners = (r: { x0: number; x1: number; y0: number; y1: number }): Vec2[] => [[r.x0, r.y0], [r.x1, r.y0], [r.x1, r.y1], [r.x0, r.y1]];
/** Distance from a point to a polyline, mm. */
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

describe('the basketball tank pattern (Aaron)', () => {
  const g = tankPattern({ body: 'male', size: '42' });

  it('cuts a whole front and back whose side seams and shoulder straps meet edge for edge', () => {
    expect(g.panels.map((p) => p.name)).toEqual(['front', 'back']);
    for (const [a, b] of [['sideR', 'sideL'], ['shoulderR', 'shoulderL']] as const) {
      expect(polylineLength(edgePoints(g, 'front', a))).toBeCloseTo(polylineLength(edgePoints(g, 'back', b)), 0);
    }
    expect(g.seams).toHaveLength(4);
  });

  it('is loose, as a basketball tank is: the chest at the armpits is at least 10 % wider than the body', () => {
    const widthAt = (panel: string) => {
      const side = edgePoints(g, panel, 'sideR');
      return 2 * Math.max(...side.map(([x]) => x));
    };
    expect(widthAt('front') + widthAt('back')).toBeGreaterThan(g.measurements.chest! * 1.1);
    // Straps wide enough to read as a basketball tank's (Aaron's default is a narrow A-shirt strap), set close to the
    // neck so the armhole cuts in from the front.
    expect(polylineLength(edgePoints(g, 'front', 'shoulderR'))).toBeGreaterThan(60);
    expect(Math.max(...edgePoints(g, 'front', 'shoulderR').map(([x]) => x))).toBeLessThan(170);
  });
});

describe('the physical sports recipes', () => {
  it('ship the tank front and back as sports-1 and sports-2 with their print areas in mm', () => {
    for (const id of ['sports-1', 'sports-2']) expect(recipes.find((r) => r.id === id)?.inputHash?.()).toBe(sportsRecipe(spec(id)).inputHash?.());
    expect(sportsRecipe(spec('sports-1')).printAreas).toEqual([{ name: 'front', widthMm: 220, heightMm: 300 }]);
    expect(sportsRecipe(spec('sports-2')).printAreas).toEqual([{ name: 'back', widthMm: 220, heightMm: 340 }]);
  });

  it.each(SPECS.map((s) => s.id))('%s: the print area is its declared rectangle of its panel, clear of the binding and hem', (id) => {
    const s = spec(id);
    const scene = sportsScene(s, 256);
    const r = scene.printArea;
    const panel = scene.garment.plan.panels[r.panel]!;
    expect(panel.name).toBe(s.printArea.panel);
    expect(Math.abs(r.x1 - r.x0)).toBeCloseTo(s.printArea.widthMm, 6);
    // The back's design runs towards pattern −x, which is the viewer's right seen from behind.
    expect(Math.sign(r.x1 - r.x0)).toBe(s.printArea.panel === 'back' ? -1 : 1);
    expect(r.y1 - r.y0).toBeCloseTo(s.printArea.heightMm, 6);
    const g = s.garment.kind === 'tank' ? tankPattern(s.garment) : undefined;
    for (const c of corners(r)) {
      expect(inside(panel.outline, c[0], c[1]), `${c[0]}, ${c[1]}`).toBe(true);
      // 2 cm of fabric between the print and the armhole's binding (12 mm) or the neck's.
      if (g) for (const e of ['armholeR', 'armholeL', 'neck']) expect(distance(c, edgePoints(g, s.printArea.panel, e)), e).toBeGreaterThan(32);
    }
    const hem = Math.min(...panel.outline.map(([, y]) => y));
    expect(r.y0 - hem).toBeGreaterThan(60);
  });

  it.each(['sports-1', 'sports-2'])('%s as built: the design reads left to right in the picture (the back is not mirrored)', (id) => {
    const url = TEMPLATE_MANIFEST.find((t) => t.id === id)!.mesh;
    const mesh = JSON.parse(fs.readFileSync(path.resolve(here, '../../../web/public', `.${url}`), 'utf8')) as { cols: number; rows: number; points: number[] };
    for (const j of [0, mesh.rows]) {
      const row = 2 * j * (mesh.cols + 1);
      expect(mesh.points[row + 2 * mesh.cols]! - mesh.points[row]!).toBeGreaterThan(300);
    }
  });

  it('drapes the tank once for its front and back views', () => {
    expect(sportsScene(spec('sports-2'), 256).garment.drapeFile).toBe(sportsScene(spec('sports-1'), 256).garment.drapeFile);
  });
});

const SIZE = 64;
const tiny: SportsSpec = { ...spec('sports-1'), id: 'test-tank' };
const cache = fs.mkdtempSync(path.join(os.tmpdir(), 'sports-test-'));
const scene = sportsScene(tiny, SIZE, { spacing: 36, frames: 30, quality: 4, samples: 4 }, cache);
let dir = '';
let grid: GridFile;
let out: RecipeOutput;

beforeAll(async () => {
  dir = (await renderPasses(scene, () => {}, cache)).dir;
  grid = readGrid(dir);
  out = layersFromPasses(dir, SIZE, WHITE_ALBEDO, grid);
}, 300_000);
afterAll(() => fs.rmSync(cache, { recursive: true, force: true }));

describe('a tank through Blender → template layers (64²)', () => {
  it('prints on the front, inside the product, within the print area’s rectangle of fabric', () => {
    const { printed, onFabric, overProduct } = printOnFabric(dir, SIZE, out, { ...scene.printArea, panel: 0 });
    expect(overProduct).toBe(0);
    expect(onFabric / printed).toBeGreaterThan(0.97);
    expect(printed).toBeGreaterThan(100);
  });

  it('keeps the fabric’s lengths: 10 cm of the front stay 10 cm on the drape', () => {
    expect(grid.missing).toBe(0);
    const at = (i: number, j: number) => grid.world.slice(3 * (j * (grid.cols + 1) + i), 3 * (j * (grid.cols + 1) + i) + 3);
    const cell = (scene.printArea.x1 - scene.printArea.x0) / grid.cols;
    const step = Math.round(100 / cell);
    let checked = 0;
    for (let j = 0; j + step <= grid.rows; j += step) {
      for (let i = 0; i + step <= grid.cols; i += step) {
        const a = at(i, j);
        for (const b of [at(i + step, j), at(i, j + step)]) {
          const ratio = (Math.hypot(b[0]! - a[0]!, b[1]! - a[1]!, b[2]! - a[2]!) * 10) / (step * cell);
          expect(ratio).toBeGreaterThan(0.85);
          expect(ratio).toBeLessThan(1.04);
          checked++;
        }
      }
    }
    expect(checked).toBeGreaterThanOrEqual(4);
  });

  it('hangs on the form by its straps: the print’s top stays at the chest, in front of the form', () => {
    const zs: number[] = [], ys: number[] = [];
    for (let k = 0; k < grid.world.length; k += 3) {
      ys.push(grid.world[k + 1]!);
      zs.push(grid.world[k + 2]!);
    }
    // The form's waist is at z 0 and the armpits 22 cm above it; the print starts 4.5 cm under the deep scoop neck.
    expect(Math.max(...zs)).toBeGreaterThan(22);
    expect(Math.max(...zs)).toBeLessThan(50);
    expect(Math.max(...ys)).toBeLessThan(0);
  });
});
