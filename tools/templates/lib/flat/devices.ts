import type { RecipeOutput } from '../../recipe';
import { axes, local, offset, panel, slab, type Pose } from './kit';
import { hex } from './materials';
import { Cylinder, type Material, type Quad, type Solid } from './solids';
import { add, scale, type Vec3 } from '../common/vec';

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
export const TABLET: ScreenSpec = { w: 17.9, h: 24.8, d: 0.61, corner: 1.9, edge: 0.22, bezel: 0.95 };
export const WATCH: ScreenSpec = { w: 3.7, h: 4.5, d: 1.07, corner: 1.05, edge: 0.45, bezel: 0.3 };

/** A phone, tablet or watch seen from the front; its screen is the print. */
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

export interface LaptopOptions {
  /** Lid angle back from vertical, degrees. */
  tilt?: number;
  body?: Material;
  w?: number;
  depth?: number;
}

/** A laptop on the floor/desk plane at the pose (pose.at on the desk, yaw turns it). The screen is the print. */
export function laptop(p: Pose, o: LaptopOptions = {}): Device {
  const w = o.w ?? 30.4;
  const depth = o.depth ?? 21.5;
  const baseD = 1.1;
  const body = o.body ?? { colour: [0.9, 0.9, 0.91], spec: 0.3, shininess: 35 };
  const yaw = p.yaw ?? 0;
  const basePose: Pose = { at: add(p.at, [0, baseD / 2, 0]), pitch: -90, yaw };
  const solids: Solid[] = [slab('product', body, basePose, w, depth, baseD, 1, 0.35)];
  const keysPose = offset(basePose, 0, depth * 0.18, baseD / 2 + 0.002);
  solids.push(panel('prop', { colour: keyboard, spec: 0.1 }, keysPose, w * 0.86, depth * 0.42, 0.2));
  solids.push(panel('product', { ...body, colour: [0.82, 0.82, 0.83], spec: 0.25 }, offset(basePose, 0, -depth * 0.28, baseD / 2 + 0.002), w * 0.4, depth * 0.32, 0.5));
  // Lid hinged at the back edge of the base, leaning back by `tilt`.
  const tilt = o.tilt ?? 14;
  const lidH = depth - 0.3;
  const lidD = 0.5;
  const hinge = local(basePose, 0, depth / 2 - 0.3, baseD / 2);
  const lidTurn: Pose = { at: [0, 0, 0], pitch: -tilt, yaw };
  const { Y, Z } = axes(lidTurn);
  const lidPose: Pose = { at: add(hinge, add(scale(Y, lidH / 2), scale(Z, -lidD / 2 - 0.05))), pitch: -tilt, yaw };
  solids.push(slab('product', body, lidPose, w, lidH, lidD, 1, 0.2));
  const bezel = offset(lidPose, 0, 0, lidD / 2 + 0.002);
  solids.push(panel('product', GLASS, bezel, w - 0.3, lidH - 0.3, 0.8));
  const screenH = lidH - 2.4;
  const screenW = Math.min(w - 1.4, screenH * 1.6);
  const print = panel('print', SCREEN, offset(lidPose, 0, 0.35, lidD / 2 + 0.004), screenW, screenH, 0.15);
  solids.push(print);
  return { solids, print };
}

/** Keys on a laptop deck: a 14 × 6 grid of dark keys with gaps. */
function keyboard(s: number, t: number): readonly [number, number, number] {
  const cols = 14;
  const rows = 6;
  const fx = (s * cols) % 1;
  const fy = (t * rows) % 1;
  const gap = fx < 0.08 || fx > 0.92 || fy < 0.1 || fy > 0.9;
  return gap ? [0.55, 0.55, 0.56] : [0.13, 0.13, 0.14];
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

/** A stand for phones/tablets: a slanted block behind the device (scenery). */
export function wedge(at: Vec3, w: number, colour = '#d8d4cd'): Solid[] {
  return [slab('prop', { colour: hex(colour), spec: 0.1 }, { at, pitch: -20 }, w, 4, 6, 0.8, 0.6)];
}

export const TABLET_LANDSCAPE: ScreenSpec = { ...TABLET, w: TABLET.h, h: TABLET.w };

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
