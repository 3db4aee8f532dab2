import { randomUUID } from 'node:crypto';
import type { LevelPixels } from '../../../core/src/render/composite';
import { levelFor } from '../../../core/src/render/prepare';
import { keyframesRead, type ClipPictures } from '../../../core/src/video/clip-frame';
import { clipById } from '../../../core/src/video/clip-library';
import { clipFrame, clipFraming, clipWindow, type VideoClipAsset } from '../../../core/src/video/clips';
import { VIDEO_FPS } from '../../../core/src/video/video-request';
import type { VideoLook } from '../db/video-schema';
import { notFound } from '../http/app-error';
import type { LevelStoreSettings } from '../services/template-levels';
import type { KeyframeWindowInput } from './keyframe-windows';

export interface ClipSceneInput {
  /** The design: PNG, JPEG or WebP bytes, already checked (SVG arrives rasterised). */
  image: Uint8Array;
  width: number;
  height: number;
  look: VideoLook;
  /** Where the keyframes' levels are kept on disk, as for a mockup render (render.ts). */
  levelStore?: LevelStoreSettings | undefined;
}

/** What every frame of a product video reads: the clip's motion and its keyframes with the design and colour in. */
export interface ClipScene {
  kind: 'clip';
  /** Names this scene across worker-thread tasks, so a thread can keep its own copy of it. */
  id: string;
  width: number;
  height: number;
  clip: Pick<VideoClipAsset, 'subject' | 'focus' | 'motion'> & { keyframes: { length: number } };
  pictures: ClipPictures;
}

/** One keyframe of a clip, prepared by one task into `into` (its window's pixels × 4 bytes of shared memory). */
export interface ClipKeyframeInput {
  image: Uint8Array;
  look: VideoLook;
  /** The scene's id: a thread decodes the design once per scene, however many of its keyframes it prepares. */
  sceneId: string;
  keyframe: number;
  /** The part of the keyframe the frames read. */
  picture: KeyframeWindowInput;
  /** Its pixels, when the caller has them (keyframe-windows.ts); else the task reads them. */
  pixels?: LevelPixels;
  into: Uint8Array;
}

/** The clip a look names, or a 404. */
export function lookClip(look: VideoLook): VideoClipAsset {
  const clip = clipById(look.clip);
  if (!clip) throw notFound(`No video clip '${look.clip}'.`);
  return clip;
}

/**
 * The keyframes' side for a frame: the smallest of their levels whose closest framing shows at least one keyframe
 * pixel per frame pixel (or their own size).
 */
export function pictureSize(clip: VideoClipAsset, width: number, height: number): number {
  const framing = clipFraming(clip, width, height);
  // Pushed in all the way, the frame's width spans framing.w / zoom of the keyframe.
  return levelFor(clip.keyframes[0]!.size, Math.ceil((width * clip.motion.zoom[1]) / framing.w));
}

/** A product video's scene whose keyframes are prepared as the frames come to need them. */
export interface PreparingClipScene {
  scene: ClipScene;
  /** Keyframe k drawn into the scene; its preparation starts at the first call. */
  keyframe(k: number): Promise<void>;
  /** Every keyframe drawn into the scene. */
  all(): Promise<void>;
  /** The keyframes frames from … from + count − 1 read. */
  keyframesFor(from: number, count: number): number[];
}

/** Prepares a keyframe in this thread (the task's module is loaded only when asked: the server's main thread never is). */
const inThisThread = async (keyframe: ClipKeyframeInput) => (await import('./clip-keyframe-task')).prepareClipKeyframe(keyframe);

/**
 * A product video's scene, its keyframes (shared memory) filled by `prepare` — a pool task each (clip-keyframe-task.ts),
 * so the first frames can be drawn and encoded while the later keyframes are still being prepared; in this thread by
 * default.
 */
export function clipScene(input: ClipSceneInput, prepare: (keyframe: ClipKeyframeInput) => Promise<void> = inThisThread): PreparingClipScene {
  const { image, width, height, look, levelStore } = input;
  const clip = lookClip(look);
  const size = pictureSize(clip, width, height);
  const window = clipWindow(clip, width, height, size);
  const keyframes = clip.keyframes.map(() => new Uint8Array(new SharedArrayBuffer(window.width * window.height * 4)));
  const { subject, focus, motion } = clip;
  const scene: ClipScene = {
    kind: 'clip',
    id: randomUUID(),
    width,
    height,
    clip: { subject, focus, motion, keyframes: { length: keyframes.length } },
    pictures: { size, window, keyframes },
  };
  const started = new Map<number, Promise<void>>();
  const keyframe = (k: number) => {
    let ready = started.get(k);
    if (!ready) {
      const picture = { id: clip.keyframes[k]!.id, size, window, levelStore };
      ready = prepare({ image, look, sceneId: scene.id, keyframe: k, picture, into: keyframes[k]! });
      ready.catch(() => undefined); // awaited by the frames that read it; a failure must not go unhandled before then
      started.set(k, ready);
    }
    return ready;
  };
  return {
    scene,
    keyframe,
    all: async () => {
      await Promise.all(keyframes.map((_, k) => keyframe(k)));
    },
    keyframesFor(from, count) {
      const read = new Set<number>();
      for (let n = from; n < from + count; n++) {
        for (const k of keyframesRead(clipFrame(scene.clip, n / VIDEO_FPS, width, height, size), keyframes.length)) read.add(k);
      }
      return [...read];
    },
  };
}

/** A product video's scene with every keyframe prepared (in this thread by default). */
export async function preparedClipScene(input: ClipSceneInput, prepare?: (keyframe: ClipKeyframeInput) => Promise<void>): Promise<ClipScene> {
  const preparing = clipScene(input, prepare);
  await preparing.all();
  return preparing.scene;
}
