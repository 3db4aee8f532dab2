import { describe, expect, it } from 'vitest';
import { NO_UV } from './mesh';
import { prepareLevel } from './prepare';
import { createRowSampler } from './sample-rows';
import { syntheticTemplate } from './test-fixtures';

describe('row sampler', () => {
  it('does not blend uv across a fold’s edge: taps far apart on the design take the nearest', () => {
    const layers = syntheticTemplate(32);
    // The print's left half shows the design's left quarter, its right half the right quarter: as if a fold hid the
    // middle of the design between them.
    const x0 = 8, x1 = 16, x2 = 24, y0 = 8, y1 = 24;
    const mesh = { cols: 4, rows: 1, points: new Float32Array([x0, y0, x1, y0, x1, y0, x1, y0, x2, y0, x0, y1, x1, y1, x1, y1, x1, y1, x2, y1]) };
    const level = prepareLevel({ ...layers, surface: mesh }, 32);
    const rows16 = createRowSampler(level, 64, new Int32Array(32 * 32));
    const picture = new Int32Array(64);
    const seen: number[] = [];
    for (let y = 20; y < 44; y++) {
      rows16.sample(y, picture, 0);
      for (let x = rows16.printFrom; x < rows16.printTo; x++) if (rows16.uv[2 * x] !== NO_UV) seen.push(rows16.uv[2 * x]! / 65534);
    }
    expect(seen.length).toBeGreaterThan(100);
    // Columns 0–1 of the mesh carry u 0–0.25 (squeezed into x0–x1), columns 3–4 u 0.75–1; nothing from between.
    expect(seen.filter((u) => u > 0.3 && u < 0.7)).toEqual([]);
  });
});
