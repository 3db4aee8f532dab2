import { describe, expect, it } from 'vitest';
import type { RgbaImage } from '../render/types';
import { compositeStack, MIX_DELTA, newCanvas } from './composite-stack';
import { mergedRects } from './psd-scene';
import type { PsdPlan, PsdStep } from './psd-template';
import { nodesOf, renderPsd, type PsdRenderInput } from './render-psd';
import { scalePlan } from './scale-plan';
import { smartObjectMesh } from './smart-object-mesh';

const W = 60, H = 40;

/** Deterministic noise: every channel varies, alpha within [minAlpha, 255]. */
function noise(width: number, height: number, seed: number, minAlpha = 255): RgbaImage {
  const data = new Uint8ClampedArray(width * height * 4);
  let x = seed;
  for (let i = 0; i < data.length; i++) {
    x = (x * 1103515245 + 12345) >>> 0;
    data[i] = i % 4 === 3 ? minAlpha + ((x >>> 16) % (256 - minAlpha)) : (x >>> 16) & 255;
  }
  return { width, height, data };
}

const areaOf = (corners: [number, number][], name: string) => {
  const mesh = smartObjectMesh({ width: 10, height: 10, corners: corners as never }, 4)!;
  return { name, width: 10, height: 10, mesh: { cols: mesh.cols, rows: mesh.rows, points: [...mesh.points] } };
};

const common = { opacity: 1, clipping: false, fill: 1 } as const;
const mask = (file: string, left: number, top: number, width: number, height: number) => ({ file, left, top, width, height, outside: 255 });

/** Every feature the compositor has, around two print areas (the second where `second` puts it). */
function planWith(second: [number, number][]): PsdPlan {
  const stack: PsdStep[] = [
    { kind: 'image', name: 'Background', ...common, blendMode: 'normal', file: 'bg.png', left: 0, top: 0, width: W, height: H },
    { kind: 'colour', name: 'Color', ...common, blendMode: 'multiply', file: 'colour.png', left: 20, top: 0, width: 30, height: H, mask: mask('m1.png', 10, 5, 30, 20) },
    {
      kind: 'group',
      name: 'Pass',
      opacity: 0.7,
      clipping: false,
      blendMode: 'pass through',
      mask: mask('m2.png', 0, 0, 40, 30),
      children: [
        { kind: 'area', name: 'Front', ...common, blendMode: 'normal', area: 0 },
        { kind: 'image', name: 'Clipped sheen', ...common, opacity: 0.6, clipping: true, blendMode: 'screen', file: 'sheen.png', left: 0, top: 0, width: W, height: H },
      ],
    },
    { kind: 'area', name: 'Sleeve', ...common, fill: 0.8, blendMode: 'multiply', area: 1, blur: 1.5 },
    {
      kind: 'group',
      name: 'Props',
      ...common,
      blendMode: 'multiply',
      children: [
        { kind: 'image', name: 'Cup', ...common, blendMode: 'normal', file: 'cup.png', left: 35, top: 20, width: 20, height: 15 },
        { kind: 'image', name: 'Cup light', ...common, blendMode: 'overlay', file: 'sheen.png', left: 0, top: 0, width: W, height: H },
      ],
    },
    { kind: 'image', name: 'Shadows', ...common, blendMode: 'multiply', file: 'shadow.png', left: 0, top: 0, width: W, height: H },
    { kind: 'image', name: 'Highlights', ...common, opacity: 0.8, blendMode: 'screen', file: 'light.png', left: 5, top: 3, width: 50, height: 30 },
    { kind: 'image', name: 'Colourise', ...common, blendMode: 'color', file: 'light.png', left: 5, top: 3, width: 50, height: 30 },
    { kind: 'adjust', name: 'Levels', ...common, opacity: 0.9, blendMode: 'normal', table: Array.from({ length: 768 }, (_, i) => Math.min(255, Math.round((i % 256) * 1.2))), mask: mask('m1.png', 10, 5, 30, 20) },
    { kind: 'adjust', name: 'Curves', ...common, blendMode: 'normal', table: Array.from({ length: 768 }, (_, i) => 255 - (i % 256)) },
  ];
  return {
    width: W,
    height: H,
    sourceWidth: W,
    sourceHeight: H,
    colour: '#33aa55',
    areas: [areaOf([[5, 5], [30, 8], [28, 30], [6, 28]], 'Front'), areaOf(second, 'Sleeve')],
    stack,
    unsupported: [],
  };
}

const files = new Map<string, RgbaImage>([
  ['bg.png', noise(W, H, 1)],
  ['colour.png', noise(30, H, 2)],
  ['m1.png', noise(30, 20, 3)],
  ['m2.png', noise(40, 30, 4)],
  ['sheen.png', noise(W, H, 5, 0)],
  ['cup.png', noise(20, 15, 6, 100)],
  ['shadow.png', noise(W, H, 7)],
  ['light.png', noise(50, 30, 8, 0)],
]);

const design = { image: noise(16, 12, 9, 0), placement: { x: 50, y: 50, size: 1.1, rotation: 12 } };

/** The whole stack composited from nothing, as renders were before scenes. */
function reference(plan: PsdPlan, input: PsdRenderInput, width: number) {
  const small = scalePlan(plan, files, width);
  return compositeStack(newCanvas(small.plan.width, small.plan.height), nodesOf(small.plan, small.files, small.plan.stack, input)).data;
}

describe('renderPsd from a prepared scene', () => {
  const overlapping = planWith([[25, 10], [55, 10], [55, 35], [25, 35]]);
  const apart = planWith([[40, 4], [58, 4], [58, 20], [40, 20]]);

  it.each([
    ['overlapping areas', overlapping],
    ['areas apart', apart],
  ])('gives the bytes of compositing the whole stack (%s)', (_name, plan) => {
    for (const input of [
      { pictures: [design, design], colour: '#1e3a8a' },
      { pictures: [undefined, { image: noise(9, 7, 10) }] },
      { pictures: [design], colour: '#ff0000' },
      { pictures: [] },
    ] satisfies PsdRenderInput[]) {
      for (const width of [W, 30]) expect(renderPsd(plan, files, input, width).data).toEqual(reference(plan, input, width));
    }
  });

  it('hands out a canvas of its own each time, so drawing on one (a watermark) leaves the next render alone', () => {
    const first = renderPsd(apart, files, { pictures: [design, design] }, W);
    const copy = first.data.slice();
    first.data.fill(0);
    expect(renderPsd(apart, files, { pictures: [design, design] }, W).data).toEqual(copy);
  });

  it('draws the chosen colour after a render in another', () => {
    const before = renderPsd(apart, files, { pictures: [design], colour: '#000000' }, W).data;
    const after = renderPsd(apart, files, { pictures: [design], colour: '#ffffff' }, W).data;
    expect(after).not.toEqual(before);
    expect(after).toEqual(reference(apart, { pictures: [design], colour: '#ffffff' }, W));
  });
});

describe('mergedRects', () => {
  it('joins overlapping rectangles, also through one that grew, and keeps the others', () => {
    const rects = mergedRects([
      { left: 0, top: 0, width: 10, height: 10 },
      { left: 20, top: 0, width: 10, height: 10 },
      { left: 5, top: 5, width: 20, height: 2 },
      { left: 50, top: 50, width: 1, height: 1 },
    ]);
    expect(rects).toEqual([
      { left: 0, top: 0, width: 30, height: 10 },
      { left: 50, top: 50, width: 1, height: 1 },
    ]);
  });
});

describe('MIX_DELTA', () => {
  it('is what the floating-point mix rounds to, for every backdrop, mixed colour and alpha', () => {
    let wrong = 0;
    for (let b = 0; b < 256; b++)
      for (let m = 0; m < 256; m++)
        for (let a = 0; a < 256; a++) if (Math.round(b + (m - b) * (a / 255)) !== b + MIX_DELTA[((m - b + 255) << 8) | a]!) wrong++;
    expect(wrong).toBe(0);
  });
});
