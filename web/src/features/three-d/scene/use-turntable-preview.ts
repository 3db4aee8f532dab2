import { useThree } from '@react-three/fiber';
import { useEffect, type RefObject } from 'react';
import type { Group, PerspectiveCamera } from 'three';
import type { MotionStyle } from '../../../../../core/src/three-d/editor-state';
import { poseTurntable } from '../motion/record-turntable';

/** Frames per second of the live spin: smooth enough to read, light on a laptop (and on software GL). */
const PREVIEW_FPS = 24;

/** Turns the product (or circles the camera) in real time, one full turn per `seconds`; puts everything back after. */
export function useTurntablePreview(spin: RefObject<Group | null>, preview: { style: MotionStyle; seconds: number } | null) {
  const { camera, invalidate } = useThree();
  const style = preview?.style;
  const seconds = preview?.seconds;
  useEffect(() => {
    const group = spin.current;
    if (!style || !seconds || !group) return;
    const base = (camera as PerspectiveCamera).clone();
    const reducedMotion = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
    const started = performance.now();
    const tick = () => {
      if (document.hidden) return;
      const angle = ((performance.now() - started) / 1000 / seconds) * 2 * Math.PI;
      poseTurntable(style, reducedMotion ? 0.6 : angle, group, camera as PerspectiveCamera, base);
      invalidate();
    };
    tick();
    const timer = reducedMotion ? undefined : window.setInterval(tick, 1000 / PREVIEW_FPS);
    return () => {
      window.clearInterval(timer);
      group.rotation.y = 0;
      camera.position.copy(base.position);
      camera.quaternion.copy(base.quaternion);
      invalidate();
    };
  }, [spin, style, seconds, camera, invalidate]);
}
