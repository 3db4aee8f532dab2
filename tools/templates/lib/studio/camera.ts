import { cross, normalize, sub, dot, type Vec3 } from './math';

/** A pinhole camera looking from `eye` at `target`; image is `size` pixels square. */
export class Camera {
  readonly forward: Vec3;
  readonly right: Vec3;
  readonly up: Vec3;
  readonly focal: number;

  constructor(readonly eye: Vec3, target: Vec3, fovDeg: number, readonly size: number) {
    this.forward = normalize(sub(target, eye));
    this.right = normalize(cross(this.forward, [0, 1, 0]));
    this.up = cross(this.right, this.forward);
    this.focal = size / 2 / Math.tan((fovDeg * Math.PI) / 360);
  }

  /** Screen x, y (pixels, y down) and depth along the view axis. */
  project(p: Vec3): [number, number, number] {
    const d = sub(p, this.eye);
    const z = dot(d, this.forward);
    return [this.size / 2 + (dot(d, this.right) * this.focal) / z, this.size / 2 - (dot(d, this.up) * this.focal) / z, z];
  }

  /** Unit ray direction through pixel (x, y). */
  ray(x: number, y: number): Vec3 {
    const a = (x - this.size / 2) / this.focal, b = -(y - this.size / 2) / this.focal;
    const f = this.forward, r = this.right, u = this.up;
    return normalize([f[0] + r[0] * a + u[0] * b, f[1] + r[1] * a + u[1] * b, f[2] + r[2] * a + u[2] * b]);
  }
}
