/** Shoes: canvas sneakers seen from the side (low, high, slip-on, chunky), print on the side panel. */
import type { Recipe } from '../recipe';
import { concrete, linen, studio, wood } from '../lib/soft/backdrop';
import type { Backdrop } from '../lib/soft/backdrop';
import type { Draw } from '../lib/soft/canvas';
import { object } from '../lib/soft/object';
import { rect, type Quad } from '../lib/soft/quad';
import { SOLE_Y, sneakerContact, sneakerGore, sneakerInner, sneakerLaces, sneakerLayers, sneakerSeams, sneakerShape, sneakerSole, sneakerStitches, type Sneaker } from '../lib/soft/sneaker';
import type { Shadow } from '../lib/soft/render';
import type { Place } from '../lib/soft/transform';

const GROUND: Shadow[] = [{ dx: 0.01, dy: 0.03, blur: 0.012, opacity: 0.5 }, { dx: 0.03, dy: 0.04, blur: 0.04, opacity: 0.25 }];

/** Props drawn with the shoe's placement (they move with it but are not recoloured). */
const placed = (place: Place, draw: Draw): Draw => (ctx) => {
  ctx.save();
  const k = place.scale ?? 1;
  ctx.translate(place.cx + (place.dx ?? 0), place.cy + (place.dy ?? 0));
  ctx.rotate(place.angle);
  ctx.scale(place.mirror ? -k : k, k);
  ctx.translate(-place.cx, -place.cy);
  draw(ctx);
  ctx.restore();
};

/** The print area: the quarter panel between the heel counter and the eyestay (the ankle panel of a high-top). */
function quarter(s: Sneaker): Quad {
  const top = s.collar + (s.collar < 0.4 ? 0.06 : 0.05);
  const bottom = SOLE_Y - 0.03;
  const x0 = 0.255, x1 = s.collar < 0.4 ? 0.43 : 0.445;
  return rect(x0, top, x1 - x0, bottom - top);
}

function shoe(id: number, style: string, s: Sneaker, backdrop: Backdrop, place: Place, light: readonly [number, number, number]): Recipe {
  return object({
    category: 'shoes', id, type: 'shoe', style, backdrop, shadows: GROUND, place, light,
    product: sneakerShape(s),
    inner: sneakerInner(s),
    details: sneakerGore(s),
    seams: sneakerSeams(s),
    stitches: sneakerStitches(s),
    layers: sneakerLayers(s),
    behind: placed(place, sneakerContact(s)),
    front: placed(place, (ctx) => {
      sneakerSole(s)(ctx);
      sneakerLaces(s)(ctx);
    }),
    print: quarter(s),
    cm: 30 / 0.65,
    volume: { round: 0.35 }, fabric: 'canvas', puff: 0, dome: 0, sheen: 0.18, wrinkle: 0.0025, displace: 0.4,
  });
}

const LOW: Sneaker = { collar: 0.47, sole: 0.05, laces: true };
const HIGH: Sneaker = { collar: 0.3, sole: 0.055, laces: true };
const SLIP: Sneaker = { collar: 0.49, sole: 0.045, laces: false };
const CHUNKY: Sneaker = { collar: 0.46, sole: 0.08, laces: true };
const KEY = [-0.45, -0.6, 0.66] as const;
const WINDOW = [-0.7, -0.4, 0.6] as const;
const HIGH_SUN = [-0.25, -0.75, 0.62] as const;
const RIGHT = [0.4, -0.6, 0.68] as const;
const at = (o: Partial<Place> = {}): Place => ({ angle: 0, cx: 0.5, cy: 0.56, scale: 1.18, dy: 0.02, ...o });

export const recipes: Recipe[] = [
  shoe(1, 'low-top canvas sneaker, light studio', LOW, studio('#e6e5e1', '#f1f0ec', 0.62), at(), KEY),
  shoe(2, 'high-top canvas sneaker, warm studio', HIGH, studio('#ebe3d7', '#f4eee5', 0.62), at({ cy: 0.5 }), KEY),
  shoe(3, 'low-top facing left on concrete', LOW, concrete('#b2b1ad', 93), at({ mirror: true }), WINDOW),
  shoe(4, 'slip-on on an oak floor', SLIP, wood('#b48a60', 6, 94, true), at({ angle: -0.03 }), HIGH_SUN),
  shoe(5, 'high-top facing left on a walnut floor', HIGH, wood('#6f4b31', 6, 95, true), at({ mirror: true, cy: 0.5 }), RIGHT),
  shoe(6, 'low-top on a linen sheet, tilted', LOW, linen('#e9e4db', 96), at({ angle: 0.08 }), WINDOW),
  shoe(7, 'chunky-sole sneaker, grey studio', CHUNKY, studio('#cfd1d4', '#dee0e3', 0.62), at(), KEY),
  shoe(8, 'high-top on concrete, slight tilt', HIGH, concrete('#9f9e9a', 98), at({ angle: -0.06, cy: 0.5 }), HIGH_SUN),
];
