import type { Grade, LightingRecipe } from '../../../../core/src/scenes/lighting';
import { hash2 } from '../../../../core/src/scenes/noise';

/** Highlights roll off toward white instead of clipping (relit speculars and glows can pass 1). */
export const rolloff = (v: number) => (v <= 0.9 ? v : 0.9 + 0.1 * (1 - Math.exp(-(v - 0.9) / 0.1)));

/** Lights the painted backdrop: its exposure under these lights, their colour, and coloured pools where they fall. */
export function lightBackdrop(rgb: Float32Array, size: number, lighting: LightingRecipe): void {
  const key = lighting.key;
  // The backdrop takes some of the key light's colour (a golden hour warms the whole set).
  const tint = key.colour.map((c) => 0.65 + 0.35 * c);
  const glows = lighting.glows ?? [];
  // Brighter on the key light's side, falling off across the frame.
  const side = Math.max(-1, Math.min(1, key.from[0]));
  for (let y = 0; y < size; y++) {
    const v = (y + 0.5) / size;
    for (let x = 0; x < size; x++) {
      const u = (x + 0.5) / size;
      const falloff = 1 - 0.12 * side * (1 - 2 * u);
      const i = (y * size + x) * 3;
      for (let c = 0; c < 3; c++) {
        let light = lighting.sceneExposure * tint[c]! * falloff;
        for (const g of glows) light += g.colour[c]! * g.strength * Math.exp(-((u - g.x) ** 2 + (v - g.y) ** 2) / (g.radius * g.radius));
        rgb[i + c] = rolloff(rgb[i + c]! * light);
      }
    }
  }
}

/** Lift/gain, then an S-curve about mid-grey. */
function tone(v: number, lift: number, gain: number, contrast: number): number {
  const t = Math.min(1, Math.max(0, lift + v * (1 - lift) * gain));
  return t + contrast * (t - 0.5) * (1 - Math.abs(2 * t - 1)) * 2;
}

const clampByte = (v: number) => Math.round(Math.min(1, Math.max(0, v)) * 255);

/** The finishing grade over the whole frame, written as 8-bit RGB: tone, colour, sepia, vignette and grain. */
export function gradeFrame(rgb: Float32Array, size: number, grade: Grade, vignette: number, seed: number): Uint8Array {
  const out = new Uint8Array(size * size * 3);
  const { contrast, saturation, lift, gain, sepia = 0 } = grade;
  // A trace of sensor grain everywhere, so no area looks digitally flat; more where the look asks for film.
  const grain = grade.grain ?? 0.006;
  for (let y = 0; y < size; y++) {
    const dy = (y + 0.5) / size - 0.5;
    for (let x = 0; x < size; x++) {
      const dx = (x + 0.5) / size - 0.5;
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
      const vig = vignette > 0 ? 1 - vignette * Math.min(1, (dx * dx + dy * dy) * 2.4) ** 1.4 : 1;
      const noise = (hash2(x, y, seed) - 0.5) * grain;
      out[i] = clampByte(tone(r, lift[0], gain[0], contrast) * vig + noise);
      out[i + 1] = clampByte(tone(g, lift[1], gain[1], contrast) * vig + noise);
      out[i + 2] = clampByte(tone(b, lift[2], gain[2], contrast) * vig + noise);
    }
  }
  return out;
}
