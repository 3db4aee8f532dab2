/**
 * Dragging the 3D preview turns the product, and the rotation sliders show it: one state for both (spec §5's
 * 0–360 in steps of 5). Across the view is a whole turn about Y; up and down tilt it about X within limits a
 * photographer would use, so no drag shows the product from below the floor or flips it over the top.
 */
import { ROTATION_BOUNDS, type ThreeDEditorState } from './editor-state';

type Turn = Pick<ThreeDEditorState, 'rotationX' | 'rotationY'>;

/** Tilt about X, in signed degrees, that a drag may reach (the sliders may go further; a drag then only comes back). */
export const DRAG_TILT = { min: -30, max: 60 } as const;

const snap = (degrees: number) => Math.round(degrees / ROTATION_BOUNDS.step) * ROTATION_BOUNDS.step;
const wrap = (degrees: number) => ((snap(degrees) % 360) + 360) % 360;
const signed = (degrees: number) => (degrees > 180 ? degrees - 360 : degrees);

/** The rotation a drag of (dx, dy) pixels over a view `viewSize` pixels wide makes from the rotation it started at. */
export function dragRotation(start: Turn, dx: number, dy: number, viewSize: number): Turn {
  const tilt = signed(start.rotationX);
  const wanted = tilt + (dy / viewSize) * 180;
  const limited = Math.min(Math.max(wanted, Math.min(DRAG_TILT.min, tilt)), Math.max(DRAG_TILT.max, tilt));
  return { rotationX: wrap(limited), rotationY: wrap(start.rotationY + (dx / viewSize) * 360) };
}
