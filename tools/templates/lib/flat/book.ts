import { box, offset, type Pose } from './kit';
import { hex } from './materials';
import { PAPER } from './frame';
import type { Material, Quad, RGB, Role, Solid } from './solids';

/** Printed matter with thickness: books, magazines, notebooks, cards. The front face is the print. */

export interface Printed {
  solids: Solid[];
  print: Quad;
  /** A book's spine (its left face, seen from outside: s from the back cover to the front, t from top to bottom). */
  spine?: Quad;
}

const CREAM = hex('#f1ead9');
/** Page edges: fine lines across s (side faces) or across t (top and bottom faces). */
const pages = (across: 's' | 't', tint: RGB = CREAM): Material => ({
  colour: (s, t) => {
    const k = across === 's' ? s : t;
    const v = 0.9 + 0.07 * Math.abs(Math.sin(k * 420)) + 0.03 * Math.sin(k * 57);
    return [tint[0] * v, tint[1] * v, tint[2] * v];
  },
});

const COVER: Material = { colour: [0.95, 0.95, 0.95], spec: 0.12, shininess: 25, grain: 0.03 };

/** A hardcover: boards overhang a page block; the spine (left) and boards take the product colour. */
export function hardcover(p: Pose, w: number, h: number, t: number, cover: Material = COVER): Printed {
  const board = 0.28;
  const solids: Solid[] = [];
  const front = box(offset(p, 0.1, 0, t / 2 - board / 2), w - 0.2, h, board, { front: ['print', cover], sides: ['product', cover] });
  solids.push(...front);
  solids.push(...box(offset(p, 0.1, 0, -t / 2 + board / 2), w - 0.2, h, board, { front: ['product', cover], sides: ['product', cover] }));
  const spine = box(offset(p, -w / 2 + 0.2, 0, 0), 0.4, h, t, { front: ['product', cover], sides: ['product', cover] });
  solids.push(...spine);
  solids.push(
    ...box(offset(p, 0.15, 0, 0), w - 0.5, h - 0.5, t - 2 * board, {
      front: ['prop', pages('t')],
      sides: ['prop', pages('s')],
      top: ['prop', pages('t')],
      bottom: ['prop', pages('t')],
    }),
  );
  return { solids, print: front[0]!, spine: spine[LEFT]! };
}

/** Where box() lists its left face. */
const LEFT = 3;

/** A paperback, magazine, notebook or card: one block, cover on the front, page edges on three sides. */
export function softcover(p: Pose, w: number, h: number, t: number, cover: Material = COVER, edges?: RGB, backRole: Role = 'product'): Printed {
  const edge = edges ? pages('s', edges) : pages('s');
  const edgeT = edges ? pages('t', edges) : pages('t');
  const faces = box(p, w, h, t, {
    front: ['print', cover],
    back: [backRole, cover],
    sides: ['prop', edge],
    left: ['product', cover],
    top: ['prop', edgeT],
    bottom: ['prop', edgeT],
  });
  return { solids: faces, print: faces[0]!, spine: faces[LEFT]! };
}

/** A business card or flyer: thin card stock, both faces and edges are product. */
export function card(p: Pose, w: number, h: number, t = 0.04, mat: Material = PAPER, role: Role = 'print'): Printed {
  const faces = box(p, w, h, t, { front: [role, mat], sides: ['product', mat] });
  return { solids: faces, print: faces[0]! };
}

/** Lying flat: a pose for printed matter of thickness t resting on the desk (y = y0). */
export function lying(x: number, z: number, yaw: number, t: number, y0 = 0): Pose {
  return { at: [x, y0 + t / 2, z], pitch: -90, yaw };
}

/** Standing upright on the desk, front to +z, leaning back by `lean` degrees. */
export function standing(x: number, z: number, yaw: number, h: number, lean = 0, y0 = 0): Pose {
  const a = (lean * Math.PI) / 180;
  return { at: [x, y0 + (h / 2) * Math.cos(a), z - (h / 2) * Math.sin(a) * Math.cos((yaw * Math.PI) / 180)], pitch: -lean, yaw };
}
