/** Fabric folds as a height field: each fold is a tapered ridge (d > 0) or valley (d < 0) along a segment. */
import type { Field } from './field';
import { rng } from '../common/noise';

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
  /** Control point of a curved fold (a quadratic Bézier from (x0, y0) to (x1, y1)); straight without. */
  cx?: number;
  cy?: number;
  /** 'both' (default): fades in and out along its length; 'end': grows to full depth at its end (ripples reaching a hem). */
  fade?: 'both' | 'end';
}

/** A fold as straight pieces, each with the curve parameter at its ends (for the taper along the whole fold). */
function pieces(f: Fold): Array<[number, number, number, number, number, number]> {
  if (f.cx === undefined || f.cy === undefined) return [[f.x0, f.y0, f.x1, f.y1, 0, 1]];
  const at = (t: number): [number, number] => [
    (1 - t) * (1 - t) * f.x0 + 2 * (1 - t) * t * f.cx! + t * t * f.x1,
    (1 - t) * (1 - t) * f.y0 + 2 * (1 - t) * t * f.cy! + t * t * f.y1,
  ];
  const out: Array<[number, number, number, number, number, number]> = [];
  const n = 8;
  for (let k = 0; k < n; k++) {
    const [ax, ay] = at(k / n), [bx, by] = at((k + 1) / n);
    out.push([ax, ay, bx, by, k / n, (k + 1) / n]);
  }
  return out;
}

/** Add folds into height field h (n × n, heights in unit lengths). */
export function addFolds(h: Field, n: number, folds: readonly Fold[]): void {
  for (const f of folds) {
    const segs = pieces(f);
    const w = f.w * n;
    const pad = w * 2.5;
    const xs = segs.flatMap((s) => [s[0], s[2]]).map((v) => v * n);
    const ys = segs.flatMap((s) => [s[1], s[3]]).map((v) => v * n);
    const xa = Math.max(0, Math.floor(Math.min(...xs) - pad));
    const xb = Math.min(n - 1, Math.ceil(Math.max(...xs) + pad));
    const ya = Math.max(0, Math.floor(Math.min(...ys) - pad));
    const yb = Math.min(n - 1, Math.ceil(Math.max(...ys) + pad));
    for (let y = ya; y <= yb; y++) {
      for (let x = xa; x <= xb; x++) {
        // Nearest point on the fold (interior of a piece), and where along the whole fold it is.
        let best = Infinity, along = -1;
        for (const [x0, y0, x1, y1, t0, t1] of segs) {
          const ax = x0 * n, ay = y0 * n, vx = x1 * n - ax, vy = y1 * n - ay;
          const len2 = vx * vx + vy * vy || 1;
          const px = x - ax, py = y - ay;
          const t = (px * vx + py * vy) / len2;
          const tc = Math.min(1, Math.max(0, t));
          const dx = px - tc * vx, dy = py - tc * vy;
          const q = dx * dx + dy * dy;
          if (q < best) {
            best = q;
            along = t0 + (t1 - t0) * tc;
          }
        }
        if (along <= 0 || (along >= 1 && f.fade !== 'end')) continue;
        // Folds fade in and out along their length, sharper at the start (where fabric is pinched); a hem ripple grows
        // to full depth and stays so to its end. They narrow as they fade, so they end in a point, not a blunt edge.
        const k = f.fade === 'end' ? Math.min(1, along / 0.8) : Math.sin(Math.PI * Math.pow(along, 0.8));
        const taper = f.fade === 'end' ? k * k * (3 - 2 * k) : k;
        const we = 0.35 + 0.65 * taper;
        const q = best / (w * w * we * we);
        if (q > 6) continue;
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
