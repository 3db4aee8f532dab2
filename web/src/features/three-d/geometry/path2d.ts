/** A polyline in the horizontal (x, z) plane walked by arc length: the cross-section of an extruded product. */
export type Point2 = [number, number];

export interface ArcPath {
  points: Point2[];
  /** Cumulative length at each point. */
  lengths: number[];
  total: number;
}

export function arcPath(points: Point2[]): ArcPath {
  const lengths = [0];
  for (let i = 1; i < points.length; i++) {
    const [x0, z0] = points[i - 1]!;
    const [x1, z1] = points[i]!;
    lengths.push(lengths[i - 1]! + Math.hypot(x1 - x0, z1 - z0));
  }
  return { points, lengths, total: lengths[lengths.length - 1]! };
}

/** The point at a fraction (0–1) of the path's length. */
export function pointAt(path: ArcPath, fraction: number): Point2 {
  const target = Math.min(1, Math.max(0, fraction)) * path.total;
  let i = 1;
  while (i < path.lengths.length - 1 && path.lengths[i]! < target) i++;
  const l0 = path.lengths[i - 1]!;
  const span = path.lengths[i]! - l0;
  const f = span > 0 ? (target - l0) / span : 0;
  const [x0, z0] = path.points[i - 1]!;
  const [x1, z1] = path.points[i]!;
  return [x0 + (x1 - x0) * f, z0 + (z1 - z0) * f];
}

/** The fraction of the path's length at which it reaches a point's index. */
export const fractionAtIndex = (path: ArcPath, index: number) => path.lengths[index]! / path.total;

/** Points of a circular arc, centre (cx, cz), from angle a0 to a1 (radians), `steps` segments, both ends included. */
export function arcPoints(cx: number, cz: number, radius: number, a0: number, a1: number, steps: number): Point2[] {
  return Array.from({ length: steps + 1 }, (_, i) => {
    const a = a0 + ((a1 - a0) * i) / steps;
    return [cx + radius * Math.cos(a), cz + radius * Math.sin(a)] as Point2;
  });
}

/**
 * Moves each point of a path sideways by `distance`. Our paths walk with the product's outside at
 * (−tz, tx) of the walking direction t, so a positive distance moves inwards.
 */
export function offsetPath(points: Point2[], distance: number, closed = false): Point2[] {
  return points.map((point, i) => {
    const prev = points[i - 1] ?? (closed ? points[points.length - 1]! : point);
    const next = points[i + 1] ?? (closed ? points[0]! : point);
    const tx = next[0] - prev[0];
    const tz = next[1] - prev[1];
    const l = Math.hypot(tx, tz) || 1;
    return [point[0] + (tz / l) * distance, point[1] + (-tx / l) * distance] as Point2;
  });
}
