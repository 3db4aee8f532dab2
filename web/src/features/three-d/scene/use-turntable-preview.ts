import { useThree } from '@react-three/fiber';
import { useEffect, type RefObject } from 'react';
import type { Group, PerspectiveCamera } from 'three';
import type { MotionStyle } from '../../../../../core/src/three-d/editor-state';
import { poseTurntable } from '../motion/record-turntable';

/** Frames per second of the live spin at most: smooth enough to read, light on a laptop. */
const PREVIEW_FPS = 20;

const nextFrame = () => new Promise<number>((resolve) => requestAnimationFrame(resolve));

/**
 * Turns the product (or circles the camera) in real time, one full turn per `seconds`, and puts everything back
 * after. Each frame waits until the last one is on screen, and then as long again when drawing is slow (software
 * GL), so the spin never takes more than half of the machine.
 */
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
    let stopped = false;
    let timer: number | undefined;
    const tick = async () => {
      if (stopped) return;
      const begun = performance.now();
      if (!document.hidden) {
        const angle = reducedMotion ? 0.6 : ((begun - started) / 1000 / seconds) * 2 * Math.PI;
        poseTurntable(style, angle, group, camera as PerspectiveCamera, base);
        invalidate();
        // The first animation frame draws it; the second comes once it has been presented.
        await nextFrame();
        await nextFrame();
      }
      const took = performance.now() - begun;
      if (!stopped && !reducedMotion) timer = window.setTimeout(() => void tick(), Math.max(1000 / PREVIEW_FPS - took, took));
    };
    void tick();
    return () => {
      stopped = true;
      window.clearTimeout(timer);
      group.rotation.y = 0;
      camera.position.copy(base.position);
      camera.quaternion.copy(base.quaternion);
      invalidate();
    };
  }, [spin, style, seconds, camera, invalidate]);
}
