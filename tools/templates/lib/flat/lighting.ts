import type { StageSpec } from './stage-spec';
import { dot, length, sub, type Vec3 } from '../common/vec';

/** Shared light model: one point/area light plus sky ambient; exposure puts the print near white. */
export class Lighting {
  readonly ambient: number;
  readonly d0: number;
  readonly exposure: number;
  constructor(readonly spec: StageSpec) {
    this.ambient = spec.ambient ?? 0.38;
    const p = spec.print;
    const centre = p.point(0.5, 0.5);
    this.d0 = length(sub(spec.light.pos, centre));
    const toCam = sub(spec.camera.eye, centre);
    const n = dot(p.n, toCam) < 0 ? ([-p.n[0], -p.n[1], -p.n[2]] as Vec3) : p.n;
    const lit = this.light(centre[0], centre[1], centre[2], n[0], n[1], n[2], 1, 1);
    this.exposure = Math.min(1.7, Math.max(0.85, 0.93 / lit));
  }

  /** Unexposed irradiance at a point with normal n, given light visibility and ambient occlusion. */
  light(px: number, py: number, pz: number, nx: number, ny: number, nz: number, vis: number, ao: number): number {
    const L = this.spec.light.pos;
    const lx = L[0] - px;
    const ly = L[1] - py;
    const lz = L[2] - pz;
    const d = Math.hypot(lx, ly, lz);
    const diff = Math.max(0, (nx * lx + ny * ly + nz * lz) / d);
    const atten = Math.min(1.4, Math.max(0.35, Math.pow(this.d0 / d, 1.4)));
    const sky = 0.82 + 0.18 * ny;
    return this.ambient * ao * sky + (1 - this.ambient) * diff * atten * vis;
  }
}
