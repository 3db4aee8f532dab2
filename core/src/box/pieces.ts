/**
 * A dieline as pieces of board: every panel and flap is a polygon in millimetres (x right, y down, as on the
 * printed sheet). Where two pieces share an edge the board is creased (a fold); every other edge is cut.
 * Deriving the lines from the pieces means a flap can never be drawn hinged without its fold.
 */

export type Point = readonly [number, number];

export interface Rect {
  x: number;
  y: number;
  width: number;
  height: number;
}

export type PieceKind = 'panel' | 'lid' | 'tuck' | 'dust' | 'glue' | 'wall' | 'ear' | 'corner';

export interface DielinePiece {
  name: string;
  kind: PieceKind;
  /** Corners in order round the piece. */
  outline: Point[];
}

export type LineKind = 'cut' | 'fold';

export interface DielineLine {
  kind: LineKind;
  from: Point;
  to: Point;
}

export const rectPiece = (name: string, kind: PieceKind, { x, y, width, height }: Rect): DielinePiece => ({
  name,
  kind,
  outline: [
    [x, y],
    [x + width, y],
    [x + width, y + height],
    [x, y + height],
  ],
});

export const rect = (x: number, y: number, width: number, height: number): Rect => ({ x, y, width, height });

/** Micrometres are finer than any die: edges equal to that are one edge. */
const key = ([x, y]: Point) => `${Math.round(x * 1000)},${Math.round(y * 1000)}`;

/** Each distinct edge once: folds where two pieces meet, cuts elsewhere. */
export function dielineLines(pieces: readonly DielinePiece[]): DielineLine[] {
  const edges = new Map<string, { from: Point; to: Point; count: number }>();
  for (const piece of pieces) {
    piece.outline.forEach((from, i) => {
      const to = piece.outline[(i + 1) % piece.outline.length]!;
      const [a, b] = [key(from), key(to)];
      const id = a < b ? `${a}|${b}` : `${b}|${a}`;
      const edge = edges.get(id);
      if (edge) edge.count++;
      else edges.set(id, { from, to, count: 1 });
    });
  }
  return [...edges.values()].map(({ from, to, count }) => ({ kind: count > 1 ? 'fold' : 'cut', from, to }));
}

export function boundsOf(pieces: readonly DielinePiece[]): Rect {
  const xs = pieces.flatMap((piece) => piece.outline.map((point) => point[0]));
  const ys = pieces.flatMap((piece) => piece.outline.map((point) => point[1]));
  const x = Math.min(...xs);
  const y = Math.min(...ys);
  return { x, y, width: Math.max(...xs) - x, height: Math.max(...ys) - y };
}

/** A flap hinged on the edge from `a` to `b`, reaching `reach` mm outward, its far corners drawn in by `inset`. */
export function flap(name: string, kind: PieceKind, a: Point, b: Point, reach: number, inset: number): DielinePiece {
  const [dx, dy] = [b[0] - a[0], b[1] - a[1]];
  const length = Math.hypot(dx, dy);
  const [ux, uy] = [dx / length, dy / length];
  // Outward is to the left of a→b with y down; callers walk their hinge so that is away from the panel.
  const [ox, oy] = [uy, -ux];
  const at = (along: number, out: number): Point => [a[0] + ux * along + ox * out, a[1] + uy * along + oy * out];
  return { name, kind, outline: [a, at(inset, reach), at(length - inset, reach), b] };
}

/** A tuck flap on the hinge a→b: straight sides, its far corners cut off by `chamfer` so it slides in. */
export function tuckFlap(name: string, a: Point, b: Point, reach: number, chamfer: number): DielinePiece {
  const { outline } = flap(name, 'tuck', a, b, reach, 0);
  const [, farA, farB] = outline as [Point, Point, Point, Point];
  const towards = (from: Point, to: Point, by: number): Point => {
    const length = Math.hypot(to[0] - from[0], to[1] - from[1]);
    return [from[0] + ((to[0] - from[0]) / length) * by, from[1] + ((to[1] - from[1]) / length) * by];
  };
  return {
    name,
    kind: 'tuck',
    outline: [a, towards(farA, a, chamfer), towards(farA, farB, chamfer), towards(farB, farA, chamfer), towards(farB, b, chamfer), b],
  };
}
