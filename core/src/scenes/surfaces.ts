/**
 * More scene surfaces for product photography, in the style of backdrops.ts (float RGB 0…1 at output size):
 * seamless gradient sweeps, marble, out-of-focus interiors, brick, velvet, sand and aged paper.
 */
import type { Backdrop } from './backdrops';
import { hexRgb, mixRgb, type RGB } from './colour';
import { fbm, hash2, rng } from './noise';

export const smoothstep = (a: number, b: number, x: number) => {
  const t = Math.min(1, Math.max(0, (x - a) / (b - a)));
  return t * t * (3 - 2 * t);
};

/** Paints `size`² pixel by pixel (u, v in 0…1), with a trace of grain. */
export function paint(size: number, px: (u: number, v: number, x: number, y: number, out: number[]) => void): Float32Array {
  const out = new Float32Array(size * size * 3);
  const c = [0, 0, 0];
  for (let y = 0; y < size; y++) {
    for (let x = 0; x < size; x++) {
      px(x / size, y / size, x, y, c);
      // A touch of sensor grain keeps smooth areas from banding or looking digital.
      const g = 1 + (hash2(x, y, 401) - 0.5) * 0.01;
      const i = (y * size + x) * 3;
      out[i] = c[0]! * g;
      out[i + 1] = c[1]! * g;
      out[i + 2] = c[2]! * g;
    }
  }
  return out;
}

/** A seamless paper sweep from `top` to `bottom`, brightest in a soft pool around (glowX, glowY). */
export function sweep(top: string, bottom: string, { glowX = 0.5, glowY = 0.45, glow = 0.12, horizon = 0.62 } = {}): Backdrop {
  const t = hexRgb(top);
  const b = hexRgb(bottom);
  return (size) =>
    paint(size, (u, v, _x, _y, out) => {
      const k = smoothstep(horizon - 0.35, horizon + 0.3, v);
      const dx = u - glowX;
      const dy = (v - glowY) * 1.3;
      const pool = 1 + glow * Math.exp(-(dx * dx + dy * dy) / 0.12) - glow * 0.5;
      for (let c = 0; c < 3; c++) out[c] = (t[c]! + (b[c]! - t[c]!) * k) * pool;
    });
}

/** Two colours meeting in a soft diagonal or radial blend: the bold backdrop of creative and gradient shots. */
export function duotone(a: string, b: string, { radial = false, angle = 0.6 } = {}): Backdrop {
  const ca = hexRgb(a);
  const cb = hexRgb(b);
  return (size) =>
    paint(size, (u, v, _x, _y, out) => {
      const k = radial
        ? smoothstep(0.05, 0.85, Math.hypot(u - 0.5, (v - 0.42) * 1.1) * 1.6)
        : smoothstep(0.15, 0.85, u * Math.cos(angle) + v * Math.sin(angle));
      for (let c = 0; c < 3; c++) out[c] = ca[c]! + (cb[c]! - ca[c]!) * k;
    });
}

/** Polished marble: a clouded base stone with soft, warped veins and a few fine cracks. */
export function marble(base: string, vein: string, seed = 23): Backdrop {
  const b = hexRgb(base);
  const w = hexRgb(vein);
  return (size) =>
    paint(size, (u, v, _x, _y, out) => {
      const warpU = u + 0.35 * fbm(u * 2, v * 2, seed, 3);
      const warpV = v + 0.35 * fbm(u * 2 + 5, v * 2, seed + 1, 3);
      const ridge = 1 - Math.abs(2 * fbm(warpU * 3, warpV * 3, seed + 2, 4) - 1);
      const fine = 1 - Math.abs(2 * fbm(warpU * 9, warpV * 9, seed + 3, 3) - 1);
      const k = Math.pow(ridge, 7) * 0.8 + Math.pow(fine, 16) * 0.3;
      const cloud = 0.92 + 0.12 * fbm(u * 4, v * 4, seed + 7, 3);
      for (let c = 0; c < 3; c++) out[c] = (b[c]! + (w[c]! - b[c]!) * Math.min(1, k)) * cloud;
    });
}

/**
 * An interior far out of focus: a wall colour with large soft discs of light (bokeh) and a window glow, the
 * background of lifestyle shots.
 */
export function bokeh(wall: string, lights: string[], { seed = 29, count = 14, glowX = 0.2 } = {}): Backdrop {
  const w = hexRgb(wall);
  const random = rng(seed);
  const discs = Array.from({ length: count }, () => ({
    x: random(),
    y: 0.1 + random() * 0.6,
    r: 0.03 + random() * 0.07,
    k: 0.15 + random() * 0.3,
    c: hexRgb(lights[Math.floor(random() * lights.length)]!),
  }));
  return (size) =>
    paint(size, (u, v, _x, _y, out) => {
      const window = Math.exp(-((u - glowX) ** 2 + (v - 0.3) ** 2) / 0.08) * 0.25;
      const base = 0.85 + 0.1 * fbm(u * 2, v * 2, seed, 3) + window;
      out[0] = w[0] * base;
      out[1] = w[1] * base;
      out[2] = w[2] * base;
      for (const d of discs) {
        const dist = Math.hypot(u - d.x, v - d.y) / d.r;
        if (dist > 1.2) continue;
        const k = d.k * smoothstep(1.15, 0.85, dist) * (0.85 + 0.15 * dist); // brighter rim, as real bokeh has
        for (let c = 0; c < 3; c++) out[c] = out[c]! + (d.c[c]! - out[c]! * 0.4) * k;
      }
    });
}

/** A brick wall: staggered courses, mortar joints and weathered, varied bricks. */
export function brick(colour = '#8e4f3d', mortar = '#b9b1a4', seed = 31): Backdrop {
  const b = hexRgb(colour);
  const m = hexRgb(mortar);
  return (size) =>
    paint(size, (u, v, _x, _y, out) => {
      const rows = 22;
      const row = Math.floor(v * rows);
      const ru = u * 9 + (row % 2) * 0.5;
      const col = Math.floor(ru);
      const fu = ru - col;
      const fv = v * rows - row;
      const joint = Math.min(fu * 6, (1 - fu) * 6, fv * 3, (1 - fv) * 3);
      const mortarK = 1 - smoothstep(0.08, 0.2, joint);
      const tone = 0.78 + 0.3 * hash2(col, row, seed) + 0.12 * fbm(u * 30, v * 30, seed, 3) - 0.1;
      const brickC = mixRgb(b, [b[0] * 0.7, b[1] * 0.65, b[2] * 0.6], hash2(col, row, seed + 1) * 0.6);
      for (let c = 0; c < 3; c++) out[c] = (brickC[c]! * tone) * (1 - mortarK) + m[c]! * (0.85 + 0.15 * fbm(u * 40, v * 40, seed + 2, 2)) * mortarK;
    });
}

/** Velvet or satin drape: soft folds with a sheen along their crests. */
export function velvet(colour: string, seed = 37): Backdrop {
  const c0 = hexRgb(colour);
  return (size) =>
    paint(size, (u, v, _x, _y, out) => {
      const fold = Math.sin((u * 5 + fbm(u * 1.5, v * 1.5, seed, 3) * 2.5) * Math.PI);
      const sheen = Math.pow(Math.max(0, fold), 3) * 0.35 + 0.75 + 0.1 * fbm(u * 8, v * 8, seed + 1, 2);
      for (let c = 0; c < 3; c++) out[c] = c0[c]! * sheen;
    });
}

/** Fine beach sand: wind ripples that come and go, soft dunes of light and shade, and grain. */
export function sand(colour = '#d9c3a0', seed = 41): Backdrop {
  const s = hexRgb(colour);
  return (size) =>
    paint(size, (u, v, x, y, out) => {
      const ripples = smoothstep(0.35, 0.7, fbm(u * 2, v * 2, seed + 1, 3));
      const ripple = 1 + 0.05 * ripples * Math.sin((v * 34 + fbm(u * 3, v * 3, seed, 3) * 10) * Math.PI);
      const dune = 0.9 + 0.16 * fbm(u * 3, v * 3, seed + 2, 4);
      const grain = 0.9 + 0.2 * hash2(x, y, seed) * hash2(x >> 1, y >> 1, seed + 3);
      for (let c = 0; c < 3; c++) out[c] = s[c]! * ripple * dune * grain;
    });
}

/** Aged paper or card: fibres, foxing and a warm, uneven tone. */
export function agedPaper(colour = '#e8dcc2', seed = 43): Backdrop {
  const p: RGB = hexRgb(colour);
  return (size) =>
    paint(size, (u, v, x, y, out) => {
      const fibre = 0.97 + 0.03 * fbm(u * 60, v * 6, seed, 2) + (hash2(x, y, seed) - 0.5) * 0.03;
      const fox = 1 - 0.12 * Math.pow(fbm(u * 4, v * 4, seed + 5, 4), 3);
      for (let c = 0; c < 3; c++) out[c] = p[c]! * fibre * fox;
    });
}

/**
 * A table top or deck of boards seen from above, their grain running across the frame (a table seen from its long
 * side): long streaks, pores, a tone for each board and fine dark joints.
 */
export function boards(colour = '#9c6b43', { boards: count = 4, seed = 47 } = {}): Backdrop {
  const b = hexRgb(colour);
  return (size) =>
    paint(size, (u, v, _x, y, out) => {
      const row = Math.floor(v * count);
      const fv = v * count - row;
      const shift = hash2(row, 1, seed) * 10;
      const streak = fbm((u + shift) * 1.2, fv * 14 + fbm(u * 2 + shift, fv * 3, seed + 1, 2) * 3, seed + 2, 4);
      const pores = fbm((u + shift) * 60, y * 0.9, seed + 3, 2);
      const tone = 0.86 + 0.2 * hash2(row, 0, seed);
      const joint = smoothstep(0, 2.2 / size * count, Math.min(fv, 1 - fv));
      const m = tone * (0.78 + 0.32 * streak) * (0.93 + 0.1 * pores) * (0.55 + 0.45 * joint);
      out[0] = b[0] * m;
      out[1] = b[1] * m * (0.98 + 0.04 * streak);
      out[2] = b[2] * m;
    });
}

/** A lawn seen from above: clumps of blades in several greens, sunlit tips, dark gaps and a few dry patches. */
export function grass(seed = 53): Backdrop {
  const green: RGB = [0.3, 0.5, 0.17];
  const young: RGB = [0.52, 0.66, 0.24];
  const straw: RGB = [0.62, 0.56, 0.32];
  return (size) =>
    paint(size, (u, v, x, y, out) => {
      const clump = fbm(u * 9, v * 9, seed, 3);
      const blade = hash2(x >> 1, y >> 2, seed) * 0.6 + hash2(x, y, seed + 1) * 0.4;
      const tint = smoothstep(0.35, 0.75, fbm(u * 4, v * 4, seed + 3, 3));
      const dry = smoothstep(0.66, 0.82, fbm(u * 2.5, v * 2.5, seed + 2, 3)) * 0.6;
      const m = 0.45 + 0.75 * blade * (0.5 + 0.7 * clump);
      for (let c = 0; c < 3; c++) {
        const base = green[c]! + (young[c]! - green[c]!) * tint;
        out[c] = (base + (straw[c]! - base) * dry) * m;
      }
    });
}

/** A forest floor: moss, fallen leaves and bare earth. */
export function forestFloor(seed = 59): Backdrop {
  const moss: RGB = [0.26, 0.36, 0.14];
  const earth: RGB = [0.3, 0.22, 0.14];
  const leaves: RGB[] = [[0.55, 0.34, 0.14], [0.62, 0.45, 0.2], [0.4, 0.24, 0.12], [0.68, 0.52, 0.28]];
  return (size) =>
    paint(size, (u, v, x, y, out) => {
      const patch = fbm(u * 5, v * 5, seed, 4);
      const fine = 0.75 + 0.4 * hash2(x, y, seed) * fbm(u * 60, v * 60, seed + 1, 2);
      const base = mixRgb(earth, moss, smoothstep(0.4, 0.6, patch));
      // Leaves: one per cell of a coarse grid, an ellipse at a random place and angle.
      const cells = 38;
      const cx = Math.floor(u * cells);
      const cy = Math.floor(v * cells);
      let leaf: RGB | undefined;
      for (let dy = -1; dy <= 1 && !leaf; dy++) {
        for (let dx = -1; dx <= 1 && !leaf; dx++) {
          const gx = cx + dx;
          const gy = cy + dy;
          if (hash2(gx, gy, seed + 2) < 0.45) continue;
          const lx = (gx + hash2(gx, gy, seed + 3)) / cells - u;
          const ly = (gy + hash2(gx, gy, seed + 4)) / cells - v;
          const a = hash2(gx, gy, seed + 5) * Math.PI;
          const p = (lx * Math.cos(a) + ly * Math.sin(a)) * cells;
          const q = (-lx * Math.sin(a) + ly * Math.cos(a)) * cells;
          if (p * p / 0.5 + q * q / 0.12 < 1) leaf = leaves[Math.floor(hash2(gx, gy, seed + 6) * leaves.length)];
        }
      }
      const c0 = leaf ?? base;
      for (let c = 0; c < 3; c++) out[c] = c0[c]! * fine;
    });
}

/** A bed sheet or tablecloth: a fine weave under soft, wandering folds that catch the light on one side. */
export function sheet(colour = '#eeeae3', seed = 63): Backdrop {
  const c0 = hexRgb(colour);
  return (size) =>
    paint(size, (u, v, x, y, out) => {
      const warp = fbm(u * 2, v * 2, seed, 3) * 3;
      const phase = (u * 3.5 + v * 1.2 + warp) * Math.PI;
      // The slope of each fold, not its height, shades it: lit toward the light, shaded away.
      const fold = Math.cos(phase) * smoothstep(0.25, 0.7, fbm(u * 3, v * 3, seed + 1, 3));
      const weave = 0.97 + 0.03 * ((x + y) % 2) + (hash2(x, y, seed) - 0.5) * 0.03;
      const m = (0.88 + 0.18 * fold) * weave;
      for (let c = 0; c < 3; c++) out[c] = c0[c]! * m;
    });
}
