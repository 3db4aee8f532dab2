/**
 * A tiny cap through the physical pipeline, in Blender itself: the structured cap modelled from its panels, rendered
 * at 64² with a few samples, its passes turned into layers. The print lies on the front inside the product, its uv
 * inside its rectangle of front fabric, and 5 cm of that fabric stay 5 cm on the crown (the front piece's pattern is
 * the crown's front laid flat, so lengths across and up it keep within a few per cent).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RecipeOutput } from '../recipe';
import { WHITE_ALBEDO } from './apparel';
import { readGrid, renderPasses } from './blender';
import { capScene, type CapSpec } from './cap';
import { layersFromPasses } from './layers';
import { printOnFabric } from './print-on-fabric';

const SIZE = 64;
const spec: CapSpec = {
  id: 'test-1', type: 'cap', style: 'tiny', cap: 'structured',
  printArea: { widthMm: 110, heightMm: 55, aboveBrimMm: 14 },
  setting: { kind: 'sweep', colour: [0.6, 0.6, 0.6] },
  view: { azimuth: 0, elevation: 16, lens: 70, fill: 0.85 },
};
const cache = fs.mkdtempSync(path.join(os.tmpdir(), 'cap-test-'));
const scene = capScene(spec, SIZE, { samples: 4, flatten: 600 });
let dir = '';
let out: RecipeOutput;

beforeAll(async () => {
  dir = (await renderPasses(scene, () => {}, cache)).dir;
  out = layersFromPasses(dir, SIZE, WHITE_ALBEDO, readGrid(dir));
}, 240_000);
afterAll(() => fs.rmSync(cache, { recursive: true, force: true }));

describe('a cap through Blender → template layers (64²)', () => {
  it('prints on the front, inside the product, within the print area’s rectangle of fabric', () => {
    const { printed, onFabric, overProduct } = printOnFabric(dir, SIZE, out, { ...scene.printArea, panel: 0 });
    expect(overProduct).toBe(0);
    expect(onFabric / printed).toBeGreaterThan(0.98);
    expect(printed).toBeGreaterThan(60);
  });

  it('keeps the front fabric’s lengths: 5 cm across or up the print stay 5 cm on the crown', () => {
    const g = readGrid(dir);
    expect(g.missing).toBe(0);
    const at = (i: number, j: number) => g.world.slice(3 * (j * (g.cols + 1) + i), 3 * (j * (g.cols + 1) + i) + 3);
    const cell = (scene.printArea.x1 - scene.printArea.x0) / g.cols;
    const step = Math.round(50 / cell);
    let chords = 0;
    for (let j = 0; j + step <= g.rows; j += 1) {
      for (let i = 0; i + step <= g.cols; i += 1) {
        const a = at(i, j);
        for (const b of [at(i + step, j), ...(j + step <= g.rows ? [at(i, j + step)] : [])]) {
          // A chord is a little shorter than the fabric's arc over the crown, never longer.
          const ratio = (Math.hypot(b[0]! - a[0]!, b[1]! - a[1]!, b[2]! - a[2]!) * 10) / (step * cell);
          expect(ratio).toBeGreaterThan(0.9);
          expect(ratio).toBeLessThan(1.03);
          chords++;
        }
      }
    }
    expect(chords).toBeGreaterThan(20);
  });
});
