/** Automotive accessories: licence plates, door magnet, tyre cover, floor mat, sunshade, air freshener, bumper sticker. */
import type { Recipe } from '../recipe';
import { concrete, linen, studio, wood } from '../lib/soft/backdrop';
import type { Draw } from '../lib/soft/canvas';
import { roundRect } from '../lib/soft/canvas';
import type { Fold } from '../lib/soft/folds';
import { object } from '../lib/soft/object';
import type { ObjectStyle } from '../lib/soft/object';
import { rect } from '../lib/soft/quad';
import type { Quad } from '../lib/soft/quad';
import { panel, panelInset, rod, skyReflection } from '../lib/soft/sign';
import { paintEnv } from '../lib/soft/vehicle';

type Style = Omit<ObjectStyle, 'category'>;
const item = (s: Style): Recipe => object({ category: 'automotive', ...s });
const RIGID = { puff: 0.004, weave: 0.01, sheen: 0.1, gloss: 0.5, wrinkle: 0, tone: 0.95, displace: 0.05, env: skyReflection() };

/** Stamped rim and bolt holes of a licence plate. */
const plateDetails = (q: Quad): Draw => (ctx) => {
  const [x0, y0] = q[0];
  const [x1, y1] = q[2];
  ctx.lineWidth = 0.004;
  ctx.beginPath();
  roundRect(ctx, x0 + 0.012, y0 + 0.012, x1 - x0 - 0.024, y1 - y0 - 0.024, 0.012);
  ctx.stroke();
};
const bolts = (q: Quad): Draw => (ctx) => {
  const [x0, y0] = q[0];
  const [x1] = q[2];
  for (const x of [x0 + 0.07, x1 - 0.07]) {
    const g = ctx.createRadialGradient(x - 0.003, y0 + 0.027, 0.001, x, y0 + 0.03, 0.01);
    g.addColorStop(0, '#ffffff');
    g.addColorStop(1, '#7b7f84');
    ctx.fillStyle = g;
    ctx.beginPath();
    ctx.arc(x, y0 + 0.03, 0.01, 0, Math.PI * 2);
    ctx.fill();
  }
};

const plate: Quad = rect(0.2, 0.34, 0.6, 0.3);
const plate2: Quad = rect(0.25, 0.5, 0.5, 0.25);
/** The whole plate face inside its stamped rim. */
const plateInner = (q: Quad): Quad => panelInset(q, 0.07);

/** Car body behind: a glossy silver panel with a crease line. */
const carPanel = (colour0: string, colour1: string): Draw => (ctx) => {
  const g = ctx.createLinearGradient(0, 0, 0, 1);
  g.addColorStop(0, colour0);
  g.addColorStop(0.45, '#f2f4f6');
  g.addColorStop(0.5, colour1);
  g.addColorStop(1, colour0);
  ctx.fillStyle = g;
  ctx.fillRect(0, 0, 1, 1);
  ctx.strokeStyle = 'rgba(0,0,0,0.35)';
  ctx.lineWidth = 0.004;
  ctx.beginPath();
  ctx.moveTo(0, 0.2);
  ctx.lineTo(1, 0.18);
  ctx.moveTo(0.9, 0);
  ctx.lineTo(0.92, 1);
  ctx.stroke();
};

const pleats = (x0: number, x1: number, y0: number, y1: number, n: number): Fold[] =>
  Array.from({ length: n }, (_, i) => {
    const x = x0 + ((i + 0.5) / n) * (x1 - x0);
    return { x0: x, y0: y0 - 0.05, x1: x, y1: y1 + 0.05, w: ((x1 - x0) / n) * 0.45, d: i % 2 ? 0.006 : -0.006 };
  });

export const recipes: Recipe[] = [
  item({
    id: 1, type: 'sign', style: 'licence plate on a light studio sweep', backdrop: studio('#e3e3e1', '#efefed'),
    shadows: [{ dx: 0.015, dy: 0.025, blur: 0.02, opacity: 0.3 }],
    product: panel(plate, 0.04), details: plateDetails(plate), front: bolts(plate), print: plateInner(plate), ...RIGID,
  }),
  item({
    id: 2, type: 'sign', style: 'licence plate on a car rear bumper', backdrop: studio('#3b3e43', '#4b4e53', 0.8, 0.3),
    behind: carPanel('#5a5f66', '#2d3136'), shadows: [{ dx: 0.006, dy: 0.012, blur: 0.01, opacity: 0.5 }],
    product: panel(plate2, 0.04), details: plateDetails(plate2), front: bolts(plate2), print: plateInner(plate2), ...RIGID,
  }),
  item({
    id: 3, type: 'vehicle', style: 'magnetic door sign on a silver car door', backdrop: studio('#9ba0a6', '#b5b9be'),
    behind: carPanel('#a7acb2', '#6d7279'), shadows: [{ dx: 0.004, dy: 0.006, blur: 0.006, opacity: 0.35 }],
    product: panel(rect(0.2, 0.3, 0.56, 0.42), 0.05), print: panelInset(rect(0.2, 0.3, 0.56, 0.42), 0.06),
    ...RIGID, gloss: 0.6, env: paintEnv(0.3, 0.72),
  }),
  item({
    id: 4, type: 'vehicle', style: 'spare tyre cover on the back of an SUV', backdrop: studio('#2f3236', '#3a3d41', 0.85, 0.3),
    behind: (ctx) => {
      carPanel('#55595f', '#2a2d31')(ctx);
      ctx.fillStyle = '#161718';
      ctx.beginPath();
      ctx.arc(0.5, 0.5, 0.36, 0, Math.PI * 2);
      ctx.fill();
    },
    shadows: [{ dx: 0.01, dy: 0.015, blur: 0.015, opacity: 0.5 }],
    product: (ctx) => { ctx.beginPath(); ctx.arc(0.5, 0.5, 0.33, 0, Math.PI * 2); ctx.fill(); },
    details: (ctx) => { ctx.lineWidth = 0.003; ctx.beginPath(); ctx.arc(0.5, 0.5, 0.305, 0, Math.PI * 2); ctx.stroke(); },
    print: rect(0.5 - 0.2, 0.5 - 0.2, 0.4, 0.4), puff: 0.02, dome: 0.04, weave: 0.06, sheen: 0.3, wrinkle: 0.002, displace: 0.3,
  }),
  item({
    id: 5, type: 'vehicle', style: 'rubber floor mat on carpet', backdrop: linen('#3a3a3c', 125),
    shadows: [{ dx: 0.006, dy: 0.01, blur: 0.01, opacity: 0.5 }],
    product: (ctx) => {
      ctx.beginPath();
      ctx.moveTo(0.26, 0.14);
      ctx.lineTo(0.74, 0.14);
      ctx.quadraticCurveTo(0.8, 0.14, 0.8, 0.22);
      ctx.lineTo(0.78, 0.82);
      ctx.quadraticCurveTo(0.78, 0.88, 0.7, 0.88);
      ctx.lineTo(0.3, 0.88);
      ctx.quadraticCurveTo(0.22, 0.88, 0.22, 0.82);
      ctx.lineTo(0.2, 0.22);
      ctx.quadraticCurveTo(0.2, 0.14, 0.26, 0.14);
      ctx.fill();
    },
    details: (ctx) => {
      ctx.lineWidth = 0.006;
      ctx.globalAlpha = 0.6;
      for (let y = 0.7; y < 0.84; y += 0.025) {
        ctx.beginPath();
        ctx.moveTo(0.28, y);
        ctx.lineTo(0.72, y);
        ctx.stroke();
      }
      ctx.beginPath();
      roundRect(ctx, 0.24, 0.17, 0.52, 0.68, 0.03);
      ctx.stroke();
    },
    print: rect(0.29, 0.25, 0.42, 0.4), puff: 0.008, weave: 0.05, sheen: 0.15, gloss: 0.15, wrinkle: 0.001, displace: 0.1,
  }),
  item({
    id: 6, type: 'vehicle', style: 'folding windshield sunshade, accordion pleats', backdrop: concrete('#9c9b97', 126),
    shadows: [{ dx: 0.01, dy: 0.016, blur: 0.012, opacity: 0.35 }],
    product: (ctx) => { ctx.beginPath(); roundRect(ctx, 0.1, 0.28, 0.8, 0.44, 0.08); ctx.fill(); },
    details: (ctx) => { ctx.lineWidth = 0.004; ctx.beginPath(); roundRect(ctx, 0.11, 0.29, 0.78, 0.42, 0.075); ctx.stroke(); },
    folds: pleats(0.1, 0.9, 0.28, 0.72, 16), print: rect(0.2, 0.33, 0.6, 0.34),
    puff: 0.006, weave: 0.05, sheen: 0.35, wrinkle: 0.001, displace: 1.2,
  }),
  item({
    id: 7, type: 'sign', style: 'hanging air freshener card', backdrop: wood('#5b4634', 4, 127, true),
    shadows: [{ dx: 0.02, dy: 0.03, blur: 0.02, opacity: 0.35 }],
    behind: (ctx) => rod(ctx, [0.5, 0], [0.5, 0.2], 0.004, '#eeeeee', '#9a9a9a'),
    product: panel([[0.32, 0.2], [0.68, 0.2], [0.68, 0.84], [0.32, 0.84]], 0.12),
    print: rect(0.36, 0.3, 0.28, 0.44), puff: 0.004, weave: 0.06, sheen: 0.1, wrinkle: 0.002, displace: 0.1,
  }),
  item({
    id: 8, type: 'sign', style: 'bumper sticker on a dark car bumper', backdrop: studio('#26292d', '#34373b', 0.8, 0.3),
    behind: carPanel('#3c4046', '#1f2226'), shadows: [{ dx: 0.002, dy: 0.004, blur: 0.003, opacity: 0.5 }],
    product: panel(rect(0.12, 0.4, 0.76, 0.25), 0.04), print: panelInset(rect(0.12, 0.4, 0.76, 0.25), 0.05), ...RIGID,
  }),
];
