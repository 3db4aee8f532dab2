import type { RecipeOutput } from '../../recipe';
import { axes, local, offset, panel, slab, type Pose } from './kit';
import { hex } from './materials';
import { Cylinder, type Material, type Quad, type Solid } from './solids';

/** Devices built from rounded slabs: the body takes the product colour, the screen takes the print. */

export interface Device {
  solids: Solid[];
  /** The print surface (screen or printed back). */
  print: Quad;
}

const BODY: Material = { colour: [0.93, 0.93, 0.93], spec: 0.45, shininess: 45 };
const GLASS: Material = { colour: [0.035, 0.035, 0.04], spec: 0.8, shininess: 160, glare: 0.07 };
const SCREEN: Material = { colour: [1, 1, 1], emissive: 0.95, glare: 0.09 };
const LENS: Material = { colour: hex('#101114'), spec: 0.9, shininess: 120 };
const MODULE: Material = { colour: hex('#2a2b2e'), spec: 0.6, shininess: 90, glare: 0.05 };

export interface ScreenSpec {
  w: number;
  h: number;
  d: number;
  corner: number;
  edge: number;
  bezel: number;
  island?: boolean;
}

export const PHONE: ScreenSpec = { w: 7.16, h: 14.76, d: 0.78, corner: 1.15, edge: 0.3, bezel: 0.22, island: true };
export const WATCH: ScreenSpec = { w: 3.7, h: 4.5, d: 1.07, corner: 1.05, edge: 0.45, bezel: 0.3 };

/** A phone or watch seen from the front; its screen is the print. */
export function screenDevice(p: Pose, s: ScreenSpec, body: Material = BODY): Device {
  const top = s.d / 2;
  const solids: Solid[] = [slab('product', body, p, s.w, s.h, s.d, s.corner, s.edge)];
  solids.push(panel('product', GLASS, offset(p, 0, 0, top + 0.002), s.w - 0.14, s.h - 0.14, s.corner - 0.07));
  const print = panel('print', SCREEN, offset(p, 0, 0, top + 0.004), s.w - 2 * s.bezel, s.h - 2 * s.bezel, Math.max(0.1, s.corner - s.bezel));
  solids.push(print);
  if (s.island) {
    solids.push(panel('prop', { ...LENS, glare: 0.05 }, offset(p, 0, s.h / 2 - 0.75, top + 0.006), 2.5, 0.72, 0.36));
  }
  return { solids, print };
}

/** A phone case seen from the back: a soft-edged shell whose back takes the print, and the camera module. */
export function phoneCase(p: Pose, finish: Material = { colour: [0.95, 0.95, 0.95], spec: 0.18, shininess: 22 }): Device {
  const w = PHONE.w + 0.34;
  const h = PHONE.h + 0.34;
  const d = 1.12;
  const solids: Solid[] = [slab('product', finish, p, w, h, d, PHONE.corner + 0.17, 0.45)];
  const print = panel('print', { ...finish, grain: 0.02 }, offset(p, 0, 0, d / 2 + 0.003), w - 0.55, h - 0.55, PHONE.corner - 0.1);
  solids.push(print);
  // Camera island: a raised glass square with three lenses, top-left as seen from the back.
  const cam = offset(p, -w / 2 + 2.35, h / 2 - 2.35, d / 2 + 0.12);
  solids.push(slab('prop', MODULE, cam, 3.7, 3.7, 0.24, 0.9, 0.1));
  const { Z } = axes(p);
  for (const [x, y] of [
    [-0.8, 0.8],
    [-0.8, -0.8],
    [0.8, 0],
  ] as const) {
    const base = local(cam, x, y, 0.1);
    solids.push(new Cylinder('prop', LENS, base, Z, 0.22, 0.66, hex('#050608')));
  }
  solids.push(new Cylinder('prop', { colour: hex('#e8e2c8'), emissive: 0.9 }, local(cam, 0.8, 1.0, 0.1), Z, 0.05, 0.2));
  return { solids, print };
}

/** A watch: squircle case with a screen and straps running up and down the pose's Y. */
export function watch(p: Pose, strap = '#2b2d31'): Device {
  const dev = screenDevice(p, WATCH);
  const band: Material = { colour: hex(strap), spec: 0.08, grain: 0.05 };
  for (const sgn of [1, -1]) {
    dev.solids.push(slab('prop', band, offset(p, 0, sgn * (WATCH.h / 2 + 3.2), -0.15), 2.4, 7, 0.45, 0.3, 0.2));
  }
  const { X } = axes(p);
  dev.solids.push(new Cylinder('prop', { colour: [0.8, 0.8, 0.82], spec: 0.6 }, local(p, WATCH.w / 2 - 0.05, 0.6, 0), X, 0.28, 0.32));
  return dev;
}

/** Recipe factory for a category: `make(n, type, style, render)` with the id `<slug>-n`. */
export const recipeMaker =
  (category: string) =>
  (n: number, type: string, style: string, render: (size: number) => RecipeOutput) => ({
    id: `${category}-${n}`,
    category,
    type,
    style,
    render,
  });
