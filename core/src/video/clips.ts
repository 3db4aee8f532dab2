/**
 * Video clips: a product photographed for video (tools/templates/video/). A clip is a few keyframes of one set —
 * product and camera still, only the light moved between them — each a whole template (scene, masks, shade,
 * highlight, mesh). A video draws the user's design and colour into every keyframe once with the mockup renderer;
 * each frame is then the camera's view of those pictures (a push-in toward the print), the light blended between
 * the two nearest keyframes. Light adds linearly, so the blend is the set lit by both lights, dimmed: a soft light
 * moving. This file is the contract (what the builder writes, what the server reads) and the motion; drawing is
 * clip-frame.ts.
 */
import type { TemplateAsset } from '../templates/manifest';
import type { VideoProductType } from './video-request';

/** How a clip moves (its recipe's choice). */
export interface ClipMotion {
  /** Seconds of one push in; longer videos push back out, then in again (a ping-pong with eased ends). */
  seconds: number;
  /** The camera's zoom at the start and at the end of the push (1: the framing that shows the whole product). */
  zoom: readonly [number, number];
  /** Seconds for the light to travel across the keyframes once; then it travels back. */
  lightSeconds: number;
}

/** A built clip (clips.generated.ts). */
export interface VideoClipAsset {
  id: string;
  productType: VideoProductType;
  name: string;
  /** The library template whose drape and set the clip films, if any (the editor's "Make a video" prefers it). */
  template?: string;
  motion: ClipMotion;
  /** The product's box in the keyframes, as fractions of their side: [x0, y0, x1, y1]. */
  subject: readonly [number, number, number, number];
  /** Where the camera pushes in toward (the print area's centre), fractions of the side. */
  focus: readonly [number, number];
  /** The keyframes, in the light's order: templates of the same size whose ids are `<clip id>.k<k>`. */
  keyframes: readonly TemplateAsset[];
}

/** The frame's view of the keyframes: frame pixel (x, y) shows keyframe point (x0 + (x + ½)·step, y0 + (y + ½)·step)
 *  in keyframe pixels; the light is keyframe `light` blended with `light + 1` by `mix` (0 … 1). */
export interface ClipFrame {
  x0: number;
  y0: number;
  step: number;
  light: number;
  mix: number;
}

/** Room left round the product in the widest framing, as a share of its size on each side. */
const MARGIN = 0.1;

/** 0 → 1 → 0 → 1 … with eased ends: where a ping-pong of `seconds` stands at `t`. */
function pingPong(t: number, seconds: number): number {
  const phase = t / seconds;
  const cycle = Math.floor(phase);
  const f = phase - cycle;
  const s = cycle % 2 === 0 ? f : 1 - f;
  return (1 - Math.cos(Math.PI * s)) / 2;
}

/**
 * The framing at zoom 1 for a width × height video: the smallest rectangle of the video's shape round the product
 * with its margin, centred on it and kept inside the keyframe (fractions of its side).
 */
export function clipFraming(clip: Pick<VideoClipAsset, 'subject'>, width: number, height: number) {
  const [x0, y0, x1, y1] = clip.subject;
  const aspect = width / height;
  let h = Math.max((y1 - y0) * (1 + 2 * MARGIN), ((x1 - x0) * (1 + 2 * MARGIN)) / aspect);
  let w = h * aspect;
  if (w > 1) [w, h] = [1, 1 / aspect];
  if (h > 1) [w, h] = [aspect, 1];
  const cx = Math.min(1 - w / 2, Math.max(w / 2, (x0 + x1) / 2));
  const cy = Math.min(1 - h / 2, Math.max(h / 2, (y0 + y1) / 2));
  return { left: cx - w / 2, top: cy - h / 2, w, h };
}

/** A rectangle of a keyframe, in its pixels. */
export interface PictureWindow {
  x: number;
  y: number;
  width: number;
  height: number;
}

/**
 * The keyframe pixels a width × height video's frames read when the keyframes are `size` a side: the framing at zoom 1
 * (every push-in stays inside it) and two pixels round it for the bilinear neighbours. For a square video of a
 * product that fills half the keyframe, about a third of its pixels.
 */
export function clipWindow(clip: Pick<VideoClipAsset, 'subject'>, width: number, height: number, size: number): PictureWindow {
  const { left, top, w, h } = clipFraming(clip, width, height);
  const x = Math.max(0, Math.floor(left * size) - 2), y = Math.max(0, Math.floor(top * size) - 2);
  const right = Math.min(size, Math.ceil((left + w) * size) + 2), bottom = Math.min(size, Math.ceil((top + h) * size) + 2);
  return { x, y, width: right - x, height: bottom - y };
}

/** Frame at `t` seconds of a width × height video of `clip`, its keyframes `size` pixels a side. */
export function clipFrame(clip: Pick<VideoClipAsset, 'subject' | 'focus' | 'motion'> & { keyframes: { length: number } }, t: number, width: number, height: number, size: number): ClipFrame {
  const { motion, focus } = clip;
  const frame = clipFraming(clip, width, height);
  const zoom = motion.zoom[0] + (motion.zoom[1] - motion.zoom[0]) * pingPong(t, motion.seconds);
  // Zoomed about the focus, which stays where it is in the frame: the window shrinks toward it (and so stays inside).
  const fx = Math.min(frame.left + frame.w, Math.max(frame.left, focus[0]));
  const fy = Math.min(frame.top + frame.h, Math.max(frame.top, focus[1]));
  const left = fx + (frame.left - fx) / zoom;
  const top = fy + (frame.top - fy) / zoom;
  const spans = clip.keyframes.length - 1;
  const at = spans > 0 ? pingPong(t, motion.lightSeconds) * spans : 0;
  const light = Math.min(Math.max(spans - 1, 0), Math.floor(at));
  return { x0: left * size, y0: top * size, step: (frame.w * size) / zoom / width, light, mix: spans > 0 ? at - light : 0 };
}

/** The id of keyframe k of a clip, as its template id (the server's level cache and disk store key by it, so only
 *  characters a level file's name may hold). */
export const keyframeId = (clipId: string, k: number) => `${clipId}.k${k}`;
