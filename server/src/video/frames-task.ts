import { drawClipFrame } from '../../../core/src/video/clip-frame';
import { clipFrame } from '../../../core/src/video/clips';
import { drawFrame, type VideoScene } from '../../../core/src/video/draw-frame';
import { frameState, type MotionPlan } from '../../../core/src/video/motion';
import { VIDEO_FPS } from '../../../core/src/video/video-request';
import type { ClipScene } from './clip-scene';

/** A design-only video's card scene (scene.ts) or a product video's clip (clip-scene.ts). */
export type AnyVideoScene = VideoScene | ClipScene;

const sizeOf = (scene: AnyVideoScene) => ('kind' in scene ? scene : scene.layout);

export interface DrawFramesInput {
  scene: AnyVideoScene;
  plan: MotionPlan;
  duration: number;
  /** First frame number and how many to draw. */
  from: number;
  count: number;
  /** count × width × height × 4 bytes of shared memory the frames go into. */
  out: Uint8Array;
}

/** This thread's own copy of the scene it drew last. */
let own: AnyVideoScene | undefined;
/** This thread's frame, drawn in plain memory: byte-by-byte writes into shared memory run slower. */
let frame = new Uint8Array(0);

/** Typed arrays copied out of shared memory, everything else as it is. */
function unshared<T>(value: T): T {
  if (ArrayBuffer.isView(value)) return (value as unknown as Uint8Array).slice() as T;
  if (Array.isArray(value)) return value.map(unshared) as T;
  if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, unshared(v)])) as T;
  return value;
}

/** Draws frames from … from + count − 1 of a video into `out`, one after another. */
export function drawFrames(scene: AnyVideoScene, plan: MotionPlan, duration: number, from: number, count: number, out: Uint8Array): void {
  const { width, height } = sizeOf(scene);
  const frameBytes = width * height * 4;
  if (frame.byteLength !== frameBytes) frame = new Uint8Array(frameBytes);
  for (let k = 0; k < count; k++) {
    const t = (from + k) / VIDEO_FPS;
    if ('kind' in scene) drawClipFrame(scene.pictures, clipFrame(scene.clip, t, width, height, scene.pictures.size), frame, width, height);
    else drawFrame(scene, frameState(plan, t, duration, height > width), frame);
    out.set(frame, k * frameBytes);
  }
}

/**
 * A worker-thread task: draws a run of consecutive frames into shared memory, so a render interleaves with other work
 * on the pool and no frame buffer changes hands (each handover counts as fresh memory and hastens the next full
 * garbage collection of the receiving thread's heap). The scene arrives in shared memory too; each thread copies it
 * once per video, as reading shared memory in bulk (every frame's backdrop, the picture into WebAssembly) runs
 * several times slower than plain memory.
 */
export function drawVideoFrames({ scene: sharedScene, plan, duration, from, count, out }: DrawFramesInput): number {
  if (own?.id !== sharedScene.id) own = unshared(sharedScene);
  drawFrames(own, plan, duration, from, count, out);
  return count;
}
