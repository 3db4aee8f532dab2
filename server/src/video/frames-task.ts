import { clipDrawer, type ClipDrawer } from '../../../core/src/video/clip-frame';
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

/** This thread's own copy of the scene it drew last (a clip's keyframes only in its drawer's memory). */
let own: AnyVideoScene | undefined;
/** The drawer of `own`'s keyframes, when it is a clip. */
let ownDrawer: ClipDrawer | undefined;
/** This thread's frame, drawn in plain memory: byte-by-byte writes into shared memory run slower. */
let frame = new Uint8Array(0);

/** Typed arrays copied out of shared memory, everything else as it is. */
function unshared<T>(value: T): T {
  if (ArrayBuffer.isView(value)) return (value as unknown as Uint8Array).slice() as T;
  if (Array.isArray(value)) return value.map(unshared) as T;
  if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, unshared(v)])) as T;
  return value;
}

/**
 * Draws frames from … from + count − 1 of a video into `out`, one after another. A clip's frames are drawn by
 * `drawer` (clipDrawer(scene.pictures) when not given), straight into `out`, as it draws in its own memory.
 */
export function drawFrames(scene: AnyVideoScene, plan: MotionPlan, duration: number, from: number, count: number, out: Uint8Array, drawer?: ClipDrawer): void {
  const { width, height } = sizeOf(scene);
  const frameBytes = width * height * 4;
  if ('kind' in scene) {
    const clip = drawer ?? clipDrawer(scene.pictures);
    for (let k = 0; k < count; k++) {
      const view = clipFrame(scene.clip, (from + k) / VIDEO_FPS, width, height, scene.pictures.size);
      clip.draw(view, out.subarray(k * frameBytes, (k + 1) * frameBytes), width, height);
    }
    return;
  }
  if (frame.byteLength !== frameBytes) frame = new Uint8Array(frameBytes);
  for (let k = 0; k < count; k++) {
    drawFrame(scene, frameState(plan, (from + k) / VIDEO_FPS, duration, height > width), frame);
    out.set(frame, k * frameBytes);
  }
}

/**
 * A worker-thread task: draws a run of consecutive frames into shared memory, so a render interleaves with other work
 * on the pool and no frame buffer changes hands (each handover counts as fresh memory and hastens the next full
 * garbage collection of the receiving thread's heap). The scene arrives in shared memory too; each thread copies it
 * once per video, as reading shared memory (every frame's backdrop, the picture into WebAssembly) runs several times
 * slower than plain memory.
 */
export function drawVideoFrames({ scene: sharedScene, plan, duration, from, count, out }: DrawFramesInput): number {
  if (own?.id !== sharedScene.id) {
    // A clip's keyframes go straight from shared memory into its drawer's as frames first read them (the thread
    // keeps no other copy); a card scene is copied whole.
    ownDrawer = 'kind' in sharedScene ? clipDrawer(sharedScene.pictures, ownDrawer) : undefined;
    own = 'kind' in sharedScene ? { ...sharedScene, pictures: { ...sharedScene.pictures, keyframes: [] } } : unshared(sharedScene);
  }
  drawFrames(own, plan, duration, from, count, out, ownDrawer);
  return count;
}
