/** Real-estate signs: yard signs on wire stakes, the hanging post sign, A-frame, rider, arrow, plaques. */
import type { Recipe } from '../recipe';
import { lawn, street, wall } from '../lib/soft/backdrop';
import type { Backdrop } from '../lib/soft/backdrop';
import type { Draw } from '../lib/soft/canvas';
import { object } from '../lib/soft/object';
import type { Shadow } from '../lib/soft/render';
import { flutes, panel, rod, skyReflection } from '../lib/soft/sign';
import { tilted, type PanelView } from '../lib/soft/view';

const OUTDOOR: Shadow[] = [{ dx: 0.025, dy: 0.02, blur: 0.015, opacity: 0.25 }];

/** A sign board: its physical size and how it stands to the camera; the print is the whole face inside a margin. */
function sign(id: number, style: string, v: PanelView, backdrop: Backdrop, hw: { behind?: Draw; front?: Draw }, extra: Partial<{ product: Draw; details: Draw; shadows: Shadow[]; margin: number }> = {}): Recipe {
  const q = v.quad();
  return object({
    category: 'real-estate', id, type: 'sign', style, backdrop, shadows: extra.shadows ?? OUTDOOR,
    product: extra.product ?? panel(q),
    details: extra.details ?? flutes(q),
    print: v.inset(extra.margin ?? 0.05),
    puff: 0.004, weave: 0.02, sheen: 0.12, gloss: 0.2, wrinkle: 0.0008, tone: 0.95, displace: 0.1,
    env: skyReflection(),
    ...hw,
  });
}

const steel = (a: [number, number], b: [number, number]) => (ctx: Parameters<Draw>[0]) => rod(ctx, a, b, 0.006, '#d8dadc', '#7c8084');
const wood = (a: [number, number], b: [number, number], w = 0.04) => (ctx: Parameters<Draw>[0]) => rod(ctx, a, b, w, '#fafafa', '#c9c9c6');

// Yard and swing signs are 24 × 18 in (61 × 46 cm), the A-frame 24 × 36 in, the development sign 2.4 × 1.5 m.
const yard = tilted({ w: 61, h: 46, centre: [0.5, 0.49], width: 0.56 });
const angled = tilted({ w: 61, h: 46, centre: [0.47, 0.505], width: 0.55, yaw: 24 });
const swing = tilted({ w: 61, h: 46, centre: [0.52, 0.49], width: 0.44 });
const aframe = tilted({ w: 61, h: 91, centre: [0.5, 0.52], width: 0.4, pitch: 14 });
const big = tilted({ w: 240, h: 150, centre: [0.5, 0.39], width: 0.76 });
const plaque = tilted({ w: 40, h: 40, centre: [0.5, 0.48], width: 0.48 });
const portrait = tilted({ w: 46, h: 61, centre: [0.49, 0.46], width: 0.4, yaw: -20 });

export const recipes: Recipe[] = [
  sign(1, 'yard sign on an H-stake, front lawn', yard, lawn(101, 0.5), {
    behind: (ctx) => { steel([0.33, 0.5], [0.33, 0.9])(ctx); steel([0.67, 0.5], [0.67, 0.9])(ctx); },
  }),
  sign(2, 'hanging for-sale sign on a white post', swing, lawn(102, 0.58), {
    behind: (ctx) => {
      wood([0.2, 0.1], [0.2, 1], 0.05)(ctx);
      wood([0.18, 0.16], [0.82, 0.16], 0.035)(ctx);
      steel([0.34, 0.18], [0.34, 0.33])(ctx);
      steel([0.7, 0.18], [0.7, 0.33])(ctx);
    },
  }, { shadows: [{ dx: 0.03, dy: 0.03, blur: 0.02, opacity: 0.18 }] }),
  sign(3, 'A-frame sidewalk sign on pavement', aframe, street(103, 0.5), {
    behind: (ctx) => { wood([0.3, 0.24], [0.24, 0.86], 0.014)(ctx); wood([0.7, 0.24], [0.76, 0.86], 0.014)(ctx); },
  }, { shadows: [{ dx: 0.03, dy: 0.05, blur: 0.02, opacity: 0.35 }] }),
  sign(4, 'yard sign at an angle on a wire stake', angled, lawn(104, 0.52), {
    behind: (ctx) => { steel([0.3, 0.5], [0.3, 0.92])(ctx); steel([0.64, 0.5], [0.64, 0.9])(ctx); },
  }),
  object({
    category: 'real-estate', id: 5, type: 'sign', style: 'open-house arrow sign on a stake', backdrop: lawn(105, 0.5), shadows: OUTDOOR,
    product: (ctx) => {
      ctx.beginPath();
      ctx.moveTo(0.16, 0.32);
      ctx.lineTo(0.66, 0.32);
      ctx.lineTo(0.84, 0.48);
      ctx.lineTo(0.66, 0.64);
      ctx.lineTo(0.16, 0.64);
      ctx.closePath();
      ctx.fill();
    },
    details: flutes([[0.16, 0.32], [0.8, 0.32], [0.8, 0.64], [0.16, 0.64]]),
    behind: steel([0.4, 0.55], [0.4, 0.92]),
    print: [[0.26, 0.36], [0.5, 0.36], [0.5, 0.6], [0.26, 0.6]],
    puff: 0.004, weave: 0.02, sheen: 0.12, gloss: 0.2, wrinkle: 0.0008, tone: 0.95, displace: 0.1, env: skyReflection(),
  }),
  sign(6, 'large development sign on two posts', big, lawn(106, 0.66), {
    behind: (ctx) => { wood([0.24, 0.5], [0.24, 0.98], 0.045)(ctx); wood([0.76, 0.5], [0.76, 0.98], 0.045)(ctx); },
  }),
  sign(7, 'office plaque on stand-offs, plaster wall', plaque, wall('#d8d4cc', 107), {
    front: (ctx) => {
      for (const [x, y] of [[0.29, 0.27], [0.71, 0.27], [0.71, 0.69], [0.29, 0.69]] as const) {
        const g = ctx.createRadialGradient(x - 0.004, y - 0.004, 0.001, x, y, 0.012);
        g.addColorStop(0, '#ffffff');
        g.addColorStop(1, '#8d9196');
        ctx.fillStyle = g;
        ctx.beginPath();
        ctx.arc(x, y, 0.012, 0, Math.PI * 2);
        ctx.fill();
      }
    },
  }, { details: () => undefined, margin: 0.12, shadows: [{ dx: 0.015, dy: 0.02, blur: 0.012, opacity: 0.35 }] }),
  sign(8, 'portrait yard sign in perspective, evening lawn', portrait, lawn(108, 0.45), {
    behind: (ctx) => { steel([0.38, 0.6], [0.38, 0.95])(ctx); steel([0.6, 0.6], [0.6, 0.95])(ctx); },
  }),
];
