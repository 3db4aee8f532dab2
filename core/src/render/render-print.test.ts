import { describe, expect, it } from 'vitest';
import { renderMockup, renderPrint, type PrintChange } from '.';
import { layerBounds } from '../editor/layer-bounds';
import type { Placement, RgbaImage } from './types';
import { solidDesign, syntheticTemplate, twoAreaTemplate } from './test-fixtures';

describe('renderPrint', () => {
  it('repaints a moved design into the frame it drew before, as a whole render draws it', () => {
    const template = syntheticTemplate(64);
    const design = solidDesign(20, 10, [200, 30, 30, 255]);
    const frame = renderMockup(template, design, { x: 30, y: 40, size: 1.2, rotation: 0 }, '#1e3a8a', 64);
    const before = frame.slice();
    const moved = { x: 60, y: 55, size: 0.8, rotation: 25 };
    renderPrint(template, design, moved, '#1e3a8a', 64, frame);
    expect(frame).not.toEqual(before);
    expect(frame).toEqual(renderMockup(template, design, moved, '#1e3a8a', 64));
  });

  it('keeps the further areas: their prints are inked again over the repainted spans', () => {
    const template = twoAreaTemplate(64);
    const front = solidDesign(16, 16, [20, 160, 60, 255]);
    const spine = { design: solidDesign(8, 24, [250, 200, 0, 180]), placement: { x: 50, y: 50, size: 1, rotation: 0 } };
    const frame = renderMockup(template, front, { x: 40, y: 50, size: 1, rotation: 0 }, '#ffffff', 64, undefined, [spine]);
    const moved = { x: 55, y: 45, size: 1.1, rotation: -10 };
    renderPrint(template, front, moved, '#ffffff', 64, frame, [spine]);
    expect(frame).toEqual(renderMockup(template, front, moved, '#ffffff', 64, undefined, [spine]));
    // The spine's design taken away: its span is repainted as bare product.
    renderPrint(template, front, moved, '#ffffff', 64, frame, [undefined]);
    expect(frame).toEqual(renderMockup(template, front, moved, '#ffffff', 64));
  });

  it('repaints only round a change: the same frame as a whole render when the box holds both places', () => {
    const template = syntheticTemplate(64);
    const logo = solidDesign(12, 12, [200, 30, 30, 255]);
    const from: Placement = { x: 30, y: 30, size: 0.4, rotation: 0 }, to: Placement = { x: 40, y: 35, size: 0.4, rotation: 15 };
    const frame = renderMockup(template, logo, from, '#ffffff', 64);
    renderPrint(template, logo, to, '#ffffff', 64, frame, [], footprints(logo, from, to));
    expect(frame).toEqual(renderMockup(template, logo, to, '#ffffff', 64));
  });

  it('leaves what lies outside the box as it was', () => {
    const template = syntheticTemplate(64);
    const logo = solidDesign(12, 12, [200, 30, 30, 255]);
    const from: Placement = { x: 25, y: 50, size: 0.4, rotation: 0 }, to: Placement = { x: 75, y: 50, size: 0.4, rotation: 0 };
    const frame = renderMockup(template, logo, from, '#ffffff', 64);
    const before = frame.slice();
    // A box round the new place only: the old logo stays; the new one is drawn.
    renderPrint(template, logo, to, '#ffffff', 64, frame, [], { area: 0, ...layerBounds({ type: 'image', image: logo, placement: to }, to, 1)! });
    const whole = renderMockup(template, logo, to, '#ffffff', 64);
    const at = (image: ArrayLike<number>, x: number, y: number) => Array.from({ length: 4 }, (_, c) => image[(y * 64 + x) * 4 + c]);
    expect(at(frame, 24, 32)).toEqual(at(before, 24, 32)); // the old logo's place, left alone
    expect(at(frame, 24, 32)).not.toEqual(at(whole, 24, 32));
    expect(at(frame, 40, 32)).toEqual(at(whole, 40, 32)); // the new logo
  });
});

/** The box round a layer's two places, with a texel of margin for bilinear sampling. */
function footprints(image: RgbaImage, a: Placement, b: Placement): PrintChange {
  const [p, q] = [a, b].map((placement) => layerBounds({ type: 'image', image, placement }, placement, 1)!);
  const margin = 0.05;
  return { area: 0, minU: Math.min(p!.minU, q!.minU) - margin, maxU: Math.max(p!.maxU, q!.maxU) + margin, minV: Math.min(p!.minV, q!.minV) - margin, maxV: Math.max(p!.maxV, q!.maxV) + margin };
}
