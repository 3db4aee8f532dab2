/**
 * Photoshop's layer blend modes as the W3C Compositing spec writes them (which took them from Adobe's PDF
 * reference): B(backdrop, source) per channel for the separable modes, on the whole colour for colour, luminosity,
 * hue and saturation. Channels are 0–1, straight (not premultiplied). Where Photoshop differs from the W3C text
 * (soft light), Photoshop's formula is used: the PSD's own composite is what we are measured against.
 */

export const BLEND_MODES = [
  'normal',
  'multiply',
  'screen',
  'overlay',
  'soft light',
  'hard light',
  'linear burn',
  'linear dodge',
  'color burn',
  'color dodge',
  'darken',
  'lighten',
  'color',
  'luminosity',
  'hue',
  'saturation',
] as const;
export type BlendMode = (typeof BLEND_MODES)[number];

export const isBlendMode = (mode: string): mode is BlendMode => (BLEND_MODES as readonly string[]).includes(mode);

type Separable = (b: number, s: number) => number;

const multiply: Separable = (b, s) => b * s;
const screen: Separable = (b, s) => b + s - b * s;
const hardLight: Separable = (b, s) => (s <= 0.5 ? multiply(b, 2 * s) : screen(b, 2 * s - 1));

/** Photoshop's soft light (not the W3C polynomial): s ≤ ½: 2bs + b²(1 − 2s); else 2b(1 − s) + √b(2s − 1). */
const softLight: Separable = (b, s) => (s <= 0.5 ? 2 * b * s + b * b * (1 - 2 * s) : 2 * b * (1 - s) + Math.sqrt(b) * (2 * s - 1));

const colourDodge: Separable = (b, s) => (b === 0 ? 0 : s >= 1 ? 1 : Math.min(1, b / (1 - s)));
const colourBurn: Separable = (b, s) => (b >= 1 ? 1 : s <= 0 ? 0 : 1 - Math.min(1, (1 - b) / s));

export const SEPARABLE: Partial<Record<BlendMode, Separable>> = {
  normal: (_b, s) => s,
  multiply,
  screen,
  overlay: (b, s) => hardLight(s, b),
  'soft light': softLight,
  'hard light': hardLight,
  'linear burn': (b, s) => Math.max(0, b + s - 1),
  'linear dodge': (b, s) => Math.min(1, b + s),
  'color burn': colourBurn,
  'color dodge': colourDodge,
  darken: Math.min,
  lighten: Math.max,
};

type Rgb = [number, number, number];

const lum = (c: Rgb) => 0.3 * c[0] + 0.59 * c[1] + 0.11 * c[2];

/** Brings a colour whose luminosity was set back into gamut, keeping its luminosity. */
function clipColour(c: Rgb): Rgb {
  const l = lum(c);
  const n = Math.min(c[0], c[1], c[2]);
  const x = Math.max(c[0], c[1], c[2]);
  let out = c;
  if (n < 0) out = out.map((v) => l + ((v - l) * l) / (l - n)) as Rgb;
  if (x > 1) out = out.map((v) => l + ((v - l) * (1 - l)) / (x - l)) as Rgb;
  return out;
}

const setLum = (c: Rgb, l: number): Rgb => {
  const d = l - lum(c);
  return clipColour([c[0] + d, c[1] + d, c[2] + d]);
};

const sat = (c: Rgb) => Math.max(c[0], c[1], c[2]) - Math.min(c[0], c[1], c[2]);

/** The colour with saturation `s`: its largest channel s, smallest 0, the middle one in proportion. */
function setSat(c: Rgb, s: number): Rgb {
  const order = [0, 1, 2].sort((i, j) => c[i]! - c[j]!) as [number, number, number];
  const [lo, mid, hi] = order;
  const min = c[lo]!, max = c[hi]!;
  const out: Rgb = [0, 0, 0];
  if (max > min) {
    out[mid] = ((c[mid]! - min) * s) / (max - min);
    out[hi] = s;
  }
  return out;
}

type NonSeparable = (b: Rgb, s: Rgb) => Rgb;

export const NON_SEPARABLE: Partial<Record<BlendMode, NonSeparable>> = {
  hue: (b, s) => setLum(setSat(s, sat(b)), lum(b)),
  saturation: (b, s) => setLum(setSat(b, sat(s)), lum(b)),
  color: (b, s) => setLum(s, lum(b)),
  luminosity: (b, s) => setLum(b, lum(s)),
};

/** B(backdrop, source) for any mode, on one colour: the mixed colour before alpha compositing. */
export function blendColour(mode: BlendMode, b: Rgb, s: Rgb): Rgb {
  const separable = SEPARABLE[mode];
  if (separable) return [separable(b[0], s[0]), separable(b[1], s[1]), separable(b[2], s[2])];
  return NON_SEPARABLE[mode]!(b, s);
}

/**
 * Composites one straight-alpha source pixel over a straight-alpha backdrop pixel in place (W3C "source-over" with
 * mixing): where the backdrop is transparent the source shows as it is, elsewhere the blended colour.
 * `dst` and `src` are byte RGBA at offsets `d` and `s`; `alpha` is the source's coverage (its alpha × opacity × mask).
 */
export function blendPixel(mode: BlendMode, dst: Uint8Array | Uint8ClampedArray, d: number, src: ArrayLike<number>, s: number, alpha: number): void {
  if (alpha <= 0) return;
  const ab = dst[d + 3]! / 255;
  const sr = src[s]! / 255, sg = src[s + 1]! / 255, sb = src[s + 2]! / 255;
  const br = dst[d]! / 255, bg = dst[d + 1]! / 255, bb = dst[d + 2]! / 255;
  let mr = sr, mg = sg, mb = sb;
  if (mode !== 'normal' && ab > 0) {
    const separable = SEPARABLE[mode];
    if (separable) {
      // No arrays on this path: it runs for every pixel of every shadow and highlight layer.
      mr = separable(br, sr);
      mg = separable(bg, sg);
      mb = separable(bb, sb);
    } else [mr, mg, mb] = NON_SEPARABLE[mode]!([br, bg, bb], [sr, sg, sb]);
    // Where the backdrop is partly transparent, the source shows partly unmixed (Cs' = (1 − ab)·Cs + ab·B).
    mr = (1 - ab) * sr + ab * mr;
    mg = (1 - ab) * sg + ab * mg;
    mb = (1 - ab) * sb + ab * mb;
  }
  const ao = alpha + ab * (1 - alpha);
  const keep = (ab * (1 - alpha)) / ao, take = alpha / ao;
  dst[d] = Math.round(255 * (mr * take + br * keep));
  dst[d + 1] = Math.round(255 * (mg * take + bg * keep));
  dst[d + 2] = Math.round(255 * (mb * take + bb * keep));
  dst[d + 3] = Math.round(255 * ao);
}

const separableTables = new Map<BlendMode, Uint8Array>();

/**
 * B(b, s) of a separable mode for every pair of bytes, index b << 8 | s, rounded to a byte: the compositor's fast
 * path over opaque backdrops reads it instead of working each channel out (at most ½ of a level from the exact).
 */
export function separableTable(mode: BlendMode): Uint8Array | undefined {
  const hit = separableTables.get(mode);
  if (hit) return hit;
  const blend = SEPARABLE[mode];
  if (!blend) return undefined;
  const table = new Uint8Array(65536);
  for (let b = 0; b < 256; b++) for (let v = 0; v < 256; v++) table[(b << 8) | v] = Math.round(255 * blend(b / 255, v / 255));
  separableTables.set(mode, table);
  return table;
}
