import { hex } from './materials';
import { Blob, Cylinder, type Solid } from './solids';
import type { Vec3 } from '../common/vec';

/** Scenery that sits on the floor/desk around the product. All sizes in cm; (x, z) on the floor at y0. */

export function plant(x: number, z: number, k = 1, pot = '#c8734f', y0 = 0): Solid[] {
  const out: Solid[] = [
    new Cylinder('prop', { colour: hex(pot), spec: 0.05 }, [x, y0, z], [0, 1, 0], 11 * k, 6 * k, hex('#3b2a20')),
  ];
  const leaf = { colour: hex('#3f7a3a'), spec: 0.15, shininess: 20 };
  const dark = { colour: hex('#2f5f2e'), spec: 0.1, shininess: 20 };
  const spots: [number, number, number, number][] = [
    [0, 19, 0, 6.5],
    [-5, 15, 2, 5],
    [5, 16, -1, 5.5],
    [2, 23, 3, 4.5],
    [-3, 22, -3, 4.5],
    [4, 13, 4, 4],
  ];
  spots.forEach(([dx, dy, dz, r], i) =>
    out.push(new Blob('prop', i % 2 ? dark : leaf, [x + dx * k, y0 + dy * k, z + dz * k], r * k, r * k * 0.8)),
  );
  return out;
}

export function mug(x: number, z: number, colour = '#f4f1ec', y0 = 0): Solid[] {
  const mat = { colour: hex(colour), spec: 0.35, shininess: 60 };
  return [
    new Cylinder('prop', mat, [x, y0, z], [0, 1, 0], 9.5, 4.1, hex('#3a2416')),
    new Blob('prop', mat, [x + 4.6, y0 + 5, z], 2.2, 3),
  ];
}

/** A pen or pencil lying on the desk, pointing along `yaw` degrees. */
export function pen(x: number, z: number, yaw: number, colour = '#1d2430', length = 14, y0 = 0): Solid[] {
  const a = (yaw * Math.PI) / 180;
  const dir: Vec3 = [Math.cos(a), 0, -Math.sin(a)];
  const r = 0.45;
  const start: Vec3 = [x - (dir[0] * length) / 2, y0 + r, z - (dir[2] * length) / 2];
  const tipAt: Vec3 = [start[0] + dir[0] * length, start[1], start[2] + dir[2] * length];
  return [
    new Cylinder('prop', { colour: hex(colour), spec: 0.4, shininess: 50 }, start, dir, length, r),
    new Blob('prop', { colour: hex('#c9c9c9'), spec: 0.6, shininess: 80 }, tipAt, r * 0.7, r * 0.7),
  ];
}
