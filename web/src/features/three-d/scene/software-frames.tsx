import { advance, useFrame, useStore, useThree } from '@react-three/fiber';
import { useEffect, useLayoutEffect, useMemo, useRef } from 'react';
import { markFrameDrawn } from './render-on-change';
import { ScreenPasses } from './screen-passes';
import { viewIsHeld } from './view-hold';

/** How long after the last change the full-quality frame follows the drafts. */
export const SETTLE_MS = 300;

/**
 * On software GL every change is first drawn as a quick draft (see `ScreenPasses` and `wearDraftLook`), and
 * the full-quality frame follows once nothing has changed for `SETTLE_MS`. Takes over R3F's rendering.
 * `changes` is anything that changes with each edit (the editor state): an edit's draft is drawn as soon as
 * the scene has it, not at the next animation frame, at most once a frame. Nothing is drawn while an export
 * holds the view (view-hold.ts).
 */
export function SoftwareFrames({ changes }: { changes: unknown }) {
  const { gl, scene, camera, invalidate } = useThree();
  const dpr = useThree((state) => state.viewport.dpr);
  const store = useStore();
  const passes = useMemo(() => new ScreenPasses(gl), [gl]);
  const settle = useRef({ due: false, timer: 0 });
  const drewEarly = useRef(false);

  useEffect(() => {
    const pending = settle.current;
    return () => {
      window.clearTimeout(pending.timer);
      passes.dispose();
    };
  }, [passes]);

  useFrame(() => {
    if (viewIsHeld(scene)) return;
    const pending = settle.current;
    const quality = pending.due ? 'full' : 'draft';
    pending.due = false;
    window.clearTimeout(pending.timer);
    if (quality === 'draft') {
      pending.timer = window.setTimeout(() => {
        pending.due = true;
        invalidate();
      }, SETTLE_MS);
    }
    passes.draw(scene, camera, quality, dpr);
    markFrameDrawn(gl.domElement, quality);
  }, 1);

  // Runs after the scene has taken the edit's props. `advance` draws the frame R3F would draw at the next
  // animation frame, and counts it as drawn, so that one does not follow.
  useLayoutEffect(() => {
    const state = store.getState();
    if (state.internal.frames === 0 || drewEarly.current) return;
    drewEarly.current = true;
    requestAnimationFrame(() => (drewEarly.current = false));
    advance(performance.now(), false, state);
  }, [changes, store]);
  return null;
}
