import { describe, expect, it } from 'vitest';
import { compositeMockup } from '../render/composite';
import { prepareLevel } from '../render/prepare';
import { DEFAULT_PLACEMENT } from '../render/types';
import { areaPrintAspect, cylinderPrintAspect } from './cylinder-aspect';
import { deriveTemplateLayers } from './derive-layers';
import type { PrintArea } from './own-template';
import { discDesign, flatProductPhoto } from './test-photos';

type Cylinder = Extract<PrintArea, { kind: 'cylinder' }>;
const mug = (ry: number, span = 150): Cylinder => ({
  kind: 'cylinder',
  top: { cx: 0.5, cy: 0.3, rx: 0.25, ry },
  bottom: { cx: 0.5, cy: 0.7, rx: 0.25, ry },
  span,
});

/** Width / height of the ink a disc design leaves on a white product seen through `area` (photo w × h). */
function discInk(area: PrintArea, width: number, height: number): number {
  const { photo, mask } = flatProductPhoto(width, height);
  const layers = deriveTemplateLayers(photo, mask, area, 210 / 297);
  const level = prepareLevel(layers, layers.size);
  const out = new Uint8Array(layers.size ** 2 * 4);
  compositeMockup(level, discDesign(256), { ...DEFAULT_PLACEMENT, size: 0.5 }, '#ffffff', out);
  let x0 = Infinity, x1 = -Infinity, y0 = Infinity, y1 = -Infinity;
  for (let i = 0; i < layers.size ** 2; i++) {
    if (out[i * 4]! > 128) continue;
    const x = i % layers.size, y = Math.floor(i / layers.size);
    [x0, x1, y0, y1] = [Math.min(x0, x), Math.max(x1, x), Math.min(y0, y), Math.max(y1, y)];
  }
  expect(x1 - x0).toBeGreaterThan(20);
  return (x1 - x0 + 1) / (y1 - y0 + 1);
}

describe('cylinder print aspect from the rims and wrap', () => {
  it('is the arc (radius × wrap) over the height between the rims', () => {
    // Seen side-on: radius 0.25 × 400 = 100 px, 150° → 261.8 px of arc; rims 0.4 × 400 = 160 px apart.
    expect(cylinderPrintAspect(mug(0), 400, 400)).toBeCloseTo((100 * (150 * Math.PI)) / 180 / 160, 6);
    // Half the wrap, half the width.
    expect(cylinderPrintAspect(mug(0, 75), 400, 400)).toBeCloseTo(cylinderPrintAspect(mug(0), 400, 400) / 2, 6);
  });

  it('undoes the camera tilt read from how open the rims are', () => {
    // ry / rx = 0.6 = sin θ: the side is seen foreshortened by cos θ = 0.8, so it is 1 / 0.8 taller than it looks.
    expect(cylinderPrintAspect(mug(0.15), 400, 400)).toBeCloseTo(cylinderPrintAspect(mug(0), 400, 400) * 0.8, 6);
  });

  it('reads rx across the width and the rim distance in pixels on a landscape photo', () => {
    expect(cylinderPrintAspect(mug(0), 800, 400)).toBeCloseTo((200 * (150 * Math.PI)) / 180 / 160, 6);
  });

  it('stays within the schema range for degenerate marks', () => {
    const flatRims: Cylinder = { ...mug(0), bottom: { ...mug(0).top } };
    expect(cylinderPrintAspect(flatRims, 400, 400)).toBe(10);
    const needle: Cylinder = { ...mug(0, 20), top: { cx: 0.5, cy: 0, rx: 0.001, ry: 0 }, bottom: { cx: 0.5, cy: 1, rx: 0.001, ry: 0 } };
    expect(cylinderPrintAspect(needle, 400, 400)).toBe(0.1);
  });

  it('other shapes keep the aspect the user confirmed', () => {
    const flat: PrintArea = { kind: 'flat', corners: [[0.3, 0.3], [0.7, 0.3], [0.7, 0.7], [0.3, 0.7]] };
    expect(areaPrintAspect(flat, 0.7, 400, 400)).toBe(0.7);
    expect(areaPrintAspect(mug(0), 0.7, 400, 400)).toBeCloseTo(cylinderPrintAspect(mug(0), 400, 400));
  });

  it('a disc on the label facing the camera comes out round, whatever paper size was asked for', () => {
    for (const [w, h] of [[240, 240], [320, 240]] as const) {
      const ink = discInk(mug(0.05 * (w / h) * 0.6), w, h);
      expect(ink).toBeGreaterThan(0.95);
      expect(ink).toBeLessThan(1.05);
    }
  });

  it('a tilted camera sees the disc foreshortened as a disc on the mug would be', () => {
    // sin θ = 0.5: the disc's height is cos θ ≈ 0.866 of its width.
    expect(discInk(mug(0.125), 240, 240)).toBeCloseTo(1 / Math.cos(Math.PI / 6), 1);
  });
});
