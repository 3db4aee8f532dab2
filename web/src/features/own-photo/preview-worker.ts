/// <reference lib="webworker" />
/**
 * The own-photo page's live preview, off the main thread: the photo's maps are derived once per photo + cut-out, then
 * every mark change re-meshes the surface, rasterises it and composites the test design at 600² (one frame at a time;
 * the page sends only the newest marks after each frame).
 */
import { areaPrintAspect } from '../../../../core/src/own-photo/cylinder-aspect';
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
  /** Rows [fromRow, toRow) of the frame (the rest is as the last frame left it). */
  | { type: 'frame'; id: number; pixels: Uint8ClampedArray<ArrayBuffer>; fromRow: number; toRow: number; ms: number }
  | { type: 'error'; message: string };

let photo: { width: number; height: number; maps: PhotoMaps; level: PreparedTemplate } | null = null;
let design: RgbaImage | null = null;
/** What the page's canvas shows: the colour and aspect it was drawn with, and the rows the print reached. */
let shown: { colour: string; printAspect: number; rows: [number, number] } | null = null;

/** The rows a surface mesh reaches (its ink can land nowhere else), a pixel wider each way. */
function meshRows(points: ArrayLike<number>): [number, number] {
  let top = Infinity;
  let bottom = -Infinity;
  for (let i = 1; i < points.length; i += 2) {
    top = Math.min(top, points[i]!);
    bottom = Math.max(bottom, points[i]!);
  }
  return [Math.max(0, Math.min(SIDE, Math.floor(top) - 1)), Math.max(0, Math.min(SIDE, Math.ceil(bottom) + 2))];
}

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
      shown = null;
      design ??= drawTestDesign();
      post({ type: 'ready', ms: performance.now() - t0 });
      return;
    }
    if (!photo || !design) return;
    const t0 = performance.now();
    const surface = surfaceFromArea(message.area, photo.maps, photo.width, photo.height);
    // The aspect the saved template will have (a cylinder's from its marks), so the preview shows what saving makes.
    const printAspect = areaPrintAspect(message.area, message.printAspect, photo.width, photo.height);
    const level: PreparedTemplate = { ...photo.level, surface, uv: rasteriseMesh(surface, SIDE, SIDE), printAspect };
    // While a mark moves only the print's rows change: redraw the rows the print covered and covers now.
    const rows = meshRows(surface.points);
    const same = shown && shown.colour === message.colour && shown.printAspect === printAspect;
    const [fromRow, toRow] = same ? [Math.min(rows[0], shown!.rows[0]), Math.max(rows[1], shown!.rows[1])] : [0, SIDE];
    shown = { colour: message.colour, printAspect, rows };
    const pixels = new Uint8ClampedArray(Math.max(1, toRow - fromRow) * SIDE * 4);
    if (toRow > fromRow) compositeMockup(level, design, DEFAULT_PLACEMENT, message.colour, pixels, SIDE, fromRow, toRow);
    post({ type: 'frame', id: message.id, pixels, fromRow, toRow, ms: performance.now() - t0 }, [pixels.buffer]);
  } catch (error) {
    post({ type: 'error', message: error instanceof Error ? error.message : String(error) });
  }
};
