import type { BoxSpec, BoxStyle } from './box-spec';
import { lidBoxPieces } from './lid-box';
import { mailerPieces } from './mailer';
import { boundsOf, dielineLines, type DielineLine, type DielinePiece, type Point, type Rect } from './pieces';
import { tuckEndPieces } from './tuck-end';

export type { DielineLine, DielinePiece, Point, Rect } from './pieces';

/** The panels every style names; a style may name more (the lid box's `lidFront`). */
export type PanelName = 'front' | 'back' | 'left' | 'right' | 'top' | 'bottom';

/** A box's flat sheet in millimetres, its top-left corner at (0, 0), y down. */
export interface Dieline {
  spec: BoxSpec;
  width: number;
  height: number;
  pieces: DielinePiece[];
  lines: DielineLine[];
  /** The printable faces of the folded box, as rectangles on the sheet. */
  panels: Record<PanelName, Rect> & Record<string, Rect>;
}

const BUILDERS: Record<BoxStyle, typeof tuckEndPieces> = {
  'tuck-end': tuckEndPieces,
  mailer: mailerPieces,
  lid: lidBoxPieces,
};

export function buildDieline(spec: BoxSpec): Dieline {
  const built = BUILDERS[spec.style](spec);
  const { x, y, width, height } = boundsOf(built.pieces);
  const move = ([px, py]: Point): Point => [px - x, py - y];
  const pieces = built.pieces.map((piece) => ({ ...piece, outline: piece.outline.map(move) }));
  const panels = Object.fromEntries(
    Object.entries(built.panels).map(([name, r]) => [name, { ...r, x: r.x - x, y: r.y - y }]),
  ) as Dieline['panels'];
  return { spec, width, height, pieces, lines: dielineLines(pieces), panels };
}
