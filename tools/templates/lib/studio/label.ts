// Where a label's design coordinates (u, v) are on its surface, so that the design keeps its proportions wherever the
// surface curves: u follows arc length round each row, and v advances by the row's own scale (a conformal map), so a
// label on a tapered mug, a bottle's shoulder, a squeezed tube or a bulging pouch shows a disc as a disc.
import { length, sub } from '../common/vec';
import type { Surface } from './shapes';

export interface LabelMap {
  /** Design coordinate at surface parameter (s, t), or undefined outside the label. */
  uv(s: number, t: number): [number, number] | undefined;
  /** Surface parameter at design coordinate (u, v). */
  st(u: number, v: number): [number, number];
}

const ROWS = 96;
const STEPS = 192;
const cache = new WeakMap<Surface, LabelMap>();

export function labelMap(surface: Surface): LabelMap {
  const hit = cache.get(surface);
  if (hit) return hit;
  const label = surface.label;
  if (!label) throw new Error('the surface has no label');
  const { s0, s1, t0, t1 } = label;
  // Cumulative arc length along each row (s from s0 to s1), normalised: u as a function of s, per row.
  const rowU: Float64Array[] = [];
  const rowLength = new Float64Array(ROWS + 1);
  for (let r = 0; r <= ROWS; r++) {
    const t = t0 + ((t1 - t0) * r) / ROWS;
    const cum = new Float64Array(STEPS + 1);
    let prev = surface.at(s0, t);
    for (let k = 1; k <= STEPS; k++) {
      const p = surface.at(s0 + ((s1 - s0) * k) / STEPS, t);
      cum[k] = cum[k - 1]! + length(sub(p, prev));
      prev = p;
    }
    rowLength[r] = cum[STEPS]!;
    for (let k = 0; k <= STEPS; k++) cum[k] = cum[k]! / (cum[STEPS]! || 1);
    rowU.push(cum);
  }
  // v grows with the distance down the label measured in each row's own width: dv ∝ |∂p/∂t| dt / rowLength.
  const rowV = new Float64Array(ROWS + 1);
  for (let r = 1; r <= ROWS; r++) {
    const ta = t0 + ((t1 - t0) * (r - 1)) / ROWS, tb = t0 + ((t1 - t0) * r) / ROWS;
    const sm = (s0 + s1) / 2;
    const step = length(sub(surface.at(sm, tb), surface.at(sm, ta)));
    rowV[r] = rowV[r - 1]! + step / ((rowLength[r - 1]! + rowLength[r]!) / 2 || 1);
  }
  for (let r = 0; r <= ROWS; r++) rowV[r] = rowV[r]! / (rowV[ROWS]! || 1);

  const uAt = (r: number, s: number) => {
    const x = Math.min(STEPS, Math.max(0, ((s - s0) / (s1 - s0)) * STEPS));
    const k = Math.min(STEPS - 1, Math.floor(x));
    const cum = rowU[r]!;
    return cum[k]! + (cum[k + 1]! - cum[k]!) * (x - k);
  };
  const sAt = (r: number, u: number) => {
    const cum = rowU[r]!;
    let lo = 0, hi = STEPS;
    while (hi - lo > 1) {
      const mid = (lo + hi) >> 1;
      if (cum[mid]! < u) lo = mid;
      else hi = mid;
    }
    const f = (u - cum[lo]!) / (cum[hi]! - cum[lo]! || 1);
    return s0 + ((s1 - s0) * (lo + f)) / STEPS;
  };
  const flip = (v: number) => (label.flipV ? 1 - v : v);
  const map: LabelMap = {
    uv(s, t) {
      if (s < s0 || s > s1 || t < t0 || t > t1) return undefined;
      const y = ((t - t0) / (t1 - t0)) * ROWS;
      const r = Math.min(ROWS - 1, Math.floor(y)), f = y - r;
      const u = uAt(r, s) * (1 - f) + uAt(r + 1, s) * f;
      return [u, flip(rowV[r]! + (rowV[r + 1]! - rowV[r]!) * f)];
    },
    st(u, v) {
      const w = flip(v);
      let lo = 0, hi = ROWS;
      while (hi - lo > 1) {
        const mid = (lo + hi) >> 1;
        if (rowV[mid]! < w) lo = mid;
        else hi = mid;
      }
      const f = (w - rowV[lo]!) / (rowV[hi]! - rowV[lo]! || 1);
      const t = t0 + ((t1 - t0) * (lo + f)) / ROWS;
      return [sAt(lo, u) * (1 - f) + sAt(hi, u) * f, t];
    },
  };
  cache.set(surface, map);
  return map;
}
