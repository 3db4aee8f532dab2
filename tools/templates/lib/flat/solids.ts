import { cross, length, normalize, scale, type Vec3 } from '../common/vec';

/** What a solid is in the template: scenery, recolourable product, or product that takes the print. */
export type Role = 'prop' | 'product' | 'print';
import type { RGB } from '../common/colour';

export type { RGB };

/** Surface look. Colours are linear-ish 0..1; products use the luminance of `colour` as a grey albedo. */
export interface Material {
  colour: RGB | ((s: number, t: number) => RGB);
  /** Specular strength 0..1 and Blinn-Phong exponent. */
  spec?: number;
  shininess?: number;
  /** Self-lit surfaces (screens): this brightness, ignoring the room light. */
  emissive?: number;
  /** Paper/fabric grain amplitude (fraction of the shade) and feature size in cm. */
  grain?: number;
  grainSize?: number;
  /** Screen glass: a soft diagonal reflection band of this strength. */
  glare?: number;
  /** Mirror-like reflection of the surroundings (car paint, glass): bright sky above the horizon, darker ground below,
   *  stronger at grazing angles. 0…1. */
  reflect?: number;
}

/** Surface point of the last `surface()` call: normal, local coordinates s, t in 0..1. */
export interface SurfacePoint {
  nx: number;
  ny: number;
  nz: number;
  s: number;
  t: number;
}

export abstract class Solid {
  castShadow = true;
  constructor(
    public role: Role,
    readonly mat: Material,
  ) {}
  /** Ray parameter of the nearest hit in (1e-4, tmax), or Infinity. */
  abstract hit(ox: number, oy: number, oz: number, dx: number, dy: number, dz: number, tmax: number): number;
  /** Normal and local coordinates at a point on the surface. */
  abstract surface(px: number, py: number, pz: number, out: SurfacePoint): void;
  /** Corners of a bounding box, for screen culling and framing. */
  abstract corners(): Vec3[];
}

/** A flat parallelogram o + s·u + t·v (u ⟂ v), optionally with rounded corners of radius `radius` cm.
 *  o is the top-left of the face as seen from its front, u points right, v down; the front normal is v × u. */
export class Quad extends Solid {
  readonly n: Vec3;
  readonly lu: number;
  readonly lv: number;
  radius = 0;
  constructor(
    role: Role,
    mat: Material,
    readonly o: Vec3,
    readonly u: Vec3,
    readonly v: Vec3,
  ) {
    super(role, mat);
    this.n = normalize(cross(v, u));
    this.lu = length(u);
    this.lv = length(v);
  }

  withRadius(r: number): this {
    this.radius = r;
    return this;
  }

  point(s: number, t: number): Vec3 {
    const { o, u, v } = this;
    return [o[0] + s * u[0] + t * v[0], o[1] + s * u[1] + t * v[1], o[2] + s * u[2] + t * v[2]];
  }

  hit(ox: number, oy: number, oz: number, dx: number, dy: number, dz: number, tmax: number): number {
    const n = this.n;
    const den = n[0] * dx + n[1] * dy + n[2] * dz;
    if (den > -1e-9 && den < 1e-9) return Infinity;
    const o = this.o;
    const t = (n[0] * (o[0] - ox) + n[1] * (o[1] - oy) + n[2] * (o[2] - oz)) / den;
    if (t <= 1e-4 || t >= tmax) return Infinity;
    const wx = ox + t * dx - o[0];
    const wy = oy + t * dy - o[1];
    const wz = oz + t * dz - o[2];
    const u = this.u;
    const v = this.v;
    const a = (wx * u[0] + wy * u[1] + wz * u[2]) / this.lu;
    const b = (wx * v[0] + wy * v[1] + wz * v[2]) / this.lv;
    if (a < 0 || b < 0 || a > this.lu || b > this.lv) return Infinity;
    const r = this.radius;
    if (r > 0) {
      const qx = Math.max(r - a, a - (this.lu - r), 0);
      const qy = Math.max(r - b, b - (this.lv - r), 0);
      if (qx * qx + qy * qy > r * r) return Infinity;
    }
    return t;
  }

  surface(px: number, py: number, pz: number, out: SurfacePoint): void {
    const { o, u, v, n } = this;
    const wx = px - o[0];
    const wy = py - o[1];
    const wz = pz - o[2];
    out.s = (wx * u[0] + wy * u[1] + wz * u[2]) / (this.lu * this.lu);
    out.t = (wx * v[0] + wy * v[1] + wz * v[2]) / (this.lv * this.lv);
    out.nx = n[0];
    out.ny = n[1];
    out.nz = n[2];
  }

  corners(): Vec3[] {
    return [this.point(0, 0), this.point(1, 0), this.point(1, 1), this.point(0, 1)];
  }
}

/** A capped cylinder from `base` along unit `axis` for `height`; s runs around, t along the axis. */
export class Cylinder extends Solid {
  readonly axis: Vec3;
  constructor(
    role: Role,
    mat: Material,
    readonly base: Vec3,
    axis: Vec3,
    readonly height: number,
    readonly radius: number,
    /** Open top (a cup or pot seen from above shows its inside as the cap colour). */
    readonly capColour?: RGB,
  ) {
    super(role, mat);
    this.axis = normalize(axis);
  }

  hit(ox: number, oy: number, oz: number, dx: number, dy: number, dz: number, tmax: number): number {
    const a = this.axis;
    const b = this.base;
    const wx = ox - b[0];
    const wy = oy - b[1];
    const wz = oz - b[2];
    const dd = dx * a[0] + dy * a[1] + dz * a[2];
    const wd = wx * a[0] + wy * a[1] + wz * a[2];
    // Components perpendicular to the axis.
    const px = dx - dd * a[0];
    const py = dy - dd * a[1];
    const pz = dz - dd * a[2];
    const qx = wx - wd * a[0];
    const qy = wy - wd * a[1];
    const qz = wz - wd * a[2];
    const A = px * px + py * py + pz * pz;
    const B = 2 * (px * qx + py * qy + pz * qz);
    const C = qx * qx + qy * qy + qz * qz - this.radius * this.radius;
    let best = Infinity;
    if (A > 1e-12) {
      const disc = B * B - 4 * A * C;
      if (disc >= 0) {
        const sq = Math.sqrt(disc);
        for (const t of [(-B - sq) / (2 * A), (-B + sq) / (2 * A)]) {
          if (t > 1e-4 && t < tmax && t < best) {
            const h = wd + t * dd;
            if (h >= 0 && h <= this.height) best = t;
          }
        }
      }
    }
    if (dd > 1e-12 || dd < -1e-12) {
      for (const h of [0, this.height]) {
        const t = (h - wd) / dd;
        if (t > 1e-4 && t < tmax && t < best) {
          const rx = qx + t * px;
          const ry = qy + t * py;
          const rz = qz + t * pz;
          if (rx * rx + ry * ry + rz * rz <= this.radius * this.radius) best = t;
        }
      }
    }
    return best;
  }

  surface(px: number, py: number, pz: number, out: SurfacePoint): void {
    const a = this.axis;
    const b = this.base;
    const wx = px - b[0];
    const wy = py - b[1];
    const wz = pz - b[2];
    const h = wx * a[0] + wy * a[1] + wz * a[2];
    out.t = h / this.height;
    if (h < 1e-3 || h > this.height - 1e-3) {
      const sgn = h < 1e-3 ? -1 : 1;
      out.nx = a[0] * sgn;
      out.ny = a[1] * sgn;
      out.nz = a[2] * sgn;
      out.s = -1; // cap
      return;
    }
    const rx = wx - h * a[0];
    const ry = wy - h * a[1];
    const rz = wz - h * a[2];
    const r = Math.hypot(rx, ry, rz) || 1;
    out.nx = rx / r;
    out.ny = ry / r;
    out.nz = rz / r;
    out.s = (Math.atan2(rz, rx) / (2 * Math.PI) + 1) % 1;
  }

  corners(): Vec3[] {
    const r = this.radius;
    const top = scale(this.axis, this.height);
    const out: Vec3[] = [];
    for (const [dx, dy, dz] of [
      [-r, -r, -r],
      [r, r, r],
      [-r, r, -r],
      [r, -r, r],
      [r, r, -r],
      [-r, -r, r],
    ] as const) {
      out.push([this.base[0] + dx, this.base[1] + dy, this.base[2] + dz]);
      out.push([this.base[0] + top[0] + dx, this.base[1] + top[1] + dy, this.base[2] + top[2] + dz]);
    }
    return out;
  }
}

/** An ellipsoid (sphere when ry = r): fruit, leaves, stones, knobs. */
export class Blob extends Solid {
  constructor(
    role: Role,
    mat: Material,
    readonly c: Vec3,
    readonly r: number,
    readonly ry = r,
  ) {
    super(role, mat);
  }

  hit(ox: number, oy: number, oz: number, dx: number, dy: number, dz: number, tmax: number): number {
    const k = this.r / this.ry;
    const wx = ox - this.c[0];
    const wy = (oy - this.c[1]) * k;
    const wz = oz - this.c[2];
    const ey = dy * k;
    const A = dx * dx + ey * ey + dz * dz;
    const B = 2 * (wx * dx + wy * ey + wz * dz);
    const C = wx * wx + wy * wy + wz * wz - this.r * this.r;
    const disc = B * B - 4 * A * C;
    if (disc < 0) return Infinity;
    const sq = Math.sqrt(disc);
    const t0 = (-B - sq) / (2 * A);
    if (t0 > 1e-4 && t0 < tmax) return t0;
    const t1 = (-B + sq) / (2 * A);
    return t1 > 1e-4 && t1 < tmax ? t1 : Infinity;
  }

  surface(px: number, py: number, pz: number, out: SurfacePoint): void {
    const k = this.r / this.ry;
    const nx = px - this.c[0];
    const ny = ((py - this.c[1]) * k) / this.ry * this.r;
    const nz = pz - this.c[2];
    const l = Math.hypot(nx, ny, nz) || 1;
    out.nx = nx / l;
    out.ny = ny / l;
    out.nz = nz / l;
    out.s = 0.5 + Math.atan2(nz, nx) / (2 * Math.PI);
    out.t = 0.5 - ny / l / 2;
  }

  corners(): Vec3[] {
    const { c, r, ry } = this;
    return [
      [c[0] - r, c[1] - ry, c[2] - r],
      [c[0] + r, c[1] + ry, c[2] + r],
      [c[0] - r, c[1] + ry, c[2] + r],
      [c[0] + r, c[1] - ry, c[2] - r],
      [c[0] + r, c[1] + ry, c[2] - r],
      [c[0] - r, c[1] - ry, c[2] + r],
    ];
  }
}

