import { describe, expect, it } from 'vitest';
import type { ResolvedLayer } from '../render/layers';
import { layerAt, previewToArea } from './hit-test';

/** A 2×2 mesh over the template's middle half (100…300 of 400 px), slightly sheared. */
const surface = {
  cols: 2,
  rows: 2,
  points: [100, 100, 200, 100, 300, 100, 110, 200, 210, 200, 310, 200, 120, 300, 220, 300, 320, 300],
};

describe('previewToArea', () => {
  it('finds the print-area point the mesh draws under the pointer', () => {
    expect(previewToArea(surface, 400, { x: 0.25, y: 0.25 })).toEqual({ u: 0, v: 0 });
    const middle = previewToArea(surface, 400, { x: 210 / 400, y: 0.5 })!;
    expect(middle.u).toBeCloseTo(0.5, 6);
    expect(middle.v).toBeCloseTo(0.5, 6);
    const late = previewToArea(surface, 400, { x: 265 / 400, y: 250 / 400 })!;
    expect(late.u).toBeCloseTo(0.75, 6);
    expect(late.v).toBeCloseTo(0.75, 6);
  });
  it('is null off the surface', () => {
    expect(previewToArea(surface, 400, { x: 0.05, y: 0.5 })).toBeNull();
  });
});

describe('layerAt', () => {
  const image = { width: 10, height: 10, data: new Uint8Array(400) };
  const layers: ResolvedLayer[] = [
    { type: 'image', image, placement: { x: 50, y: 50, size: 1, rotation: 0 } },
    { type: 'image', image, placement: { x: 80, y: 80, size: 0.3, rotation: 0 } },
  ];
  it('picks the top layer under the point, skipping hidden ones', () => {
    expect(layerAt(layers, 1, 0.8, 0.8)).toBe(1);
    expect(layerAt(layers, 1, 0.3, 0.3)).toBe(0);
    expect(layerAt(layers, 1, 0.02, 0.02)).toBe(-1);
    expect(layerAt([layers[0]!, { ...layers[1]!, hidden: true }], 1, 0.8, 0.8)).toBe(0);
  });
});
