import type { Layer } from 'ag-psd';
import { describe, expect, it } from 'vitest';
import { renderPsd } from '../../../core/src/psd/render-psd';
import { artboardFrame } from './artboard';
import { planPsd } from './plan-psd';

const rect = { left: 0, top: 0, right: 2, bottom: 2 };

describe('artboards', () => {
  it('take their background from the artboard’s type: white, black, none or its own colour', () => {
    const frame = (backgroundType: number) => artboardFrame({ children: [], artboard: { rect, backgroundType, color: { r: 10, g: 20, b: 30 } } }, 4, 2);
    expect(frame(1)).toEqual({ left: 0, top: 0, width: 2, height: 2, background: [255, 255, 255] });
    expect(frame(2)?.background).toEqual([0, 0, 0]);
    expect(frame(3)?.background).toBeUndefined();
    expect(frame(4)?.background).toEqual([10, 20, 30]);
    expect(artboardFrame({ children: [] }, 4, 2)).toBeUndefined();
  });

  it('draw their background under their layers and nothing of them outside the artboard', async () => {
    // A red layer over x 1–3 in an artboard over x 0–1 of a 4 × 2 canvas.
    const red: Layer = { name: 'Red', left: 1, top: 0, right: 4, bottom: 2, imageData: { width: 3, height: 2, data: new Uint8ClampedArray(24).map((_, i) => (i % 4 === 1 || i % 4 === 2 ? 0 : 255)) } as ImageData };
    const artboard: Layer = { name: 'Artboard 1', blendMode: 'pass through', artboard: { rect, backgroundType: 4, color: { r: 10, g: 20, b: 30 } }, children: [red] };
    const { plan, images } = await planPsd({ width: 4, height: 2, children: [artboard] });
    const { data } = renderPsd(plan, images, { pictures: [] }, 4);
    const px = (x: number) => [...data.subarray(4 * x, 4 * x + 4)];
    expect([px(0), px(1), px(2), px(3)]).toEqual([[10, 20, 30, 255], [255, 0, 0, 255], [0, 0, 0, 0], [0, 0, 0, 0]]);
    expect(plan.unsupported).toEqual([]);
  });
});
