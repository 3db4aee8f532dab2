import { randomUUID } from 'node:crypto';
import { compositeMockup } from '../../../core/src/render/composite';
import { DEFAULT_PLACEMENT } from '../../../core/src/render/types';
import type { ClipPictures } from '../../../core/src/video/clip-frame';
import { clipById } from '../../../core/src/video/clip-library';
import { clipFraming, type VideoClipAsset } from '../../../core/src/video/clips';
import type { VideoLook } from '../db/video-schema';
import { notFound } from '../http/app-error';
import { decodeRaster } from '../images/raster';
import { templateLevel, type LevelStoreSettings } from '../services/template-levels';

/** The design is sampled at most this large (as a mockup render's). */
const DESIGN_WORKING_SIDE = 2048;

export interface ClipSceneInput {
  /** The design: PNG, JPEG or WebP bytes, already checked (SVG arrives rasterised). */
  image: Uint8Array;
  width: number;
  height: number;
  look: VideoLook;
  /** This thread's share of RENDER_CACHE_MB and the level store, as for a mockup render (render.ts). */
  cacheBytes: number;
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

/**
 * A worker-thread task: draws the design in the product's colour into each of the clip's keyframes with the mockup
 * renderer, at the size the closest framing needs (no larger than the keyframes), into shared memory.
 */
export async function prepareClipScene({ image, width, height, look, cacheBytes, levelStore }: ClipSceneInput): Promise<ClipScene> {
  const clip = clipById(look.clip);
  if (!clip) throw notFound(`No video clip '${look.clip}'.`);
  const framing = clipFraming(clip, width, height);
  const keyframeSize = clip.keyframes[0]!.size;
  // Pushed in all the way, the frame's width spans framing.w / zoom of the keyframe: at least one pixel per pixel.
  const size = Math.min(keyframeSize, Math.ceil((width * clip.motion.zoom[1]) / framing.w));
  const { pixels: design } = await decodeRaster({ bytes: image, workingSide: DESIGN_WORKING_SIDE });
  const keyframes: Uint8Array[] = [];
  for (const keyframe of clip.keyframes) {
    const level = await templateLevel(keyframe.id, size, cacheBytes, undefined, levelStore)!;
    const picture = new Uint8Array(new SharedArrayBuffer(size * size * 4));
    compositeMockup(level, design, look.placement ?? DEFAULT_PLACEMENT, look.color, picture, size);
    keyframes.push(picture);
  }
  const { subject, focus, motion } = clip;
  return { kind: 'clip', id: randomUUID(), width, height, clip: { subject, focus, motion, keyframes: { length: keyframes.length } }, pictures: { size, keyframes } };
}
