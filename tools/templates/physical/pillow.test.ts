/**
 * A tiny cushion through the physical pipeline, in Blender itself: the case filled coarsely on a sofa, rendered at
 * 64² with a few samples, its passes turned into layers. The print lies on the front inside the product, its uv inside
 * its rectangle of fabric, and 10 cm of the front's fabric stay 10 cm on the filled cushion (a chord over the dome is a
 * little shorter, never longer).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RecipeOutput } from '../recipe';
import { WHITE_ALBEDO } from './apparel';
import { readGrid, renderPasses } from './blender';
import { layersFromPasses } from './layers';
import { pillowScene, type PillowSpec } from './pillow';
import { printOnFabric } from './print-on-fabric';

const SIZE = 64;
const spec: PillowSpec = {
  id: 'test-1', type: 'pillow', style: 'tiny',
  cushion: { widthMm: 450, heightMm: 450, location: [0, 0.2, 0.225], lean: 16, weave: 'canvas', piping: true },
  printArea: { widthMm: 400, heightMm: 400 },
  setting: { kind: 'sofa', colour: [0.2, 0.2, 0.2], wall: [0.6, 0.6, 0.6], backY: 0.3 },
  view: { azimuth: 0, elevation: 14, lens: 60, fill: 0.8 },
};
const cache = fs.mkdtempSync(path.join(os.tmpdir(), 'pillow-test-'));
const scene = pillowScene(spec, SIZE, { spacing: 30, frames: 35, quality: 4, samples: 4 }, cache);
let dir = '';
let out: RecipeOutput;

beforeAll(async () => {
  dir = (await renderPasses(scene, () => {}, cache)).dir;
  out = layersFromPasses(dir, SIZE, WHITE_ALBEDO, readGrid(dir));
}, 240_000);
afterAll(() => fs.rmSync(cache, { recursive: true, force: true }));

describe('a cushion through Blender → template layers (64²)', () => {
  it('prints on the front, inside the product, within the print area’s rectangle of fabric', () => {
    // The one-sample uv pass may hit the piping beside the print's edge where the averaged mask is still full.
    const { printed, onFabric, overProduct } = printOnFabric(dir, SIZE, out, { ...scene.printArea, panel: 0 });
    expect(overProduct).toBe(0);
    expect(onFabric / printed).toBeGreaterThan(0.98);
    expect(printed).toBeGreaterThan(200);
  });

  it('keeps the fabric’s lengths: 10 cm of the front stay 10 cm on the filled cushion', () => {
    const g = readGrid(dir);
    expect(g.missing).toBe(0);
    const at = (i: number, j: number) => g.world.slice(3 * (j * (g.cols + 1) + i), 3 * (j * (g.cols + 1) + i) + 3);
    const cell = (scene.printArea.x1 - scene.printArea.x0) / g.cols;
    const step = Math.round(100 / cell);
    for (let j = 0; j + step <= g.rows; j += step) {
      for (let i = 0; i + step <= g.cols; i += step) {
        const a = at(i, j);
        for (const b of [at(i + step, j), at(i, j + step)]) {
          const ratio = (Math.hypot(b[0]! - a[0]!, b[1]! - a[1]!, b[2]! - a[2]!) * 10) / (step * cell);
          expect(ratio).toBeGreaterThan(0.7);
          expect(ratio).toBeLessThan(1.03);
        }
      }
    }
  });
});
