import { describe, expect, it } from 'vitest';
import { compositeStack, newCanvas } from './composite-stack';
import { hueSaturationMapper, rangeWeight, type HueSaturation, type HueSaturationRange } from './hue-saturation';
import { mixRangeSaturation } from './range-saturation';
import type { StackNode } from './layer-stack';

const none = { hue: 0, saturation: 0, lightness: 0 };
const REDS: HueSaturationRange['hues'] = [315, 345, 15, 45];

function mapped(settings: Partial<HueSaturation>, rgb: [number, number, number]): number[] {
  const px = Uint8Array.from(rgb);
  hueSaturationMapper({ master: none, ranges: [], ...settings })(px, 0);
  return [...px];
}

describe('colour range weight', () => {
  it('is 1 between the middle hues, fades linearly to the outer ones, 0 beyond, across 0°', () => {
    expect([0, 345, 15, 330, 30, 315, 45, 90, 180].map((h) => rangeWeight(h, REDS))).toEqual([1, 1, 1, 0.5, 0.5, 0, 0, 0, 0]);
    expect(rangeWeight(105, [75, 105, 135, 165])).toBe(1);
  });
});

describe('hue/saturation', () => {
  it('rotates the hue', () => {
    expect(mapped({ master: { ...none, hue: 120 } }, [255, 0, 0])).toEqual([0, 255, 0]);
    expect(mapped({ master: { ...none, hue: -120 } }, [255, 0, 0])).toEqual([0, 0, 255]);
  });
  it('mixes towards black or white by the master lightness', () => {
    expect(mapped({ master: { ...none, lightness: -50 } }, [200, 100, 0])).toEqual([100, 50, 0]);
    expect(mapped({ master: { ...none, lightness: 100 } }, [200, 100, 0])).toEqual([255, 255, 255]);
  });
  it('takes the colour to grey at −100 saturation', () => {
    expect(mapped({ master: { ...none, saturation: -100 } }, [200, 100, 0])).toEqual([100, 100, 100]);
  });
  it('greys a range’s colours towards their brightest channel, or their darkest, by its lightness', () => {
    const reds = (lightness: number): HueSaturationRange[] => [{ ...none, lightness, hues: REDS }];
    expect(mapped({ ranges: reds(50) }, [200, 0, 0])).toEqual([200, 100, 100]);
    expect(mapped({ ranges: reds(-50) }, [200, 0, 0])).toEqual([100, 0, 0]);
    // Blue is outside the reds: unchanged.
    expect(mapped({ ranges: reds(100) }, [0, 0, 200])).toEqual([0, 0, 200]);
  });
  it('colorizes at the pixel’s own lightness', () => {
    expect(mapped({ colorize: { hue: 240, saturation: 100, lightness: 0 } }, [128, 128, 128])).toEqual([1, 1, 255]);
    expect(mapped({ colorize: { hue: 0, saturation: 100, lightness: -100 } }, [128, 128, 128])).toEqual([0, 0, 0]);
  });
  it('is drawn by the compositor, faded by the layer’s opacity', () => {
    const canvas = newCanvas(1, 1);
    canvas.data.set([255, 0, 0, 255]);
    const layer: StackNode = { kind: 'adjust', name: 'hue', blendMode: 'normal', opacity: 0.5, table: Uint8Array.from({ length: 768 }, (_, i) => i % 256), hueSaturation: { master: { ...none, hue: 120 }, ranges: [] } };
    expect([...compositeStack(canvas, [layer]).data]).toEqual([128, 128, 0, 255]);
  });
});

describe('colour ranges’ saturation', () => {
  it('is one range’s own where only it counts, and the surface’s mix where two overlap', () => {
    expect(mixRangeSaturation(0, 0.4)).toBeCloseTo(0.4, 6);
    expect(mixRangeSaturation(-0.3, 0)).toBeCloseTo(-0.3, 6);
    // Two ranges raising by 50 each: less than a sum (0.66 as measured); lowering by 50 each: nearly all (−0.99).
    expect(mixRangeSaturation(0.5, 0.5)).toBeCloseTo(0.66, 6);
    expect(mixRangeSaturation(-0.5, -0.5)).toBeCloseTo(-0.99, 6);
    // Between grid points: bilinear.
    expect(mixRangeSaturation(0.05, 0)).toBeCloseTo(0.05, 6);
  });
  it('raises a range’s colour by its saturation and leaves other hues alone', () => {
    const reds = (saturation: number): HueSaturationRange[] => [{ ...none, saturation, hues: REDS }];
    const [r, g, b] = mapped({ ranges: reds(50) }, [150, 100, 100]);
    expect(r! - g!).toBeGreaterThan(50);
    expect(g).toBe(b);
    expect(mapped({ ranges: reds(50) }, [100, 100, 150])).toEqual([100, 100, 150]);
  });
});
