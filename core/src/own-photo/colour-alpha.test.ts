import { describe, expect, it } from 'vitest';
import { compositeMockup } from '../render/composite';
import { prepareLevel } from '../render/prepare';
import { DEFAULT_PLACEMENT, type RgbaImage } from '../render/types';
import { refineAlphaByColour } from './colour-alpha';
import { deriveTemplateLayers } from './derive-layers';
import type { PrintArea } from './own-template';

const SIDE = 160;
const BACKDROP = [200, 170, 60];
/** The handle: a ring right of the body, 6 px thick, round a hole the backdrop shows through. */
const RING = { cx: 100, cy: 80, inner: 22, outer: 28 };
const inRing = (x: number, y: number) => {
  const r = Math.hypot(x + 0.5 - RING.cx, y + 0.5 - RING.cy);
  return x >= 100 && r >= RING.inner && r < RING.outer;
};
const inHole = (x: number, y: number) => x >= 102 && Math.hypot(x + 0.5 - RING.cx, y + 0.5 - RING.cy) < RING.inner - 2;
const inBody = (x: number, y: number) => x >= 30 && x < 100 && y >= 30 && y < 130;

/** A white mug with a thin handle on a mustard backdrop, and a model-like cut-out: the true one blurred 3 px each way,
 *  so across the handle it never reaches full cover and it bleeds into the hole. */
function mugPhoto(): { photo: RgbaImage; mask: Uint8Array } {
  const data = new Uint8Array(SIDE * SIDE * 4), truth = new Float32Array(SIDE * SIDE);
  for (let y = 0; y < SIDE; y++) {
    for (let x = 0; x < SIDE; x++) {
      const product = inBody(x, y) || inRing(x, y);
      truth[y * SIDE + x] = product ? 1 : 0;
      data.set(product ? [235, 235, 235, 255] : [...BACKDROP, 255], (y * SIDE + x) * 4);
    }
  }
  const mask = new Uint8Array(SIDE * SIDE);
  for (let y = 0; y < SIDE; y++) {
    for (let x = 0; x < SIDE; x++) {
      let sum = 0, n = 0;
      for (let yy = Math.max(0, y - 3); yy <= Math.min(SIDE - 1, y + 3); yy++) for (let xx = Math.max(0, x - 3); xx <= Math.min(SIDE - 1, x + 3); xx++, n++) sum += truth[yy * SIDE + xx]!;
      mask[y * SIDE + x] = Math.round((255 * sum) / n);
    }
  }
  return { photo: { width: SIDE, height: SIDE, data }, mask };
}

/** The mug recoloured navy (a small print on its body, away from the handle). */
function recoloured(): Uint8Array {
  const { photo, mask } = mugPhoto();
  const area: PrintArea = { kind: 'flat', corners: [[0.25, 0.3], [0.5, 0.3], [0.5, 0.6], [0.25, 0.6]] };
  const layers = deriveTemplateLayers(photo, mask, area, 1);
  const out = new Uint8Array(SIDE * SIDE * 4);
  compositeMockup(prepareLevel(layers, SIDE), { width: 1, height: 1, data: new Uint8Array(4) }, DEFAULT_PLACEMENT, '#1e3a8a', out);
  return out;
}

/** How much of the old backdrop each pixel shows (0: the new product colour, 1: the backdrop), averaged over `where`. */
function backdropShare(out: Uint8Array, navy: number[], where: (x: number, y: number) => boolean): number {
  let sum = 0, n = 0;
  const span = BACKDROP.reduce((s, b, c) => s + (b - navy[c]!) ** 2, 0);
  for (let y = 0; y < SIDE; y++) {
    for (let x = 0; x < SIDE; x++) {
      if (!where(x, y)) continue;
      const i = (y * SIDE + x) * 4;
      sum += [0, 1, 2].reduce((s, c) => s + (out[i + c]! - navy[c]!) * (BACKDROP[c]! - navy[c]!), 0) / span;
      n++;
    }
  }
  return sum / n;
}

describe('recolouring round thin parts', () => {
  it('leaves no fringe of the old backdrop on the handle and no film of the new colour in its hole', () => {
    const out = recoloured();
    const at = (SIDE * 110 + 40) * 4; // the body's lower left, clear of the print
    const navy = [out[at]!, out[at + 1]!, out[at + 2]!];
    expect(backdropShare(out, navy, inRing)).toBeLessThan(0.1);
    expect(backdropShare(out, navy, inHole)).toBeGreaterThan(0.9);
  });

  it('keeps the mask where product and backdrop are too alike to tell apart, and off the soft edge', () => {
    const scene = new Uint8Array(9 * 9 * 4).fill(128);
    const mask = new Uint8Array(81);
    for (let i = 0; i < 81; i++) mask[i] = i % 9 < 3 ? 255 : i % 9 < 6 ? 120 : 0;
    const before = Uint8Array.from(mask);
    refineAlphaByColour(scene, mask, 9);
    expect(Array.from(mask)).toEqual(Array.from(before));
  });
});
