/// <reference lib="webworker" />
/**
 * The own-photo page's live preview, off the main thread: the photo's maps are derived once per photo + cut-out, then
 * every mark change re-meshes the surface, rasterises it and composites the test design at 600² (one frame at a time;
 * the page sends only the newest marks after each frame).
 */
import { derivePhotoMaps, surfaceFromArea, type PhotoMaps } from '../../../../core/src/own-photo/derive-layers';
import type { PrintArea } from '../../../../core/src/own-photo/own-template';
import { compositeMockup, DEFAULT_PLACEMENT, prepareLevel, rasteriseMesh, type PreparedTemplate, type RgbaImage } from '../../../../core/src/render';
import { drawTestDesign } from './test-design';

const SIDE = 600;

export type ToPreviewWorker = { type: 'photo'; photo: RgbaImage; mask: Uint8Array } | FrameRequest;
export interface FrameRequest {
  type: 'frame';
  id: number;
  area: PrintArea;
  colour: string;
  printAspect: number;
}
export type FromPreviewWorker =
  | { type: 'ready'; ms: number }
  | { type: 'frame'; id: number; pixels: Uint8ClampedArray<ArrayBuffer>; ms: number }
  | { type: 'error'; message: string };

let photo: { width: number; height: number; maps: PhotoMaps; level: PreparedTemplate } | null = null;
let design: RgbaImage | null = null;

const post = (message: FromPreviewWorker, transfer: Transferable[] = []) => (self as DedicatedWorkerGlobalScope).postMessage(message, transfer);

self.onmessage = (event: MessageEvent<ToPreviewWorker>) => {
  const message = event.data;
  try {
    if (message.type === 'photo') {
      const t0 = performance.now();
      const maps = derivePhotoMaps(message.photo, message.mask, SIDE);
      const empty = { cols: 1, rows: 1, points: new Float32Array(8) };
      const level = prepareLevel({ ...maps, surface: empty, printAspect: 1 }, SIDE);
      photo = { width: message.photo.width, height: message.photo.height, maps, level };
      design ??= drawTestDesign();
      post({ type: 'ready', ms: performance.now() - t0 });
      return;
    }
    if (!photo || !design) return;
    const t0 = performance.now();
    const surface = surfaceFromArea(message.area, photo.maps, photo.width, photo.height);
    const level: PreparedTemplate = { ...photo.level, surface, uv: rasteriseMesh(surface, SIDE, SIDE), printAspect: message.printAspect };
    const pixels = new Uint8ClampedArray(SIDE * SIDE * 4);
    compositeMockup(level, design, DEFAULT_PLACEMENT, message.colour, pixels, SIDE);
    post({ type: 'frame', id: message.id, pixels, ms: performance.now() - t0 }, [pixels.buffer]);
  } catch (error) {
    post({ type: 'error', message: error instanceof Error ? error.message : String(error) });
  }
};
