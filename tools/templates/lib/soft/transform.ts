/** Rigid transforms of a whole product (flat lays lie at a slight angle): draws, quads and folds together. */
import type { Draw } from './canvas';
import type { Fold } from './folds';
import type { Pt } from './quad';
import type { Rib } from './relief';
import type { SoftPrint } from './view';

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

export function placeFolds(p: Place, folds: readonly Fold[]): Fold[] {
  const s = p.scale ?? 1;
  return folds.map((f) => {
    const [x0, y0] = placePt(p, [f.x0, f.y0]);
    const [x1, y1] = placePt(p, [f.x1, f.y1]);
    return { x0, y0, x1, y1, w: f.w * s, d: f.d * s };
  });
}

/** The same print on the placed product: the picture moves (the camera composes with the placement), the product
 *  does not; a mirrored product shows its other side, so the print still reads left to right. */
export function placePrint(p: Place, print: SoftPrint): SoftPrint {
  const s = p.scale ?? 1;
  const m = p.mirror ? -1 : 1;
  const c = Math.cos(p.angle) * s, n = Math.sin(p.angle) * s;
  const tx = p.cx - c * m * p.cx + n * p.cy + (p.dx ?? 0);
  const ty = p.cy - n * m * p.cx - c * p.cy + (p.dy ?? 0);
  const k = print.camera;
  const row = (r: number) => [k[4 * r]!, k[4 * r + 1]!, k[4 * r + 2]!, k[4 * r + 3]!];
  const [r0, r1, r2] = [row(0), row(1), row(2)];
  const camera = [
    ...r0.map((v, i) => c * m * v - n * r1[i]! + tx * r2[i]!),
    ...r0.map((v, i) => n * m * v + c * r1[i]! + ty * r2[i]!),
    ...r2,
  ];
  return { camera, at: p.mirror ? (u, v) => print.at(1 - u, v) : print.at };
}

/** A rib band on the placed product: its ridges turn (and mirror) with it. */
export function placeRib(p: Place, rib: Rib): Rib {
  const along = typeof rib.along === 'number' ? (p.mirror ? Math.PI - rib.along : rib.along) + p.angle : placePt(p, rib.along);
  return { area: placeDraw(p, rib.area)!, along, period: rib.period && rib.period * (p.scale ?? 1) };
}
