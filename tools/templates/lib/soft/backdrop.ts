/** Scene backdrops as float RGB (0..1), computed at output size: studio sweep, wood, concrete, wall, linen, lawn. */
import { hexRgb as hex, type RGB } from '../common/colour';
import { fbm, hash2, valueNoise } from '../common/noise';

export type Backdrop = (size: number) => Float32Array;

function fill(size: number, px: (u: number, v: number, x: number, y: number) => RGB | number[], vignette: number): Float32Array {
  const out = new Float32Array(size * size * 3);
  for (let y = 0; y < size; y++) {
    const v = y / size;
    for (let x = 0; x < size; x++) {
      const u = x / size;
      const c = px(u, v, x, y);
      // Gentle vignette and a touch of sensor grain keep flat areas from looking digital.
      const dx = u - 0.5;
      const dy = v - 0.48;
      const vig = 1 - vignette * Math.min(1, (dx * dx + dy * dy) * 2.2);
      const g = 1 + (hash2(x, y, 977) - 0.5) * 0.012;
      const i = (y * size + x) * 3;
      out[i] = c[0] * vig * g;
      out[i + 1] = c[1] * vig * g;
      out[i + 2] = c[2] * vig * g;
    }
  }
  return out;
}

/** Seamless paper sweep: wall colour fading through a soft horizon into a lighter floor. */
export function studio(wall: string, floor: string, horizon = 0.66, vignette = 0.28): Backdrop {
  const w = hex(wall);
  const f = hex(floor);
  return (size) =>
    fill(size, (_u, v) => {
      const t = 1 / (1 + Math.exp(-(v - horizon) * 14));
      const lift = 1 + 0.05 * (1 - v);
      return [(w[0] + (f[0] - w[0]) * t) * lift, (w[1] + (f[1] - w[1]) * t) * lift, (w[2] + (f[2] - w[2]) * t) * lift];
    }, vignette);
}

/** Wooden planks seen from above; grain runs along `vertical` planks. */
export function wood(base: string, planks = 5, seed = 3, vertical = false, vignette = 0.32): Backdrop {
  const b = hex(base);
  return (size) =>
    fill(size, (u0, v0) => {
      const u = vertical ? u0 : v0;
      const v = vertical ? v0 : u0;
      const k = Math.floor(u * planks);
      const pu = u * planks - k;
      const tone = 0.86 + 0.22 * hash2(k, 0, seed);
      const grain = fbm(pu * 2 + k * 7.1, v * 1.2, seed + k, 3);
      const rings = 0.5 + 0.5 * Math.sin((pu * 6 + grain * 7 + fbm(v * 8, pu * 30, seed, 2) * 0.6) * Math.PI);
      const gap = Math.min(1, Math.min(pu, 1 - pu) * size / planks / 2.2);
      const m = tone * (0.82 + 0.18 * rings) * (0.45 + 0.55 * gap);
      return [b[0] * m, b[1] * m, b[2] * m];
    }, vignette);
}

/** Polished concrete: low-frequency clouding plus fine aggregate speckle. */
export function concrete(base: string, seed = 5, vignette = 0.3): Backdrop {
  const b = hex(base);
  return (size) =>
    fill(size, (u, v, x, y) => {
      const cloud = fbm(u * 4, v * 4, seed, 5);
      const speck = hash2(x >> 1, y >> 1, seed) > 0.985 ? 0.9 : 1;
      const m = (0.84 + 0.3 * cloud) * speck;
      return [b[0] * m, b[1] * m, b[2] * m];
    }, vignette);
}

/** Painted plaster wall lit from the upper left, optionally with a floor/shelf band below `floorAt`. */
export function wall(colour: string, seed = 7, floorAt = 2, floor = '#b89b7a', vignette = 0.3): Backdrop {
  const c = hex(colour);
  const f = hex(floor);
  return (size) =>
    fill(size, (u, v) => {
      if (v > floorAt) {
        const g = fbm(u * 2, v * 30, seed + 1, 3);
        const m = 0.8 + 0.25 * g - 0.15 * (v - floorAt);
        return [f[0] * m, f[1] * m, f[2] * m];
      }
      const light = 1.04 - 0.12 * u - 0.08 * v;
      const m = light * (0.97 + 0.05 * fbm(u * 18, v * 18, seed, 3));
      return [c[0] * m, c[1] * m, c[2] * m];
    }, vignette);
}

/** Linen bed sheet: fine cross weave and a few soft wrinkles. */
export function linen(colour: string, seed = 11, vignette = 0.3): Backdrop {
  const c = hex(colour);
  return (size) =>
    fill(size, (u, v, x, y) => {
      const weave = 0.97 + 0.03 * Math.sin(x * 1.9) * Math.sin(y * 1.7) + (hash2(x, y, seed) - 0.5) * 0.03;
      const wr = fbm(u * 3 + fbm(u * 2, v * 2, seed, 2), v * 5, seed + 2, 4);
      const m = weave * (0.86 + 0.22 * wr);
      return [c[0] * m, c[1] * m, c[2] * m];
    }, vignette);
}

/** Out-of-focus front lawn: sky and blurred tree line above, grass below `horizon`. */
export function lawn(seed = 13, horizon = 0.55): Backdrop {
  return (size) =>
    fill(size, (u, v, x, y) => {
      if (v < horizon) {
        // Out of focus: the tree line melts softly into the sky.
        const trees = valueNoise(u * 9, 0.5, seed) * 0.12 + fbm(u * 20, 0.5, seed + 9, 2) * 0.08 + 0.2;
        const t = Math.max(0, (v - trees) / Math.max(0.01, horizon - trees));
        const k = 1 / (1 + Math.exp(-(v - trees) / 0.012));
        const leaf = 0.75 + 0.3 * fbm(u * 6, v * 6, seed, 3);
        const sky = [0.78 - v * 0.3, 0.86 - v * 0.2, 0.96];
        const tree = [0.28 * leaf * (0.9 + 0.2 * t), 0.42 * leaf, 0.26 * leaf];
        const grassEdge = 1 / (1 + Math.exp(-(v - horizon + 0.01) / 0.006));
        const g = [0.3, 0.5, 0.2];
        return [0, 1, 2].map((c) => (sky[c]! + (tree[c]! - sky[c]!) * k) * (1 - grassEdge) + g[c]! * grassEdge);
      }
      const blades = 0.8 + 0.25 * fbm(u * 40, v * 12, seed + 5, 3) + (hash2(x, y, seed) - 0.5) * 0.08;
      const depth = 0.85 + 0.3 * (v - horizon);
      return [0.3 * blades * depth, 0.52 * blades * depth, 0.2 * blades * depth];
    }, 0.25);
}

/** Asphalt or pavement with a faint kerb: backdrop for vehicles. */
export function street(seed = 17, horizon = 0.62, sky = '#dfe6ee', ground = '#6d6e70'): Backdrop {
  const s = hex(sky);
  const g = hex(ground);
  return (size) =>
    fill(size, (u, v, x, y) => {
      if (v < horizon) {
        const bld = valueNoise(u * 5, 1, seed) > 0.45 && v > 0.25 + 0.15 * valueNoise(u * 3, 2, seed) ? 0.86 : 1;
        const m = (1 - 0.18 * v) * bld;
        return [s[0] * m, s[1] * m, s[2] * m];
      }
      const m = 0.85 + 0.2 * fbm(u * 30, v * 60, seed, 3) + (hash2(x, y, seed) - 0.5) * 0.06;
      return [g[0] * m, g[1] * m, g[2] * m];
    }, 0.22);
}

/** Denim twill: diagonal ribs, slubby threads and indigo fading. */
export function denim(colour = '#3d5a80', seed = 19): Backdrop {
  const c = hex(colour);
  return (size) =>
    fill(size, (u, v, x, y) => {
      const twill = 0.9 + 0.1 * Math.sin((x + y * 0.6) * (2400 / size) * 0.9);
      const slub = 0.9 + 0.2 * fbm(u * 3, v * 60, seed, 3);
      const fade = 0.9 + 0.2 * fbm(u * 2, v * 2, seed + 3, 3);
      const m = twill * slub * fade + (hash2(x, y, seed) - 0.5) * 0.05;
      return [c[0] * m, c[1] * m, c[2] * m * 1.02];
    }, 0.3);
}
