import type { BoxSpec } from './box-spec';
import { flap, rect, rectPiece, type DielinePiece, type Rect } from './pieces';

/** The lid's inside is this much bigger than the base's outside on every side, so it slides over. */
export const LID_CLEARANCE_MM = 1.5;
/** Gap between the base's and the lid's dielines on the sheet. */
const GAP_MM = 10;

/** A tray: its floor at `floor`, four walls of `wall` mm, and corner flaps on the long walls glued inside the ends. */
function tray(prefix: string, floor: Rect, wall: number): { pieces: DielinePiece[]; walls: Record<'front' | 'back' | 'left' | 'right', Rect> } {
  const { x, y, width: W, height: D } = floor;
  const walls = {
    front: rect(x, y + D, W, wall),
    back: rect(x, y - wall, W, wall),
    left: rect(x - wall, y, wall, D),
    right: rect(x + W, y, wall, D),
  };
  // Corner flaps glue inside the end walls; 12–15 mm is enough glue and keeps them off each other.
  const corner = Math.min(15, D / 2 - 1, wall);
  const inset = Math.min(corner, wall / 4);
  const pieces: DielinePiece[] = [rectPiece(`${prefix} floor`, 'panel', floor)];
  for (const [name, r] of Object.entries(walls)) pieces.push(rectPiece(`${prefix} ${name}`, 'panel', r));
  const { front, back } = walls;
  pieces.push(
    flap(`${prefix} front left corner`, 'corner', [x, front.y + wall], [x, front.y], corner, inset),
    flap(`${prefix} front right corner`, 'corner', [x + W, front.y], [x + W, front.y + wall], corner, inset),
    flap(`${prefix} back left corner`, 'corner', [x, back.y + wall], [x, back.y], corner, inset),
    flap(`${prefix} back right corner`, 'corner', [x + W, back.y], [x + W, back.y + wall], corner, inset),
  );
  return { pieces, walls };
}

/** The lid's wall: a third of the box's height, at least 15 mm (never more than the height). */
export const lidWallMm = (height: number) => Math.min(height, Math.max(15, Math.round(height / 3)));

/**
 * A two-piece lid-and-base box: the base is a tray of the box's size; the lid a shallower tray (a third of the
 * height, at least 15 mm) a little larger, drawn to its right on the same sheet.
 */
export function lidBoxPieces({ width: W, height: H, depth: D }: BoxSpec): { pieces: DielinePiece[]; panels: Record<string, Rect> } {
  const base = tray('base', rect(0, 0, W, D), H);
  const lidWall = lidWallMm(H);
  const c = LID_CLEARANCE_MM;
  const top = rect(W + H + GAP_MM + lidWall, -c, W + 2 * c, D + 2 * c);
  const lid = tray('lid', top, lidWall);
  return {
    pieces: [...base.pieces, ...lid.pieces],
    panels: { ...base.walls, bottom: rect(0, 0, W, D), top, lidFront: lid.walls.front },
  };
}
