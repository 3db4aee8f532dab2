import { describe, expect, it } from 'vitest';
import type { RgbaImage } from '../render/types';
import type { PsdPlan } from './psd-template';
import { renderPsd } from './render-psd';
import { smartObjectMesh } from './smart-object-mesh';

const W = 40, H = 20;

const flat = (width: number, height: number, rgba: [number, number, number, number]): RgbaImage => {
  const data = new Uint8ClampedArray(width * height * 4);
  for (let i = 0; i < width * height; i++) data.set(rgba, 4 * i);
  return { width, height, data };
};

const mesh = smartObjectMesh({ width: 10, height: 10, corners: [[10, 5], [20, 5], [20, 15], [10, 15]] }, 4)!;
const common = { opacity: 1, clipping: false, fill: 1 } as const;

const plan: PsdPlan = {
  width: W,
  height: H,
  sourceWidth: W,
  sourceHeight: H,
  colour: '#00ff00',
  areas: [{ name: 'Design', width: 10, height: 10, mesh: { cols: mesh.cols, rows: mesh.rows, points: [...mesh.points] } }],
  stack: [
    { kind: 'image', name: 'Background', ...common, blendMode: 'normal', file: 'bg.png', left: 0, top: 0, width: W, height: H },
    { kind: 'colour', name: 'Color', ...common, blendMode: 'multiply', file: 'colour.png', left: 30, top: 0, width: 10, height: H },
    { kind: 'area', name: 'Design', ...common, blendMode: 'normal', area: 0 },
    { kind: 'image', name: 'Shadow', ...common, blendMode: 'multiply', file: 'shadow.png', left: 0, top: 0, width: W, height: 10 },
  ],
  unsupported: [],
};

const files = new Map<string, RgbaImage>([
  ['bg.png', flat(W, H, [200, 200, 200, 255])],
  ['colour.png', flat(10, H, [255, 255, 255, 255])],
  ['shadow.png', flat(W, 10, [128, 128, 128, 255])],
]);

const at = (data: Uint8ClampedArray, x: number, y: number, width = W) => [...data.subarray(4 * (y * width + x), 4 * (y * width + x) + 4)];

describe('renderPsd', () => {
  it('draws the design inside the smart object’s quad, under the layers above it', () => {
    const { data } = renderPsd(plan, files, { pictures: [{ image: flat(8, 8, [255, 0, 0, 255]), placement: { x: 50, y: 50, size: 1.25, rotation: 0 } }] }, W);
    // Inside the quad and under the multiplied shadow (top half): red × ½.
    expect(at(data, 15, 8)).toEqual([128, 0, 0, 255]);
    // Inside the quad below the shadow: pure red.
    expect(at(data, 15, 12)).toEqual([255, 0, 0, 255]);
    // Outside it: the background, with the shadow where it covers.
    expect(at(data, 5, 12)).toEqual([200, 200, 200, 255]);
    expect(at(data, 5, 2)).toEqual([100, 100, 100, 255]);
  });

  it('fills the colour layer with the chosen colour, by default the file’s own', () => {
    const own = renderPsd(plan, files, { pictures: [] }, W).data;
    expect(at(own, 35, 15)).toEqual([0, 200, 0, 255]);
    const blue = renderPsd(plan, files, { pictures: [], colour: '#0000ff' }, W).data;
    expect(at(blue, 35, 15)).toEqual([0, 0, 200, 255]);
  });

  it('renders at the width asked for, keeping the canvas aspect', () => {
    const small = renderPsd(plan, files, { pictures: [] }, 20);
    expect([small.width, small.height]).toEqual([20, 10]);
    expect(at(small.data, 2, 7, 20)).toEqual([200, 200, 200, 255]);
  });
});

describe('renderPsd below the working size', () => {
  it('composites at the asked size from scaled layers, with the design still inside the quad', () => {
    const picture = { image: flat(8, 8, [255, 0, 0, 255]), placement: { x: 50, y: 50, size: 1.25, rotation: 0 } };
    const half = renderPsd(plan, files, { pictures: [picture] }, 20);
    expect([half.width, half.height]).toEqual([20, 10]);
    // (15, 12) at full size is (7, 6) at half: red under no shadow.
    expect(at(half.data, 7, 6, 20)).toEqual([255, 0, 0, 255]);
    expect(at(half.data, 17, 7, 20)).toEqual([0, 200, 0, 255]);
    // Asked again, the scaled layers are reused and the answer is the same.
    expect(renderPsd(plan, files, { pictures: [picture] }, 20).data).toEqual(half.data);
  });
});
