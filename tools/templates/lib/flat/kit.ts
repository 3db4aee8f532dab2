import { Slab } from './slab';
import { Quad, type Material, type Role } from './solids';
import { add, degrees, rotateX, rotateY, rotateZ, scale, type Vec3 } from '../common/vec';

/** Where an object sits: its centre and its turn (roll in its own plane, then pitch, then yaw). */
export interface Pose {
  at: Vec3;
  yaw?: number;
  pitch?: number;
  roll?: number;
}

export interface Axes {
  X: Vec3;
  Y: Vec3;
  Z: Vec3;
}

/** Local axes of a pose: X right, Y up, Z out of the front face. */
export function axes(p: Pose): Axes {
  const turn = (v: Vec3): Vec3 => rotateY(rotateX(rotateZ(v, degrees(p.roll ?? 0)), degrees(p.pitch ?? 0)), degrees(p.yaw ?? 0));
  return { X: turn([1, 0, 0]), Y: turn([0, 1, 0]), Z: turn([0, 0, 1]) };
}

/** A point given in a pose's local coordinates. */
export function local(p: Pose, x: number, y: number, z: number): Vec3 {
  const { X, Y, Z } = axes(p);
  return add(p.at, add(scale(X, x), add(scale(Y, y), scale(Z, z))));
}

/** A child pose offset in the parent's local frame, sharing its turn. */
export function offset(p: Pose, x: number, y: number, z: number): Pose {
  return { ...p, at: local(p, x, y, z) };
}

/** A flat w × h rectangle centred on the pose, facing its Z. */
export function panel(role: Role, mat: Material, p: Pose, w: number, h: number, radius = 0): Quad {
  const { X, Y } = axes(p);
  const o = local(p, -w / 2, h / 2, 0);
  return new Quad(role, mat, o, scale(X, w), scale(Y, -h)).withRadius(radius);
}

/** Lying flat on the floor (y = 0) at height `y`: the top of the sheet points away from the viewer. */
export function flat(x: number, z: number, yaw = 0, y = 0.02): Pose {
  return { at: [x, y, z], pitch: -90, yaw };
}

export interface BoxFaces {
  front: [Role, Material];
  back?: [Role, Material];
  sides: [Role, Material];
  top?: [Role, Material];
  bottom?: [Role, Material];
  /** Right side (+X), when it differs from the other sides (a book's page edges vs. its spine). */
  right?: [Role, Material];
  left?: [Role, Material];
}

/** A box of w × h × d centred on the pose; the front face is w × h at +Z. Faces: front, back, right, left, top, bottom. */
export function box(p: Pose, w: number, h: number, d: number, f: BoxFaces): Quad[] {
  const { X, Y, Z } = axes(p);
  const at = (x: number, y: number, z: number) => local(p, x, y, z);
  const q = (m: [Role, Material], o: Vec3, u: Vec3, v: Vec3) => new Quad(m[0], m[1], o, u, v);
  const bottom = f.bottom ?? f.sides;
  return [
    q(f.front, at(-w / 2, h / 2, d / 2), scale(X, w), scale(Y, -h)),
    q(f.back ?? f.sides, at(w / 2, h / 2, -d / 2), scale(X, -w), scale(Y, -h)),
    q(f.right ?? f.sides, at(w / 2, h / 2, d / 2), scale(Z, -d), scale(Y, -h)),
    q(f.left ?? f.sides, at(-w / 2, h / 2, -d / 2), scale(Z, d), scale(Y, -h)),
    q(f.top ?? f.sides, at(-w / 2, h / 2, -d / 2), scale(X, w), scale(Z, d)),
    q(bottom, at(-w / 2, -h / 2, d / 2), scale(X, w), scale(Z, -d)),
  ];
}

/** A rounded slab of w × h × d centred on the pose. */
export function slab(role: Role, mat: Material, p: Pose, w: number, h: number, d: number, corner: number, edge: number): Slab {
  const { X, Y, Z } = axes(p);
  return new Slab(role, mat, p.at, X, Y, Z, w / 2, h / 2, d / 2, corner, edge);
}
