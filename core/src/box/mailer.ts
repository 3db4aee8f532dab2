import type { BoxSpec } from './box-spec';
import { flap, rect, rectPiece, tuckFlap, type DielinePiece, type Rect } from './pieces';

/** Board allowance: an inner wall is this much lower than its outer wall so it folds down inside it. */
export const BOARD_MM = 1.5;

/**
 * A roll-end mailer after FEFCO 0427, simplified: the base in the middle; double front and side walls (each
 * outer wall carries an inner wall that folds over into the box); ears on the back wall that lock between
 * the side walls; the lid hinged on the back wall, with dust flaps at its sides and a front tuck. The real
 * 0427's locking tabs and slots in the base are left out: they change no panel's size.
 */
export function mailerPieces({ width: W, height: H, depth: D }: BoxSpec): { pieces: DielinePiece[]; panels: Record<string, Rect> } {
  const inner = H - BOARD_MM;
  const bottom = rect(0, 0, W, D);
  const front = rect(0, D, W, H);
  const left = rect(-H, 0, H, D);
  const right = rect(W, 0, H, D);
  const back = rect(0, -H, W, H);
  const top = rect(0, -H - D, W, D);
  const ear = Math.min(D * 0.8, D - 2 * BOARD_MM);
  const earInset = Math.min(H * 0.2, ear * 0.3);
  const tuck = Math.min(inner, Math.max(15, H * 0.8));
  // The lid's side flaps fold down inside the side walls; most of the height holds the lid square.
  const lidDust = inner * 0.7;
  const pieces: DielinePiece[] = [
    rectPiece('base', 'panel', bottom),
    rectPiece('front', 'panel', front),
    rectPiece('front inner wall', 'wall', rect(0, D + H, W, inner)),
    rectPiece('left', 'panel', left),
    rectPiece('left inner wall', 'wall', rect(-H - inner, 0, inner, D)),
    rectPiece('right', 'panel', right),
    rectPiece('right inner wall', 'wall', rect(W + H, 0, inner, D)),
    rectPiece('back', 'panel', back),
    flap('left ear', 'ear', [0, 0], [0, -H], ear, earInset),
    flap('right ear', 'ear', [W, -H], [W, 0], ear, earInset),
    rectPiece('lid', 'lid', top),
    tuckFlap('lid tuck', [0, top.y], [W, top.y], tuck, Math.min(tuck / 3, W / 8)),
    flap('lid left dust flap', 'dust', [0, -H], [0, -H - D], lidDust, Math.min(lidDust * 0.3, D * 0.2)),
    flap('lid right dust flap', 'dust', [W, -H - D], [W, -H], lidDust, Math.min(lidDust * 0.3, D * 0.2)),
  ];
  return { pieces, panels: { front, back, left, right, top, bottom } };
}
