import { useThree } from '@react-three/fiber';
import { useEffect, useRef } from 'react';
import { dragRotation } from '../../../../../core/src/three-d/drag-rotation';
import type { ThreeDEditorState } from '../../../../../core/src/three-d/editor-state';

type Turn = Pick<ThreeDEditorState, 'rotationX' | 'rotationY'>;

/**
 * Dragging the view turns the product through the editor's own rotation (core/src/three-d/drag-rotation.ts), so the
 * sliders follow every drag and Reset undoes it; the camera itself only zooms (orbit.tsx). The preview's box sets
 * `touch-action: none`, so a finger's drag turns the product rather than scrolling the page.
 */
export function DragToRotate({ rotation, onRotate, enabled }: { rotation: Turn; onRotate: (turn: Turn) => void; enabled: boolean }) {
  const { gl } = useThree();
  const latest = useRef({ rotation, onRotate, enabled });
  const drag = useRef<{ pointer: number; x: number; y: number; from: Turn } | undefined>(undefined);
  useEffect(() => {
    latest.current = { rotation, onRotate, enabled };
  }, [rotation, onRotate, enabled]);

  useEffect(() => {
    const element = gl.domElement;
    const down = (event: PointerEvent) => {
      if (!latest.current.enabled || event.button !== 0) return;
      drag.current = { pointer: event.pointerId, x: event.clientX, y: event.clientY, from: latest.current.rotation };
      element.setPointerCapture(event.pointerId);
    };
    const move = (event: PointerEvent) => {
      const from = drag.current;
      if (from?.pointer !== event.pointerId) return;
      const turn = dragRotation(from.from, event.clientX - from.x, event.clientY - from.y, element.clientWidth || 1);
      const now = latest.current.rotation;
      if (turn.rotationX !== now.rotationX || turn.rotationY !== now.rotationY) latest.current.onRotate(turn);
    };
    const up = (event: PointerEvent) => {
      if (drag.current?.pointer === event.pointerId) drag.current = undefined;
    };
    element.addEventListener('pointerdown', down);
    element.addEventListener('pointermove', move);
    element.addEventListener('pointerup', up);
    element.addEventListener('pointercancel', up);
    return () => {
      element.removeEventListener('pointerdown', down);
      element.removeEventListener('pointermove', move);
      element.removeEventListener('pointerup', up);
      element.removeEventListener('pointercancel', up);
    };
  }, [gl]);
  return null;
}
