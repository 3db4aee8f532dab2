/**
 * Photoshop adjustment layers that map each channel on its own — levels, curves, invert, posterize, exposure — as
 * one lookup table of 3 × 256 bytes (red, green, blue), which the compositor applies to what lies below the layer.
 * The per-channel settings apply first, then the composite (RGB) one (that order is not yet checked against a
 * Photoshop composite).
 */

export interface LevelsChannel {
  shadowInput: number;
  highlightInput: number;
  shadowOutput: number;
  highlightOutput: number;
  /** Gamma (1 = unchanged; > 1 lightens the midtones). */
  midtoneInput: number;
}

export interface CurvePoint {
  input: number;
  output: number;
}

type Channels<T> = { rgb?: T | undefined; red?: T | undefined; green?: T | undefined; blue?: T | undefined };

export const clampByte = (v: number) => Math.round(Math.min(255, Math.max(0, v)));

/** The identity table of one channel. */
const identity = () => Uint8Array.from({ length: 256 }, (_, v) => v);

export function levelsTable(level: LevelsChannel): Uint8Array {
  const span = Math.max(1, level.highlightInput - level.shadowInput);
  const gamma = level.midtoneInput > 0 ? level.midtoneInput : 1;
  return Uint8Array.from({ length: 256 }, (_, v) => {
    const t = Math.min(1, Math.max(0, (v - level.shadowInput) / span)) ** (1 / gamma);
    return clampByte(level.shadowOutput + t * (level.highlightOutput - level.shadowOutput));
  });
}

/** A natural cubic spline through the points (Photoshop's smooth curve), flat beyond the first and last. */
export function curveTable(points: readonly CurvePoint[]): Uint8Array {
  const p = [...points].sort((a, b) => a.input - b.input).filter((q, i, all) => i === 0 || q.input > all[i - 1]!.input);
  if (p.length < 2) return identity();
  const n = p.length;
  const x = p.map((q) => q.input), y = p.map((q) => q.output);
  // Second derivatives m (natural: zero at both ends), by the tridiagonal system.
  const m = new Float64Array(n), c = new Float64Array(n), d = new Float64Array(n);
  for (let i = 1; i < n - 1; i++) {
    const h0 = x[i]! - x[i - 1]!, h1 = x[i + 1]! - x[i]!;
    const rhs = 6 * ((y[i + 1]! - y[i]!) / h1 - (y[i]! - y[i - 1]!) / h0);
    const diag = 2 * (h0 + h1) - h0 * c[i - 1]!;
    c[i] = h1 / diag;
    d[i] = (rhs - h0 * d[i - 1]!) / diag;
  }
  for (let i = n - 2; i >= 1; i--) m[i] = d[i]! - c[i]! * m[i + 1]!;
  return Uint8Array.from({ length: 256 }, (_, v) => {
    if (v <= x[0]!) return clampByte(y[0]!);
    if (v >= x[n - 1]!) return clampByte(y[n - 1]!);
    let i = 0;
    while (v > x[i + 1]!) i++;
    const h = x[i + 1]! - x[i]!, a = (x[i + 1]! - v) / h, b = (v - x[i]!) / h;
    return clampByte(a * y[i]! + b * y[i + 1]! + ((a ** 3 - a) * m[i]! + (b ** 3 - b) * m[i + 1]!) * (h * h) / 6);
  });
}

export const invertTable = () => Uint8Array.from({ length: 256 }, (_, v) => 255 - v);

/** Posterize to `levels` (2–255) even steps, as psd-tools measured Photoshop to round. */
export function posterizeTable(levels: number): Uint8Array {
  const n = Math.max(2, Math.min(255, Math.round(levels)));
  return Uint8Array.from({ length: 256 }, (_, v) => clampByte((255 * Math.floor((255 / 256) * (v / 255) * n)) / (n - 1)));
}

/**
 * Exposure in linear light (sRGB's curve approximated as gamma 2.2, as psd-tools does): × 2^exposure, + offset,
 * then the gamma correction (clamped to Photoshop's 0.01–9.99).
 */
export function exposureTable(exposure: number, offset: number, gamma: number): Uint8Array {
  const g = Math.min(9.99, Math.max(0.01, gamma));
  return Uint8Array.from({ length: 256 }, (_, v) => {
    const linear = Math.min(1, Math.max(0, (v / 255) ** 2.2 * 2 ** exposure + offset));
    return clampByte(255 * (linear ** (1 / g)) ** (1 / 2.2));
  });
}

/** Per-channel tables then the composite's, as one 3 × 256 table. */
export function channelTables<T>(settings: Channels<T>, tableOf: (setting: T) => Uint8Array): Uint8Array {
  const master = settings.rgb ? tableOf(settings.rgb) : identity();
  const out = new Uint8Array(768);
  (['red', 'green', 'blue'] as const).forEach((name, c) => {
    const own = settings[name] ? tableOf(settings[name]) : identity();
    for (let v = 0; v < 256; v++) out[256 * c + v] = master[own[v]!]!;
  });
  return out;
}

/**
 * Brightness/Contrast with "Use Legacy" (Photoshop before CS3): brightness is added to every channel, contrast
 * scales about 127 — by 255 / (255 − 2.55·contrast) when raising it (brightness first), by 1 + contrast/100 when
 * lowering it (contrast first). Measured on psd-tools' brightnesscontrast_legacy_rgb (+20, +57): at most 1 off at any level.
 */
export function legacyBrightnessContrastTable(brightness: number, contrast: number): Uint8Array {
  const c = Math.min(100, Math.max(-100, contrast));
  const scale = (v: number) => (c > 0 ? (c >= 100 ? (v >= 127 ? 255 : 0) : 127 + ((v - 127) * 255) / (255 - 2.55 * c)) : 127 + (v - 127) * (1 + c / 100));
  return Uint8Array.from({ length: 256 }, (_, v) => clampByte(c > 0 ? scale(Math.min(255, Math.max(0, v + brightness))) : scale(v) + brightness));
}
