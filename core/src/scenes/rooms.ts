/**
 * What stands behind a product in a real place, painted as simple soft shapes that the stage then throws out of focus
 * (stage.ts `wallBlur`): a cafe or a home with its window, shelves and lamps; a kitchen's tiled wall; an office wall;
 * a forest's greenery; the sea under the sky; a city at night. Out of focus, shapes are all a photograph shows of a
 * background, so they need no more detail than their colours, sizes and light.
 */
import type { Backdrop } from './backdrops';
import { hexRgb, mixRgb, toneRgb, type RGB } from './colour';
import { fbm, hash2, rng } from './noise';
import { paint, smoothstep } from './surfaces';

/** A soft-edged rectangle or ellipse (u, v in 0…1), laid over what is painted before it. */
interface Shape {
  ellipse?: boolean;
  x0: number;
  y0: number;
  x1: number;
  y1: number;
  colour: RGB;
  alpha?: number;
}

/** Lays shapes over an image in order, each over its own bounding box only (a shape list is cheap however long). */
function drawShapes(rgb: Float32Array, size: number, shapes: Shape[]): void {
  const edge = 1.5 / size;
  for (const s of shapes) {
    const alpha = s.alpha ?? 1;
    const cx = (s.x0 + s.x1) / 2;
    const cy = (s.y0 + s.y1) / 2;
    const rx = Math.max(edge, (s.x1 - s.x0) / 2);
    const ry = Math.max(edge, (s.y1 - s.y0) / 2);
    const xa = Math.max(0, Math.floor((s.x0 - edge) * size));
    const xb = Math.min(size - 1, Math.ceil((s.x1 + edge) * size));
    const ya = Math.max(0, Math.floor((s.y0 - edge) * size));
    const yb = Math.min(size - 1, Math.ceil((s.y1 + edge) * size));
    for (let y = ya; y <= yb; y++) {
      const v = (y + 0.5) / size;
      for (let x = xa; x <= xb; x++) {
        const u = (x + 0.5) / size;
        // Signed distance to the edge, in pixels: positive inside.
        const d = s.ellipse
          ? (1 - Math.hypot((u - cx) / rx, (v - cy) / ry)) * Math.min(rx, ry) * size
          : Math.min(u - s.x0, s.x1 - u, v - s.y0, s.y1 - v) * size;
        const k = alpha * Math.min(1, Math.max(0, d + 0.5));
        if (k <= 0) continue;
        const i = (y * size + x) * 3;
        for (let c = 0; c < 3; c++) rgb[i + c] = rgb[i + c]! + (s.colour[c]! - rgb[i + c]!) * k;
      }
    }
  }
}

const withShapes = (base: (size: number) => Float32Array, shapes: () => Shape[]): Backdrop => (size) => {
  const rgb = base(size);
  drawShapes(rgb, size, shapes());
  return rgb;
};

/** A plain wall: its colour, darker toward the ceiling and the corners, with the faint clouding of real paint. */
const plainWall = (colour: RGB, seed: number) => (size: number) =>
  paint(size, (u, v, _x, _y, out) => {
    const m = (0.9 + 0.1 * smoothstep(0, 0.5, v)) * (0.96 + 0.07 * fbm(u * 3, v * 3, seed, 3)) * (1 - 0.08 * Math.abs(u - 0.5));
    for (let c = 0; c < 3; c++) out[c] = colour[c]! * m;
  });

/** A window seen from inside: bright daylight, a hint of green outside, its frame and bars. */
function windowShapes(x0: number, x1: number, y0: number, y1: number, frame: RGB, random: () => number): Shape[] {
  const day: RGB = [1.3, 1.32, 1.36];
  const shapes: Shape[] = [{ x0, x1, y0, y1, colour: day }];
  for (let i = 0; i < 6; i++) {
    const x = x0 + random() * (x1 - x0);
    const r = 0.03 + random() * 0.05;
    shapes.push({ ellipse: true, x0: x - r, x1: x + r, y0: y1 - r * 1.6 - random() * 0.1, y1: y1 + r, colour: [0.62, 0.78, 0.55], alpha: 0.55 });
  }
  const bar = 0.012;
  const mx = (x0 + x1) / 2;
  const my = y0 + (y1 - y0) * 0.42;
  shapes.push(
    { x0: mx - bar / 2, x1: mx + bar / 2, y0, y1, colour: frame },
    { x0, x1, y0: my - bar / 2, y1: my + bar / 2, colour: frame },
    { x0: x0 - bar, x1: x0, y0, y1, colour: frame },
    { x0: x1, x1: x1 + bar, y0, y1, colour: frame },
    { x0: x0 - bar * 2, x1: x1 + bar * 2, y0: y1, y1: y1 + bar * 1.5, colour: frame },
  );
  return shapes;
}

/** Small things on a shelf or counter: jars, cups, books and a plant, in the room's muted colours. */
function objects(x0: number, x1: number, baseY: number, palette: RGB[], random: () => number): Shape[] {
  const shapes: Shape[] = [];
  for (let x = x0 + 0.01; x < x1 - 0.03; x += 0.025 + random() * 0.04) {
    const w = 0.018 + random() * 0.03;
    const h = 0.04 + random() * 0.08;
    const colour = palette[Math.floor(random() * palette.length)]!;
    shapes.push({ ellipse: random() < 0.25, x0: x, x1: x + w, y0: baseY - h, y1: baseY + (random() < 0.25 ? h * 0.2 : 0), colour });
  }
  return shapes;
}

export interface RoomOptions {
  wall: string;
  /** Where the window stands, from left (0…1): the set's daylight comes from that side. */
  windowX?: number;
  windowWidth?: number;
  /** Warm pendant lamps (a cafe at any hour). */
  lamps?: number;
  /** Shelves with things on them, on the side away from the window. */
  shelves?: boolean;
  /** A counter or sideboard along the back wall, its top at `counterY`. */
  counter?: string;
  counterY?: number;
  /** A framed picture on the wall. */
  picture?: boolean;
  seed?: number;
}

/** An interior far out of focus: a wall, a window's daylight, furniture, shelves and lamps. */
export function room({ wall, windowX = 0.04, windowWidth = 0.3, lamps = 0, shelves = false, counter, counterY = 0.66, picture = false, seed = 61 }: RoomOptions): Backdrop {
  const w = hexRgb(wall);
  return withShapes(plainWall(w, seed), () => {
    const random = rng(seed);
    const frame = mixRgb(w, [1, 1, 1], 0.5);
    const shapes = windowShapes(windowX, windowX + windowWidth, 0.08, 0.6, frame, random);
    const right = windowX < 0.5;
    const far = right ? [windowX + windowWidth + 0.12, 0.98] : [0.02, windowX - 0.12];
    const palette: RGB[] = [toneRgb(w, 0.55), [0.85, 0.82, 0.76], [0.42, 0.3, 0.22], [0.3, 0.42, 0.36], [0.74, 0.55, 0.38], [0.9, 0.9, 0.88]];
    if (shelves) {
      for (const y of [0.26, 0.44]) {
        shapes.push(...objects(far[0]!, far[1]!, y, palette, random));
        shapes.push({ x0: far[0]!, x1: far[1]!, y0: y, y1: y + 0.016, colour: [0.38, 0.27, 0.19] });
      }
    }
    if (counter) {
      const c = hexRgb(counter);
      const x0 = right ? windowX + windowWidth + 0.06 : 0;
      const x1 = right ? 1 : windowX - 0.06;
      shapes.push({ x0, x1, y0: counterY, y1: 1, colour: c }, { x0, x1, y0: counterY - 0.005, y1: counterY + 0.015, colour: mixRgb(c, [1, 1, 1], 0.25) });
      shapes.push(...objects(x0 + 0.04, x1 - 0.1, counterY - 0.005, palette, random));
    }
    if (picture) {
      const x = right ? 0.62 : 0.12;
      shapes.push({ x0: x, x1: x + 0.22, y0: 0.14, y1: 0.4, colour: [0.25, 0.2, 0.16] }, { x0: x + 0.012, x1: x + 0.208, y0: 0.152, y1: 0.388, colour: [0.78, 0.72, 0.62] });
      shapes.push({ ellipse: true, x0: x + 0.05, x1: x + 0.17, y0: 0.2, y1: 0.34, colour: [0.55, 0.42, 0.32] });
    }
    // A plant by the window.
    const px = right ? windowX + windowWidth + 0.04 : windowX - 0.04;
    for (let i = 0; i < 14; i++) {
      const x = px + (random() - 0.5) * 0.12;
      const y = 0.42 + random() * 0.2;
      const r = 0.025 + random() * 0.03;
      shapes.push({ ellipse: true, x0: x - r, x1: x + r, y0: y - r, y1: y + r, colour: mixRgb([0.2, 0.36, 0.2], [0.45, 0.6, 0.3], random()) });
    }
    for (let i = 0; i < lamps; i++) {
      const x = 0.35 + (0.6 * (i + 0.5)) / lamps + (random() - 0.5) * 0.08;
      const y = 0.1 + random() * 0.12;
      shapes.push({ x0: x - 0.002, x1: x + 0.002, y0: 0, y1: y, colour: [0.15, 0.12, 0.1] });
      shapes.push({ ellipse: true, x0: x - 0.03, x1: x + 0.03, y0: y - 0.012, y1: y + 0.03, colour: [1.8, 1.35, 0.8] });
    }
    return shapes;
  });
}

/** A kitchen wall: white subway tiles, glossy, with wall cabinets above and a window to the left. */
export function tiles(colour = '#eeece8', grout = '#c9c5bd', seed = 67): Backdrop {
  const t = hexRgb(colour);
  const g = hexRgb(grout);
  const rows = 16;
  return withShapes(
    (size) =>
      paint(size, (u, v, _x, _y, out) => {
        const row = Math.floor(v * rows);
        const ru = u * rows * 0.34 + (row % 2) * 0.5;
        const col = Math.floor(ru);
        const fu = ru - col;
        const fv = v * rows - row;
        const joint = Math.min(fu * 3, (1 - fu) * 3, fv, 1 - fv) * 12;
        const groutK = 1 - smoothstep(0.3, 0.9, joint);
        // Each glazed tile a touch different, brighter along its upper edge where it catches the light.
        const tone = 0.95 + 0.06 * hash2(col, row, seed) + 0.05 * (1 - smoothstep(0, 0.5, fv));
        const m = tone * (0.92 + 0.08 * fbm(u * 2, v * 2, seed, 2));
        for (let c = 0; c < 3; c++) out[c] = (t[c]! * m) * (1 - groutK) + g[c]! * 0.92 * groutK;
      }),
    () => {
      const random = rng(seed);
      const cabinet: RGB = [0.86, 0.85, 0.82];
      const shapes: Shape[] = [{ x0: 0.3, x1: 1, y0: 0, y1: 0.17, colour: cabinet }];
      for (let x = 0.3; x < 1; x += 0.175) shapes.push({ x0: x, x1: x + 0.004, y0: 0, y1: 0.17, colour: toneRgb(cabinet, 0.8) });
      shapes.push({ x0: 0.3, x1: 1, y0: 0.17, y1: 0.182, colour: toneRgb(cabinet, 0.6) });
      shapes.push(...windowShapes(-0.02, 0.2, 0.05, 0.5, [0.95, 0.95, 0.93], random));
      shapes.push(...objects(0.6, 0.92, 0.99, [[0.75, 0.7, 0.62], [0.55, 0.42, 0.3], [0.9, 0.9, 0.9], [0.35, 0.45, 0.38]], random));
      return shapes;
    },
  );
}

/** An office wall: painted, with a framed print, a bookshelf and a plant. */
export function officeWall(colour = '#d8d6d0', seed = 71): Backdrop {
  const w = hexRgb(colour);
  return withShapes(plainWall(w, seed), () => {
    const random = rng(seed);
    const shapes: Shape[] = [
      { x0: 0.08, x1: 0.36, y0: 0.14, y1: 0.46, colour: [0.2, 0.2, 0.22] },
      { x0: 0.095, x1: 0.345, y0: 0.155, y1: 0.445, colour: [0.93, 0.92, 0.89] },
      { x0: 0.13, x1: 0.31, y0: 0.2, y1: 0.4, colour: [0.55, 0.62, 0.68] },
    ];
    for (const y of [0.3, 0.52]) {
      shapes.push(...objects(0.62, 0.95, y, [[0.25, 0.3, 0.4], [0.8, 0.78, 0.72], [0.6, 0.25, 0.2], [0.9, 0.9, 0.9]], random));
      shapes.push({ x0: 0.6, x1: 0.97, y0: y, y1: y + 0.014, colour: [0.9, 0.9, 0.88] });
    }
    for (let i = 0; i < 16; i++) {
      const x = 0.5 + (random() - 0.5) * 0.1;
      const y = 0.36 + random() * 0.24;
      const r = 0.02 + random() * 0.035;
      shapes.push({ ellipse: true, x0: x - r, x1: x + r, y0: y - r, y1: y + r, colour: mixRgb([0.16, 0.3, 0.16], [0.38, 0.55, 0.28], random()) });
    }
    return shapes;
  });
}

/** A forest out of focus: layers of leaves in shade and in sun, tree trunks, the sky showing through. */
export function foliage(seed = 73): Backdrop {
  return withShapes(
    (size) =>
      paint(size, (u, v, _x, _y, out) => {
        const sky = 1 - smoothstep(0.05, 0.55, v + 0.25 * fbm(u * 3, v * 3, seed, 3));
        const leaf = 0.7 + 0.5 * fbm(u * 5, v * 5, seed + 1, 3);
        const shade: RGB = [0.14 * leaf, 0.24 * leaf, 0.12 * leaf];
        const light: RGB = [0.86, 0.92, 0.88];
        for (let c = 0; c < 3; c++) out[c] = shade[c]! + (light[c]! - shade[c]!) * sky * 0.8;
      }),
    () => {
      const random = rng(seed);
      const shapes: Shape[] = [];
      for (let i = 0; i < 7; i++) {
        const x = random();
        const w = 0.015 + random() * 0.035;
        shapes.push({ x0: x, x1: x + w, y0: 0, y1: 1, colour: mixRgb([0.2, 0.16, 0.12], [0.35, 0.3, 0.24], random()), alpha: 0.85 });
      }
      for (let i = 0; i < 240; i++) {
        const x = random();
        const y = random() * 0.95;
        const r = 0.012 + random() * 0.05;
        const sunlit = random() < 0.3 + 0.3 * (1 - y);
        const colour: RGB = sunlit ? mixRgb([0.45, 0.62, 0.22], [0.78, 0.85, 0.45], random()) : mixRgb([0.08, 0.18, 0.08], [0.22, 0.36, 0.16], random());
        shapes.push({ ellipse: true, x0: x - r, x1: x + r, y0: y - r, y1: y + r, colour, alpha: 0.8 });
      }
      // Sky through the leaves: after the blur, the soft bright spots of a photo taken under trees.
      for (let i = 0; i < 26; i++) {
        const x = random();
        const y = random() * 0.5;
        const r = 0.006 + random() * 0.018;
        shapes.push({ ellipse: true, x0: x - r, x1: x + r, y0: y - r, y1: y + r, colour: [1.15, 1.18, 1.1] });
      }
      return shapes;
    },
  );
}

/** The sea under a summer sky, its far line at `seaLine` (0…1 of the frame). */
export function seaView(seaLine = 0.46, seed = 79): Backdrop {
  return (size) =>
    paint(size, (u, v, _x, _y, out) => {
      if (v < seaLine) {
        const t = v / seaLine;
        const cloud = smoothstep(0.55, 0.85, fbm(u * 3 + 0.5 * t, v * 7, seed, 4)) * (1 - t * 0.6);
        const sky: RGB = [0.5 + 0.38 * t, 0.7 + 0.24 * t, 0.93 + 0.04 * t];
        for (let c = 0; c < 3; c++) out[c] = sky[c]! + (1 - sky[c]!) * cloud * 0.85;
        return;
      }
      const t = Math.min(1, (v - seaLine) / 0.1);
      const glint = smoothstep(0.62, 0.8, fbm(u * 40, v * 400, seed + 3, 2)) * 0.2;
      const sea: RGB = [0.18 + 0.2 * t, 0.38 + 0.22 * t, 0.52 + 0.14 * t];
      // Breaking waves near the shore, then the wet sand.
      const foam = smoothstep(seaLine + 0.06, seaLine + 0.085, v) * (0.6 + 0.4 * fbm(u * 12, v * 40, seed + 4, 3));
      const wet: RGB = [0.62, 0.56, 0.46];
      const shore = smoothstep(seaLine + 0.09, seaLine + 0.1, v);
      for (let c = 0; c < 3; c++) out[c] = (sea[c]! + glint + (0.95 - sea[c]!) * foam) * (1 - shore) + wet[c]! * shore;
    });
}

/** A city street at night far out of focus: dark buildings with lit windows, shop signs and street lights. */
export function cityNight(seed = 83): Backdrop {
  return withShapes(
    (size) =>
      paint(size, (u, v, _x, _y, out) => {
        const m = 0.7 + 0.3 * fbm(u * 2, v * 2, seed, 2);
        out[0] = (0.05 + 0.05 * v) * m;
        out[1] = (0.05 + 0.04 * v) * m;
        out[2] = (0.11 + 0.04 * v) * m;
      }),
    () => {
      const random = rng(seed);
      const shapes: Shape[] = [];
      for (let x = -0.05; x < 1; ) {
        const w = 0.1 + random() * 0.18;
        const top = 0.05 + random() * 0.3;
        shapes.push({ x0: x, x1: x + w, y0: top, y1: 1, colour: mixRgb([0.06, 0.06, 0.09], [0.12, 0.11, 0.15], random()) });
        for (let wy = top + 0.03; wy < 0.7; wy += 0.05) {
          for (let wx = x + 0.015; wx < x + w - 0.02; wx += 0.035) {
            if (random() < 0.55) continue;
            shapes.push({ x0: wx, x1: wx + 0.018, y0: wy, y1: wy + 0.025, colour: mixRgb([1.1, 0.8, 0.45], [0.9, 0.95, 1.1], random() * 0.5), alpha: 0.9 });
          }
        }
        x += w + 0.005;
      }
      const neon: RGB[] = [[1.6, 0.3, 1.0], [0.3, 1.3, 1.6], [1.6, 0.6, 0.2], [0.5, 0.5, 1.6]];
      for (let i = 0; i < 7; i++) {
        const x = random();
        const y = 0.35 + random() * 0.3;
        const r = 0.015 + random() * 0.04;
        shapes.push({ ellipse: random() < 0.5, x0: x - r * 1.6, x1: x + r * 1.6, y0: y - r * 0.6, y1: y + r * 0.6, colour: neon[i % neon.length]! });
      }
      return shapes;
    },
  );
}
