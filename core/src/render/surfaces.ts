/**
 * Surface meshes for the common product shapes, used by recipes (tools/templates) and tests: a flat print seen in
 * perspective, a label wrapped round a cylinder, and fabric folds that push the print along the fold normals.
 */
import type { SurfaceMesh } from './types';

type Point = readonly [number, number];

/** A mesh whose points are a Float32Array (what recipes hand to the builder). */
export interface GridMesh extends SurfaceMesh {
  points: Float32Array;
}

/** Homography taking the unit square's corners (0,0) (1,0) (1,1) (0,1) to the quad p0…p3. */
export function unitSquareHomography(p0: Point, p1: Point, p2: Point, p3: Point): (u: number, v: number) => [number, number] {
  const [x0, y0] = p0, [x1, y1] = p1, [x2, y2] = p2, [x3, y3] = p3;
  const sx = x0 - x1 + x2 - x3;
  const sy = y0 - y1 + y2 - y3;
  const dx1 = x1 - x2, dx2 = x3 - x2, dy1 = y1 - y2, dy2 = y3 - y2;
  const den = dx1 * dy2 - dx2 * dy1;
  const g = den === 0 ? 0 : (sx * dy2 - dx2 * sy) / den;
  const h = den === 0 ? 0 : (dx1 * sy - sx * dy1) / den;
  const a = x1 - x0 + g * x1, b = x3 - x0 + h * x3, c = x0;
  const d = y1 - y0 + g * y1, e = y3 - y0 + h * y3, f = y0;
  return (u, v) => {
    const w = g * u + h * v + 1;
    return [(a * u + b * v + c) / w, (d * u + e * v + f) / w];
  };
}

export function meshFrom(cols: number, rows: number, at: (u: number, v: number) => readonly [number, number]): GridMesh {
  const points = new Float32Array(2 * (cols + 1) * (rows + 1));
  for (let j = 0; j <= rows; j++) {
    for (let i = 0; i <= cols; i++) {
      const [x, y] = at(i / cols, j / rows);
      points[2 * (j * (cols + 1) + i)] = x;
      points[2 * (j * (cols + 1) + i) + 1] = y;
    }
  }
  return { cols, rows, points };
}

/** A flat print whose corners (top-left, top-right, bottom-right, bottom-left) land on the given points. */
export function perspectiveMesh(p0: Point, p1: Point, p2: Point, p3: Point, cols = 16, rows = 16): GridMesh {
  return meshFrom(cols, rows, unitSquareHomography(p0, p1, p2, p3));
}

export interface CylinderView {
  /** Screen x of the axis, screen radius (half the visible width), in template pixels. */
  cx: number;
  radius: number;
  /** Screen y of the label's top and bottom on the axis (the near-side silhouette). */
  top: number;
  bottom: number;
  /** Ellipse half-height of the rims (camera looking slightly down: > 0). */
  rimTilt: number;
  /** Angular span of the label seen from the front, radians (at most π: the visible half). */
  span: number;
  /** Rotation of the label's centre away from the camera, radians (0 = facing the camera). */
  turn?: number;
}

/** A label wrapped round a vertical cylinder: u runs round the axis, foreshortened towards the edges. */
export function cylinderMesh(view: CylinderView, cols = 48, rows = 12): GridMesh {
  return meshFrom(cols, rows, (u, v) => cylinderPoint(view, u, v));
}

/** Where label point (u, v) lands: `top`/`bottom` are the rims' lowest (nearest) points; rims curve up sideways. */
export function cylinderPoint(view: CylinderView, u: number, v: number): [number, number] {
  const angle = (view.turn ?? 0) + (u - 0.5) * view.span; // 0 faces the camera
  const y = view.top + (view.bottom - view.top) * v + view.rimTilt * (Math.cos(angle) - 1);
  return [view.cx + view.radius * Math.sin(angle), y];
}

export interface Fold {
  /** A point on the fold line and its direction, in template pixels. */
  x: number;
  y: number;
  angle: number;
  /** Push across the fold, template pixels (positive: towards the left normal); width of the fold. */
  depth: number;
  width: number;
}

/** Bends a mesh with fabric folds: each point moves across the fold line by a Gaussian of its distance to it (its
 *  depths, if any, are kept). */
export function foldMesh(mesh: SurfaceMesh, folds: readonly Fold[]): GridMesh {
  const points = Float32Array.from(mesh.points);
  for (let p = 0; p < points.length; p += 2) {
    let x = points[p]!, y = points[p + 1]!;
    for (const f of folds) {
      const nx = -Math.sin(f.angle), ny = Math.cos(f.angle);
      const dist = (x - f.x) * nx + (y - f.y) * ny;
      const push = f.depth * Math.exp(-(dist * dist) / (2 * f.width * f.width));
      x += nx * push;
      y += ny * push;
    }
    points[p] = x;
    points[p + 1] = y;
  }
  return { cols: mesh.cols, rows: mesh.rows, points, ...(mesh.depth && { depth: mesh.depth }) };
}
