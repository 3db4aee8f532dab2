import { describe, expect, it } from 'vitest';
import { flipOverBackdrop, flipStraightened } from './read-back';

/** A 2 × 2 frame as WebGL reads it: bottom row first, colours premultiplied by alpha. */
function frame(bottom: number[][], top: number[][]) {
  return new Uint8Array([...bottom.flat(), ...top.flat()]);
}

const backdrop = new Uint8ClampedArray([10, 20, 30, 255, 40, 50, 60, 255, 70, 80, 90, 255, 100, 110, 120, 255]);

describe('flipOverBackdrop', () => {
  it('puts the top row first and keeps opaque pixels as they are', () => {
    const raw = frame(
      [[1, 2, 3, 255], [4, 5, 6, 255]],
      [[7, 8, 9, 255], [250, 251, 252, 255]],
    );
    const out = new Uint8ClampedArray(16);
    flipOverBackdrop(raw, backdrop, 2, out);
    expect([...out]).toEqual([7, 8, 9, 255, 250, 251, 252, 255, 1, 2, 3, 255, 4, 5, 6, 255]);
  });

  it('shows the backdrop where nothing was drawn and blends what is half see-through over it', () => {
    // Top left: a shadow at alpha 128 (premultiplied 20 → its colour is ~40); top right and bottom: empty.
    const raw = frame(
      [[0, 0, 0, 0], [0, 0, 0, 0]],
      [[20, 20, 20, 128], [0, 0, 0, 0]],
    );
    const out = new Uint8ClampedArray(16);
    flipOverBackdrop(raw, backdrop, 2, out);
    const rest = 1 - 128 / 255;
    expect([...out.subarray(0, 4)]).toEqual([Math.round(20 + 10 * rest), Math.round(20 + 20 * rest), Math.round(20 + 30 * rest), 255]);
    expect([...out.subarray(4)]).toEqual([...backdrop.subarray(4)]);
  });
});

describe('flipStraightened', () => {
  it('puts the top row first and undoes the premultiplication of partial alpha only', () => {
    const raw = frame(
      [[0, 0, 0, 0], [9, 9, 9, 255]],
      [[50, 25, 0, 128], [0, 0, 0, 0]],
    );
    const out = new Uint8ClampedArray(16);
    flipStraightened(raw, 2, out);
    expect([...out]).toEqual([Math.round((50 * 255) / 128), Math.round((25 * 255) / 128), 0, 128, 0, 0, 0, 0, 0, 0, 0, 0, 9, 9, 9, 255]);
  });
});
