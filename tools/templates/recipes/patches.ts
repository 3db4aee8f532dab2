/** Embroidered patches with merrowed borders, on denim, canvas, linen and in the studio. */
import type { Recipe } from '../recipe';
import { FLAT } from '../lib/soft/shadows';
import { concrete, denim, linen, studio, wood } from '../lib/soft/backdrop';
import { BADGES, inFrame } from '../lib/soft/badges';
import type { Badge } from '../lib/soft/badges';
import type { Backdrop } from '../lib/soft/backdrop';
import { object } from '../lib/soft/object';
import type { Place } from '../lib/soft/transform';

const SEWN = [{ dx: 0.003, dy: 0.004, blur: 0.004, opacity: 0.45 }, { dx: 0.006, dy: 0.009, blur: 0.015, opacity: 0.2 }];

function patch(id: number, style: string, b: Badge, r: number, backdrop: Backdrop, place?: Place, shadows = SEWN): Recipe {
  const x = 0.5;
  const y = 0.5;
  // The print area is the whole printed face (the outline inside its edge); the outline clips the design.
  const [bx0, by0, bx1, by1] = b.box.map((v) => v * r * 0.84);
  return object({
    category: 'patches', id, type: 'patch', style, backdrop, shadows,
    ...(place ? { place } : {}),
    product: (ctx) => inFrame(ctx, x, y, r, () => { b.path(ctx); ctx.fill(); }),
    // Merrowed edge: a wide dashed stroke reads as the dense overlock stitches; a groove just inside it.
    details: (ctx) => inFrame(ctx, x, y, r, () => {
      b.path(ctx);
      ctx.lineWidth = 0.2;
      ctx.setLineDash([0.02, 0.025]);
      ctx.globalAlpha = 0.35;
      ctx.stroke();
      ctx.setLineDash([]);
      ctx.globalAlpha = 0.8;
      ctx.lineWidth = 0.018;
      ctx.save();
      ctx.scale(0.885, 0.885);
      b.path(ctx);
      ctx.restore();
      ctx.stroke();
    }),
    printShape: (ctx) => inFrame(ctx, x, y, r, () => { ctx.save(); ctx.scale(0.84, 0.84); b.path(ctx); ctx.restore(); ctx.fill(); }),
    print: [[x + bx0!, y + by0!], [x + bx1!, y + by0!], [x + bx1!, y + by1!], [x + bx0!, y + by1!]],
    puff: 0.01, dome: 0.012, fabric: 'felt', sheen: 0.4, wrinkle: 0.001, displace: 0.3,
  });
}

export const recipes: Recipe[] = [
  patch(1, 'round patch on a denim jacket', BADGES.circle, 0.32, denim('#3d5a80', 61)),
  patch(2, 'shield patch on dark denim', BADGES.shield, 0.32, denim('#263a57', 62), { angle: -0.06, cx: 0.5, cy: 0.5 }),
  patch(3, 'rounded square patch on canvas', BADGES.square, 0.3, linen('#c8b592', 63), { angle: 0.05, cx: 0.5, cy: 0.5 }),
  patch(4, 'hexagon patch on light denim', BADGES.hexagon, 0.33, denim('#6f8db3', 64)),
  patch(5, 'oval patch on an oak table', BADGES.oval, 0.36, wood('#b4865a', 5, 65), { angle: -0.1, cx: 0.5, cy: 0.5 }, FLAT),
  patch(6, 'name-tag patch on olive canvas', BADGES.nameTag, 0.36, linen('#6f7350', 66), { angle: 0.03, cx: 0.5, cy: 0.5 }),
  patch(7, 'octagon patch on concrete, studio flat lay', BADGES.octagon, 0.32, concrete('#b7b6b1', 67), { angle: 0.2, cx: 0.5, cy: 0.5 }, FLAT),
  patch(8, 'round patch floating on a soft studio sweep', BADGES.circle, 0.3, studio('#e3e1dc', '#efede8'), undefined, [{ dx: 0.02, dy: 0.03, blur: 0.025, opacity: 0.25 }]),
];
