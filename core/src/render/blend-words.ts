/**
 * Blending four 8-bit channels packed in one 32-bit word, as two pairs of 16-bit lanes: the renderer's hot loops
 * blend pixels without unpacking them. Weights are 7-bit fixed point, so a blended word stays within int32 (no heap
 * numbers in the loops).
 */
export const WEIGHT_SHIFT = 7;
export const WEIGHT_ONE = 1 << WEIGHT_SHIFT;
export const WEIGHT_HALF = WEIGHT_ONE >> 1;
const LANES = 0xff00ff;
/** Half a unit in both 16-bit lanes, for rounding to nearest. */
const ROUND = (WEIGHT_HALF << 16) | WEIGHT_HALF;

/** Blends two packed pixels by `w` of WEIGHT_ONE towards `b`, rounding to nearest. */
export function lerp4x8(a: number, b: number, w: number): number {
  if (a === b) return a;
  const v = WEIGHT_ONE - w;
  const rb = (Math.imul(a & LANES, v) + Math.imul(b & LANES, w) + ROUND) | 0;
  const ga = (Math.imul((a >> 8) & LANES, v) + Math.imul((b >> 8) & LANES, w) + ROUND) | 0;
  return ((rb >> WEIGHT_SHIFT) & LANES) | (((ga >> WEIGHT_SHIFT) & LANES) << 8);
}

