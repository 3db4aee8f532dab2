import { compositeMockup } from '../../../core/src/render/composite';
import { DEFAULT_PLACEMENT, type RgbaImage } from '../../../core/src/render/types';
import { clipFraming } from '../../../core/src/video/clips';
import { decodeRaster } from '../images/raster';
import { templateLevel } from '../services/template-levels';
import { lookClip, pictureSize, type ClipKeyframeInput } from './clip-scene';

/** The design is sampled at most this large (as a mockup render's). */
const DESIGN_WORKING_SIDE = 2048;

/** The design this thread decoded last (one picture, at most DESIGN_WORKING_SIDE², kept until the next scene). */
let decoded: { sceneId: string; design: Promise<RgbaImage> } | undefined;

/**
 * A worker-thread task: draws the design in the product's colour into one of the clip's keyframes with the mockup
 * renderer, at the size the frames need, into the shared memory given.
 */
export async function prepareClipKeyframe({ image, width, height, look, cacheBytes, levelStore, sceneId, keyframe, into }: ClipKeyframeInput): Promise<void> {
  const clip = lookClip(look);
  const size = pictureSize(clip, width, height);
  if (decoded?.sceneId !== sceneId) decoded = { sceneId, design: decodeRaster({ bytes: image, workingSide: DESIGN_WORKING_SIDE }).then((r) => r.pixels) };
  const design = await decoded.design;
  const level = await templateLevel(clip.keyframes[keyframe]!.id, size, cacheBytes, undefined, levelStore)!;
  // Only the rows a frame can show: the widest window (the clip's framing, before any push-in) and two rows of margin
  // for the bilinear neighbours.
  const framing = clipFraming(clip, width, height);
  const fromRow = Math.max(0, Math.floor(framing.top * size) - 2);
  const toRow = Math.min(size, Math.ceil((framing.top + framing.h) * size) + 2);
  compositeMockup(level, design, look.placement ?? DEFAULT_PLACEMENT, look.color, into.subarray(fromRow * size * 4), size, fromRow, toRow);
}

