import { describe, expect, it } from 'vitest';
import type { BlendMode } from './blend-modes';
import { compositeStack, newCanvas } from './composite-stack';
import type { GroupNode, RasterNode, StackMask, StackNode } from './layer-stack';

const W = 4, H = 2;

/** A layer of one colour over the rectangle given (the whole 4 × 2 canvas by default). */
function solid(rgba: [number, number, number, number], extra: Partial<RasterNode> = {}): RasterNode {
  const width = extra.width ?? W, height = extra.height ?? H;
  const data = new Uint8Array(width * height * 4);
  for (let i = 0; i < width * height; i++) data.set(rgba, 4 * i);
  return { kind: 'raster', name: 'layer', blendMode: 'normal', opacity: 1, fill: 1, left: 0, top: 0, width, height, rgba: data, ...extra };
}

const grey = (v: number, extra: Partial<RasterNode> = {}) => solid([v, v, v, 255], extra);
const group = (children: StackNode[], blendMode: GroupNode['blendMode'], extra: Partial<GroupNode> = {}): GroupNode => ({
  kind: 'group', name: 'group', blendMode, opacity: 1, children, ...extra,
});

const draw = (nodes: StackNode[]) => compositeStack(newCanvas(W, H), nodes).data;
const red = (data: Uint8ClampedArray, x: number, y = 0) => data[4 * (y * W + x)];

describe('compositeStack', () => {
  it('draws a blend mode over the layers below', () => {
    const modes: [BlendMode, number][] = [['multiply', 31], ['screen', 173], ['darken', 51], ['lighten', 153]];
    for (const [mode, want] of modes) expect(red(draw([grey(153), grey(51, { blendMode: mode })]), 0)).toBe(want);
  });

  it('ignores hidden layers and what is clipped to them', () => {
    const data = draw([grey(153), grey(0, { hidden: true }), grey(255, { clipping: true })]);
    expect(red(data, 0)).toBe(153);
  });

  it('multiplies opacity and fill', () => {
    expect(red(draw([grey(0), grey(255, { opacity: 0.5, fill: 0.5 })]), 0)).toBe(64);
  });

  it('applies a layer mask inside its rectangle and its outside value beyond it', () => {
    const mask: StackMask = { left: 0, top: 0, width: 2, height: 2, data: Uint8Array.from([255, 0, 255, 0]), outside: 128 };
    const data = draw([grey(0), grey(255, { mask })]);
    expect([red(data, 0), red(data, 1), red(data, 2), red(data, 3)]).toEqual([255, 0, 128, 128]);
  });

  it('places a layer at its offset and leaves the rest transparent', () => {
    const data = draw([grey(200, { left: 3, top: 1, width: 1, height: 1 })]);
    expect(data[4 * (1 * W + 3) + 3]).toBe(255);
    expect(data[3]).toBe(0);
  });

  it('clips a layer to the shape of the base below it', () => {
    const base = grey(0, { left: 1, top: 0, width: 2, height: 2 });
    const data = draw([grey(100), base, grey(255, { clipping: true })]);
    expect([red(data, 0), red(data, 1), red(data, 2), red(data, 3)]).toEqual([100, 255, 255, 100]);
  });

  it("fades a clipping group by its base's opacity", () => {
    const data = draw([grey(0), grey(0, { opacity: 0.5 }), grey(255, { clipping: true })]);
    expect(red(data, 0)).toBe(128);
  });

  it('a clipped layer shows no more than its base covers (clipping-mask5: green over a half-transparent red)', () => {
    const data = draw([solid([255, 0, 0, 87]), solid([0, 255, 0, 255], { clipping: true })]);
    expect([...data.subarray(0, 4)]).toEqual([0, 255, 0, 87]);
  });

  it("mixes clipped layers onto the base alone, then the group into the canvas with the base's mode", () => {
    // Photoshop's default "blend clipped layers as group": the white clipped over a multiply base multiplies too.
    expect(red(draw([grey(153), grey(51, { blendMode: 'multiply' }), grey(255, { clipping: true })]), 0)).toBe(153);
    expect(red(draw([grey(153), grey(51), grey(255, { clipping: true, blendMode: 'multiply' })]), 0)).toBe(51);
  });

  it('mixes layers clipped to an adjustment back by its opacity, keeping the coverage', () => {
    const invert: StackNode = { kind: 'adjust', name: 'invert', blendMode: 'normal', opacity: 0.5, table: Uint8Array.from({ length: 768 }, (_, i) => 255 - (i % 256)) };
    const data = draw([solid([100, 100, 100, 128]), invert, grey(255, { clipping: true })]);
    expect([...data.subarray(0, 4)]).toEqual([178, 178, 178, 128]);
  });

  it('a pass-through group mixes its children with the layers below; a normal group composites them alone', () => {
    const child = () => grey(51, { blendMode: 'multiply' });
    expect(red(draw([grey(153), group([child()], 'pass through')]), 0)).toBe(31);
    expect(red(draw([grey(153), group([child()], 'normal')]), 0)).toBe(51);
  });

  it("fades a pass-through group's result by its opacity and mask", () => {
    const mask: StackMask = { left: 0, top: 0, width: W, height: H, data: new Uint8Array(W * H).fill(255).fill(0, 0, 1), outside: 0 };
    const data = draw([grey(153), group([grey(51, { blendMode: 'multiply' })], 'pass through', { opacity: 0.5, mask })]);
    expect(red(data, 0)).toBe(153);
    expect(red(data, 1)).toBe(92);
  });

  it('blends a normal group as one layer with its own mode', () => {
    const data = draw([grey(153), group([grey(51), grey(255, { opacity: 0 })], 'screen')]);
    expect(red(data, 0)).toBe(173);
  });
});
