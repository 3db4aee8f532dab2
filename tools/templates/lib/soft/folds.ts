/** Fabric folds as a height field: each fold is a tapered ridge (d > 0) or valley (d < 0) along a segment. */
import type { Field } from './field';
import { rng } from './noise';

export interface Fold {
  /** Segment ends, unit coordinates. */
  x0: number;
  y0: number;
  x1: number;
  y1: number;
  /** Half-width of the fold (unit). */
  w: number;
  /** Height (unit): positive ridge, negative valley. */
  d: number;
}

/** Add folds into height field h (n × n, heights in unit lengths). */
export function addFolds(h: Field, n: number, folds: readonly Fold[]): void {
  for (const f of folds) {
    const ax = f.x0 * n;
    const ay = f.y0 * n;
    const bx = f.x1 * n;
    const by = f.y1 * n;
    const w = f.w * n;
    const vx = bx - ax;
    const vy = by - ay;
    const len2 = vx * vx + vy * vy || 1;
    const pad = w * 2.5;
    const xa = Math.max(0, Math.floor(Math.min(ax, bx) - pad));
    const xb = Math.min(n - 1, Math.ceil(Math.max(ax, bx) + pad));
    const ya = Math.max(0, Math.floor(Math.min(ay, by) - pad));
    const yb = Math.min(n - 1, Math.ceil(Math.max(ay, by) + pad));
    for (let y = ya; y <= yb; y++) {
      for (let x = xa; x <= xb; x++) {
        const px = x - ax;
        const py = y - ay;
        const t = (px * vx + py * vy) / len2;
        if (t <= 0 || t >= 1) continue;
        const dx = px - t * vx;
        const dy = py - t * vy;
        const q = (dx * dx + dy * dy) / (w * w);
        if (q > 6) continue;
        // Folds fade in and out along their length, sharper at the start (where fabric is pinched).
        const taper = Math.sin(Math.PI * Math.pow(t, 0.8));
        h[y * n + x]! += f.d * taper * Math.exp(-q);
      }
    }
  }
}

/** Folds radiating from (cx, cy) towards angles in [a0, a1] (radians), e.g. drape from an armpit or a pinch. */
export function fan(seed: number, cx: number, cy: number, a0: number, a1: number, count: number, len: number, depth: number): Fold[] {
  const r = rng(seed);
  const out: Fold[] = [];
  for (let i = 0; i < count; i++) {
    const a = a0 + ((i + 0.2 + 0.6 * r()) / count) * (a1 - a0);
    const l = len * (0.55 + 0.6 * r());
    const s = 0.02 + 0.05 * r();
    out.push({
      x0: cx + Math.cos(a) * s,
      y0: cy + Math.sin(a) * s,
      x1: cx + Math.cos(a) * l,
      y1: cy + Math.sin(a) * l,
      w: 0.016 + 0.016 * r(),
      d: depth * (r() < 0.5 ? -1 : 1) * (0.5 + 0.7 * r()),
    });
  }
  return out;
}

/** Roughly parallel folds in a box (x, y, w, h) at angle `a`: soft horizontal waves of fabric, sag lines. */
export function waves(seed: number, x: number, y: number, w: number, h: number, a: number, count: number, depth: number): Fold[] {
  const r = rng(seed);
  const out: Fold[] = [];
  for (let i = 0; i < count; i++) {
    const cx = x + w * r();
    const cy = y + h * ((i + r()) / count);
    const l = (0.5 + 0.5 * r()) * w * 0.5;
    const ja = (r() - 0.5) * 0.5;
    const c = Math.cos(a + ja) * l;
    const s = Math.sin(a + ja) * l;
    out.push({ x0: cx - c, y0: cy - s, x1: cx + c, y1: cy + s, w: 0.02 + 0.025 * r(), d: depth * (r() < 0.55 ? -1 : 1) * (0.5 + 0.6 * r()) });
  }
  return out;
}
