import { box, slab } from './kit';
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

/** A small stack of closed books (scenery, not the product). */
export function bookStack(x: number, z: number, yaw = 10, colours = ['#2f4858', '#b5651d', '#d9cdb8'], y0 = 0): Solid[] {
  const out: Solid[] = [];
  let y = y0;
  colours.forEach((c, i) => {
    const h = 2.2 + (i % 2) * 0.8;
    const page = { colour: hex('#efe8d8') };
    out.push(
      ...box({ at: [x + i * 0.8, y + h / 2, z - i * 0.6], yaw: yaw + i * 7 }, 22 - i * 2, h, 15 - i, {
        front: ['prop', page],
        sides: ['prop', page],
        left: ['prop', { colour: hex(c), spec: 0.1 }],
        top: ['prop', { colour: hex(c), spec: 0.15 }],
      }),
    );
    y += h;
  });
  return out;
}

/** A low sideboard / console table against a wall, top at `h`. */
export function sideboard(x: number, z: number, w: number, h = 75, tint = '#8a6a4f'): Solid[] {
  const wood = { colour: hex(tint), spec: 0.08 };
  return box({ at: [x, h / 2, z] }, w, h, 40, { front: ['prop', wood], sides: ['prop', wood] });
}

/** A sofa against a wall: seat, back and two arms as soft rounded blocks. */
export function sofa(x: number, z: number, w = 200, tint = '#8c9aa6'): Solid[] {
  const f = { colour: hex(tint), spec: 0.02, grain: 0.06, grainSize: 0.3 };
  return [
    slab('prop', f, { at: [x, 22, z + 10] }, w - 36, 44, 80, 6, 6),
    slab('prop', f, { at: [x, 60, z - 18] }, w - 36, 44, 24, 8, 8),
    slab('prop', f, { at: [x - w / 2 + 10, 32, z + 5] }, 20, 64, 90, 6, 6),
    slab('prop', f, { at: [x + w / 2 - 10, 32, z + 5] }, 20, 64, 90, 6, 6),
  ];
}
