/**
 * Reads an uploaded Photoshop file with ag-psd, bounded: the header is checked by its bytes first, the layers are read
 * with their pixel data still compressed, every ZIP-compressed channel is inflated once with Node's zlib capped at the
 * size its rectangle allows (a "zip bomb" stops there), and only then are the pixels decoded, under ag-psd's own
 * memory limit. Every problem a file can have is an AppError with a sentence; nothing here writes anywhere.
 */
import { inflateSync } from 'node:zlib';
import { decodeLayerPixels, initializeCanvas, readPsd, type Layer, type Psd } from 'ag-psd';
import { MAX_PSD_BYTES, readPsdHeader, type PsdHeader } from '../../../core/src/psd/psd-header';
import { AppError } from '../http/app-error';
import { unreadBlocks } from './unread-blocks';

/** Decoded pixels may take at most this much memory (a 120 MP canvas is 480 MB; layers are usually smaller). */
export const PSD_DECODE_MEMORY = 1536 * 1024 * 1024;

// ag-psd asks a canvas for ImageData; Node has none, and plain arrays are all we read.
initializeCanvas(
  () => {
    throw new Error('psd: no canvas on the server');
  },
  (width, height) => ({ width, height, data: new Uint8ClampedArray(width * height * 4) }) as ImageData,
);

const damaged = (detail: string) => new AppError(400, `The Photoshop file could not be read: ${detail}. It may be damaged or cut short; save it again from Photoshop and upload it.`);
const bomb = (layer: string) =>
  new AppError(422, `Layer "${layer}" holds compressed data that unpacks to more than its size: the file is damaged or built to exhaust memory.`);

interface RawChannel {
  id: number;
  compression: number;
  data: Uint8Array;
}

type RawLayer = Layer & { rawData?: { channels: RawChannel[]; bitsPerChannel?: number } };

const area = (rect: { left?: number; top?: number; right?: number; bottom?: number } | undefined) =>
  rect ? Math.max(0, (rect.right ?? 0) - (rect.left ?? 0)) * Math.max(0, (rect.bottom ?? 0) - (rect.top ?? 0)) : 0;

/** Every ZIP channel must inflate to at most its rectangle's bytes (the layer's, or its mask's for ids −2 and −3). */
function checkCompressedChannels(layer: RawLayer, depth: number): void {
  for (const channel of layer.rawData?.channels ?? []) {
    if (channel.compression !== 2 && channel.compression !== 3) continue;
    const pixels = channel.id === -2 ? area(layer.mask) : channel.id === -3 ? area(layer.realMask) : area(layer);
    try {
      inflateSync(channel.data, { maxOutputLength: Math.max(1, pixels * (depth / 8)) });
    } catch (error) {
      if ((error as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE' || error instanceof RangeError) throw bomb(layer.name ?? '');
      throw damaged(`layer "${layer.name ?? ''}" has broken compressed data`);
    }
  }
}

function eachLayer(layers: readonly Layer[] | undefined, visit: (layer: Layer) => void): void {
  for (const layer of layers ?? []) {
    visit(layer);
    eachLayer(layer.children, visit);
  }
}

export interface ReadPsd {
  header: PsdHeader;
  psd: Psd;
  /** Each layer's tagged blocks ag-psd skipped (3D layers and other kinds it does not know), by their keys. */
  unread: Map<Layer, string[]>;
}

export function readPsdFile(bytes: Uint8Array): ReadPsd {
  if (bytes.length > MAX_PSD_BYTES) throw new AppError(413, `The Photoshop file is larger than ${MAX_PSD_BYTES / 1024 / 1024} MB.`);
  const checked = readPsdHeader(bytes.subarray(0, 26));
  if (!checked.ok) throw new AppError(checked.status, checked.message);
  const { header } = checked;
  let psd: Psd;
  try {
    psd = readPsd(bytes, {
      useImageData: true,
      useRawData: true,
      skipThumbnail: true,
      skipCompositeImageData: true,
      throwForMissingFeatures: false,
      logMissingFeatures: false,
    });
  } catch (error) {
    throw damaged((error as Error).message.slice(0, 120) || 'unexpected end of data');
  }
  let memory = PSD_DECODE_MEMORY;
  eachLayer(psd.children, (layer) => {
    if (area(layer) > 0 && ((layer.right ?? 0) - (layer.left ?? 0) > 4 * header.width || (layer.bottom ?? 0) - (layer.top ?? 0) > 4 * header.height)) {
      throw new AppError(413, `Layer "${layer.name ?? ''}" is far larger than the canvas.`);
    }
    checkCompressedChannels(layer as RawLayer, header.depth);
    memory -= 4 * (area(layer) + area(layer.mask));
    if (memory < 0) throw new AppError(413, 'The Photoshop file\'s layers take too much memory to decode here. Merge or crop layers and try again.');
  });
  try {
    eachLayer(psd.children, (layer) => decodeLayerPixels(layer, true));
  } catch (error) {
    throw damaged((error as Error).message.slice(0, 120));
  }
  return { header, psd, unread: unreadBlocks(psd, bytes) };
}
