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

/** A worker-thread task: draws a run of consecutive frames, so a render interleaves with other work on the pool. */
export function drawVideoFrames({ scene, plan, duration, from, count, out }: DrawFramesInput): Uint8Array {
  const { width, height } = scene.layout;
  const frameBytes = width * height * 4;
  for (let k = 0; k < count; k++) {
    const state = frameState(plan, (from + k) / VIDEO_FPS, duration, height > width);
    drawFrame(scene, state, out.subarray(k * frameBytes, (k + 1) * frameBytes));
  }
  return out;
}
