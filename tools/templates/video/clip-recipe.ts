/**
 * The contract between a video clip's recipe and the clip builder (build-clips.ts).
 *
 * A clip is one product photographed for video: a few keyframes of the same set, the product and camera still, only
 * the light moved between them (a window light sliding across the table). Each keyframe is a whole template
 * (RecipeOutput: scene, masks, shade, highlight, the print area's mesh), so the server draws the user's design and
 * colour into each with the mockup renderer once, then every video frame is the camera's view of those pictures,
 * the light blended between the two nearest keyframes (core/src/video/clips.ts). Light adds linearly, so a blend
 * of two renders is the render under both lights dimmed: the light moves as a soft light does.
 */
import type { ClipMotion } from '../../../core/src/video/clips';
import type { VideoProductType } from '../../../core/src/video/video-request';
import type { RecipeOutput } from '../recipe';

export interface ClipRecipe {
  id: string;
  productType: VideoProductType;
  /** What the clip shows, for the generator's list ("Flat lay, camera push-in"). */
  name: string;
  /** The library template whose drape and set it films, if any. */
  template?: string;
  /** Side of the square keyframes, pixels (2048: a 16:9 frame at 1920 px pushed in all the way is upsampled by < 10 %). */
  size: number;
  motion: ClipMotion;
  /** What the framing keeps round the product besides it — [top, right, bottom, left] as shares of its height and
   *  width: a hanger's hook above a hung garment, a poster's frame. */
  reach?: readonly [number, number, number, number];
  /** Physical print area: name, size in millimetres. */
  printArea: { name: string; widthMm: number; heightMm: number };
  /** Changes when anything that makes the keyframes changes. */
  inputHash(): string;
  /** Renders keyframe k (0 … keyframes − 1) at `size`. */
  keyframes: number;
  render(k: number, size: number): Promise<RecipeOutput>;
}
