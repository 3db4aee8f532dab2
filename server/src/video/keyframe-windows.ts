import { AsyncByteLru } from '../../../core/src/cache/byte-lru';
import type { LevelPixels } from '../../../core/src/render/composite';
import type { PreparedTemplate } from '../../../core/src/render/prepare';
import type { PictureWindow } from '../../../core/src/video/clips';
import type { LevelStoreSettings } from '../services/template-levels';

/** A clip keyframe's part a video's frames read: the keyframe (a library template) at `size`, cut to `window`. */
export interface KeyframeWindowInput {
  id: string;
  size: number;
  window: PictureWindow;
  levelStore?: LevelStoreSettings | undefined;
}

/** The window's pixels of `level` (its side must be the window's keyframe size), row by row, in one shared buffer. */
export function cutWindow(level: PreparedTemplate, { x, y, width, height }: PictureWindow): LevelPixels {
  const n = width * height;
  const memory = new SharedArrayBuffer(n * 12);
  const pixels: LevelPixels = {
    scene: new Uint8Array(memory, 0, n * 4),
    maps: new Uint8Array(memory, n * 4, n * 4),
    uv: new Uint16Array(memory, n * 8, n * 2),
    printAspect: level.printAspect,
  };
  for (let row = 0; row < height; row++) {
    const from = (y + row) * level.size + x;
    pixels.scene.set(level.scene.subarray(from * 4, (from + width) * 4), row * width * 4);
    pixels.maps.set(level.maps.subarray(from * 4, (from + width) * 4), row * width * 4);
    pixels.uv.set(level.uv.subarray(from * 2, (from + width) * 2), row * width * 2);
  }
  return pixels;
}

export const windowKey = ({ id, size, window: w }: KeyframeWindowInput) => `${id}@${size}:${w.x},${w.y},${w.width}x${w.height}`;

/** Windows are let go this long after the last video that asked for them: a server making no videos keeps none. */
export const KEEP_WINDOWS_MS = 10 * 60_000;

let windows: { maxBytes: number; cache: AsyncByteLru<LevelPixels>; letGo?: NodeJS.Timeout } | undefined;

/**
 * The keyframe windows this process keeps (VIDEO_CACHE_MB): a product video of a clip made a moment ago reads its
 * keyframes from memory instead of ~50 MB a keyframe from the level store. Shared memory, so every pool thread
 * composites from the same copy.
 */
export function keyframeWindows(maxBytes: number): AsyncByteLru<LevelPixels> {
  if (windows?.maxBytes !== maxBytes) windows = { maxBytes, cache: new AsyncByteLru(maxBytes, (pixels) => pixels.scene.byteLength * 3) };
  clearTimeout(windows.letGo);
  windows.letGo = setTimeout(() => (windows = undefined), KEEP_WINDOWS_MS).unref();
  return windows.cache;
}
