/** Print quads and the projective map from the unit design square onto them. */
export type Pt = readonly [number, number];
/** Corners: top-left, top-right, bottom-right, bottom-left (unit coordinates). */
export type Quad = readonly [Pt, Pt, Pt, Pt];

/** Axis-aligned print rectangle. */
export function rect(x: number, y: number, w: number, h: number): Quad {
  return [[x, y], [x + w, y], [x + w, y + h], [x, y + h]];
}

/** Square→quad homography (Heckbert): perspective-correct placement for flat surfaces seen at an angle. */
export function homography(q: Quad): (u: number, v: number) => [number, number] {
  const [[x0, y0], [x1, y1], [x2, y2], [x3, y3]] = q;
  const sx = x0 - x1 + x2 - x3;
  const sy = y0 - y1 + y2 - y3;
  let a: number, b: number, c: number, d: number, e: number, f: number, g: number, h: number;
  if (Math.abs(sx) < 1e-9 && Math.abs(sy) < 1e-9) {
    a = x1 - x0; b = x3 - x0; c = x0; d = y1 - y0; e = y3 - y0; f = y0; g = 0; h = 0;
  } else {
    const dx1 = x1 - x2;
    const dx2 = x3 - x2;
    const dy1 = y1 - y2;
    const dy2 = y3 - y2;
    const den = dx1 * dy2 - dx2 * dy1;
    g = (sx * dy2 - dx2 * sy) / den;
    h = (dx1 * sy - sx * dy1) / den;
    a = x1 - x0 + g * x1; b = x3 - x0 + h * x3; c = x0;
    d = y1 - y0 + g * y1; e = y3 - y0 + h * y3; f = y0;
  }
  return (u, v) => {
    const w = g * u + h * v + 1;
    return [(a * u + b * v + c) / w, (d * u + e * v + f) / w];
  };
}
