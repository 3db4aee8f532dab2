/** Pillows: square, lumbar and round cushions on a sofa, a bed, a floor and in the studio. */
import type { Recipe } from '../recipe';
import { FLAT, FLOAT } from '../lib/soft/apparel';
import { concrete, linen, studio, wood } from '../lib/soft/backdrop';
import { object } from '../lib/soft/object';
import type { ObjectStyle } from '../lib/soft/object';
import { cornerFolds, pillowPiping, pillowPrint, pillowShape } from '../lib/soft/pillow';
import { sofa, sprig } from '../lib/soft/props';
import type { Quad } from '../lib/soft/quad';
import { rect } from '../lib/soft/quad';
import type { Shadow } from '../lib/soft/render';
import { tilted, type PanelView } from '../lib/soft/view';

const ON_SOFA: Shadow[] = [{ dx: 0.02, dy: 0.025, blur: 0.03, opacity: 0.4 }, { dx: 0.003, dy: 0.01, blur: 0.008, opacity: 0.3 }];

type PillowStyle = Omit<ObjectStyle, 'category' | 'type' | 'product' | 'print'> & { v: PanelView; pinch?: number; margin?: number };

function pillow(s: PillowStyle): Recipe {
  const { v, pinch = 0.07, margin = 0.13, ...rest } = s;
  const q = v.quad();
  return object({
    category: 'pillows', type: 'pillow',
    product: pillowShape(q, pinch),
    details: pillowPiping(q, pinch),
    folds: cornerFolds(q, s.id * 11),
    print: pillowPrint(v, margin),
    puff: 0.05,
    fabric: 'canvas',
    dome: 0.09,
    wrinkle: 0.006,
    sheen: 0.2,
    displace: 0.5,
    ...rest,
  });
}

/** A cushion drawn `w` × `h` (45 cm wide), leaning back so that its top edge is `lean` narrower each side. */
function leaning(cx: number, top: number, w: number, h: number, lean = 0.04): PanelView {
  const d = 4;
  const ratio = (w - 2 * lean) / w;
  const a = (d * (1 - ratio)) / (1 + ratio);
  const pitch = (Math.asin(Math.min(1, (2 * a * w) / h)) * 180) / Math.PI;
  return tilted({ w: 45, h: (45 * h) / w, centre: [cx, top + h / 2], width: w, pitch, distance: d });
}

/** A cushion lying or floating flat towards the camera, drawn as the rectangle `q`. */
const front = (q: Quad): PanelView =>
  tilted({ w: 45, h: (45 * (q[3][1] - q[0][1])) / (q[1][0] - q[0][0]), centre: [(q[0][0] + q[1][0]) / 2, (q[0][1] + q[3][1]) / 2], width: q[1][0] - q[0][0] });

export const recipes: Recipe[] = [
  pillow({
    id: 1, style: 'square cushion leaning on a grey sofa', v: leaning(0.5, 0.2, 0.6, 0.58),
    backdrop: studio('#8d8f92', '#9a9c9f', 0.8, 0.35), behind: (ctx) => sofa(ctx, '#8f9296'), shadows: ON_SOFA,
  }),
  pillow({
    id: 2, style: 'square cushion on a linen bed', v: leaning(0.5, 0.18, 0.62, 0.6, 0.02),
    place: { angle: -0.06, cx: 0.5, cy: 0.5 },
    backdrop: linen('#ebe7e0', 31), shadows: FLAT,
  }),
  pillow({
    id: 3, style: 'lumbar cushion on a mustard sofa', v: leaning(0.5, 0.32, 0.74, 0.4, 0.03), margin: 0.12,
    backdrop: studio('#b08a3c', '#b9924a', 0.8, 0.35), behind: (ctx) => sofa(ctx, '#c49a45', 0.72), shadows: ON_SOFA,
  }),
  pillow({
    id: 4, style: 'floating square cushion, tilted, light studio', v: front(rect(0.2, 0.2, 0.6, 0.6)), pinch: 0.09,
    place: { angle: 0.12, cx: 0.5, cy: 0.5 },
    backdrop: studio('#e7e6e3', '#f2f1ee'), shadows: FLOAT,
  }),
  pillow({
    id: 5, style: 'floor cushion on an oak floor with eucalyptus', v: front(rect(0.19, 0.19, 0.62, 0.62)), pinch: 0.05,
    place: { angle: 0.05, cx: 0.5, cy: 0.5 },
    backdrop: wood('#b4875c', 6, 33, true), shadows: FLAT, behind: (ctx) => sprig(ctx, 0.92, 0.05, 0.3, 2.0),
  }),
  pillow({
    id: 6, style: 'square cushion on concrete bench', v: leaning(0.5, 0.22, 0.58, 0.56, 0.025),
    backdrop: concrete('#b7b5b0', 35), shadows: ON_SOFA,
  }),
  pillow({
    id: 7, style: 'wide rectangular cushion on a navy sofa', v: leaning(0.5, 0.26, 0.76, 0.48, 0.035), margin: 0.12,
    backdrop: studio('#2f3b52', '#35425a', 0.8, 0.35), behind: (ctx) => sofa(ctx, '#36445e', 0.74), shadows: ON_SOFA,
  }),
  pillow({
    id: 8, style: 'square cushion in warm window light, beige studio', v: leaning(0.5, 0.2, 0.6, 0.6, 0.05), pinch: 0.08,
    place: { angle: -0.04, cx: 0.5, cy: 0.5 },
    backdrop: studio('#e6dccd', '#efe7da', 0.74), shadows: FLOAT,
  }),
];
