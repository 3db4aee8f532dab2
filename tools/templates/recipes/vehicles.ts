/** Vehicles for fleet graphics: box truck, van, food truck, bus, trailer, sedan, hatchback, pickup. */
import type { Recipe } from '../recipe';
import { concrete, studio, street } from '../lib/soft/backdrop';
import type { Backdrop } from '../lib/soft/backdrop';
import type { Draw } from '../lib/soft/canvas';
import { object } from '../lib/soft/object';
import type { Quad } from '../lib/soft/quad';
import { rect } from '../lib/soft/quad';
import type { Place } from '../lib/soft/transform';
import { placeDraw } from '../lib/soft/transform';
import { arch, glass, groundShadow, paintEnv, wheel } from '../lib/soft/vehicle';

const GROUND = 0.76;
type Pts = readonly (readonly [number, number])[];

interface Body {
  outline: Pts;
  windows: Pts[];
  wheels: number[];
  r: number;
  print: Quad;
  top: number;
  /** Panel lines (doors, box edge). */
  lines?: Pts[];
}

function vehicle(id: number, style: string, b: Body, backdrop: Backdrop, place: Place = { angle: 0, cx: 0.5, cy: 0.5 }): Recipe {
  const xs = b.outline.map(([x]) => x);
  const wheelY = GROUND - b.r;
  const props: Draw = (ctx) => {
    for (const w of b.windows) glass(ctx, w);
    for (const x of b.wheels) wheel(ctx, x, wheelY, b.r);
  };
  return object({
    category: 'vehicles', id, type: 'vehicle', style, backdrop, shadows: [], place,
    product: (ctx) => {
      ctx.beginPath();
      b.outline.forEach(([x, y], i) => (i ? ctx.lineTo(x, y) : ctx.moveTo(x, y)));
      ctx.closePath();
      ctx.fill();
      // Wheel arches are cut out of the body; the dark arch and the tyre show through.
      ctx.globalCompositeOperation = 'destination-out';
      for (const x of b.wheels) {
        ctx.beginPath();
        ctx.arc(x, wheelY, b.r * 1.12, 0, Math.PI * 2);
        ctx.fill();
      }
      ctx.globalCompositeOperation = 'source-over';
    },
    details: (ctx) => {
      ctx.lineWidth = 0.002;
      for (const l of b.lines ?? []) {
        ctx.beginPath();
        l.forEach(([x, y], i) => (i ? ctx.lineTo(x, y) : ctx.moveTo(x, y)));
        ctx.stroke();
      }
    },
    behind: placeDraw(place, (ctx) => {
      groundShadow(ctx, Math.min(...xs), Math.max(...xs), GROUND);
      for (const x of b.wheels) arch(ctx, x, wheelY, b.r);
    }),
    front: placeDraw(place, props),
    print: b.print,
    puff: 0.006, weave: 0.004, sheen: 0.08, gloss: 0.7, wrinkle: 0, tone: 0.95, displace: 0.05,
    env: paintEnv(b.top * (place.scale ?? 1) + (1 - (place.scale ?? 1)) * place.cy, GROUND),
  });
}

const boxTruck: Body = {
  outline: [[0.08, 0.2], [0.64, 0.2], [0.64, 0.36], [0.78, 0.38], [0.86, 0.52], [0.87, 0.7], [0.08, 0.7]],
  windows: [[[0.67, 0.4], [0.77, 0.41], [0.83, 0.52], [0.67, 0.52]]],
  wheels: [0.2, 0.36, 0.76], r: 0.065, top: 0.2, print: rect(0.2, 0.24, 0.32, 0.32),
  lines: [[[0.64, 0.36], [0.64, 0.7]], [[0.08, 0.62], [0.64, 0.62]]],
};
const van: Body = {
  outline: [[0.1, 0.3], [0.66, 0.3], [0.78, 0.42], [0.88, 0.5], [0.89, 0.68], [0.1, 0.68]],
  windows: [[[0.67, 0.33], [0.77, 0.43], [0.67, 0.45]], [[0.6, 0.34], [0.65, 0.34], [0.65, 0.45], [0.6, 0.45]]],
  wheels: [0.24, 0.76], r: 0.07, top: 0.3, print: rect(0.22, 0.34, 0.25, 0.25),
  lines: [[[0.58, 0.31], [0.58, 0.68]], [[0.66, 0.31], [0.66, 0.68]]],
};
const food: Body = {
  outline: [[0.1, 0.16], [0.7, 0.16], [0.7, 0.34], [0.8, 0.36], [0.88, 0.5], [0.89, 0.7], [0.1, 0.7]],
  windows: [[[0.73, 0.38], [0.8, 0.39], [0.85, 0.5], [0.73, 0.5]], [[0.4, 0.28], [0.66, 0.28], [0.66, 0.46], [0.4, 0.46]]],
  wheels: [0.24, 0.78], r: 0.065, top: 0.16, print: rect(0.14, 0.26, 0.22, 0.22),
  lines: [[[0.38, 0.48], [0.68, 0.48]], [[0.7, 0.34], [0.7, 0.7]]],
};
const bus: Body = {
  outline: [[0.04, 0.24], [0.92, 0.24], [0.95, 0.3], [0.95, 0.7], [0.04, 0.7]],
  windows: [0.07, 0.22, 0.37, 0.52, 0.67].map((x): Pts => [[x, 0.29], [x + 0.13, 0.29], [x + 0.13, 0.43], [x, 0.43]]).concat([[[0.83, 0.29], [0.93, 0.29], [0.94, 0.55], [0.83, 0.55]]]),
  wheels: [0.2, 0.8], r: 0.06, top: 0.24, print: rect(0.36, 0.46, 0.21, 0.21),
};
const trailer: Body = {
  outline: [[0.1, 0.22], [0.82, 0.22], [0.82, 0.68], [0.1, 0.68]],
  windows: [], wheels: [0.6, 0.72], r: 0.06, top: 0.22, print: rect(0.28, 0.27, 0.36, 0.36),
  lines: [[[0.1, 0.6], [0.82, 0.6]]],
};
const sedan: Body = {
  outline: [[0.1, 0.56], [0.14, 0.5], [0.3, 0.47], [0.38, 0.38], [0.62, 0.37], [0.72, 0.47], [0.88, 0.5], [0.9, 0.6], [0.88, 0.68], [0.1, 0.68]],
  windows: [[[0.39, 0.4], [0.5, 0.395], [0.5, 0.47], [0.33, 0.47]], [[0.52, 0.395], [0.61, 0.395], [0.69, 0.47], [0.52, 0.47]]],
  wheels: [0.25, 0.75], r: 0.065, top: 0.37, print: rect(0.42, 0.5, 0.14, 0.14),
  lines: [[[0.51, 0.47], [0.51, 0.66]], [[0.34, 0.48], [0.33, 0.66]], [[0.7, 0.48], [0.69, 0.62]]],
};
const hatch: Body = {
  outline: [[0.16, 0.4], [0.26, 0.36], [0.56, 0.35], [0.68, 0.46], [0.84, 0.5], [0.86, 0.6], [0.84, 0.68], [0.15, 0.68], [0.14, 0.5]],
  windows: [[[0.27, 0.39], [0.4, 0.38], [0.4, 0.47], [0.2, 0.47]], [[0.42, 0.38], [0.55, 0.38], [0.65, 0.47], [0.42, 0.47]]],
  wheels: [0.28, 0.73], r: 0.065, top: 0.35, print: rect(0.4, 0.5, 0.14, 0.14),
  lines: [[[0.41, 0.47], [0.41, 0.66]], [[0.62, 0.48], [0.61, 0.62]]],
};
const pickup: Body = {
  outline: [[0.08, 0.46], [0.44, 0.46], [0.46, 0.32], [0.62, 0.32], [0.7, 0.45], [0.88, 0.48], [0.9, 0.68], [0.08, 0.68]],
  windows: [[[0.48, 0.35], [0.6, 0.35], [0.66, 0.46], [0.48, 0.46]]],
  wheels: [0.22, 0.76], r: 0.07, top: 0.32, print: rect(0.5, 0.5, 0.14, 0.14),
  lines: [[[0.44, 0.46], [0.44, 0.68]], [[0.08, 0.5], [0.44, 0.5]]],
};

const showroom = studio('#5b5e63', '#8a8d91', 0.7, 0.4);

export const recipes: Recipe[] = [
  vehicle(1, 'box truck, side graphics, city street', boxTruck, street(111, 0.6)),
  vehicle(2, 'cargo van, side panel, studio floor', van, studio('#d9dadc', '#eeeff0', 0.7)),
  vehicle(3, 'food truck with serving window, street', food, street(113, 0.58, '#f1e6d8')),
  vehicle(4, 'city bus, side advertising panel', bus, street(114, 0.62)),
  vehicle(5, 'box trailer, facing left, concrete yard', trailer, concrete('#a3a29d', 115), { angle: 0, cx: 0.5, cy: 0.5, mirror: true }),
  vehicle(6, 'sedan door graphic, dark showroom', sedan, showroom),
  vehicle(7, 'hatchback door graphic, facing left, street', hatch, street(117, 0.6, '#e6ecf2'), { angle: 0, cx: 0.5, cy: 0.5, mirror: true }),
  vehicle(8, 'pickup truck door graphic, light studio', pickup, studio('#e2e3e5', '#f1f2f3', 0.7)),
];

