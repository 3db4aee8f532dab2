/**
 * The surface mesh of a marked print area: a flat print in perspective, a label round a cylinder, or a smooth
 * surface through a freeform grid of points; then the small displacement that makes a print follow the folds the
 * photo's light shows. Every input the marks allow (collinear corners, a grid folded over itself) gives finite points.
 */
import { meshFrom, unitSquareHomography, type GridMesh } from '../render/surfaces';
import type { MarkPoint, PrintArea } from './own-template';

type Point = [number, number];
type ToTemplate = (fx: number, fy: number) => Point;

/** Cells each way of a flat area's mesh (fine enough for the relief's folds to show in it). */
export const FLAT_CELLS = 32;
/** Cells each way at least of a grid area's mesh. */
export const GRID_CELLS = 32;
/** Cells round and along a cylinder's label. */
export const CYLINDER_CELLS: readonly [number, number] = [48, 8];

/** The mesh of the marked area in template pixels; `toTemplate` maps photo fractions to template pixels. */
export function areaMesh(area: PrintArea, toTemplate: ToTemplate, photoWidth: number, photoHeight: number): GridMesh {
  switch (area.kind) {
    case 'flat':
      return flatMesh(area.corners.map(([x, y]) => toTemplate(x, y)) as [Point, Point, Point, Point]);
    case 'cylinder': {
      const rim = (e: typeof area.top) => ({ c: toTemplate(e.cx, e.cy), rx: e.rx * photoWidth, ry: e.ry * photoHeight });
      const top = rim(area.top), bottom = rim(area.bottom);
      const span = (Math.min(180, Math.max(1, area.span)) * Math.PI) / 180;
      return meshFrom(CYLINDER_CELLS[0], CYLINDER_CELLS[1], (u, v) => {
        // u runs round the axis: sin foreshortens towards the sides; the near side of each rim is its lower half.
        const angle = (u - 0.5) * span;
        const sin = Math.sin(angle), cos = Math.cos(angle);
        const tx = top.c[0] + top.rx * sin, ty = top.c[1] + top.ry * cos;
        const bx = bottom.c[0] + bottom.rx * sin, by = bottom.c[1] + bottom.ry * cos;
        return [tx + (bx - tx) * v, ty + (by - ty) * v];
      });
    }
    case 'grid':
      return gridMesh(area.cols, area.rows, area.points.map(([x, y]: MarkPoint) => toTemplate(x, y)));
  }
}

/** Twice the signed area of triangle a b c. */
const cross = (a: Point, b: Point, c: Point) => (b[0] - a[0]) * (c[1] - a[1]) - (b[1] - a[1]) * (c[0] - a[0]);

/**
 * A flat print whose corners land on p0…p3: the homography when the quad is convex (the only quads a plane seen
 * in perspective makes), else bilinear between the corners, which stays finite for any four points.
 */
export function flatMesh(corners: [Point, Point, Point, Point], cells = FLAT_CELLS): GridMesh {
  const [p0, p1, p2, p3] = corners;
  const turns = [cross(p0, p1, p2), cross(p1, p2, p3), cross(p2, p3, p0), cross(p3, p0, p1)];
  const convex = turns.every((t) => t > 1e-6) || turns.every((t) => t < -1e-6);
  const at = convex
    ? unitSquareHomography(p0, p1, p2, p3)
    : (u: number, v: number): Point => [
        (p0[0] * (1 - u) + p1[0] * u) * (1 - v) + (p3[0] * (1 - u) + p2[0] * u) * v,
        (p0[1] * (1 - u) + p1[1] * u) * (1 - v) + (p3[1] * (1 - u) + p2[1] * u) * v,
      ];
  return meshFrom(cells, cells, at);
}

/** Catmull-Rom weights for the points at offsets −1, 0, 1, 2 at parameter t in [0, 1]. */
function catmullRom(t: number): [number, number, number, number] {
  const t2 = t * t, t3 = t2 * t;
  return [(-t3 + 2 * t2 - t) / 2, (3 * t3 - 5 * t2 + 2) / 2, (-3 * t3 + 4 * t2 + t) / 2, (t3 - t2) / 2];
}

/**
 * A smooth surface through a cols × rows grid of points (row-major): Catmull-Rom both ways, with the rows and columns
 * extended linearly past the edges. The mesh has a whole number of cells between marks, so it passes through them.
 */
export function gridMesh(cols: number, rows: number, marks: readonly Point[]): GridMesh {
  const per = (n: number) => Math.max(1, Math.ceil(GRID_CELLS / (n - 1)));
  const mc = (cols - 1) * per(cols), mr = (rows - 1) * per(rows);
  // Linear extension one step past the edges, each way in turn: P(−1) = 2·P(0) − P(1).
  const mark = (i: number, j: number, c: 0 | 1) => marks[j * cols + i]?.[c] ?? 0;
  const inRow = (i: number, j: number, c: 0 | 1) =>
    i < 0 ? 2 * mark(0, j, c) - mark(1, j, c) : i >= cols ? 2 * mark(cols - 1, j, c) - mark(cols - 2, j, c) : mark(i, j, c);
  const at = (i: number, j: number, c: 0 | 1) =>
    j < 0 ? 2 * inRow(i, 0, c) - inRow(i, 1, c) : j >= rows ? 2 * inRow(i, rows - 1, c) - inRow(i, rows - 2, c) : inRow(i, j, c);
  const points = new Float32Array(2 * (mc + 1) * (mr + 1));
  for (let r = 0; r <= mr; r++) {
    const sv = (r / mr) * (rows - 1);
    const j = Math.min(rows - 2, Math.floor(sv));
    const wv = catmullRom(sv - j);
    for (let k = 0; k <= mc; k++) {
      const su = (k / mc) * (cols - 1);
      const i = Math.min(cols - 2, Math.floor(su));
      const wu = catmullRom(su - i);
      for (const c of [0, 1] as const) {
        let sum = 0;
        for (let b = 0; b < 4; b++) {
          let row = 0;
          for (let a = 0; a < 4; a++) row += wu[a]! * at(i - 1 + a, j - 1 + b, c);
          sum += wv[b]! * row;
        }
        points[2 * (r * (mc + 1) + k) + c] = Number.isFinite(sum) ? sum : 0;
      }
    }
  }
  return { cols: mc, rows: mr, points };
}

/** Displacement per unit of relief slope (slope measured per template side, displacement in template sides). */
const DISPLACE_GAIN = 2.5e-4;
/** The largest displacement, as a fraction of the template side (a few pixels). */
const DISPLACE_MAX = 0.005;

/** Relief at template pixel (x, y), bilinear, 0 off the template. */
function reliefAt(relief: Float32Array, size: number, x: number, y: number): number {
  const sx = x - 0.5, sy = y - 0.5;
  const x0 = Math.floor(sx), y0 = Math.floor(sy);
  if (!(x0 >= 0 && y0 >= 0 && x0 < size - 1 && y0 < size - 1)) return 0;
  const fx = sx - x0, fy = sy - y0, i = y0 * size + x0;
  const top = relief[i]! + (relief[i + 1]! - relief[i]!) * fx;
  const bottom = relief[i + size]! + (relief[i + size + 1]! - relief[i + size]!) * fx;
  return top + (bottom - top) * fy;
}

/**
 * Moves each mesh point down the relief's slope (towards the darker side of a fold), so the print is drawn into
 * creases and bends over ridges. Displacement is proportional to the slope, softly limited to a few pixels; a flat,
 * evenly lit area gets none.
 */
export function displaceMesh(mesh: GridMesh, relief: Float32Array, size: number): GridMesh {
  const points = Float32Array.from(mesh.points);
  const h = Math.max(1, size / 256);
  const max = DISPLACE_MAX * size;
  const gain = DISPLACE_GAIN * size * size;
  for (let p = 0; p < points.length; p += 2) {
    const x = points[p]!, y = points[p + 1]!;
    const gx = (reliefAt(relief, size, x + h, y) - reliefAt(relief, size, x - h, y)) / (2 * h);
    const gy = (reliefAt(relief, size, x, y + h) - reliefAt(relief, size, x, y - h)) / (2 * h);
    const dx = -gain * gx, dy = -gain * gy;
    const len = Math.hypot(dx, dy);
    if (!(len > 1e-6)) continue;
    const k = (max * Math.tanh(len / max)) / len;
    points[p] = x + dx * k;
    points[p + 1] = y + dy * k;
  }
  return { cols: mesh.cols, rows: mesh.rows, points, ...(mesh.depth && { depth: mesh.depth }) };
}
