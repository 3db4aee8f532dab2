import type { SurfaceMesh } from '../render/types';
import type { EditorCommand } from './editor-history';
import type { Placement } from './placement';

/**
 * Dragging the design on the preview, as a small state machine: start → move… → end, or cancel (Escape, or the
 * browser taking the pointer away), which puts the design back where it was before the drag and leaves no undo step.
 * It turns pointer events into editor commands; the canvas only converts client pixels into preview fractions.
 */

/** A point on the preview, in fractions of its width and height (0…1 inside it). */
export interface PreviewPoint {
  x: number;
  y: number;
}

/** The print area's bounding box in fractions of the preview: moving the pointer by its width moves Position X by 100. */
export interface PrintBox {
  width: number;
  height: number;
}

export type DragState =
  | { phase: 'idle' }
  | { phase: 'dragging'; pointerId: number; start: PreviewPoint; from: Placement; box: PrintBox };

export type DragEvent =
  | { type: 'start'; pointerId: number; point: PreviewPoint; placement: Placement; box: PrintBox }
  | { type: 'move'; pointerId: number; point: PreviewPoint }
  | { type: 'end'; pointerId: number }
  | { type: 'cancel' };

export const IDLE: DragState = { phase: 'idle' };

/** The history key of a canvas drag: all its moves are one undo step. */
export const DRAG_GESTURE = 'drag';

export interface DragStep {
  state: DragState;
  /** What the editor should do, if anything. */
  command: EditorCommand | null;
}

const unchanged = (state: DragState): DragStep => ({ state, command: null });

export function dragStep(state: DragState, event: DragEvent): DragStep {
  if (event.type === 'start') {
    // A second pointer (another finger) does not take over a drag already going on.
    if (state.phase === 'dragging') return unchanged(state);
    const { pointerId, point, placement, box } = event;
    return { state: { phase: 'dragging', pointerId, start: point, from: placement, box }, command: null };
  }
  if (state.phase !== 'dragging') return unchanged(state);
  switch (event.type) {
    case 'move': {
      if (event.pointerId !== state.pointerId) return unchanged(state);
      const x = state.from.x + ((event.point.x - state.start.x) / state.box.width) * 100;
      const y = state.from.y + ((event.point.y - state.start.y) / state.box.height) * 100;
      return { state, command: { type: 'place', gesture: DRAG_GESTURE, placement: { x, y } } };
    }
    case 'end':
      if (event.pointerId !== state.pointerId) return unchanged(state);
      return { state: IDLE, command: { type: 'endGesture' } };
    case 'cancel':
      return { state: IDLE, command: { type: 'cancelGesture' } };
  }
}

/** The smallest box a drag divides by, so a degenerate mesh cannot turn a tiny move into a jump across the product. */
const MIN_BOX = 0.01;

/** The bounding box of where the surface mesh puts the design, in fractions of the template (and so of the preview). */
export function printBoxOf(surface: SurfaceMesh, templateSize: number): PrintBox {
  const { points } = surface;
  let minX = Infinity, maxX = -Infinity, minY = Infinity, maxY = -Infinity;
  for (let i = 0; i + 1 < points.length; i += 2) {
    minX = Math.min(minX, points[i]!);
    maxX = Math.max(maxX, points[i]!);
    minY = Math.min(minY, points[i + 1]!);
    maxY = Math.max(maxY, points[i + 1]!);
  }
  if (!(maxX >= minX && maxY >= minY)) return { width: 1, height: 1 };
  return {
    width: Math.max(MIN_BOX, (maxX - minX) / templateSize),
    height: Math.max(MIN_BOX, (maxY - minY) / templateSize),
  };
}
