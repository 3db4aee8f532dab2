import { cross, dot, normalize, sub, type Vec3 } from './vec';

/** A pinhole camera producing a square image; image coordinates are 0..1 across, y down. */
export class Camera {
  readonly fwd: Vec3;
  readonly right: Vec3;
  readonly up: Vec3;
  /** Focal length in image widths, and the image position of the principal point (moved by `fit`). */
  focal: number;
  cx = 0.5;
  cy = 0.5;

  constructor(
    readonly eye: Vec3,
    target: Vec3,
    fovDeg = 40,
  ) {
    this.fwd = normalize(sub(target, eye));
    const worldUp: Vec3 = Math.abs(this.fwd[1]) > 0.99 ? [0, 0, -1] : [0, 1, 0];
    this.right = normalize(cross(this.fwd, worldUp));
    this.up = cross(this.right, this.fwd);
    this.focal = 0.5 / Math.tan(((fovDeg / 2) * Math.PI) / 180);
  }

  /** Image position (0..1) of a world point; z is the depth along the view axis. */
  project(p: Vec3): [number, number, number] {
    const d = sub(p, this.eye);
    const z = dot(d, this.fwd);
    return [this.cx + (this.focal * dot(d, this.right)) / z, this.cy - (this.focal * dot(d, this.up)) / z, z];
  }

  /** The unit direction of the ray through image point (ix, iy). */
  ray(ix: number, iy: number): Vec3 {
    const x = (ix - this.cx) / this.focal;
    const y = -(iy - this.cy) / this.focal;
    const { fwd: f, right: r, up: u } = this;
    return normalize([f[0] + x * r[0] + y * u[0], f[1] + x * r[1] + y * u[1], f[2] + x * r[2] + y * u[2]]);
  }

  /** Zoom and shift so that `points` fill `fill` of the frame, centred on (ox, oy). */
  fit(points: readonly Vec3[], fill: number, ox = 0.5, oy = 0.5): void {
    this.cx = 0;
    this.cy = 0;
    let x0 = Infinity, y0 = Infinity, x1 = -Infinity, y1 = -Infinity;
    for (const p of points) {
      const [x, y] = this.project(p);
      x0 = Math.min(x0, x);
      x1 = Math.max(x1, x);
      y0 = Math.min(y0, y);
      y1 = Math.max(y1, y);
    }
    const k = fill / Math.max(x1 - x0, y1 - y0);
    this.focal *= k;
    this.cx = ox - ((x0 + x1) / 2) * k;
    this.cy = oy - ((y0 + y1) / 2) * k;
  }

  /** The 3×4 projection to pixels of a `size` image, with world units scaled by `unit` (e.g. 100: metres → cm). */
  matrix(size: number, unit = 1): number[] {
    const { fwd: F, right: R, up: U, focal: f, cx, cy, eye } = this;
    const row0: Vec3 = [size * (cx * F[0] + f * R[0]), size * (cx * F[1] + f * R[1]), size * (cx * F[2] + f * R[2])];
    const row1: Vec3 = [size * (cy * F[0] - f * U[0]), size * (cy * F[1] - f * U[1]), size * (cy * F[2] - f * U[2])];
    // Rows act on world points in `unit`s (p_world = p_unit / unit), so the linear parts are divided by it.
    const rows = [row0, row1, F].map((r) => [r[0] / unit, r[1] / unit, r[2] / unit, -dot(r, eye)]);
    return rows.flat();
  }
}
