// Floors, walls and product materials for the studio scenes (procedural, deterministic).
import { hexRgb, type RGB as Rgb } from '../common/colour';
import { fbm, valueNoise } from '../common/noise';
import { mix } from '../common/vec';
import type { Material } from './shapes';

const tone = (c: Rgb, k: number): Rgb => [c[0] * k, c[1] * k, c[2] * k];

export const ceramic: Material = { colour: [1, 1, 1], gloss: 0.55, shininess: 60, sheen: 0.3 };
export const satin: Material = { colour: [1, 1, 1], gloss: 0.22, shininess: 18, sheen: 0.5 };
export const matte: Material = { colour: [1, 1, 1], gloss: 0.08, shininess: 8, sheen: 0.3 };
export const glossyPlastic: Material = { colour: [1, 1, 1], gloss: 0.6, shininess: 90, sheen: 0.2 };
export const steel: Material = { colour: [0.78, 0.79, 0.8], gloss: 0.8, shininess: 40, metal: true };
export const partOf = (hex: string, gloss = 0.35, shininess = 40, metal = false): Material => ({ colour: hexRgb(hex), gloss, shininess, metal });

/** A plain surface with a faint mottle. */
export const plain = (hex: string, grain = 0.03) => {
  const c = hexRgb(hex);
  return (x: number, y: number): Rgb => tone(c, 1 - grain + grain * 2 * fbm(x * 30, y * 30, 0, 3));
};

/** A linear gradient between two colours across height (walls) or depth (sweeps). */
export const gradient = (near: string, far: string, span: number, grain = 0.02) => {
  const a = hexRgb(near), b = hexRgb(far);
  return (x: number, y: number): Rgb => {
    const t = Math.min(1, Math.max(0, y / span));
    const g = 1 - grain + grain * 2 * fbm(x * 25, y * 25, 0, 2);
    return [mix(a[0], b[0], t) * g, mix(a[1], b[1], t) * g, mix(a[2], b[2], t) * g];
  };
};

/** Wood planks along x with grain and knots. */
export const wood = (hex: string, plank = 0.14) => {
  const c = hexRgb(hex);
  return (x: number, z: number): Rgb => {
    const row = Math.floor(z / plank);
    const offset = valueNoise(row * 3.1, 0.5) * 2;
    const grain = fbm((x + offset) * 6, z * 90 + row * 7, row, 4);
    const rings = 0.5 + 0.5 * Math.sin((grain * 14 + z * 40) * 1.3);
    const seam = Math.abs(z / plank - Math.round(z / plank)) < 0.012 ? 0.6 : 1;
    return tone(c, (0.78 + 0.18 * rings + 0.08 * (valueNoise(row, 9) - 0.5)) * seam);
  };
};

/** Pale marble with soft grey veins. */
export const marble = (hex = '#eeeae4') => {
  const c = hexRgb(hex);
  return (x: number, z: number): Rgb => {
    const n = fbm(x * 6, z * 6, 3, 5);
    const vein = Math.pow(1 - Math.abs(Math.sin((x * 2 + z * 3 + n * 4) * 2.2)), 6);
    const k = 1 - 0.1 * vein - 0.05 * fbm(x * 14, z * 14, 5, 3);
    return tone(c, k);
  };
};

/** Concrete: mottled grey with pores. */
export const concrete = (hex = '#b9b6b1') => {
  const c = hexRgb(hex);
  return (x: number, z: number): Rgb => {
    const big = fbm(x * 5, z * 5, 11, 4);
    const pores = valueNoise(x * 420, z * 420, 5) > 0.93 ? 0.88 : 1;
    return tone(c, (0.86 + 0.22 * big) * pores);
  };
};

/** Woven linen / tablecloth. */
export const linen = (hex: string) => {
  const c = hexRgb(hex);
  return (x: number, z: number): Rgb => {
    const weave = 0.5 + 0.25 * Math.sin(x * 2600) + 0.25 * Math.sin(z * 2600);
    return tone(c, 0.92 + 0.03 * weave + 0.06 * fbm(x * 12, z * 12, 7, 3));
  };
};

/** Terrazzo: a base with scattered chips. */
export const terrazzo = (hex: string, chips: string[]) => {
  const c = hexRgb(hex);
  const cs = chips.map(hexRgb);
  return (x: number, z: number): Rgb => {
    const cell = valueNoise(x * 140, z * 140, 21);
    if (cell > 0.84) return tone(cs[Math.floor(valueNoise(x * 140, z * 140, 33) * cs.length) % cs.length]!, 0.9 + 0.1 * c[0]);
    return tone(c, 0.95 + 0.05 * fbm(x * 20, z * 20, 0, 2));
  };
};
