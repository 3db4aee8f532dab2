import { box, local, offset, panel, type Pose } from './kit';
import { hex } from './materials';
import { PAPER } from './frame';
import { Cylinder, type Material, type Quad, type RGB, type Solid } from './solids';

/** Calendars, folded cards and envelopes. */

const ink: RGB = hex('#3a3f47');
const faint: RGB = hex('#c9ccd1');
const red: RGB = hex('#c0392b');

/** A month grid: title bar, weekday row and 5 × 7 day cells with tiny numerals. */
export function monthGrid(aspect: number): (s: number, t: number) => RGB {
  return (s, t) => {
    const paper: RGB = [0.97, 0.97, 0.96];
    if (t < 0.16) return s > 0.06 && s < 0.34 && t > 0.05 && t < 0.11 ? ink : paper;
    if (t < 0.24) return Math.abs(((s - 0.06) / 0.88) * 7 - Math.floor(((s - 0.06) / 0.88) * 7) - 0.3) < 0.12 && t > 0.18 && t < 0.21 && s > 0.06 && s < 0.94 ? faint : paper;
    const gx = (s - 0.06) / 0.88;
    const gy = (t - 0.26) / 0.68;
    if (gx < 0 || gx > 1 || gy < 0 || gy > 1) return paper;
    const cx = gx * 7;
    const cy = gy * 5;
    const fx = cx - Math.floor(cx);
    const fy = cy - Math.floor(cy);
    if (fx < 0.02 * aspect || fy < 0.02) return faint;
    if (fx > 0.1 && fx < 0.32 && fy > 0.12 && fy < 0.3) return Math.floor(cx) === 6 ? red : ink;
    return paper;
  };
}

export interface Calendar {
  solids: Solid[];
  print: Quad;
}

/** A wall calendar hanging at (x, y top) on the wall z = 0: picture on top (print), month grid below, spiral. */
export function wallCalendar(x: number, top: number, w = 30, h = 46, yaw = 0): Calendar {
  const pitch = -1;
  const p: Pose = { at: [x, top - h / 2, 0.1], pitch, yaw };
  const sheet = panel('product', PAPER, p, w, h);
  const picH = h * 0.5;
  const print = panel('print', PAPER, offset(p, 0, h / 2 - picH / 2 - 0.6, 0.01), w, picH);
  const grid = panel('prop', { colour: monthGrid(w / (h * 0.5)), grain: 0.04 }, offset(p, 0, -h / 4 - 0.3, 0.01), w - 1.6, h * 0.48 - 1);
  return { solids: [sheet, print, grid, ...coil(offset(p, 0, h / 2, 0.15), w), nail(x, top + 1.6)], print };
}

/** A desk tent calendar: two boards leaning together, front board carries picture (print) and grid. */
export function deskCalendar(x: number, z: number, yaw: number, w = 21, h = 15): Calendar {
  const lean = 22;
  const a = (lean * Math.PI) / 180;
  const front: Pose = { at: local({ at: [x, 0, z], yaw }, 0, (h / 2) * Math.cos(a), (h / 2) * Math.sin(a)), pitch: -lean, yaw };
  const back: Pose = { at: local({ at: [x, 0, z], yaw }, 0, (h / 2) * Math.cos(a), -(h / 2) * Math.sin(a)), pitch: lean, yaw: yaw + 180 };
  const board: Material = { colour: [0.95, 0.95, 0.95], spec: 0.05, grain: 0.05 };
  const solids: Solid[] = [
    ...box(front, w, h, 0.12, { front: ['product', board], sides: ['product', board] }),
    ...box(back, w, h, 0.12, { front: ['prop', { colour: hex('#e9e4dc') }], sides: ['prop', { colour: hex('#e9e4dc') }] }),
  ];
  const picH = h * 0.58;
  const print = panel('print', PAPER, offset(front, 0, h / 2 - picH / 2 - 1, 0.07), w - 1.2, picH);
  const grid = panel('prop', { colour: monthGrid(w / (h * 0.34)), grain: 0.03 }, offset(front, 0, -h / 2 + h * 0.19, 0.07), w - 1.6, h * 0.32);
  solids.push(print, grid, ...coil(offset(front, 0, h / 2 + 0.1, 0), w, 0.55));
  return { solids, print };
}

/** Twin-loop wire binding along a top edge of width w (pose at the edge centre). */
function coil(p: Pose, w: number, r = 0.5): Solid[] {
  const axis = local({ ...p, at: [0, 0, 0] }, 1, 0, 0);
  const out: Solid[] = [];
  const n = Math.floor(w / 1.1);
  for (let i = 0; i < n; i++) {
    out.push(new Cylinder('prop', { colour: hex('#9a9ca1'), spec: 0.8, shininess: 90 }, local(p, -w / 2 + 0.5 + i * 1.1, 0, 0), axis, 0.5, r, hex('#444')));
  }
  return out;
}

function nail(x: number, y: number): Solid {
  return new Cylinder('prop', { colour: hex('#6b6b6b'), spec: 0.7 }, [x, y, 0], [0, 0, 1], 0.6, 0.25);
}

/** A folded greeting card standing open on the desk: the front panel carries the print. */
export function foldedCard(x: number, z: number, yaw: number, w = 12, h = 17, open = 70): Calendar {
  const mat: Material = { ...PAPER, grain: 0.06 };
  const spineAt: Pose = { at: [x, h / 2, z], yaw };
  const half = (open * Math.PI) / 360;
  // Front panel hinges at the left edge (the spine) and swings toward the camera.
  const front: Pose = { at: local(spineAt, (w / 2) * Math.cos(half), 0, (w / 2) * Math.sin(half)), yaw: yaw - open / 2 };
  const inside: Pose = { at: local(spineAt, (w / 2) * Math.cos(half), 0, -(w / 2) * Math.sin(half)), yaw: yaw + open / 2 };
  const f = box(front, w, h, 0.05, { front: ['print', mat], sides: ['product', mat] });
  const b = box(inside, w, h, 0.05, { front: ['product', mat], sides: ['product', mat] });
  return { solids: [...f, ...b], print: f[0]! };
}

/** A flat envelope with a darker flap band, lying on the desk. */
export function envelope(x: number, z: number, yaw: number, colour = '#d9c7a7', w = 19, h = 13.5): Solid[] {
  const p: Pose = { at: [x, 0.1, z], pitch: -90, yaw };
  const base = hex(colour);
  const flap: RGB = [base[0] * 0.88, base[1] * 0.88, base[2] * 0.88];
  const mat: Material = { colour: base, grain: 0.08 };
  return [
    ...box(p, w, h, 0.2, { front: ['prop', mat], sides: ['prop', mat] }),
    panel('prop', { colour: (s, t) => (t < 0.45 - Math.abs(s - 0.5) * 0.9 ? flap : base), grain: 0.08 }, offset(p, 0, 0, 0.105), w, h),
  ];
}
