import { drawFrame, type VideoScene } from '../../../core/src/video/draw-frame';
import { frameState, type MotionPlan } from '../../../core/src/video/motion';
import { VIDEO_FPS } from '../../../core/src/video/video-request';

export interface DrawFramesInput {
  scene: VideoScene;
  plan: MotionPlan;
  duration: number;
  /** First frame number and how many to draw. */
  from: number;
  count: number;
  /** count × width × height × 4 bytes to draw into (the pool moves it to the thread and back, uncopied). */
  out: Uint8Array;
}

/** This thread's own copy of the scene it drew last. */
let own: VideoScene | undefined;

/** Typed arrays copied out of shared memory, everything else as it is. */
function unshared<T>(value: T): T {
  if (ArrayBuffer.isView(value)) return (value as unknown as Uint8Array).slice() as T;
  if (Array.isArray(value)) return value.map(unshared) as T;
  if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, unshared(v)])) as T;
  return value;
}

/**
 * A worker-thread task: draws a run of consecutive frames, so a render interleaves with other work on the pool.
 * The scene arrives in shared memory; each thread copies it once per video, as reading shared memory in bulk (every
 * frame's backdrop, the picture into WebAssembly) runs several times slower than plain memory.
 */
export function drawVideoFrames({ scene: sharedScene, plan, duration, from, count, out }: DrawFramesInput): Uint8Array {
  if (own?.id !== sharedScene.id) own = unshared(sharedScene);
  const scene = own;
  const { width, height } = scene.layout;
  const frameBytes = width * height * 4;
  for (let k = 0; k < count; k++) {
    const state = frameState(plan, (from + k) / VIDEO_FPS, duration, height > width);
    drawFrame(scene, state, out.subarray(k * frameBytes, (k + 1) * frameBytes));
  }
  return out;
}
