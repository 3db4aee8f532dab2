// Parametric surfaces the studio renderer splats: lathes (mugs, bottles, jars), tubes (handles), boxes and patches.
import { add, cross, normalize, rotateY, scale, sub, type Vec3 } from '../common/vec';
import { type RGB as Rgb } from '../common/colour';

export interface Material {
  /** Surface colour; the product is always rendered white and recoloured later. */
  colour: Rgb;
  /** Strength of the sharp specular (softbox reflection), 0…1. */
  gloss: number;
  /** Phong exponent of that reflection: higher = tighter. */
  shininess: number;
  /** Broad sheen, 0…1 (satin plastics, paper). */
  sheen?: number;
  /** Metallic: the reflection takes the surface colour. */
  metal?: boolean;
}

/** Where the print goes, as a rectangle in the surface's (s, t) parameters; u follows s, v follows t (mapped so the
 *  design keeps its proportions on the surface: ./label.ts). */
export interface LabelArea {
  s0: number;
  s1: number;
  t0: number;
  t1: number;
  /** v runs against t (lathe profiles climb the outside, prints read top to bottom). */
  flipV?: boolean;
}

export interface Surface {
  /** 'product' pixels are recoloured; 'part' and 'prop' keep their colour. */
  role: 'product' | 'part' | 'prop';
  material: Material;
  at(s: number, t: number): Vec3;
  label?: LabelArea;
  /** A seam in s (closed lathe): the ends meet. */
  closedS?: boolean;
}

export interface Placement3 {
  x: number;
  z: number;
  /** Turn about the vertical axis, radians. */
  yaw: number;
  y?: number;
}

export const place = (p: Vec3, at: Placement3): Vec3 => add(rotateY(p, at.yaw), [at.x, at.y ?? 0, at.z]);

/** A surface of revolution: profile points [radius, height] from the bottom centre round to wherever it ends. */
export function lathe(profile: ReadonlyArray<readonly [number, number]>, at: Placement3, role: Surface['role'], material: Material, label?: LabelArea): Surface {
  const seg = profilePath(profile);
  return {
    role,
    material,
    label,
    closedS: true,
    at: (s, t) => {
      const [r, h] = seg(t);
      const a = s * Math.PI * 2;
      return place([r * Math.sin(a), h, r * Math.cos(a)], at);
    },
  };
}

/** Arc-length parametrised polyline through the profile points (0…1). */
export function profilePath(points: ReadonlyArray<readonly [number, number]>): (t: number) => [number, number] {
  const cum = [0];
  for (let i = 1; i < points.length; i++) {
    cum.push(cum[i - 1]! + Math.hypot(points[i]![0] - points[i - 1]![0], points[i]![1] - points[i - 1]![1]));
  }
  const total = cum[cum.length - 1]!;
  return (t) => {
    const d = Math.min(1, Math.max(0, t)) * total;
    let lo = 1, hi = cum.length - 1; // first i with cum[i] ≥ d
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (cum[mid]! < d) lo = mid + 1;
      else hi = mid;
    }
    const i = lo;
    const k = (d - cum[i - 1]!) / (cum[i]! - cum[i - 1]! || 1);
    const a = points[i - 1]!, b = points[i]!;
    return [a[0] + (b[0] - a[0]) * k, a[1] + (b[1] - a[1]) * k];
  };
}

/** Rounds a profile's corners (Chaikin), so silhouettes and highlights are soft like real objects. */
export function smoothProfile(points: ReadonlyArray<readonly [number, number]>, passes = 3): Array<[number, number]> {
  let p = points.map(([r, h]) => [r, h] as [number, number]);
  for (let k = 0; k < passes; k++) {
    const next: Array<[number, number]> = [p[0]!];
    for (let i = 0; i < p.length - 1; i++) {
      const a = p[i]!, b = p[i + 1]!;
      next.push([0.75 * a[0] + 0.25 * b[0], 0.75 * a[1] + 0.25 * b[1]], [0.25 * a[0] + 0.75 * b[0], 0.25 * a[1] + 0.75 * b[1]]);
    }
    next.push(p[p.length - 1]!);
    p = next;
  }
  return p;
}

/** A tube of radius `r` along a curve (s runs round the tube, t along the curve). */
export function tube(curve: (t: number) => Vec3, r: number, at: Placement3, role: Surface['role'], material: Material): Surface {
  return {
    role,
    material,
    closedS: true,
    at: (s, t) => {
      const c = curve(t);
      const tangent = normalize(sub(curve(Math.min(1, t + 1e-3)), curve(Math.max(0, t - 1e-3))));
      const side = normalize(cross(tangent, [0, 0, 1]));
      const z: Vec3 = normalize(cross(side, tangent));
      const a = s * Math.PI * 2;
      return place(add(c, add(scale(side, r * Math.cos(a)), scale(z, r * Math.sin(a)))), at);
    },
  };
}

/** A flat quad patch through corners (as (s, t) = (0,0), (1,0), (1,1), (0,1)), with an optional bulge along its normal. */
export function patch(p0: Vec3, p1: Vec3, p2: Vec3, p3: Vec3, at: Placement3, role: Surface['role'], material: Material,
  label?: LabelArea, bulge: (s: number, t: number) => number = () => 0): Surface {
  const n = normalize(cross(sub(p1, p0), sub(p3, p0)));
  return {
    role,
    material,
    label,
    at: (s, t) => {
      const top = add(p0, scale(sub(p1, p0), s));
      const bottom = add(p3, scale(sub(p2, p3), s));
      return place(add(add(top, scale(sub(bottom, top), t)), scale(n, bulge(s, t))), at);
    },
  };
}

/** A box standing on the floor: width (x), height (y), depth (z); label on the front (+z) face, and optionally on the
 *  top and on both sides (each read from outside, upright; the top's upper edge at the back). */
export function box(w: number, h: number, d: number, at: Placement3, material: Material, frontLabel: LabelArea | undefined,
  role: Surface['role'] = 'product', topLabel?: LabelArea, sideLabel?: LabelArea): Surface[] {
  const x = w / 2, z = d / 2;
  const c = (px: number, py: number, pz: number): Vec3 => [px, py, pz];
  return [
    patch(c(-x, h, -z), c(x, h, -z), c(x, h, z), c(-x, h, z), at, role, material, topLabel), // top
    patch(c(-x, h, z), c(x, h, z), c(x, 0, z), c(-x, 0, z), at, role, material, frontLabel), // front
    patch(c(x, h, z), c(x, h, -z), c(x, 0, -z), c(x, 0, z), at, role, material, sideLabel), // right
    patch(c(-x, h, -z), c(-x, h, z), c(-x, 0, z), c(-x, 0, -z), at, role, material, sideLabel), // left
    patch(c(x, h, -z), c(-x, h, -z), c(-x, 0, -z), c(x, 0, -z), at, role, material), // back
  ];
}

/** A squeeze tube standing on its cap: round (radius r) at the bottom, pressed flat towards the crimp at the top. The
 *  cross-section keeps its length (the tube is not stretched, it is flattened): a flat front and back that widen
 *  upwards, joined by round sides; s runs round the section by arc length, 0.5 facing +z. */
export function squeezeTube(r: number, bottom: number, height: number, at: Placement3, material: Material, label: LabelArea): Surface {
  const perimeter = 2 * Math.PI * r;
  return {
    role: 'product',
    material,
    label,
    closedS: true,
    at: (s, t) => {
      const flat = 0.95 * Math.pow(t, 1.3) * (Math.PI * r) / 2; // half-width of the flat faces
      const rho = r - (2 * flat) / Math.PI; // radius of the round sides
      let sigma = (((s % 1) + 1) % 1 - 0.5) * perimeter; // arc length from the front centre
      const side = Math.sign(sigma) || 1;
      sigma = Math.abs(sigma);
      let x: number, z: number;
      if (sigma <= flat) [x, z] = [sigma, rho];
      else if (sigma <= flat + Math.PI * rho) {
        const phi = (sigma - flat) / (rho || 1e-9);
        [x, z] = [flat + rho * Math.sin(phi), rho * Math.cos(phi)];
      } else [x, z] = [flat - (sigma - flat - Math.PI * rho), -rho];
      return place([side * x, bottom + t * height, z], at);
    },
  };
}

/** A stand-up pouch: a bulged front and back joined at the edges, base on the floor. */
export function pouch(w: number, h: number, depth: number, at: Placement3, material: Material, label: LabelArea): Surface[] {
  const x = w / 2;
  // Flat seal at the top, then a full belly that curves only across (film bends, it does not stretch), easing off
  // at the gusseted base.
  const ramp = (t: number, a: number, b: number) => {
    const k = Math.min(1, Math.max(0, (t - a) / (b - a)));
    return k * k * (3 - 2 * k);
  };
  const along = (t: number) => ramp(t, 0.07, 0.19) * (1 - 0.35 * ramp(t, 0.93, 1));
  const bulge = (s: number, t: number) => depth * Math.pow(Math.sin(Math.PI * s), 0.8) * along(t);
  const front = patch([-x, h, 0], [x, h, 0], [x, 0, 0], [-x, 0, 0], at, 'product', material, label, (s, t) => -bulge(s, t));
  const back = patch([x, h, 0], [-x, h, 0], [-x, 0, 0], [x, 0, 0], at, 'product', material, undefined, (s, t) => -bulge(s, t));
  return [front, back];
}
