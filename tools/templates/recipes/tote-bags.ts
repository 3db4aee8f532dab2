/** Tote bags: flat lays, hanging from a peg, standing and leaning, different cuts and scenes. */
import type { Recipe } from '../recipe';
import { FLAT, FLOAT, HANG } from '../lib/soft/apparel';
import { concrete, linen, studio, wall, wood } from '../lib/soft/backdrop';
import type { Shadow, SoftSpec } from '../lib/soft/render';
import { keyLight, renderSoft } from '../lib/soft/render';
import { peg, sprig } from '../lib/soft/props';
import { toteDetails, toteFolds, totePrint, toteShape } from '../lib/soft/tote';
import type { Tote } from '../lib/soft/tote';
import { placeDraw, placeFolds, placePrint } from '../lib/soft/transform';
import type { Place } from '../lib/soft/transform';

interface ToteStyle {
  id: number;
  style: string;
  t: Tote;
  scene: Pick<SoftSpec, 'backdrop' | 'shadows' | 'behind' | 'front'>;
  place?: Place;
  depth?: number;
}

function tote(s: ToteStyle): Recipe {
  const p = s.place ?? { angle: 0, cx: 0.5, cy: 0.5 };
  return {
    id: `tote-bags-${s.id}`,
    category: 'tote-bags',
    type: 'tote-bag',
    style: s.style,
    render: (size) =>
      renderSoft(
        {
          seed: 300 + s.id,
          light: keyLight(300 + s.id),
          ...s.scene,
          product: placeDraw(p, toteShape(s.t))!,
          details: placeDraw(p, toteDetails(s.t)),
          folds: placeFolds(p, toteFolds(s.t, s.id * 13, s.depth)),
          print: placePrint(p, totePrint(s.t)),
          puff: 0.012,
          fabric: 'canvas',
          grainAngle: p.angle,
          sheen: 0.15,
          wrinkle: 0.003,
        },
        size,
      ),
  };
}

const LEAN: Shadow[] = [{ dx: 0.025, dy: 0.01, blur: 0.025, opacity: 0.3 }, { dx: 0.004, dy: 0.004, blur: 0.006, opacity: 0.3 }];

export const recipes: Recipe[] = [
  tote({
    id: 1, style: 'flat lay on an oak table, handles up',
    t: { x: 0.23, y: 0.3, w: 0.54, h: 0.6, pitch: 0, handles: 'up', handleH: 0.2, strap: 0.032 },
    place: { angle: -0.04, cx: 0.5, cy: 0.55 },
    scene: { backdrop: wood('#bc8d60', 5, 17), shadows: FLAT, behind: (ctx) => sprig(ctx, 0.02, 0.12, 0.3, 0.4) },
  }),
  tote({
    id: 2, style: 'hanging from a wooden peg on a plaster wall',
    t: { x: 0.24, y: 0.36, w: 0.52, h: 0.56, pitch: 6, handles: 'peg', handleH: 0.24, py: 0.1, strap: 0.03 },
    scene: { backdrop: wall('#e0dcd4', 19), shadows: HANG, front: (ctx) => peg(ctx, 0.5, 0.1) },
  }),
  tote({
    id: 3, style: 'standing on a studio sweep, handles upright',
    t: { x: 0.26, y: 0.34, w: 0.48, h: 0.52, pitch: 16, handles: 'up', handleH: 0.18, strap: 0.03 },
    scene: { backdrop: studio('#e6e4df', '#f2f0eb', 0.72), shadows: [{ dx: 0.02, dy: 0.005, blur: 0.02, opacity: 0.3 }] },
  }),
  tote({
    id: 4, style: 'flat lay on concrete, handles spread',
    t: { x: 0.22, y: 0.34, w: 0.56, h: 0.56, pitch: 0, handles: 'flat', handleH: 0.16, strap: 0.03 },
    place: { angle: 0.05, cx: 0.5, cy: 0.55 },
    scene: { backdrop: concrete('#a8a7a3', 23), shadows: FLAT },
  }),
  tote({
    id: 5, style: 'wide landscape tote on a linen sheet',
    t: { x: 0.15, y: 0.4, w: 0.7, h: 0.46, pitch: 0, handles: 'up', handleH: 0.2, strap: 0.03 },
    place: { angle: -0.03, cx: 0.5, cy: 0.6 },
    scene: { backdrop: linen('#e9e4dc', 25), shadows: FLAT },
  }),
  tote({
    id: 6, style: 'tall tote hanging from a peg, terracotta wall',
    t: { x: 0.29, y: 0.3, w: 0.42, h: 0.62, pitch: 4, handles: 'peg', handleH: 0.22, py: 0.08, strap: 0.028 },
    scene: { backdrop: wall('#cf9f86', 27), shadows: HANG, front: (ctx) => peg(ctx, 0.5, 0.08) },
  }),
  tote({
    id: 7, style: 'leaning against a wall on a wooden floor',
    t: { x: 0.25, y: 0.3, w: 0.5, h: 0.56, pitch: 18, handles: 'flat', handleH: 0.12, strap: 0.03 },
    place: { angle: 0.04, cx: 0.5, cy: 0.86 },
    scene: { backdrop: wall('#ece9e3', 29, 0.84, '#a57a55'), shadows: LEAN },
  }),
  tote({
    id: 8, style: 'floating product shot, soft sage studio',
    t: { x: 0.25, y: 0.33, w: 0.5, h: 0.56, pitch: 7, handles: 'up', handleH: 0.19, strap: 0.034 },
    depth: 0.007,
    scene: { backdrop: studio('#d9dfd5', '#e8ece5'), shadows: FLOAT },
  }),
];
