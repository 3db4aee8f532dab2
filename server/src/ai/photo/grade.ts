import type { Grade, LightingRecipe } from '../../../../core/src/scenes/lighting';
import { hash2 } from '../../../../core/src/scenes/noise';

/** Highlights roll off toward white instead of clipping (relit speculars and glows can pass 1). */
export const rolloff = (v: number) => (v <= 0.9 ? v : 0.9 + 0.1 * (1 - Math.exp(-(v - 0.9) / 0.1)));

/** The window light's edge, as soft as the out-of-focus wall it falls on. */
const PATCH_SOFT = 0.05;
const inside = (d: number) => Math.min(1, Math.max(0, d / PATCH_SOFT + 0.5));
const bar = (d: number) => 1 - 0.6 * Math.max(0, 1 - Math.abs(d) / PATCH_SOFT) ** 2;

/** How much of a window's light falls through its panes at (u, v): a soft, slanted rectangle crossed by two bars. */
function windowLight(patch: NonNullable<LightingRecipe['windowPatch']>, u: number, v: number): number {
  const x = u - patch.x - patch.skew * (v - patch.y);
  const y = v - patch.y;
  const k = inside(Math.min(x, patch.w - x)) * inside(Math.min(y, patch.h - y));
  if (k <= 0) return 0;
  return k * bar(x - patch.w / 2) * bar(y - patch.h * 0.45);
}

/**
 * Lights the painted backdrop: its exposure under these lights, their colour, the light falling off away from the
 * key's side, a window's light on the wall (above `horizon`) and coloured pools where they fall.
 */
export function lightBackdrop(rgb: Float32Array, size: number, lighting: LightingRecipe, horizon = 1): void {
  const key = lighting.key;
  // The backdrop takes some of the key light's colour (a golden hour warms the whole set).
  const tint = key.colour.map((c) => 0.65 + 0.35 * c);
  const glows = lighting.glows ?? [];
  const side = Math.max(-1, Math.min(1, key.from[0]));
  // Brighter on the key light's side, falling off across the frame: e^(-2d) about its mean over the frame.
  const spread = 1.5 * (lighting.falloff ?? 0.12) * Math.abs(side);
  const column = new Float32Array(size);
  for (let x = 0; x < size; x++) {
    const u = (x + 0.5) / size;
    const d = side < 0 ? u : 1 - u;
    column[x] = 1 + spread * (Math.exp(-2 * d) - 0.432);
  }
  // The window's patch is drawn for a key from the left; a key from the right throws it on the right.
  const patch = lighting.windowPatch && side > 0 ? { ...lighting.windowPatch, x: 1 - lighting.windowPatch.x - lighting.windowPatch.w, skew: -lighting.windowPatch.skew } : lighting.windowPatch;
  const patchRows = patch ? [Math.floor((patch.y - 0.06) * size), Math.ceil((patch.y + patch.h + 0.06) * size)] : [0, -1];
  // A glow's Gaussian is the product of one along x and one along y: tabled once per column and per row.
  const glowX = glows.map((g) => Float32Array.from({ length: size }, (_, x) => Math.exp(-(((x + 0.5) / size - g.x) ** 2) / (g.radius * g.radius))));
  const glowY = glows.map((g) => Float32Array.from({ length: size }, (_, y) => Math.exp(-(((y + 0.5) / size - g.y) ** 2) / (g.radius * g.radius))));
  const light = [0, 0, 0];
  for (let y = 0; y < size; y++) {
    const v = (y + 0.5) / size;
    const inPatch = patch && v < horizon && y >= patchRows[0]! && y <= patchRows[1]!;
    for (let x = 0; x < size; x++) {
      const sun = inPatch ? windowLight(patch, (x + 0.5) / size, v) * patch.strength : 0;
      for (let c = 0; c < 3; c++) light[c] = lighting.sceneExposure * tint[c]! * column[x]! + sun * key.colour[c]!;
      for (let g = 0; g < glows.length; g++) {
        const k = glows[g]!.strength * glowX[g]![x]! * glowY[g]![y]!;
        for (let c = 0; c < 3; c++) light[c] = light[c]! + glows[g]!.colour[c]! * k;
      }
      const i = (y * size + x) * 3;
      for (let c = 0; c < 3; c++) rgb[i + c] = rolloff(rgb[i + c]! * light[c]!);
    }
  }
}

/** Lift/gain, then an S-curve about mid-grey. */
function tone(v: number, lift: number, gain: number, contrast: number): number {
  const t = Math.min(1, Math.max(0, lift + v * (1 - lift) * gain));
  return t + contrast * (t - 0.5) * (1 - Math.abs(2 * t - 1)) * 2;
}

const clampByte = (v: number) => Math.round(Math.min(1, Math.max(0, v)) * 255);

/** Steps per unit of the tone tables: far finer than an 8-bit output needs. */
const TONE_STEPS = 2048;
/** The tone tables reach this far above 1 (relit highlights roll off below it). */
const TONE_MAX = 1.5;

/** `tone` per channel, tabled: the grade computes it for every pixel's three channels. */
function toneTables(lift: readonly number[], gain: readonly number[], contrast: number): Float32Array[] {
  return [0, 1, 2].map((c) => Float32Array.from({ length: TONE_STEPS * TONE_MAX + 1 }, (_, k) => tone(k / TONE_STEPS, lift[c]!, gain[c]!, contrast)));
}

const toned = (table: Float32Array, v: number) => table[Math.round(Math.min(TONE_MAX, Math.max(0, v)) * TONE_STEPS)]!;

/** The finishing grade over the whole frame, written as 8-bit RGB: tone, colour, sepia, vignette and grain. */
export function gradeFrame(rgb: Float32Array, size: number, grade: Grade, vignette: number, seed: number): Uint8Array {
  const out = new Uint8Array(size * size * 3);
  const { contrast, saturation, lift, gain, sepia = 0 } = grade;
  const [toneR, toneG, toneB] = toneTables(lift, gain, contrast);
  // A trace of sensor grain everywhere, so no area looks digitally flat; more where the look asks for film.
  const grain = grade.grain ?? 0.006;
  const offsets = Float32Array.from({ length: size }, (_, k) => ((k + 0.5) / size - 0.5) ** 2);
  for (let y = 0; y < size; y++) {
    const dy2 = offsets[y]!;
    for (let x = 0; x < size; x++) {
      const i = (y * size + x) * 3;
      let r = rgb[i]!;
      let g = rgb[i + 1]!;
      let b = rgb[i + 2]!;
      const l = 0.299 * r + 0.587 * g + 0.114 * b;
      r = l + (r - l) * saturation;
      g = l + (g - l) * saturation;
      b = l + (b - l) * saturation;
      if (sepia > 0) {
        r += (l * 1.07 + 0.03 - r) * sepia;
        g += (l * 0.95 + 0.01 - g) * sepia;
        b += (l * 0.76 - b) * sepia;
      }
      const vig = vignette > 0 ? 1 - vignette * Math.min(1, (offsets[x]! + dy2) * 2.4) ** 1.4 : 1;
      const noise = (hash2(x, y, seed) - 0.5) * grain;
      out[i] = clampByte(toned(toneR!, r) * vig + noise);
      out[i + 1] = clampByte(toned(toneG!, g) * vig + noise);
      out[i + 2] = clampByte(toned(toneB!, b) * vig + noise);
    }
  }
  return out;
}
