/** Rigid transforms of a whole product (flat lays lie at a slight angle): draws, quads and folds together. */
import type { Draw } from './canvas';
import type { Fold } from './folds';
import type { Pt, Quad } from './quad';

export interface Place {
  /** Rotation (rad) about (cx, cy), then uniform scale about the same point, then offset. */
  angle: number;
  cx: number;
  cy: number;
  scale?: number;
  dx?: number;
  dy?: number;
  /** Mirror left-right about cx (before rotation). */
  mirror?: boolean;
}

export function placePt(p: Place, [x, y]: Pt): [number, number] {
  const s = p.scale ?? 1;
  const c = Math.cos(p.angle) * s;
  const n = Math.sin(p.angle) * s;
  const rx = (x - p.cx) * (p.mirror ? -1 : 1);
  const ry = y - p.cy;
  return [p.cx + rx * c - ry * n + (p.dx ?? 0), p.cy + rx * n + ry * c + (p.dy ?? 0)];
}

export function placeDraw(p: Place, draw: Draw | undefined): Draw | undefined {
  if (!draw) return undefined;
  const s = p.scale ?? 1;
  return (ctx) => {
    ctx.save();
    ctx.translate(p.cx + (p.dx ?? 0), p.cy + (p.dy ?? 0));
    ctx.rotate(p.angle);
    ctx.scale(p.mirror ? -s : s, s);
    ctx.translate(-p.cx, -p.cy);
    draw(ctx);
    ctx.restore();
  };
}

export function placeQuad(p: Place, q: Quad): Quad {
  // A mirrored product keeps its print readable: swap left and right corners.
  if (p.mirror) return [placePt(p, q[1]), placePt(p, q[0]), placePt(p, q[3]), placePt(p, q[2])];
  return [placePt(p, q[0]), placePt(p, q[1]), placePt(p, q[2]), placePt(p, q[3])];
}

export function placeFolds(p: Place, folds: readonly Fold[]): Fold[] {
  const s = p.scale ?? 1;
  return folds.map((f) => {
    const [x0, y0] = placePt(p, [f.x0, f.y0]);
    const [x1, y1] = placePt(p, [f.x1, f.y1]);
    return { x0, y0, x1, y1, w: f.w * s, d: f.d * s };
  });
}
