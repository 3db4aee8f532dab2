// Shared by the render parity test, the contact sheet and the render benchmarks: a test design drawn in plain
// TypeScript (same pixels everywhere) and a bundle of the core renderer for the browser.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build, type Rollup } from 'vite';
import type { RgbaImage } from '../../core/src/render/types';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** A gradient disc with a star and a transparent surround: colour, alpha edges and detail in one design. */
export function makeTestDesign(size = 400): RgbaImage {
  const data = new Uint8Array(size * size * 4);
  const c = size / 2;
  for (let y = 0; y < size; y++) {
    for (let x = 0; x < size; x++) {
      const dx = x + 0.5 - c, dy = y + 0.5 - c;
      const r = Math.hypot(dx, dy) / c;
      const alpha = Math.max(0, Math.min(1, (0.95 - r) * size * 0.5));
      const a = Math.atan2(dy, dx);
      const star = r < 0.28 + 0.22 * Math.pow(Math.abs(Math.cos((a * 5) / 2)), 3);
      const t = (x + y) / (2 * size);
      const o = (y * size + x) * 4;
      data[o] = star ? 253 : Math.round(249 - 170 * t);
      data[o + 1] = star ? 224 : Math.round(115 - 45 * t);
      data[o + 2] = star ? 71 : Math.round(22 + 207 * t);
      data[o + 3] = Math.round(alpha * 255);
    }
  }
  return { width: size, height: size, data };
}

/** The browser side: core's renderer and template loader bundled as one script that sets `window.renderHarness`. */
export async function harnessBundle(): Promise<string> {
  const output = (await build({
    configFile: false,
    root,
    logLevel: 'silent',
    build: {
      write: false,
      minify: false,
      target: 'es2022',
      lib: { entry: path.join(root, 'tests/e2e/render-harness.ts'), formats: ['iife'], name: 'renderHarnessBundle', fileName: 'harness' },
    },
  })) as Rollup.RollupOutput[] | Rollup.RollupOutput;
  const first = Array.isArray(output) ? output[0]! : output;
  return first.output[0].code;
}

export const toBase64 = (bytes: Uint8Array | Uint8ClampedArray) => Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('base64');
