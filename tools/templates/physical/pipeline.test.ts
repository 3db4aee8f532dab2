/**
 * A tiny scene through the whole physical pipeline, in Blender itself: the Teagan T-shirt sewn coarsely by the ghost
 * tees' entry (blender/tee/), draped for a few frames, rendered at 64² with a few samples, and its passes turned into
 * layers. The layers must hold together: the print area's uv is continuous and lies inside its rectangle of fabric,
 * the print mask lies inside the product mask, the print grid keeps the fabric's lengths, and recolouring in the
 * neutral albedo gives back the beauty render.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { renderMockup } from '../../../core/src/render/index';
import { linearToSrgb, srgbToLinear } from '../../../core/src/render/light';
import { DEFAULT_PLACEMENT } from '../../../core/src/render/types';
import type { RecipeOutput } from '../recipe';
import { WHITE_ALBEDO, type ApparelSpec } from './apparel';
import { readGrid, readPass, renderPasses } from './blender';
import { layersFromPasses } from './layers';
import { ghostTeeScene } from './tee-ghost';

const SIZE = 64;
// Cut straight, as the ghost tees are (recipes/t-shirts.ts MENS_STRAIGHT): their form is fuller below the chest.
const spec: ApparelSpec = {
  id: 'test-1', category: 't-shirts', type: 't-shirt', style: 'tiny', garment: { body: 'male', size: '42', options: { hipsEase: 0.33 } }, knit: 'jersey',
  printArea: { name: 'front', panel: 'front', widthMm: 300, heightMm: 400, belowNeckMm: 75 },
  view: { azimuth: 0, elevation: 10, lens: 85, fill: 0.84 }, backdrop: [0.7, 0.7, 0.7],
};
const cache = fs.mkdtempSync(path.join(os.tmpdir(), 'physical-test-'));
const scene = ghostTeeScene(spec, SIZE, { spacing: 45, frames: 12, quality: 3, samples: 12 }, cache);
let dir = '';
let out: RecipeOutput;

beforeAll(async () => {
  dir = (await renderPasses(scene, () => {}, cache)).dir;
  out = layersFromPasses(dir, SIZE, WHITE_ALBEDO, readGrid(dir));
}, 240_000);
afterAll(() => fs.rmSync(cache, { recursive: true, force: true }));

describe('Blender passes → template layers (64², in Blender)', () => {
  it('writes every pass and the timings', () => {
    for (const name of ['beauty', 'diffuse_direct', 'gloss_direct', 'product', 'print', 'uvp']) {
      expect(fs.statSync(path.join(dir, `${name}.f32`)).size, name).toBe(SIZE * SIZE * 16);
    }
    expect(JSON.parse(fs.readFileSync(path.join(dir, 'timings.json'), 'utf8')).total).toBeGreaterThan(0);
  });

  it('keeps the print mask inside the product mask, on the front of the shirt', () => {
    let printed = 0;
    for (let i = 0; i < SIZE * SIZE; i++) {
      expect(out.printMask[i]!).toBeLessThanOrEqual(out.productMask[i]!);
      if (out.printMask[i] === 255) printed++;
    }
    expect(printed).toBeGreaterThan(60);
  });

  it('gives the print area a continuous uv inside its rectangle of fabric', () => {
    const uvp = readPass(dir, 'uvp', SIZE);
    const rect = scene.printArea;
    const full = (i: number) => out.printMask[i] === 255;
    const steps: number[] = [];
    for (let y = 0; y < SIZE - 1; y++) {
      for (let x = 0; x < SIZE - 1; x++) {
        const i = y * SIZE + x;
        if (!full(i)) continue;
        const [u, v, panel] = [uvp[i * 4]!, uvp[i * 4 + 1]!, uvp[i * 4 + 2]! - 1];
        expect(panel).toBeCloseTo(rect.panel, 3);
        expect(u).toBeGreaterThan(rect.x0 - 1);
        expect(u).toBeLessThan(rect.x1 + 1);
        expect(v).toBeGreaterThan(rect.y0 - 1);
        expect(v).toBeLessThan(rect.y1 + 1);
        for (const j of [i + 1, i + SIZE]) if (full(j)) steps.push(Math.hypot(uvp[j * 4]! - u, uvp[j * 4 + 1]! - v));
      }
    }
    expect(steps.length).toBeGreaterThan(50);
    // Neighbouring pixels are about a pixel's worth of fabric apart (~12 mm here); only where a fold hides fabric
    // may the pattern jump, and this coarse drape has few such folds.
    const median = [...steps].sort((a, b) => a - b)[steps.length >> 1]!;
    expect(median).toBeGreaterThan(5);
    expect(median).toBeLessThan(20);
    expect(steps.filter((s) => s > 2.5 * median).length / steps.length).toBeLessThan(0.03);
  });

  it('lays the print grid on the draped fabric without stretching it: 10 cm of pattern stay 10 cm', () => {
    const g = readGrid(dir);
    expect(g.missing).toBe(0);
    const at = (i: number, j: number) => g.world.slice(3 * (j * (g.cols + 1) + i), 3 * (j * (g.cols + 1) + i) + 3);
    const cell = (scene.printArea.x1 - scene.printArea.x0) / g.cols;
    const step = Math.round(100 / cell);
    for (let j = 0; j + step <= g.rows; j += step) {
      for (let i = 0; i + step <= g.cols; i += step) {
        const a = at(i, j), b = at(i + step, j), c = at(i, j + step);
        const across = Math.hypot(b[0]! - a[0]!, b[1]! - a[1]!, b[2]! - a[2]!) * 10;
        const down = Math.hypot(c[0]! - a[0]!, c[1]! - a[1]!, c[2]! - a[2]!) * 10;
        // Straight-line distances over a curved body are a little shorter than the fabric's.
        expect(across / (step * cell)).toBeGreaterThan(0.9);
        expect(across / (step * cell)).toBeLessThan(1.06);
        expect(down / (step * cell)).toBeGreaterThan(0.9);
        expect(down / (step * cell)).toBeLessThan(1.06);
      }
    }
  });

  it('recolours in the neutral albedo back to the beauty render (colour × irradiance + gloss)', () => {
    const beauty = readPass(dir, 'beauty', SIZE);
    const layers = { ...out, printAspect: 0.75 };
    const white = renderMockup(layers, null, DEFAULT_PLACEMENT, '#FFFFFF', SIZE);
    // The exposure the layers were made with: the scene's light over the beauty's, on the product.
    let diff = 0, count = 0, scene = 0, rendered = 0;
    for (let i = 0; i < SIZE * SIZE; i++) {
      if (out.productMask[i]! < 255) continue;
      scene += srgbToLinear(out.scene[i * 4]! / 255);
      rendered += beauty[i * 4]!;
      count++;
    }
    const exposure = scene / rendered;
    // Block means of 4×4 pixels: the beauty is noisy at twelve samples, the layers are denoised.
    for (let by = 0; by < SIZE; by += 4) {
      for (let bx = 0; bx < SIZE; bx += 4) {
        let a = 0, b = 0, n = 0;
        for (let y = by; y < by + 4; y++) for (let x = bx; x < bx + 4; x++) {
          const i = y * SIZE + x;
          if (out.productMask[i]! < 255) continue;
          a += white[i * 4]!;
          b += Math.min(1, linearToSrgb(beauty[i * 4]! * exposure)) * 255;
          n++;
        }
        if (n < 16) continue;
        diff = Math.max(diff, Math.abs(a - b) / n);
      }
    }
    expect(count).toBeGreaterThan(200);
    expect(diff).toBeLessThan(14);
  });
});
