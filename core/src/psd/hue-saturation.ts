/**
 * Photoshop's Hue/Saturation adjustment, per pixel (it is not separable, so not a lookup table). The master
 * lightness mixes the RGB values towards white or black; each colour range counts by how far the pixel's hue lies
 * inside its trapezoid (four hues in degrees: fully between the middle two, fading out to the outer two); the
 * ranges' lightness greys the colour towards its brightest or darkest channel; then, in HSL, the hue turns by the
 * master's and the weighted ranges' and the saturation is scaled. With Colorize, one hue and saturation at the
 * pixel's own lightness. Pure code, so the browser and the server draw the same pixels.
 *
 * The ranges' saturation add up through a measured surface (range-saturation.ts), not as a sum. Against Photoshop's
 * composites (psd-tools' files) colorize, lightness, hue and saturation are within 1/255 on average, 9/255 at the
 * 99th percentile.
 */

export interface HueSaturationValues {
  /** Degrees, −180…180. */
  hue: number;
  /** −100…100. */
  saturation: number;
  /** −100…100. */
  lightness: number;
}

export interface HueSaturationRange extends HueSaturationValues {
  /** The range's four hues in degrees (0–360): fade-in start, full from, full to, fade-out end. */
  hues: [number, number, number, number];
}

export interface HueSaturation {
  master: HueSaturationValues;
  ranges: HueSaturationRange[];
  /** Colorize: every pixel takes this hue (0–360) and saturation (0–100), lightness as for the master. */
  colorize?: HueSaturationValues | undefined;
}

import { mixRangeSaturation } from './range-saturation';

const wrap = (degrees: number) => ((degrees % 360) + 360) % 360;

/** How much a pixel of hue `h` (degrees) belongs to the range: 0 outside, 1 in its middle, linear in between. */
export function rangeWeight(h: number, [a, b, c, d]: HueSaturationRange['hues']): number {
  const x = wrap(h - a), rise = wrap(b - a), top = wrap(c - a), end = wrap(d - a);
  if (x > end) return 0;
  if (x < rise) return rise > 0 ? x / rise : 1;
  if (x <= top) return 1;
  return end > top ? (end - x) / (end - top) : 0;
}

/** Lightness −1…1 on a 0–1 value: towards white when positive, towards black when negative. */
const lighten = (v: number, l: number) => (l > 0 ? v + (1 - v) * l : v * (1 + l));

/** Saturation −1…1 on an HSL saturation: scaled down, or up (psd-tools' measured 1/(1.01 − amount)). */
const saturate = (s: number, amount: number) => (amount > 0 ? Math.min(1, s / (1.01 - amount)) : s * (1 + amount));

/** A range's share of its saturation at weight w: raising, the range's edges follow sooner (psd-tools' measurement). */
const rangeShare = (saturation: number, w: number) => (saturation > 0 ? saturation * (1 - (1 - w) ** (1.5 / (1.05 - saturation ** 4))) : saturation * w);

function hueToChannel(p: number, q: number, t: number): number {
  const u = t < 0 ? t + 1 : t > 1 ? t - 1 : t;
  if (u < 1 / 6) return p + (q - p) * 6 * u;
  if (u < 1 / 2) return q;
  if (u < 2 / 3) return p + (q - p) * (2 / 3 - u) * 6;
  return p;
}

/** HSL (hue in turns 0–1, saturation and lightness 0–1) to 0–255 bytes in `out` at `o`. */
function writeHsl(out: Uint8Array | Uint8ClampedArray, o: number, h: number, s: number, l: number): void {
  if (s <= 0) {
    out[o] = out[o + 1] = out[o + 2] = Math.round(l * 255);
    return;
  }
  const q = l < 0.5 ? l * (1 + s) : l + s - l * s, p = 2 * l - q;
  out[o] = Math.round(hueToChannel(p, q, h + 1 / 3) * 255);
  out[o + 1] = Math.round(hueToChannel(p, q, h) * 255);
  out[o + 2] = Math.round(hueToChannel(p, q, h - 1 / 3) * 255);
}

/** A function mapping the RGB bytes at `o` of `data` in place. */
export function hueSaturationMapper(settings: HueSaturation): (data: Uint8Array | Uint8ClampedArray, o: number) => void {
  const { colorize, master } = settings;
  if (colorize) {
    const hue = wrap(colorize.hue) / 360, sat = Math.min(1, Math.max(0, colorize.saturation / 100)), light = colorize.lightness / 100;
    return (data, o) => {
      const r = data[o]! / 255, g = data[o + 1]! / 255, b = data[o + 2]! / 255;
      writeHsl(data, o, hue, sat, lighten((Math.max(r, g, b) + Math.min(r, g, b)) / 2, light));
    };
  }
  const ranges = settings.ranges.filter((r) => r.hue !== 0 || r.saturation !== 0 || r.lightness !== 0);
  const light = master.lightness / 100, sat = master.saturation / 100;
  return (data, o) => {
    // The master lightness first, on the RGB values.
    const r = lighten(data[o]! / 255, light), g = lighten(data[o + 1]! / 255, light), b = lighten(data[o + 2]! / 255, light);
    const max = Math.max(r, g, b), min = Math.min(r, g, b), l = (max + min) / 2, chroma = max - min;
    let h = 0, s = 0, hueShift = master.hue, rangeSat = 0, rangeLight = 0;
    // Greys have no hue, so no colour range touches them.
    if (chroma > 0) {
      s = chroma / (1 - Math.abs(2 * l - 1));
      h = 60 * (max === r ? ((g - b) / chroma + 6) % 6 : max === g ? (b - r) / chroma + 2 : (r - g) / chroma + 4);
      for (const range of ranges) {
        const w = rangeWeight(h, range.hues);
        if (w <= 0) continue;
        hueShift += w * range.hue;
        rangeSat = mixRangeSaturation(rangeSat, rangeShare(range.saturation / 100, w));
        rangeLight += (w * range.lightness) / 100;
      }
    }
    let lightness = l;
    if (rangeLight !== 0) {
      // A range's lightness greys the colour towards its brightest channel (raising) or its darkest (lowering).
      const t = Math.max(-1, Math.min(1, rangeLight));
      const grey = t > 0 ? max : min, keep = 1 - Math.abs(t);
      const r2 = grey + (r - grey) * keep, g2 = grey + (g - grey) * keep, b2 = grey + (b - grey) * keep;
      const max2 = Math.max(r2, g2, b2), min2 = Math.min(r2, g2, b2);
      lightness = (max2 + min2) / 2;
      s = max2 > min2 ? (max2 - min2) / (1 - Math.abs(2 * lightness - 1)) : 0;
    }
    s = saturate(saturate(s, sat), rangeSat);
    writeHsl(data, o, wrap(h + hueShift) / 360, s, lightness);
  };
}
