/**
 * Vehicles as real solids for fleet-graphics mockups: a body shaped by a signed distance field (rounded boxes for the
 * cab, cargo box and bonnet, a raked windscreen, wheel arches cut out), glass, tyres with rims, lights and bumpers, and
 * a vinyl panel on the side that takes the print. Centimetres; x runs from the back to the front, y up, the camera
 * side is +z.
 */
import { Cylinder, Quad, Solid, type Material, type Role, type SurfacePoint } from './solids';
import { hex } from './materials';
import type { Vec3 } from '../common/vec';

type Sd = (x: number, y: number, z: number) => number;

/** Signed distance to a box of half sizes (hx, hy, hz) centred at (cx, cy, cz), edges rounded by r. */
export const roundBox = (cx: number, cy: number, cz: number, hx: number, hy: number, hz: number, r: number): Sd => (x, y, z) => {
  const qx = Math.abs(x - cx) - hx + r, qy = Math.abs(y - cy) - hy + r, qz = Math.abs(z - cz) - hz + r;
  return Math.hypot(Math.max(qx, 0), Math.max(qy, 0), Math.max(qz, 0)) + Math.min(Math.max(qx, qy, qz), 0) - r;
};

/** A solid bounded by a signed distance field, ray-marched inside its bounding box. */
export class SdfSolid extends Solid {
  constructor(
    role: Role,
    mat: Material,
    readonly sd: Sd,
    readonly lo: Vec3,
    readonly hi: Vec3,
  ) {
    super(role, mat);
  }

  hit(ox: number, oy: number, oz: number, dx: number, dy: number, dz: number, tmax: number): number {
    let t0 = 1e-4, t1 = tmax;
    const o = [ox, oy, oz], d = [dx, dy, dz];
    for (let k = 0; k < 3; k++) {
      const dk = d[k]!, ok = o[k]!;
      if (Math.abs(dk) < 1e-12) {
        if (ok < this.lo[k]! || ok > this.hi[k]!) return Infinity;
        continue;
      }
      let a = (this.lo[k]! - ok) / dk, b = (this.hi[k]! - ok) / dk;
      if (a > b) [a, b] = [b, a];
      t0 = Math.max(t0, a);
      t1 = Math.min(t1, b);
      if (t0 > t1) return Infinity;
    }
    // Shadow rays come as unnormalised segments: march in centimetres, report in the ray's own parameter.
    const speed = Math.hypot(dx, dy, dz) || 1;
    let t = t0;
    for (let i = 0; i < 96 && t <= t1; i++) {
      const dist = this.sd(ox + t * dx, oy + t * dy, oz + t * dz);
      if (dist < 0.05) return t;
      t += Math.max(dist * 0.9, 0.02) / speed;
    }
    return Infinity;
  }

  surface(px: number, py: number, pz: number, out: SurfacePoint): void {
    const h = 0.2;
    const gx = this.sd(px + h, py, pz) - this.sd(px - h, py, pz);
    const gy = this.sd(px, py + h, pz) - this.sd(px, py - h, pz);
    const gz = this.sd(px, py, pz + h) - this.sd(px, py, pz - h);
    const l = Math.hypot(gx, gy, gz) || 1;
    out.nx = gx / l;
    out.ny = gy / l;
    out.nz = gz / l;
    out.s = (px - this.lo[0]) / (this.hi[0] - this.lo[0]);
    out.t = (this.hi[1] - py) / (this.hi[1] - this.lo[1]);
  }

  corners(): Vec3[] {
    const out: Vec3[] = [];
    for (const x of [this.lo[0], this.hi[0]]) for (const y of [this.lo[1], this.hi[1]]) for (const z of [this.lo[2], this.hi[2]]) out.push([x, y, z]);
    return out;
  }
}

export interface VehicleSpec {
  /** Overall length and width, and the body's underside height (ground clearance). */
  length: number;
  width: number;
  floor: number;
  /** Rounded boxes making the body, each [x0, x1, y0, y1, corner radius] (full width). */
  blocks: ReadonlyArray<readonly [number, number, number, number, number]>;
  /** Raked glass (windscreen, rear screen): the body is cut along the line from `foot` to `head` (x, y), on the side
   *  away from the middle of the vehicle, and glass is set into the cut. */
  rakes?: ReadonlyArray<{ foot: readonly [number, number]; head: readonly [number, number] }>;
  /** Wheel centres along x, tyre radius. */
  wheels: readonly number[];
  tyre: number;
  /** Side glass on the camera side, each [x0, x1, y0, y1]; the windscreen glass is placed on the rake. */
  windows: ReadonlyArray<readonly [number, number, number, number]>;
  /** The printed panel on the camera side: [x0, x1, y0, y1]. */
  print: readonly [number, number, number, number];
  /** Panel lines (doors, box joints) on the camera side: [x0, y0, x1, y1]. */
  lines?: ReadonlyArray<readonly [number, number, number, number]>;
}

const PAINT: Material = { colour: [0.93, 0.93, 0.93], spec: 0.5, shininess: 70, reflect: 0.55 };
const VINYL: Material = { colour: [0.95, 0.95, 0.95], spec: 0.35, shininess: 40, reflect: 0.3 };
const GLASS: Material = { colour: hex('#1c232b'), spec: 0.9, shininess: 140, reflect: 0.8 };
const RUBBER: Material = { colour: hex('#1b1c1e'), spec: 0.12, shininess: 12 };
const RIM: Material = { colour: hex('#b9bcc0'), spec: 0.8, shininess: 90, reflect: 0.5 };
const TRIM: Material = { colour: hex('#26282b'), spec: 0.25, shininess: 30 };
const LAMP: Material = { colour: hex('#f1efe9'), spec: 0.9, shininess: 150, reflect: 0.6 };
const TAIL: Material = { colour: hex('#9b1c1c'), spec: 0.8, shininess: 120, reflect: 0.4 };

export interface Vehicle {
  solids: Solid[];
  print: Quad;
}

/** Builds a vehicle standing on the ground at (x, z), turned `yaw` degrees about the vertical. */
export function vehicle(v: VehicleSpec): Vehicle {
  const hz = v.width / 2;
  const arch = v.tyre + 5;
  const blocks = v.blocks.map(([x0, x1, y0, y1, r]) => roundBox((x0 + x1) / 2, (y0 + y1) / 2, 0, (x1 - x0) / 2, (y1 - y0) / 2, hz, r));
  // Each rake is a plane across the body; its normal points away from the vehicle's middle.
  const mid: readonly [number, number] = [0, v.floor + 60];
  const planes = (v.rakes ?? []).map(({ foot, head }) => {
    let nx = head[1] - foot[1], ny = -(head[0] - foot[0]);
    const l = Math.hypot(nx, ny) || 1;
    nx /= l;
    ny /= l;
    if ((mid[0] - foot[0]) * nx + (mid[1] - foot[1]) * ny > 0) [nx, ny] = [-nx, -ny];
    return { foot, head, nx, ny };
  });
  const sd: Sd = (x, y, z) => {
    let d = Infinity;
    for (const b of blocks) d = Math.min(d, b(x, y, z));
    for (const p of planes) if (y > p.foot[1] - 2) d = Math.max(d, (x - p.foot[0]) * p.nx + (y - p.foot[1]) * p.ny);
    // Wheel arches: cylinders across the body, cut from its sides.
    for (const wx of v.wheels) {
      const a = Math.hypot(x - wx, y - v.tyre) - arch;
      if (a < 0) d = Math.max(d, -a);
    }
    return d;
  };
  const top = Math.max(...v.blocks.map((b) => b[3]));
  const solids: Solid[] = [new SdfSolid('product', PAINT, sd, [-v.length / 2 - 1, v.floor - 1, -hz - 1], [v.length / 2 + 1, top + 1, hz + 1])];
  const side = hz + 0.4;
  const onSide = (x0: number, x1: number, y0: number, y1: number, role: Role, mat: Material) =>
    new Quad(role, mat, [x0, y1, side], [x1 - x0, 0, 0], [0, y0 - y1, 0]);
  for (const [x0, x1, y0, y1] of v.windows) solids.push(onSide(x0, x1, y0, y1, 'prop', GLASS).withRadius(6));
  for (const { foot, head, nx, ny } of planes) {
    // Glass set into the rake, inset from the pillars.
    const inset = 0.06;
    const ax = foot[0] + (head[0] - foot[0]) * inset, ay = foot[1] + (head[1] - foot[1]) * inset;
    const bx = head[0] - (head[0] - foot[0]) * inset, by = head[1] - (head[1] - foot[1]) * inset;
    const o: Vec3 = [bx + nx * 0.5, by + ny * 0.5, hz - 9];
    solids.push(new Quad('prop', GLASS, o, [0, 0, -(v.width - 18)], [ax - bx, ay - by, 0]).withRadius(8));
  }
  for (const [x0, y0, x1, y1] of v.lines ?? []) {
    const len = Math.hypot(x1 - x0, y1 - y0);
    const ux = (x1 - x0) / len, uy = (y1 - y0) / len;
    solids.push(new Quad('product', { ...PAINT, colour: [0.55, 0.55, 0.55], reflect: 0.2 }, [x0 - uy * 0.35, y0 + ux * 0.35, side - 0.2], [x1 - x0, y1 - y0, 0], [uy * 0.7, -ux * 0.7, 0]));
  }
  for (const wx of v.wheels) {
    for (const s of [1, -1]) {
      solids.push(new Cylinder('prop', RUBBER, [wx, v.tyre, s * (hz - 24)], [0, 0, s], 24, v.tyre, hex('#141516')));
      solids.push(new Cylinder('prop', RIM, [wx, v.tyre, s * (hz - 2)], [0, 0, s], 1.2, v.tyre * 0.6, hex('#9ea2a7')));
      solids.push(new Cylinder('prop', TRIM, [wx, v.tyre, s * (hz - 1)], [0, 0, s], 1.4, v.tyre * 0.2, hex('#3a3d41')));
    }
  }
  // Bumpers and lamps front (+x) and back.
  const front = v.length / 2, back = -v.length / 2;
  solids.push(new SdfSolid('prop', TRIM, roundBox(front - 6, v.floor + 14, 0, 8, 11, hz + 1, 4), [front - 15, v.floor, -hz - 2], [front + 3, v.floor + 26, hz + 2]));
  solids.push(new SdfSolid('prop', TRIM, roundBox(back + 6, v.floor + 14, 0, 8, 11, hz + 1, 4), [back - 3, v.floor, -hz - 2], [back + 15, v.floor + 26, hz + 2]));
  solids.push(new Quad('prop', { ...TRIM, colour: hex('#15171a') }, [front + 0.5, v.floor + 52, hz - 34], [0, 0, -(v.width - 68)], [0, -26, 0]).withRadius(4));
  solids.push(new Quad('prop', LAMP, [front + 0.6, v.floor + 58, hz - 4], [0, 0, -26], [0, -14, 0]).withRadius(5));
  solids.push(new Quad('prop', LAMP, [front + 0.6, v.floor + 58, -hz + 30], [0, 0, -26], [0, -14, 0]).withRadius(5));
  solids.push(onSide(back + 1, back + 9, v.floor + 40, v.floor + 75, 'prop', TAIL).withRadius(3));
  const [px0, px1, py0, py1] = v.print;
  const print = new Quad('print', VINYL, [px0, py1, side + 0.2], [px1 - px0, 0, 0], [0, py0 - py1, 0]);
  solids.push(print);
  return { solids, print };
}
