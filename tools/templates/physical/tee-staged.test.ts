/**
 * Tiny staged T-shirts through Blender: one sewn on the form (coarsely), then laid flat on a table, and one hung on
 * a hanger, rendered at 64² with a few samples and turned into layers. The print lies on the front inside the
 * product; the flat lay's front faces up and lies on the table; the hung tee is held by the hanger at its shoulders,
 * not fallen. The scene description shares the ghost tees' sewn drape and keys the staging by its own scripts.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RecipeOutput } from '../recipe';
import { sceneFor } from './apparel';
import { readGrid, renderPasses, type GridFile } from './blender';
import { layersFromPasses } from './layers';
import { stagedTeeScene, type StagedTeeSpec } from './tee-staged';
import { WHITE_ALBEDO } from './apparel';
import { printOnFabric } from './print-on-fabric';

const SIZE = 64;
const SEW = { spacing: 45, frames: 12, quality: 3, samples: 3 };
const STAGE = { frames: 30, quality: 3 };
const FRONT = { name: 'front', panel: 'front', widthMm: 300, heightMm: 400, belowNeckMm: 75 } as const;
const base = { type: 't-shirt', style: 'tiny', garment: { body: 'male', size: '42' }, printArea: FRONT } as const;
const flat: StagedTeeSpec = {
  ...base, id: 'test-flat', stage: { kind: 'flat', surface: 'oak', colour: [0.5, 0.32, 0.17] },
  view: { azimuth: 0, elevation: 90, lens: 50, fill: 0.86 },
};
const hung: StagedTeeSpec = {
  ...base, id: 'test-hung', stage: { kind: 'hanger', wall: [0.7, 0.7, 0.7], wood: [0.45, 0.27, 0.13] },
  view: { azimuth: 0, elevation: 4, lens: 70, fill: 0.84 },
};
const cache = fs.mkdtempSync(path.join(os.tmpdir(), 'tee-staged-test-'));
const runs: Record<string, { dir: string; out: RecipeOutput; grid: GridFile; scene: ReturnType<typeof stagedTeeScene> }> = {};

beforeAll(async () => {
  for (const spec of [flat, hung]) {
    const scene = stagedTeeScene(spec, SIZE, SEW, STAGE, cache);
    const dir = (await renderPasses(scene, () => {}, cache)).dir;
    const grid = readGrid(dir);
    runs[spec.id] = { dir, grid, scene, out: layersFromPasses(dir, SIZE, WHITE_ALBEDO, grid) };
  }
}, 600_000);
afterAll(() => fs.rmSync(cache, { recursive: true, force: true }));

/** The print grid's points on the garment, cm. */
const points = (g: GridFile) => Array.from({ length: g.world.length / 3 }, (_, k) => g.world.slice(3 * k, 3 * k + 3) as [number, number, number]);

describe('the staged tee’s scene', () => {
  it('sews the same drape as a ghost-mannequin tee of the same garment, and stages it by its own scripts', () => {
    const scene = stagedTeeScene(flat, SIZE, SEW, STAGE, cache);
    const ghost = sceneFor({ ...base, id: 'ghost', category: 't-shirts', knit: 'jersey', view: flat.view, backdrop: [0.7, 0.7, 0.7] }, SIZE, SEW, cache);
    expect(scene.garment.drapeFile).toBe(ghost.garment.drapeFile);
    expect(scene.printArea).toEqual(ghost.printArea);
    expect(scene.script).toBe('tee_staged/render_tee_staged.py');
    // The table's wood does not change the drape; a turn on the table does.
    const oak = stagedTeeScene({ ...flat, stage: { kind: 'flat', surface: 'concrete', colour: [0.4, 0.4, 0.4] } }, SIZE, SEW, STAGE, cache);
    const turned = stagedTeeScene({ ...flat, stage: { kind: 'flat', surface: 'oak', colour: [0.5, 0.32, 0.17], turn: 8 } }, SIZE, SEW, STAGE, cache);
    expect(oak.staging.file).toBe(scene.staging.file);
    expect(turned.staging.file).not.toBe(scene.staging.file);
    expect(runs['test-hung']!.scene.staging.file).not.toBe(scene.staging.file);
  });
});

describe('a staged tee through Blender → template layers (64²)', () => {
  it.each(['test-flat', 'test-hung'])('%s prints on the front, inside the product, within the print area’s fabric', (id) => {
    const { dir, out, scene, grid } = runs[id]!;
    expect(grid.missing).toBe(0);
    const { printed, onFabric, overProduct } = printOnFabric(dir, SIZE, out, scene.printArea);
    expect(overProduct).toBe(0);
    expect(printed).toBeGreaterThan(100);
    expect(onFabric / printed).toBeGreaterThan(0.95);
  });

  // The front starts squashed to 45 % of the form's depth (up to ~11 cm above the back); this coarse cloth (45 mm,
  // sewn in 12 frames) still stands 3–7 cm high after 30 frames, where the full one lies within ~3 cm of the table.
  it('lays the flat lay front up on the table: the print falling onto the tabletop, its top towards the picture’s top', () => {
    const g = runs['test-flat']!.grid;
    const zs = points(g).map((p) => p[2]).sort((a, b) => a - b);
    expect(zs[0]!).toBeGreaterThan(0);
    expect(zs[zs.length >> 1]!).toBeLessThan(6);
    expect(zs[zs.length - 1]!).toBeLessThan(9);
    // Row 0 is the print's top (by the neck): higher in the picture (smaller pixel y) than its last row.
    const row = (j: number) => g.points[2 * j * (g.cols + 1) + 1]!;
    expect(row(0)).toBeLessThan(row(g.rows));
  });

  it('hangs the hung tee from the hanger: the print upright, its top where the chest was on the form', () => {
    const g = runs['test-hung']!.grid;
    const p = points(g);
    const top = p.slice(0, g.cols + 1).map((q) => q[2]);
    const bottom = p.slice(-(g.cols + 1)).map((q) => q[2]);
    // On the form the print's top is ~7.5 cm under the neck (~45 cm above the waist): fallen, it would be far below.
    expect(Math.min(...top)).toBeGreaterThan(25);
    // Upright: its 40 cm run down, not folded up.
    expect(Math.min(...top) - Math.max(...bottom)).toBeGreaterThan(30);
  });
});
