// Product models built from the parametric shapes: mugs, lathe containers, handles.
import type { Vec3 } from '../common/vec';
import { lathe, profilePath, smoothProfile, tube, type LabelArea, type Material, type Placement3, type Surface } from './shapes';

type Profile = Array<[number, number]>;

/** The profile parameter t where the path first reaches height h (searching from `from`). */
export function tAtHeight(profile: Profile, h: number, from = 0, rising = true): number {
  const path = profilePath(profile);
  for (let i = Math.round(from * 4000); i <= 4000; i++) {
    const y = path(i / 4000)[1];
    if (rising ? y >= h : y <= h) return i / 4000;
  }
  return 1;
}

/** A label centred at s = 0.5 (see `container`), `span` radians round, between two heights. */
export function wrapLabel(profile: Profile, hMin: number, hMax: number, span: number): LabelArea {
  const t0 = tAtHeight(profile, hMin), t1 = tAtHeight(profile, hMax, t0);
  // Profiles run upwards on the outside, so t grows with height: v (top to bottom) runs against it.
  return { s0: 0.5 - span / (4 * Math.PI), s1: 0.5 + span / (4 * Math.PI), t0, t1, flipV: true };
}

/** A lathe whose s = 0.5 faces world angle `facing` (0 = +z, the camera) whatever the yaw: labels never cross the seam. */
export function container(profile: Profile, at: Placement3, role: Surface['role'], material: Material, label?: LabelArea, facing = 0): Surface {
  const base = lathe(profile, at, role, material, label);
  const shift = (facing - at.yaw) / (2 * Math.PI) - 0.5;
  return { ...base, at: (s, t) => base.at(s + shift, t) };
}

export interface MugShape {
  radius: number;
  height: number;
  /** Narrower at the bottom (latte / conical) when < 1. */
  taper?: number;
  wall?: number;
  handle?: { size: number; thickness: number; squareness?: number };
}

export function mugProfile(m: MugShape): Profile {
  const R = m.radius, H = m.height, w = m.wall ?? 0.004, b = R * (m.taper ?? 1);
  return smoothProfile([
    [0, 0.0015], [b - 0.006, 0], [b - 0.001, 0.002], [b, 0.008], [R, H - 0.004], [R, H - 0.001], [R - w / 2, H],
    [R - w, H - 0.002], [b - w, 0.014], [0, 0.011],
  ]);
}

/** A mug: body (outside, rim and inside as one lathe) and a handle on its local +x side. */
export function mug(m: MugShape, at: Placement3, material: Material, printSpan = 2.5, facing = 0): { body: Surface; handle: Surface; profile: Profile } {
  const profile = mugProfile(m);
  const label = wrapLabel(profile, 0.016, m.height - 0.01, printSpan);
  const body = container(profile, at, 'product', material, label, facing);
  const hs = m.handle ?? { size: 0.032, thickness: 0.0055 };
  const hc = m.height * 0.53;
  const sq = hs.squareness ?? 0.6;
  const curve = (t: number): Vec3 => {
    const phi = -Math.PI / 2 + t * Math.PI;
    const c = Math.cos(phi), s = Math.sin(phi);
    const x = Math.sign(c) * Math.pow(Math.abs(c), sq);
    const y = Math.sign(s) * Math.pow(Math.abs(s), 1.4 - sq * 0.4);
    return [m.radius - 0.004 + hs.size * 0.85 * x, hc - hs.size * 1.05 * y, 0];
  };
  const handle = tube(curve, hs.thickness, at, 'product', material);
  return { body, handle, profile };
}

export const smoothProfileOf = (raw: Profile): Profile => smoothProfile(raw, 3);
