import { box, offset, panel, type Pose } from './kit';
import { hex } from './materials';
import { Blob, Cylinder, type Material, type Quad, type RGB, type Solid } from './solids';

/** Street furniture in centimetres: buildings, trees, poles, billboards. */

const STEEL: Material = { colour: hex('#8d9095'), spec: 0.3, shininess: 30 };
export const VINYL: Material = { colour: [0.96, 0.96, 0.96], spec: 0.08, shininess: 20, grain: 0.03, grainSize: 0.5 };

/** A building block whose front face has rows of windows. */
export function building(x: number, z: number, w: number, h: number, d: number, wallTint: string, yaw = 0): Solid[] {
  const wall = hex(wallTint);
  const glass = hex('#5d7389');
  const fn = (s: number, t: number): RGB => {
    const fx = (s * w) % 160;
    const fy = (t * h) % 300;
    if (t * h > 40 && fx > 40 && fx < 120 && fy > 80 && fy < 220) return glass;
    return wall;
  };
  return box({ at: [x, h / 2, z], yaw }, w, h, d, { front: ['prop', { colour: fn, spec: 0.05 }], sides: ['prop', { colour: wall }] });
}

export function tree(x: number, z: number, k = 1): Solid[] {
  const leaf = { colour: hex('#4a7a3e'), spec: 0.05 };
  const dark = { colour: hex('#3a6432'), spec: 0.05 };
  return [
    new Cylinder('prop', { colour: hex('#5b4636') }, [x, 0, z], [0, 1, 0], 300 * k, 14 * k),
    new Blob('prop', leaf, [x, 380 * k, z], 130 * k, 150 * k),
    new Blob('prop', dark, [x - 90 * k, 320 * k, z + 30 * k], 90 * k, 100 * k),
    new Blob('prop', leaf, [x + 90 * k, 330 * k, z - 20 * k], 95 * k, 105 * k),
  ];
}

export function pole(x: number, z: number, h: number, r = 8, mat: Material = STEEL): Cylinder {
  return new Cylinder('prop', mat, [x, 0, z], [0, 1, 0], h, r);
}

export interface Board {
  solids: Solid[];
  print: Quad;
}

/** A roadside billboard: printed face in a steel frame on one or two poles, with a catwalk. */
export function billboard(x: number, z: number, yaw: number, w: number, h: number, bottom: number, poles = 2): Board {
  const p: Pose = { at: [x, bottom + h / 2, z], yaw };
  const frame: Material = { colour: hex('#3b3e43'), spec: 0.2 };
  const solids: Solid[] = [...box(p, w + 30, h + 30, 40, { front: ['prop', frame], sides: ['prop', frame] })];
  const print = panel('print', VINYL, offset(p, 0, 0, 20.5), w, h);
  solids.push(print);
  const at = (dx: number) => offset(p, dx, 0, -40).at;
  const xs = poles === 1 ? [0] : [-w / 4, w / 4];
  for (const dx of xs) {
    const a = at(dx);
    solids.push(pole(a[0], a[2], bottom + h / 2, poles === 1 ? 45 : 28));
  }
  solids.push(...box(offset(p, 0, -h / 2 - 30, 60), w + 30, 8, 80, { front: ['prop', frame], sides: ['prop', frame] }));
  return { solids, print };
}
