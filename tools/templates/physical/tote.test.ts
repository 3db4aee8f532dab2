/**
 * Tiny totes through the physical pipeline, in Blender itself: one laid flat on a table and one hung from a peg by
 * its straps, simulated coarsely and rendered at 64² with a few samples, their passes turned into layers. The print
 * lies on the front inside the product, its uv inside its rectangle of fabric; 10 cm of the front's fabric stay 10 cm
 * (a chord over a crumple is a little shorter, never longer); the hung bag is held by its straps below the peg, not
 * fallen, and hangs nearly plumb. The recipes' print areas lie on the front panel, clear of the hem and the bottom seam.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RecipeOutput } from '../recipe';
import { SPECS } from '../recipes/tote-bags';
import { WHITE_ALBEDO } from './apparel';
import { readGrid, renderPasses, type GridFile } from './blender';
import { layersFromPasses } from './layers';
import { toteScene, type ToteSpec } from './tote';
import { printOnFabric } from './print-on-fabric';

const SIZE = 64;
const TINY = { spacing: 30, frames: 30, quality: 4, samples: 3 };
const PEG_Z = 1.5;
const base = { type: 'tote-bag', style: 'tiny', printArea: { widthMm: 300, heightMm: 340, belowTopMm: 45 } };
const flat: ToteSpec = {
  ...base, id: 'test-flat',
  bag: { widthMm: 380, heightMm: 420, strap: { lengthMm: 580, spreadMm: 140, fan: 8 }, pose: 'flat', location: [0, -0.31, 0.014], ripple: 5 },
  setting: { kind: 'table', surface: 'oak', colour: [0.5, 0.32, 0.17] },
  view: { azimuth: 0, elevation: 90, lens: 50, fill: 0.86 }, light: 'top',
};
const hung: ToteSpec = {
  ...base, id: 'test-hung',
  bag: { widthMm: 380, heightMm: 420, strap: { lengthMm: 580, spreadMm: 140, fan: 0, radiusMm: 20 }, pose: 'upright', location: [0, 0.015, 0], hangZ: PEG_Z + 0.017, gap: 8 },
  setting: { kind: 'peg', colour: [0.7, 0.7, 0.7], wallY: 0.06, pegZ: PEG_Z },
  view: { azimuth: 0, elevation: 4, lens: 70, fill: 0.84 },
};
const cache = fs.mkdtempSync(path.join(os.tmpdir(), 'tote-test-'));
const runs: Record<string, { dir: string; out: RecipeOutput; grid: GridFile; scene: ReturnType<typeof toteScene> }> = {};

beforeAll(async () => {
  for (const spec of [flat, hung]) {
    const scene = toteScene(spec, SIZE, TINY, cache);
    const dir = (await renderPasses(scene, () => {}, cache)).dir;
    const grid = readGrid(dir);
    runs[spec.id] = { dir, grid, scene, out: layersFromPasses(dir, SIZE, WHITE_ALBEDO, grid) };
  }
}, 300_000);
afterAll(() => fs.rmSync(cache, { recursive: true, force: true }));

/** A grid point's position on the bag, cm. */
const at = (g: GridFile, i: number, j: number) => g.world.slice(3 * (j * (g.cols + 1) + i), 3 * (j * (g.cols + 1) + i) + 3);

describe('a tote through Blender → template layers (64²)', () => {
  it.each(['test-flat', 'test-hung'])('%s prints on the front, inside the product, within the print area’s fabric', (id) => {
    const { dir, out, scene } = runs[id]!;
    const { printed, onFabric, overProduct } = printOnFabric(dir, SIZE, out, { ...scene.printArea, panel: 0 });
    expect(overProduct).toBe(0);
    expect(onFabric / printed).toBeGreaterThan(0.97);
    expect(printed).toBeGreaterThan(150);
  });

  it.each(['test-flat', 'test-hung'])('%s keeps the fabric’s lengths: 10 cm of the front stay 10 cm', (id) => {
    const { grid: g, scene } = runs[id]!;
    expect(g.missing).toBe(0);
    const cell = (scene.printArea.x1 - scene.printArea.x0) / g.cols;
    const step = Math.round(100 / cell);
    let checked = 0;
    for (let j = 0; j + step <= g.rows; j += step) {
      for (let i = 0; i + step <= g.cols; i += step) {
        const a = at(g, i, j);
        for (const b of [at(g, i + step, j), at(g, i, j + step)]) {
          const ratio = (Math.hypot(b[0]! - a[0]!, b[1]! - a[1]!, b[2]! - a[2]!) * 10) / (step * cell);
          expect(ratio).toBeGreaterThan(0.8);
          expect(ratio).toBeLessThan(1.03);
          checked++;
        }
      }
    }
    expect(checked).toBeGreaterThanOrEqual(4);
  });

  // The front domes (2–3 cm in the middle at full fidelity, more on this coarse cloth): it started gathered, and
  // canvas this stiff holds the dome instead of crumpling flat.
  it('lays the flat bag on the table: none of the print under the tabletop, its edge within 4 cm of it', () => {
    const g = runs['test-flat']!.grid;
    const zs = [];
    for (let k = 2; k < g.world.length; k += 3) zs.push(g.world[k]!);
    expect(Math.min(...zs)).toBeGreaterThan(0);
    expect(Math.min(...zs)).toBeLessThan(4);
  });

  it('hangs the bag by its straps below the peg, within 15° of plumb (its foot may lean on the wall)', () => {
    const g = runs['test-hung']!.grid;
    const zs = [], ys = [];
    for (let k = 0; k < g.world.length; k += 3) {
      ys.push(g.world[k + 1]!);
      zs.push(g.world[k + 2]!);
    }
    // The print's top: the straps' drop (~25 cm) and 4.5 cm of hem below the peg — not on the floor.
    expect(Math.max(...zs)).toBeLessThan(PEG_Z * 100 - 15);
    expect(Math.max(...zs)).toBeGreaterThan(PEG_Z * 100 - 45);
    expect(Math.max(...ys) - Math.min(...ys)).toBeLessThan(34 * Math.tan((15 * Math.PI) / 180));
  });
});

describe('the tote recipes', () => {
  it('put each print area on the front panel, clear of the hem and the bottom seam', () => {
    expect(SPECS.map((s) => s.id)).toEqual([1, 2, 3, 4, 5, 6, 7, 8].map((n) => `tote-bags-${n}`));
    for (const s of SPECS) {
      const a = s.printArea, b = s.bag;
      expect(a.widthMm, s.id).toBeLessThanOrEqual(b.widthMm - 60);
      expect(a.belowTopMm, s.id).toBeGreaterThanOrEqual(35);
      expect(a.belowTopMm + a.heightMm, s.id).toBeLessThanOrEqual(b.heightMm - 20);
    }
  });
});
