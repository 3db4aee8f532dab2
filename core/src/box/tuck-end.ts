import type { BoxSpec } from './box-spec';
import { flap, rect, rectPiece, tuckFlap, type DielinePiece, type Rect } from './pieces';

/** Glue flap width: 12–15 mm is the folding-carton norm; narrower boxes get the narrower end. */
export const GLUE_FLAP_MM = 13;

/**
 * A reverse tuck end carton (ECMA A20.20): left, front, right and back panels in a row with the glue flap on
 * the back; the top closes with a lid and tuck hinged on the back, the bottom with one hinged on the front,
 * and each end has two dust flaps on the side panels.
 */
export function tuckEndPieces({ width: W, height: H, depth: D }: BoxSpec): { pieces: DielinePiece[]; panels: Record<string, Rect> } {
  const left = rect(0, 0, D, H);
  const front = rect(D, 0, W, H);
  const right = rect(D + W, 0, D, H);
  const back = rect(2 * D + W, 0, W, H);
  const top = rect(back.x, -D, W, D);
  const bottom = rect(front.x, H, W, D);
  // The tuck is about half the depth, at least 12 mm to hold shut; it slides down inside the opposite panel,
  // so it stays short of the height, and past 50 mm it only makes the box harder to open.
  const tuck = Math.min(Math.max(12, D / 2), H - 2, 50);
  const chamfer = Math.min(tuck / 2, W / 6);
  // Dust flaps reach across the opening, so each stays short of the middle of the width.
  const dust = Math.min(W / 2 - 1, Math.max(10, D * 0.6));
  const dustInset = Math.min(dust * 0.3, D * 0.25);
  const glue = Math.min(GLUE_FLAP_MM, D * 0.6);
  const end = back.x + W;
  const pieces: DielinePiece[] = [
    rectPiece('left', 'panel', left),
    rectPiece('front', 'panel', front),
    rectPiece('right', 'panel', right),
    rectPiece('back', 'panel', back),
    flap('glue flap', 'glue', [end, 0], [end, H], glue, Math.min(glue, H / 4)),
    rectPiece('top lid', 'lid', top),
    tuckFlap('top tuck', [top.x, top.y], [top.x + W, top.y], tuck, chamfer),
    rectPiece('bottom lid', 'lid', bottom),
    tuckFlap('bottom tuck', [bottom.x + W, H + D], [bottom.x, H + D], tuck, chamfer),
  ];
  for (const side of [left, right]) {
    const name = side === left ? 'left' : 'right';
    pieces.push(flap(`${name} top dust flap`, 'dust', [side.x, 0], [side.x + D, 0], dust, dustInset));
    pieces.push(flap(`${name} bottom dust flap`, 'dust', [side.x + D, H], [side.x, H], dust, dustInset));
  }
  return { pieces, panels: { front, back, left, right, top, bottom } };
}
