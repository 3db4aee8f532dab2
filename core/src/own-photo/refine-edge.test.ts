import { describe, expect, it } from 'vitest';
import { refineEdge } from './refine-edge';

/** A 512 × 256 mask: a disc of radius 80 and a half-plane edge (x ≥ 400) — 1 px of edge per slider step. */
function shapes(): Uint8Array {
  const mask = new Uint8Array(512 * 256);
  for (let y = 0; y < 256; y++) {
    for (let x = 0; x < 512; x++) if (Math.hypot(x - 150, y - 128) <= 80 || x >= 400) mask[y * 512 + x] = 255;
  }
  return mask;
}
const area = (m: Uint8Array) => m.reduce((a, b) => a + b, 0) / 255;
/** Where a row crosses half strength on the half-plane's edge (sub-pixel). */
function edgeAt(m: Uint8Array, y: number): number {
  for (let x = 300; x < 511; x++) {
    const a = m[y * 512 + x]!, b = m[y * 512 + x + 1]!;
    if (a < 128 && b >= 128) return x + (128 - a) / (b - a) + 0.5;
  }
  return NaN;
}

describe('refineEdge', () => {
  const mask = shapes();

  it('0 is the identity (a copy)', () => {
    const out = refineEdge(mask, 512, 256, 0);
    expect(out).not.toBe(mask);
    expect(out.length).toBe(mask.length);
    expect(out.every((v, i) => v === mask[i])).toBe(true);
  });

  it('grows and shrinks monotonically with the amount', () => {
    const areas = [-10, -6, -3, -1, 0, 1, 3, 6, 10].map((a) => area(refineEdge(mask, 512, 256, a)));
    for (let k = 1; k < areas.length; k++) expect(areas[k]!).toBeGreaterThan(areas[k - 1]!);
  });

  it('moves a straight edge by the amount in pixels (at this size), with a soft feather', () => {
    const original = edgeAt(mask, 128);
    expect(original).toBeCloseTo(400, 1);
    for (const a of [-6, -2, 3, 8]) {
      const out = refineEdge(mask, 512, 256, a);
      expect(edgeAt(out, 128) - original).toBeCloseTo(-a, 0);
      const row = Array.from(out.subarray(128 * 512 + 380, 128 * 512 + 420));
      expect(row.filter((v) => v > 0 && v < 255).length).toBeGreaterThanOrEqual(1);
    }
  });

  it('growing keeps the cut-out, shrinking stays inside it', () => {
    const grown = refineEdge(mask, 512, 256, 5), shrunk = refineEdge(mask, 512, 256, -5);
    let lost = 0, spilled = 0;
    for (let i = 0; i < mask.length; i++) {
      if (mask[i] === 255 && grown[i]! < 250) lost++;
      if (mask[i] === 0 && shrunk[i] !== 0) spilled++;
    }
    expect({ lost, spilled }).toEqual({ lost: 0, spilled: 0 });
  });
});
