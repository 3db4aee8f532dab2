/** Keychains: glossy acrylic and leather tags in several shapes, with a steel split ring. */
import type { Recipe } from '../recipe';
import { FLAT } from '../lib/soft/shadows';
import { concrete, linen, studio, wood } from '../lib/soft/backdrop';
import type { Backdrop } from '../lib/soft/backdrop';
import { BADGES, inFrame } from '../lib/soft/badges';
import type { Badge } from '../lib/soft/badges';
import { object } from '../lib/soft/object';
import { keyRing } from '../lib/soft/props';
import type { Place } from '../lib/soft/transform';

type Material = 'acrylic' | 'leather';

function keychain(id: number, style: string, b: Badge, r: number, m: Material, backdrop: Backdrop, place?: Place): Recipe {
  const x = 0.5;
  const y = 0.56;
  // The print area is the whole printed face (the outline inside its edge); the outline clips the design.
  const [bx0, by0, bx1, by1] = b.box.map((v) => v * r * 0.86);
  // The hole sits just inside the top edge; the ring hangs from it, above the tag.
  const top = y - r * (b === BADGES.tag ? 0.7 : b === BADGES.heart ? 0.55 : 0.92);
  const hole = { x, y: top + r * 0.16, r: r * 0.07 };
  const acrylic = m === 'acrylic';
  return object({
    category: 'keychains', id, type: 'keychain', style, backdrop,
    ...(place ? { place } : {}),
    shadows: acrylic ? [{ dx: 0.012, dy: 0.018, blur: 0.012, opacity: 0.35 }] : FLAT,
    product: (ctx) => {
      inFrame(ctx, x, y, r, () => b.path(ctx));
      ctx.moveTo(hole.x + hole.r, hole.y);
      ctx.arc(hole.x, hole.y, hole.r, 0, Math.PI * 2);
      ctx.fill('evenodd');
    },
    details: (ctx) => {
      if (acrylic) return;
      ctx.setLineDash([0.006, 0.005]);
      ctx.lineWidth = 0.0025;
      inFrame(ctx, x, y, r, () => { ctx.save(); ctx.scale(0.9, 0.9); b.path(ctx); ctx.restore(); });
      ctx.stroke();
    },
    printShape: (ctx) => inFrame(ctx, x, y, r, () => { ctx.save(); ctx.scale(0.86, 0.86); b.path(ctx); ctx.restore(); ctx.fill(); }),
    print: [[x + bx0!, y + by0!], [x + bx1!, y + by0!], [x + bx1!, y + by1!], [x + bx0!, y + by1!]],
    front: (ctx) => keyRing(ctx, x + (place ? 0 : 0.004), top - r * 0.42, r * 0.3, hole.y),
    puff: acrylic ? 0.016 : 0.01, dome: acrylic ? 0 : 0.01, weave: acrylic ? 0.01 : 0.1,
    sheen: acrylic ? 0.15 : 0.3, gloss: acrylic ? 0.9 : 0.1, wrinkle: acrylic ? 0 : 0.002, displace: 0.2,
    ...(acrylic ? { env: (u: number, v: number): [number, number] => [1, Math.max(0, 0.18 - Math.abs(u - v * 0.6 - 0.1) * 2)] } : {}),
  });
}

export const recipes: Recipe[] = [
  keychain(1, 'round acrylic keychain on oak', BADGES.circle, 0.25, 'acrylic', wood('#b78a5e', 4, 71)),
  keychain(2, 'rounded square acrylic keychain, studio', BADGES.square, 0.24, 'acrylic', studio('#e4e3df', '#f0efeb')),
  keychain(3, 'heart acrylic keychain on linen', BADGES.heart, 0.26, 'acrylic', linen('#ebe5dc', 73), { angle: -0.1, cx: 0.5, cy: 0.5 }),
  keychain(4, 'leather tag keychain on concrete', BADGES.tag, 0.26, 'leather', concrete('#b3b2ad', 74), { angle: 0.08, cx: 0.5, cy: 0.5 }),
  keychain(5, 'hexagon acrylic keychain on concrete', BADGES.hexagon, 0.25, 'acrylic', concrete('#9d9c98', 75)),
  keychain(6, 'round leather keychain on walnut', BADGES.circle, 0.24, 'leather', wood('#6e4a30', 5, 76), { angle: 0.05, cx: 0.5, cy: 0.5 }),
  keychain(7, 'oval acrylic keychain, sage studio', BADGES.oval, 0.28, 'acrylic', studio('#d6ddd3', '#e6ebe3')),
  keychain(8, 'shield leather keychain on linen', BADGES.shield, 0.26, 'leather', linen('#d9cfc0', 78), { angle: -0.06, cx: 0.5, cy: 0.5 }),
];
