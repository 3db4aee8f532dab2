import { describe, expect, it } from 'vitest';
import type { ResolvedLayer } from '../render/layers';
import { fitToArea, layerBounds, layerClipped } from './layer-bounds';

const image = { width: 100, height: 50, data: new Uint8Array(100 * 50 * 4) };
const imageLayer = (x: number, size: number, rotation = 0): ResolvedLayer => ({ type: 'image', image, placement: { x, y: 50, size, rotation } });

// Text layers need a face's bytes (Node built-ins, which core may not import): server/src/text/layer-bounds.test.ts.

describe('layer bounds', () => {
  it('places an image as the renderer does: 80 % of the area at Size 1, centred', () => {
    const box = layerBounds(imageLayer(50, 1), { x: 50, y: 50, size: 1, rotation: 0 }, 1)!;
    expect(box.minU).toBeCloseTo(0.1, 3);
    expect(box.maxU).toBeCloseTo(0.9, 3);
    expect(box.minV).toBeCloseTo(0.3, 3);
  });

  it('says when a layer crosses the edge (the issue: X 70 %, Size 1.6)', () => {
    expect(layerClipped(imageLayer(50, 1), 1)).toBe(false);
    expect(layerClipped(imageLayer(70, 1.6), 1)).toBe(true);
    expect(layerClipped({ ...imageLayer(70, 1.6), hidden: true }, 1)).toBe(false);
  });

  it('Fit to area brings a clipped layer wholly inside, on the sliders’ steps', () => {
    for (const layer of [imageLayer(70, 1.6), imageLayer(100, 2, 45), imageLayer(0, 0.5)]) {
      const placement = fitToArea(layer, 0.8);
      expect(layerClipped({ ...layer, placement }, 0.8)).toBe(false);
      expect(Number.isInteger(placement.x) && Number.isInteger(placement.y)).toBe(true);
      expect(placement.size * 10).toBeCloseTo(Math.round(placement.size * 10), 9);
      expect(placement.rotation).toBe(layer.placement.rotation);
    }
  });

  it('leaves a layer that fits alone', () => {
    expect(fitToArea(imageLayer(50, 1), 1)).toEqual({ x: 50, y: 50, size: 1, rotation: 0 });
  });
});
