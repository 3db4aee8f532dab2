import { cross, dot, norm, sub, type Vec3 } from './vec';

/** A pinhole camera producing a square image; image coordinates are 0..1 across, y down. */
export class Camera {
  readonly eye: Vec3;
  readonly fwd: Vec3;
  readonly right: Vec3;
  readonly up: Vec3;
  /** Focal length in image widths, and the image-plane offset of the principal point (for framing). */
  focal: number;
  cx = 0.5;
  cy = 0.5;

  constructor(eye: Vec3, target: Vec3, fovDeg = 40) {
    this.eye = eye;
    this.fwd = norm(sub(target, eye));
    const worldUp: Vec3 = Math.abs(this.fwd[1]) > 0.99 ? [0, 0, -1] : [0, 1, 0];
    this.right = norm(cross(this.fwd, worldUp));
    this.up = cross(this.right, this.fwd);
    this.focal = 0.5 / Math.tan(((fovDeg / 2) * Math.PI) / 180);
  }

  /** Image position (0..1) of a world point; z is the depth along the view axis. */
  project(p: Vec3): [number, number, number] {
    const d = sub(p, this.eye);
    const z = dot(d, this.fwd);
    const x = dot(d, this.right);
    const y = dot(d, this.up);
    return [this.cx + (this.focal * x) / z, this.cy - (this.focal * y) / z, z];
  }

  /** Zoom and shift so that `points` fill `fill` of the frame, centred on (ox, oy). */
  fit(points: readonly Vec3[], fill: number, ox = 0.5, oy = 0.5): void {
    this.cx = 0;
    this.cy = 0;
    let x0 = Infinity;
    let y0 = Infinity;
    let x1 = -Infinity;
    let y1 = -Infinity;
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
}

/** The unit direction of the ray through image point (ix, iy). */
export function rayDir(cam: Camera, ix: number, iy: number): Vec3 {
  const x = (ix - cam.cx) / cam.focal;
  const y = -(iy - cam.cy) / cam.focal;
  return norm([
    cam.fwd[0] + x * cam.right[0] + y * cam.up[0],
    cam.fwd[1] + x * cam.right[1] + y * cam.up[1],
    cam.fwd[2] + x * cam.right[2] + y * cam.up[2],
  ]);
}
