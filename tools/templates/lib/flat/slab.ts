import { Solid, type Material, type Role, type SurfacePoint } from './solids';
import { type Vec3 } from '../common/vec';

/** A rounded box (phones, tablets, laptop halves, cases): half sizes along its own axes X, Y, Z,
 *  corner radius in the X–Y plane and edge rounding. Ray-marched on its signed distance. */
export class Slab extends Solid {
  constructor(
    role: Role,
    mat: Material,
    readonly c: Vec3,
    readonly X: Vec3,
    readonly Y: Vec3,
    readonly Z: Vec3,
    readonly hw: number,
    readonly hh: number,
    readonly hd: number,
    readonly corner: number,
    readonly edge: number,
  ) {
    super(role, mat);
  }

  private sd(x: number, y: number, z: number): number {
    const re = Math.min(this.edge, this.hd);
    const rc = Math.max(this.corner - re, 0);
    const qx = Math.abs(x) - (this.hw - re - rc);
    const qy = Math.abs(y) - (this.hh - re - rc);
    const d2 = Math.min(Math.max(qx, qy), 0) + Math.hypot(Math.max(qx, 0), Math.max(qy, 0)) - rc;
    const wz = Math.abs(z) - (this.hd - re);
    return Math.min(Math.max(d2, wz), 0) + Math.hypot(Math.max(d2, 0), Math.max(wz, 0)) - re;
  }

  private local(px: number, py: number, pz: number): [number, number, number] {
    const dx = px - this.c[0];
    const dy = py - this.c[1];
    const dz = pz - this.c[2];
    const { X, Y, Z } = this;
    return [dx * X[0] + dy * X[1] + dz * X[2], dx * Y[0] + dy * Y[1] + dz * Y[2], dx * Z[0] + dy * Z[1] + dz * Z[2]];
  }

  hit(ox: number, oy: number, oz: number, dx: number, dy: number, dz: number, tmax: number): number {
    const [lx, ly, lz] = this.local(ox, oy, oz);
    const { X, Y, Z } = this;
    const ex = dx * X[0] + dy * X[1] + dz * X[2];
    const ey = dx * Y[0] + dy * Y[1] + dz * Y[2];
    const ez = dx * Z[0] + dy * Z[1] + dz * Z[2];
    // Clip the ray to the bounding box first, then sphere-trace inside it.
    let t0 = 1e-4;
    let t1 = tmax;
    const half = [this.hw, this.hh, this.hd];
    const o = [lx, ly, lz];
    const d = [ex, ey, ez];
    for (let k = 0; k < 3; k++) {
      const dk = d[k]!;
      const ok = o[k]!;
      const h = half[k]!;
      if (Math.abs(dk) < 1e-12) {
        if (ok < -h || ok > h) return Infinity;
        continue;
      }
      let a = (-h - ok) / dk;
      let b = (h - ok) / dk;
      if (a > b) [a, b] = [b, a];
      t0 = Math.max(t0, a);
      t1 = Math.min(t1, b);
      if (t0 > t1) return Infinity;
    }
    // Shadow rays come as unnormalised segments: step by distance over the ray's speed.
    const speed = Math.hypot(ex, ey, ez) || 1;
    let t = t0;
    const eps = 1e-3 * Math.max(this.hd, 0.05);
    for (let i = 0; i < 64 && t <= t1; i++) {
      const dist = this.sd(lx + t * ex, ly + t * ey, lz + t * ez);
      if (dist < eps) return t;
      t += dist / speed;
    }
    return Infinity;
  }

  surface(px: number, py: number, pz: number, out: SurfacePoint): void {
    const [x, y, z] = this.local(px, py, pz);
    const h = 1e-3;
    const gx = this.sd(x + h, y, z) - this.sd(x - h, y, z);
    const gy = this.sd(x, y + h, z) - this.sd(x, y - h, z);
    const gz = this.sd(x, y, z + h) - this.sd(x, y, z - h);
    const l = Math.hypot(gx, gy, gz) || 1;
    const { X, Y, Z } = this;
    out.nx = (gx * X[0] + gy * Y[0] + gz * Z[0]) / l;
    out.ny = (gx * X[1] + gy * Y[1] + gz * Z[1]) / l;
    out.nz = (gx * X[2] + gy * Y[2] + gz * Z[2]) / l;
    out.s = (x + this.hw) / (2 * this.hw);
    out.t = (this.hh - y) / (2 * this.hh);
  }

  corners(): Vec3[] {
    const out: Vec3[] = [];
    for (const a of [-1, 1])
      for (const b of [-1, 1])
        for (const e of [-1, 1]) {
          const { c, X, Y, Z } = this;
          out.push([
            c[0] + a * this.hw * X[0] + b * this.hh * Y[0] + e * this.hd * Z[0],
            c[1] + a * this.hw * X[1] + b * this.hh * Y[1] + e * this.hd * Z[1],
            c[2] + a * this.hw * X[2] + b * this.hh * Y[2] + e * this.hd * Z[2],
          ]);
        }
    return out;
  }
}
