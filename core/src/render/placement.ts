import type { Placement } from './types';

/** Affine map from the uv square to design pixel coordinates: dx = a·u + b·v + c, dy = d·u + e·v + f. */
export interface UvToDesign {
  a: number;
  b: number;
  c: number;
  d: number;
  e: number;
  f: number;
}

/** The design's share of the print area at Size 1 (spec §9: the design starts at 80% of the placement box). */
export const BASE_FILL = 0.8;

/**
 * placement⁻¹: the print area is `aspect` wide and 1 high; the design is fitted (contain) into BASE_FILL × Size of
 * it, centred at Position X/Y (percent of the print area) and turned by Rotation degrees clockwise.
 */
export function uvToDesign(p: Placement, aspect: number, designWidth: number, designHeight: number): UvToDesign {
  const scale = BASE_FILL * p.size * Math.min(aspect / designWidth, 1 / designHeight); // print units per design px
  const theta = (p.rotation * Math.PI) / 180;
  const cos = Math.cos(theta) / scale;
  const sin = Math.sin(theta) / scale;
  const cx = (p.x / 100) * aspect;
  const cy = p.y / 100;
  // design = R(−θ)·(P − C)/scale + half size − 0.5 (pixel centres), with P = (u·aspect, v).
  return {
    a: cos * aspect,
    b: sin,
    c: -cos * cx - sin * cy + designWidth / 2 - 0.5,
    d: -sin * aspect,
    e: cos,
    f: sin * cx - cos * cy + designHeight / 2 - 0.5,
  };
}

/** Forward map (for tests and the editor's handles): where design pixel (dx, dy) lands in the uv square. */
export function designToUv(p: Placement, aspect: number, w: number, h: number, dx: number, dy: number): [number, number] {
  const m = uvToDesign(p, aspect, w, h);
  const det = m.a * m.e - m.b * m.d;
  const x = dx - m.c;
  const y = dy - m.f;
  return [(m.e * x - m.b * y) / det, (m.a * y - m.d * x) / det];
}
