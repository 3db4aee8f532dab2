import { describe, expect, it } from 'vitest';
import { clipDrawer, drawClipFrame, type ClipPictures } from './clip-frame';
import type { PictureWindow } from './clips';

/** A size² RGBA picture whose pixel (x, y) is f(x, y). */
function picture(size: number, f: (x: number, y: number) => [number, number, number]): Uint8Array {
  const out = new Uint8Array(size * size * 4);
  for (let y = 0; y < size; y++) for (let x = 0; x < size; x++) out.set([...f(x, y), 255], (y * size + x) * 4);
  return out;
}

/** Pictures holding the whole of their keyframes. */
const whole = (size: number, keyframes: Uint8Array[]): ClipPictures => ({ size, window: { x: 0, y: 0, width: size, height: size }, keyframes });

/** The window's part of a size² picture. */
function cut(picture: Uint8Array, size: number, { x, y, width, height }: PictureWindow): Uint8Array {
  const out = new Uint8Array(width * height * 4);
  for (let row = 0; row < height; row++) out.set(picture.subarray(((y + row) * size + x) * 4, ((y + row) * size + x + width) * 4), row * width * 4);
  return out;
}

const pixel = (frame: Uint8Array, width: number, x: number, y: number) => Array.from(frame.subarray((y * width + x) * 4, (y * width + x) * 4 + 4));

describe('drawClipFrame', () => {
  const size = 16;
  const ramp = picture(size, (x, y) => [x * 16, y * 16, 200]);
  const dark = picture(size, () => [0, 40, 100]);

  it('at one keyframe pixel per frame pixel, copies the keyframe exactly', () => {
    const frame = new Uint8Array(8 * 6 * 4);
    drawClipFrame(whole(size, [ramp, dark]), { x0: 3, y0: 5, step: 1, light: 0, mix: 0 }, frame, 8, 6);
    expect(pixel(frame, 8, 0, 0)).toEqual([48, 80, 200, 255]);
    expect(pixel(frame, 8, 7, 5)).toEqual([160, 160, 200, 255]);
  });

  it('samples between pixels bilinearly', () => {
    const frame = new Uint8Array(4 * 4 * 4);
    drawClipFrame(whole(size, [ramp]), { x0: 3.5, y0: 2.25, step: 1, light: 0, mix: 0 }, frame, 4, 4);
    // Frame pixel (0, 0) shows keyframe point (4, 2.75): halfway between pixel centres 3.5 and 4.5 across (56), a
    // quarter of the way from 2.5 to 3.5 down (36).
    expect(pixel(frame, 4, 0, 0)).toEqual([56, 36, 200, 255]);
  });

  it('blends the light between two keyframes', () => {
    const frame = new Uint8Array(2 * 2 * 4);
    drawClipFrame(whole(size, [ramp, dark]), { x0: 0, y0: 0, step: 1, light: 0, mix: 0.5 }, frame, 2, 2);
    expect(pixel(frame, 2, 1, 1)).toEqual([8, 28, 150, 255]);
    drawClipFrame(whole(size, [ramp, dark]), { x0: 0, y0: 0, step: 1, light: 0, mix: 1 }, frame, 2, 2);
    expect(pixel(frame, 2, 1, 1)).toEqual([0, 40, 100, 255]);
  });

  it('scales: a frame twice as coarse reads every other pixel pair', () => {
    const frame = new Uint8Array(4 * 4 * 4);
    drawClipFrame(whole(size, [ramp]), { x0: 0, y0: 0, step: 2, light: 0, mix: 0 }, frame, 4, 4);
    // Frame pixel (1, 1) shows keyframe point (3, 3): halfway between pixels 2 and 3, 40 in both ramps.
    expect(pixel(frame, 4, 1, 1)).toEqual([40, 40, 200, 255]);
  });

  it('draws the same bytes with WebAssembly SIMD as in JavaScript, at any window, size and light', () => {
    const side = 97;
    const noise = (seed: number) => picture(side, (x, y) => [(x * 37 + y * 11 + seed) % 256, (x * y + seed * 3) % 256, (x ^ y) * 2]);
    const keyframes = [noise(1), noise(50), noise(99)];
    const drawer = clipDrawer(whole(side, keyframes));
    expect(drawer.simd).toBe(true); // Node has WebAssembly SIMD
    let seed = 7;
    const random = () => ((seed = (seed * 1103515245 + 12345) & 0x7fffffff) / 0x7fffffff);
    for (let n = 0; n < 60; n++) {
      const width = 2 + Math.floor(random() * 60), height = 1 + Math.floor(random() * 60);
      const view = { x0: random() * 40, y0: random() * 40, step: 0.3 + random() * 1.2, light: Math.floor(random() * 3), mix: n % 3 ? random() : 0 };
      const plain = new Uint8Array(width * height * 4), simd = new Uint8Array(width * height * 4);
      drawClipFrame(whole(side, keyframes), view, plain, width, height);
      drawer.draw(view, simd, width, height);
      expect(simd, `${width}×${height} ${JSON.stringify(view)}`).toEqual(plain);
    }
  });

  it('reads the same from a window of the keyframes as from the whole, in both paths', () => {
    const side = 64;
    const keyframes = [picture(side, (x, y) => [x * 4, y * 4, (x * y) % 256]), picture(side, (x, y) => [255 - x * 2, 90, y * 3])];
    const window = { x: 10, y: 7, width: 37, height: 41 };
    const windowed: ClipPictures = { size: side, window, keyframes: keyframes.map((k) => cut(k, side, window)) };
    // Inside the window, as every frame of a video is (clipWindow).
    const view = { x0: 12.3, y0: 9.6, step: 0.83, light: 0, mix: 0.4 };
    const expected = new Uint8Array(30 * 28 * 4), plain = new Uint8Array(30 * 28 * 4), simd = new Uint8Array(30 * 28 * 4);
    drawClipFrame(whole(side, keyframes), view, expected, 30, 28);
    drawClipFrame(windowed, view, plain, 30, 28);
    clipDrawer(windowed).draw(view, simd, 30, 28);
    expect(plain).toEqual(expected);
    expect(simd).toEqual(expected);
    // A window offset by one pixel is noticed.
    drawClipFrame({ ...windowed, window: { ...window, x: 11 } }, view, plain, 30, 28);
    expect(plain).not.toEqual(expected);
  });

  it("draws a new clip's pictures, not the last one's, when it takes over the last drawer's memory", () => {
    const side = 32;
    const first = whole(side, [picture(side, (x, y) => [x * 8, y * 8, 0]), picture(side, () => [9, 9, 9])]);
    const second = whole(side, [picture(side, (x, y) => [200, x * 5, y * 5]), picture(side, () => [250, 0, 90])]);
    const view = { x0: 3.2, y0: 4.7, step: 0.9, light: 0, mix: 0.3 };
    const last = clipDrawer(first);
    last.draw(view, new Uint8Array(20 * 20 * 4), 20, 20);
    const expected = new Uint8Array(20 * 20 * 4), drawn = new Uint8Array(20 * 20 * 4);
    drawClipFrame(second, view, expected, 20, 20);
    const next = clipDrawer(second, last);
    expect(next.module).toBe(last.module);
    next.draw(view, drawn, 20, 20);
    expect(drawn).toEqual(expected);
  });
});
