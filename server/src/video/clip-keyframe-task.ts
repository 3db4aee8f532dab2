import { compositePixels, type LevelPixels } from '../../../core/src/render/composite';
import { DEFAULT_PLACEMENT, type RgbaImage } from '../../../core/src/render/types';
import { notFound } from '../http/app-error';
import { decodeRaster } from '../images/raster';
import { uncachedLevel } from '../services/template-levels';
import type { ClipKeyframeInput } from './clip-scene';
import { cutWindow, type KeyframeWindowInput } from './keyframe-windows';

/** The design is sampled at most this large (as a mockup render's). */
const DESIGN_WORKING_SIDE = 2048;

/** The design this thread decoded last (one picture, at most DESIGN_WORKING_SIDE², kept until the next scene). */
let decoded: { sceneId: string; design: Promise<RgbaImage> } | undefined;

/**
 * A worker-thread task: draws the design in the product's colour into the window of one of the clip's keyframes
 * that the frames read, with the mockup renderer, into the shared memory given.
 */
export async function prepareClipKeyframe({ image, look, sceneId, picture, pixels, into }: ClipKeyframeInput): Promise<void> {
  if (decoded?.sceneId !== sceneId) decoded = { sceneId, design: decodeRaster({ bytes: image, workingSide: DESIGN_WORKING_SIDE }).then((r) => r.pixels) };
  const design = await decoded.design;
  compositePixels(pixels ?? (await readKeyframeWindow(picture)), design, look.placement ?? DEFAULT_PLACEMENT, look.color, into);
}

/** A worker-thread task: a keyframe's window, read from the level store (or prepared) and not kept in this thread. */
export async function readKeyframeWindow(picture: KeyframeWindowInput): Promise<LevelPixels> {
  const level = await uncachedLevel(picture.id, picture.size, picture.levelStore);
  if (!level) throw notFound(`No keyframe '${picture.id}'.`);
  if (level.size !== picture.size) throw new Error(`Keyframe ${picture.id} has no ${picture.size}² level (${level.size}²)`);
  return cutWindow(level, picture.window);
}
