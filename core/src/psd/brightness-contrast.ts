/**
 * Brightness/Contrast as Photoshop draws it since CS3 (without "Use Legacy"): one curve for every channel. The model
 * and its constants are psd-tools' measurements of Photoshop (MIT; psd_tools/composite/adjustments.py): contrast is a
 * natural cubic spline through (0, 0), (63, 63 ∓ 25·c), (191, 191 ± 25·c), (255, 255) on the 0–255 scale; brightness
 * bends the line by b·t·(1 − t)·h(t), h a sum of powers of t; the brightness bend is applied along the diagonal (the
 * curve's points move by (−bend, +bend)), so the curve stays monotonic and keeps its end points.
 */
import { clampByte } from './adjustments';

/** Natural cubic spline through four points (second derivative 0 at both ends), evaluated at `t`. */
function naturalSpline(xs: readonly number[], ys: readonly number[]): (t: number) => number {
  const h = [xs[1]! - xs[0]!, xs[2]! - xs[1]!, xs[3]! - xs[2]!];
  const slope = (i: number) => (ys[i + 1]! - ys[i]!) / h[i]!;
  // The two inner second derivatives from the continuity of the first derivative at the inner knots.
  const a11 = 2 * (h[0]! + h[1]!), a12 = h[1]!, a21 = h[1]!, a22 = 2 * (h[1]! + h[2]!);
  const r1 = 6 * (slope(1) - slope(0)), r2 = 6 * (slope(2) - slope(1));
  const det = a11 * a22 - a12 * a21;
  const m = [0, (r1 * a22 - a12 * r2) / det, (a11 * r2 - a21 * r1) / det, 0];
  return (t) => {
    const i = t < xs[1]! ? 0 : t < xs[2]! ? 1 : 2;
    const dx = h[i]!, u = xs[i + 1]! - t, v = t - xs[i]!;
    return (m[i]! * u ** 3 + m[i + 1]! * v ** 3) / (6 * dx) + (ys[i]! / dx - (m[i]! * dx) / 6) * u + (ys[i + 1]! / dx - (m[i + 1]! * dx) / 6) * v;
  };
}

/** The brightness bend at t (0–1) for b = brightness / 150. */
function bend(b: number, t: number): number {
  const strong = 1.65 * t ** 0.35 - t ** 10, mild = 1.96 * t ** 0.4 + t ** 4;
  const h = 0.5 * (Math.abs(b) * strong + (1 - Math.abs(b)) * mild + t ** 1.25);
  return b * t * (1 - t) * h;
}

/** The 0–255 curve of a modern Brightness/Contrast layer: brightness −150…150, contrast −50…100. */
export function brightnessContrastTable(brightness: number, contrast: number): Uint8Array {
  const b = Math.max(-150, Math.min(150, brightness)) / 150, c = Math.max(-100, Math.min(100, contrast)) / 100;
  const knots = [0, 63 / 255, 191 / 255, 1];
  const contrastCurve = naturalSpline(knots, [0, knots[1]! - (c * 25) / 255, knots[2]! + (c * 25) / 255, 1]);
  // The curve as points (t − bend, contrast(t) + bend), sampled finely, then read back at each level.
  const n = 1024;
  const xs = new Float64Array(n + 1), ys = new Float64Array(n + 1);
  for (let i = 0; i <= n; i++) {
    const t = i / n, d = bend(b, t);
    xs[i] = t - d;
    ys[i] = contrastCurve(t) + d;
  }
  const out = new Uint8Array(256);
  let j = 0;
  for (let v = 0; v < 256; v++) {
    const t = v / 255;
    while (j < n - 1 && xs[j + 1]! < t) j++;
    const span = xs[j + 1]! - xs[j]!;
    const f = span > 0 ? Math.max(0, Math.min(1, (t - xs[j]!) / span)) : 0;
    out[v] = clampByte(255 * Math.max(0, Math.min(1, ys[j]! + f * (ys[j + 1]! - ys[j]!))));
  }
  return out;
}
