import { fbm, valueNoise } from '../common/noise';
import { hexRgb as hex, mixRgb as mix, toneRgb as mul, type RGB } from '../common/colour';

export { hex, mix };

export type Surface2D = (a: number, b: number) => RGB;

/** Wooden planks along a (cm): grain lines warped by noise, plank-to-plank tone changes, seams. */
export function wood(tint: string, seed = 3, plank = 14): Surface2D {
  const base = hex(tint);
  return (a, b) => {
    const row = Math.floor(b / plank);
    const tone = 0.88 + 0.22 * valueNoise(row * 7.3, 0.5, seed);
    const warp = fbm(a * 0.02, b * 0.25, seed + row, 3) * 6;
    const grain = 0.5 + 0.5 * Math.sin((b + warp) * 5.1 + row * 2);
    const fine = valueNoise(a * 0.8, b * 6, seed + 5);
    const seam = Math.abs(b / plank - Math.round(b / plank)) * plank < 0.12 ? 0.6 : 1;
    return mul(base, tone * (0.9 + 0.08 * grain + 0.06 * fine) * seam);
  };
}

/** Smooth concrete/stone: low-frequency mottling plus fine pores. */
export function concrete(tint: string, seed = 5, contrast = 1): Surface2D {
  const base = hex(tint);
  return (a, b) => {
    const m = fbm(a * 0.04, b * 0.04, seed, 4);
    const pores = valueNoise(a * 3, b * 3, seed + 3);
    return mul(base, 1 + contrast * (0.16 * (m - 0.5) + 0.05 * (pores - 0.5)));
  };
}

/** Painted plaster wall: almost flat with a faint roller texture. */
export function plaster(tint: string, seed = 7): Surface2D {
  const base = hex(tint);
  return (a, b) => mul(base, 1 + 0.05 * (fbm(a * 0.08, b * 0.08, seed, 3) - 0.5) + 0.02 * (valueNoise(a * 2, b * 2, seed) - 0.5));
}

/** Marble: pale stone with soft veins. */
export function marble(tint: string, seed = 11): Surface2D {
  const base = hex(tint);
  return (a, b) => {
    const f = fbm(a * 0.03, b * 0.03, seed, 5);
    const vein = Math.pow(1 - Math.abs(Math.sin((a * 0.05 + b * 0.02 + f * 6) * 1.3)), 14);
    return mul(base, 1 - 0.1 * vein - 0.04 * (f - 0.5));
  };
}

/** Woven fabric / linen tablecloth. */
export function linen(tint: string, seed = 13): Surface2D {
  const base = hex(tint);
  return (a, b) => {
    const w = 0.5 + 0.25 * (Math.sin(a * 40) + Math.sin(b * 40));
    return mul(base, 0.96 + 0.05 * w + 0.05 * (fbm(a * 0.1, b * 0.1, seed, 2) - 0.5));
  };
}

/** Brick wall (a = x, b = y). */
export function brick(tint: string, mortar = '#cfc8bd', seed = 17): Surface2D {
  const base = hex(tint);
  const m = hex(mortar);
  return (a, b) => {
    const row = Math.floor(b / 7.5);
    const x = a + (row % 2) * 11;
    const col = Math.floor(x / 22);
    const inX = x - col * 22;
    const inY = b - row * 7.5;
    if (inX < 1 || inY < 1) return mul(m, 0.95 + 0.1 * valueNoise(a, b, seed));
    const tone = 0.82 + 0.3 * valueNoise(col * 3.1, row * 5.7, seed);
    return mul(base, tone * (0.95 + 0.1 * valueNoise(a * 0.7, b * 0.7, seed + 1)));
  };
}

/** Studio paper sweep: one colour, a hint of texture. */
export function studio(tint: string, seed = 19): Surface2D {
  const base = hex(tint);
  return (a, b) => mul(base, 1 + 0.02 * (fbm(a * 0.05, b * 0.05, seed, 2) - 0.5));
}

/** Wall with a wainscot / panel line: lower part in a second colour. */
export function twoTone(upper: string, lower: string, splitY: number, seed = 23): Surface2D {
  const up = plaster(upper, seed);
  const lo = plaster(lower, seed + 1);
  return (a, b) => (b < splitY ? mul(lo(a, b), Math.abs(b - splitY) < 1 ? 0.85 : 1) : up(a, b));
}

/** Flat colour, for props. */
export const solid = (h: string) => hex(h);
