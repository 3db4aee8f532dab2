/** Shoes: canvas sneakers seen from the side (low, high, slip-on, chunky), print on the side panel. */
import type { Recipe } from '../recipe';
import { concrete, linen, studio, wood } from '../lib/soft/backdrop';
import type { Backdrop } from '../lib/soft/backdrop';
import type { Ctx } from '../lib/soft/canvas';
import { object } from '../lib/soft/object';
import { rect } from '../lib/soft/quad';
import type { Shadow } from '../lib/soft/render';
import type { Place } from '../lib/soft/transform';

interface Sneaker {
  /** Collar height (y of the ankle opening; lower = higher shoe) and sole thickness. */
  collar: number;
  sole: number;
  laces: boolean;
}

const SOLE_Y = 0.66;

function upper(ctx: Ctx, s: Sneaker): void {
  const c = s.collar;
  ctx.beginPath();
  ctx.moveTo(0.19, SOLE_Y);
  ctx.bezierCurveTo(0.17, 0.6, 0.18, c + 0.04, 0.21, c);
  ctx.quadraticCurveTo(0.33, c + 0.04, 0.43, c + 0.02);
  ctx.quadraticCurveTo(0.46, c - 0.03, 0.49, c - 0.02);
  ctx.bezierCurveTo(0.56, 0.47, 0.66, 0.53, 0.74, 0.56);
  ctx.bezierCurveTo(0.8, 0.58, 0.83, 0.62, 0.82, SOLE_Y);
  ctx.closePath();
}

function details(ctx: Ctx, s: Sneaker): void {
  ctx.lineWidth = 0.003;
  ctx.beginPath();
  // Vamp seam, heel counter, toe-cap edge.
  ctx.moveTo(0.47, s.collar + 0.02);
  ctx.quadraticCurveTo(0.5, 0.6, 0.49, SOLE_Y);
  ctx.moveTo(0.24, SOLE_Y);
  ctx.quadraticCurveTo(0.25, 0.56, 0.2, 0.53);
  ctx.stroke();
  ctx.globalAlpha = 0.5;
  ctx.lineWidth = 0.0018;
  ctx.beginPath();
  ctx.moveTo(0.215, s.collar + 0.018);
  ctx.quadraticCurveTo(0.33, s.collar + 0.055, 0.44, s.collar + 0.035);
  ctx.stroke();
  ctx.globalAlpha = 1;
  if (!s.laces) {
    // Elastic side gore of a slip-on.
    ctx.globalAlpha = 0.45;
    for (let i = 0; i < 5; i++) {
      ctx.beginPath();
      ctx.moveTo(0.45 + i * 0.006, s.collar + 0.01);
      ctx.lineTo(0.46 + i * 0.006, s.collar + 0.07);
      ctx.stroke();
    }
    ctx.globalAlpha = 1;
    return;
  }
  for (let i = 0; i < 6; i++) {
    const t = i / 5;
    const x = 0.5 + t * 0.17;
    const y = s.collar + 0.01 + t * (0.52 - s.collar) + 0.02;
    ctx.beginPath();
    ctx.arc(x, y, 0.006, 0, Math.PI * 2);
    ctx.lineWidth = 0.003;
    ctx.stroke();
  }
}

/** Rubber sole, toe cap and laces: white, not recoloured. */
function sole(ctx: Ctx, s: Sneaker): void {
  const g = ctx.createLinearGradient(0, SOLE_Y - 0.02, 0, SOLE_Y + s.sole);
  g.addColorStop(0, '#fbfaf6');
  g.addColorStop(0.7, '#e9e6de');
  g.addColorStop(1, '#b9b5ad');
  ctx.fillStyle = g;
  ctx.beginPath();
  ctx.moveTo(0.18, SOLE_Y - 0.015);
  ctx.lineTo(0.8, SOLE_Y - 0.015);
  ctx.bezierCurveTo(0.84, SOLE_Y - 0.04, 0.86, SOLE_Y, 0.845, SOLE_Y + s.sole * 0.6);
  ctx.quadraticCurveTo(0.84, SOLE_Y + s.sole, 0.8, SOLE_Y + s.sole);
  ctx.lineTo(0.2, SOLE_Y + s.sole);
  ctx.quadraticCurveTo(0.17, SOLE_Y + s.sole, 0.175, SOLE_Y + 0.01);
  ctx.closePath();
  ctx.fill();
  ctx.strokeStyle = 'rgba(60,60,60,0.35)';
  ctx.lineWidth = 0.004;
  ctx.beginPath();
  ctx.moveTo(0.19, SOLE_Y + s.sole * 0.45);
  ctx.lineTo(0.84, SOLE_Y + s.sole * 0.45);
  ctx.stroke();
  if (!s.laces) return;
  ctx.strokeStyle = '#f4f3ef';
  ctx.lineWidth = 0.008;
  for (let i = 0; i < 5; i++) {
    const t = i / 5;
    const x = 0.5 + t * 0.17;
    const y = s.collar + 0.03 + t * (0.52 - s.collar);
    ctx.beginPath();
    ctx.moveTo(x, y);
    ctx.lineTo(x + 0.03, y + (0.52 - s.collar) / 5 - 0.012);
    ctx.stroke();
  }
}

const GROUND: Shadow[] = [{ dx: 0.01, dy: 0.03, blur: 0.012, opacity: 0.5 }, { dx: 0.03, dy: 0.04, blur: 0.04, opacity: 0.25 }];

function shoe(id: number, style: string, s: Sneaker, backdrop: Backdrop, place: Place): Recipe {
  const p = 0.1;
  const top = Math.min(Math.max(s.collar + 0.05, 0.5), SOLE_Y - 0.035 - p);
  return object({
    category: 'shoes', id, type: 'shoe', style, backdrop, shadows: GROUND, place,
    product: (ctx) => { upper(ctx, s); ctx.fill(); },
    inner: (ctx) => {
      ctx.beginPath();
      ctx.ellipse(0.33, s.collar + 0.018, 0.1, 0.012, 0.02, 0, Math.PI * 2);
      ctx.fill();
    },
    details: (ctx) => details(ctx, s),
    front: (ctx) => {
      ctx.save();
      const k = place.scale ?? 1;
      ctx.translate(place.cx + (place.dx ?? 0), place.cy + (place.dy ?? 0));
      ctx.rotate(place.angle);
      ctx.scale(place.mirror ? -k : k, k);
      ctx.translate(-place.cx, -place.cy);
      sole(ctx, s);
      ctx.restore();
    },
    print: rect(0.26, top, p, p),
    puff: 0.02, dome: 0.03, weave: 0.1, sheen: 0.2, wrinkle: 0.002, displace: 0.4,
  });
}

const LOW: Sneaker = { collar: 0.47, sole: 0.05, laces: true };
const HIGH: Sneaker = { collar: 0.3, sole: 0.05, laces: true };
const SLIP: Sneaker = { collar: 0.49, sole: 0.045, laces: false };
const CHUNKY: Sneaker = { collar: 0.46, sole: 0.075, laces: true };
const at = (o: Partial<Place> = {}): Place => ({ angle: 0, cx: 0.5, cy: 0.56, scale: 1.18, dy: 0.02, ...o });

export const recipes: Recipe[] = [
  shoe(1, 'low-top canvas sneaker, light studio', LOW, studio('#e6e5e1', '#f1f0ec', 0.62), at()),
  shoe(2, 'high-top canvas sneaker, warm studio', HIGH, studio('#ebe3d7', '#f4eee5', 0.62), at({ cy: 0.5 })),
  shoe(3, 'low-top facing left on concrete', LOW, concrete('#b2b1ad', 93), at({ mirror: true })),
  shoe(4, 'slip-on on an oak floor', SLIP, wood('#b48a60', 6, 94, true), at({ angle: -0.03 })),
  shoe(5, 'high-top facing left on a walnut floor', HIGH, wood('#6f4b31', 6, 95, true), at({ mirror: true, cy: 0.5 })),
  shoe(6, 'low-top on a linen sheet, tilted', LOW, linen('#e9e4db', 96), at({ angle: 0.08 })),
  shoe(7, 'chunky-sole sneaker, grey studio', CHUNKY, studio('#cfd1d4', '#dee0e3', 0.62), at()),
  shoe(8, 'high-top on concrete, slight tilt', HIGH, concrete('#9f9e9a', 98), at({ angle: -0.06, cy: 0.5 })),
];
