/**
 * Print areas of soft goods as physical surfaces. The soft toolkit draws in unit image coordinates (0..1 across);
 * a print is also a place on the product, in centimetres, seen by a camera — so its proportions are the product's,
 * whatever the picture does. Two views cover the recipes: a product photographed straight on (`facing`) and a flat
 * panel turned in space (`tilted`).
 */
import { degrees, dot, length, rotateX, rotateY, rotateZ, type Vec3 } from '../common/vec';
import type { Pt, Quad } from './quad';

export interface SoftPrint {
  /** The point on the product (centimetres) where design coordinate (u, v) lands. */
  at(u: number, v: number): Vec3;
  /** 3×4 row-major projection from centimetres to unit image coordinates. */
  camera: readonly number[];
}

/** Where a world point is drawn (unit image coordinates). */
export function projectUnit(camera: readonly number[], p: Vec3): Pt {
  const c = camera;
  const w = c[8]! * p[0] + c[9]! * p[1] + c[10]! * p[2] + c[11]!;
  return [(c[0]! * p[0] + c[1]! * p[1] + c[2]! * p[2] + c[3]!) / w, (c[4]! * p[0] + c[5]! * p[1] + c[6]! * p[2] + c[7]!) / w];
}

/**
 * A flat print on a product photographed straight on (ghost mannequins, flat lays, side views): the picture is the
 * product's front at `cm` centimetres per image width. `q` must be a rectangle (any rotation); a panel seen at an
 * angle is a `tilted` view.
 */
export function facing(q: Quad, cm = 100): SoftPrint {
  const ex: Vec3 = [q[1][0] - q[0][0], q[1][1] - q[0][1], 0];
  const ey: Vec3 = [q[3][0] - q[0][0], q[3][1] - q[0][1], 0];
  const far: Vec3 = [q[2][0] - q[1][0] - ey[0], q[2][1] - q[1][1] - ey[1], 0];
  const skew = Math.abs(dot(ex, ey)) / (length(ex) * length(ey));
  if (skew > 1e-3 || length(far) > 1e-4 * (length(ex) + length(ey))) {
    throw new Error(`a facing print must be a rectangle, got ${JSON.stringify(q)}: describe a panel seen at an angle with tilted()`);
  }
  return {
    at: (u, v) => [(q[0][0] + u * ex[0] + v * ey[0]) * cm, (q[0][1] + u * ex[1] + v * ey[1]) * cm, 0],
    camera: [1 / cm, 0, 0, 0, 0, 1 / cm, 0, 0, 0, 0, 0, 1],
  };
}

/** A recipe's print: a rectangle on a product photographed straight on, or a view of the product. */
export const asPrint = (print: Quad | SoftPrint, cm = 100): SoftPrint => ('camera' in print ? print : facing(print, cm));

export interface TiltedPanel {
  /** Physical size of the panel, centimetres. */
  w: number;
  h: number;
  /** Where the panel's centre is drawn and how wide it would be drawn seen straight on (unit coordinates). */
  centre: Pt;
  width: number;
  /** Turn of the panel (degrees): yaw about its vertical axis (positive: right edge away), pitch about its horizontal
   *  axis (positive: top edge away), roll in its own plane (clockwise). */
  yaw?: number;
  pitch?: number;
  roll?: number;
  /** Camera distance in panel widths (smaller: stronger perspective). */
  distance?: number;
}

export interface PanelView {
  /** Where panel point (s, t) (0..1 across and down the panel) is drawn. */
  point(s: number, t: number): Pt;
  /** The panel's corners, or an inner rectangle of it (s0, t0, s1, t1), as drawn. */
  quad(rect?: readonly [number, number, number, number]): Quad;
  /** A print on the rectangle (s0, t0, s1, t1) of the panel. */
  print(rect: readonly [number, number, number, number]): SoftPrint;
  /** A print `margin` (fraction of the short side) inside the panel's edge: the whole printable face. */
  inset(margin: number): SoftPrint;
}

/** A flat panel (sign, plate, cushion face, bag front) turned in space and seen through a perspective camera. */
export function tilted(o: TiltedPanel): PanelView {
  const D = (o.distance ?? 4) * o.w;
  const f = (o.width * D) / o.w;
  const [cx, cy] = o.centre;
  // The viewer is on −z looking along +z; image x right, y down.
  const camera = [f, 0, cx, cx * D, 0, f, cy, cy * D, 0, 0, 1, D];
  const turn = (p: Vec3): Vec3 => rotateY(rotateX(rotateZ(p, degrees(o.roll ?? 0)), degrees(-(o.pitch ?? 0))), degrees(-(o.yaw ?? 0)));
  const world = (s: number, t: number): Vec3 => turn([(s - 0.5) * o.w, (t - 0.5) * o.h, 0]);
  const point = (s: number, t: number): Pt => projectUnit(camera, world(s, t));
  const print = ([s0, t0, s1, t1]: readonly [number, number, number, number]): SoftPrint => ({
    at: (u, v) => world(s0 + (s1 - s0) * u, t0 + (t1 - t0) * v),
    camera,
  });
  return {
    point,
    quad: ([s0, t0, s1, t1] = [0, 0, 1, 1]) => [point(s0, t0), point(s1, t0), point(s1, t1), point(s0, t1)],
    print,
    inset: (margin) => {
      const m = margin * Math.min(o.w, o.h);
      return print([m / o.w, m / o.h, 1 - m / o.w, 1 - m / o.h]);
    },
  };
}
