import { describe, expect, it } from 'vitest';
import { bilinearUpsample, guidedUpsample } from './guided-upsample';
import { applyAlpha } from './refine';

const W = 64, H = 32;
const RED = [200, 30, 40];

/** A red product on the left half of a white photo, with a one-pixel edge column at x = 32 half covered. */
function photo() {
  const rgba = new Uint8Array(W * H * 4);
  const alpha = new Float32Array(W * H);
  for (let y = 0; y < H; y++) {
    for (let x = 0; x < W; x++) {
      const i = y * W + x;
      const a = x < 32 ? 1 : x === 32 ? 0.5 : 0;
      alpha[i] = a;
      for (let c = 0; c < 3; c++) rgba[i * 4 + c] = Math.round(a * RED[c]! + (1 - a) * 255);
      rgba[i * 4 + 3] = 255;
    }
  }
  return { rgba, alpha };
}

describe('cut-out refinement', () => {
  it('frees edge pixels of the old background, gives nearby clear pixels the product colour and keeps the rest', () => {
    const { rgba, alpha } = photo();
    const out = applyAlpha(rgba, W, H, alpha).rgba;
    const pixel = (x: number, y: number) => [...out.subarray((y * W + x) * 4, (y * W + x) * 4 + 4)];
    // The half-covered edge: the white is taken out, the red recovered.
    for (const [c, value] of RED.entries()) expect(Math.abs(pixel(32, 10)[c]! - value)).toBeLessThanOrEqual(2);
    expect(pixel(32, 10)[3]).toBe(128);
    // Solid product is untouched; a clear pixel just past the edge takes the product's colour, fully transparent.
    expect(pixel(10, 10)).toEqual([...RED, 255]);
    expect(pixel(35, 10)).toEqual([...RED, 0]);
    // Far from the product the clear pixels keep their own (white) colour.
    expect(pixel(60, 10)).toEqual([255, 255, 255, 0]);
  });

  it('snaps a blurry low-resolution mask to the photo’s own sharp edge', () => {
    // Guide: dark left of x = 40 at full resolution (64 wide); the mask at 16 wide knows only a soft ramp.
    const guide = new Float32Array(W * H).map((_, i) => (i % W < 40 ? 0.1 : 0.9));
    const lowW = 16, lowH = 8;
    const guideLow = new Float32Array(lowW * lowH).map((_, i) => (i % lowW < 10 ? 0.1 : 0.9));
    const mask = new Float32Array(lowW * lowH).map((_, i) => Math.min(1, Math.max(0, (11.5 - (i % lowW)) / 3)));
    const out = guidedUpsample({ width: lowW, height: lowH, data: mask }, { width: lowW, height: lowH, data: guideLow }, { width: W, height: H, data: guide }, { radius: 2, eps: 1e-3 });
    const row = [...out.subarray(16 * W, 17 * W)];
    // The mask falls where the photo's edge is (between x = 39 and 40), in one step, not over the ramp's 12 px.
    const steps = row.slice(1).map((v, x) => row[x]! - v);
    expect(steps.indexOf(Math.max(...steps))).toBe(39);
    expect(Math.max(...steps)).toBeGreaterThan(0.45);
    expect(row[36]).toBeGreaterThan(0.9);
    expect(row[41]).toBeLessThan(0.35);
    expect(bilinearUpsample({ width: lowW, height: lowH, data: mask }, W, H)[16 * W + 41]).toBeGreaterThan(0.4);
  });
});
