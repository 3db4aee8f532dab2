/**
 * Photoshop files for tests, written by ag-psd's writer: a mockup with a background, a solid-colour fill layer, a
 * smart object (perspective corners, embedded PNG contents) and a multiply shadow above it; and hostile variants.
 */
import { createRequire } from 'node:module';
import { deflateSync } from 'node:zlib';
import { writePsdUint8Array, type Layer, type Psd } from 'ag-psd';
import sharp from 'sharp';

export const MOCKUP = { width: 300, height: 200 } as const;
/** The smart object's corners on the canvas: top-left, top-right, bottom-right, bottom-left. */
export const QUAD = [60, 40, 160, 50, 150, 150, 50, 140] as const;
/** Inside the quad and below the shadow (y ≥ 100), inside it under the shadow, outside it, in the colour layer. */
export const PROBES = { design: [105, 120], shaded: [105, 70], background: [20, 150], colour: [250, 150] } as const;
export const FILL = { r: 0, g: 128, b: 255 } as const;
export const GREY = 200;

const SMART_ID = '20953ddb-9391-11ec-b4f1-c15674f50bc4';

export const solid = (width: number, height: number, rgba: [number, number, number, number]) => {
  const data = new Uint8ClampedArray(width * height * 4);
  for (let i = 0; i < width * height; i++) data.set(rgba, 4 * i);
  return { width, height, data };
};

export const pngOf = (width: number, height: number, rgb: [number, number, number]) =>
  sharp({ create: { width, height, channels: 4, background: { r: rgb[0], g: rgb[1], b: rgb[2], alpha: 1 } } }).png().toBuffer();

export interface MockupOptions {
  /** Extra layers on top. */
  extra?: Layer[];
  /** The smart object's warp (ag-psd's form). */
  warp?: NonNullable<Layer['placedLayer']>['warp'];
}

/** The mockup as a Psd object (bottom to top: background, colour fill, smart object, shadow). */
export async function mockupPsd(options: MockupOptions = {}): Promise<Psd> {
  const { width, height } = MOCKUP;
  const contents = await pngOf(100, 80, [0, 0, 255]);
  return {
    width,
    height,
    children: [
      { name: 'Background', left: 0, top: 0, imageData: solid(width, height, [GREY, GREY, GREY, 255]) },
      {
        name: 'Color Fill 1',
        left: 200,
        top: 0,
        blendMode: 'multiply',
        imageData: solid(100, height, [FILL.r, FILL.g, FILL.b, 255]),
        vectorFill: { type: 'color', color: { ...FILL } },
      },
      {
        name: 'Your design',
        left: 50,
        top: 40,
        // What Photoshop would have drawn: our render uses the embedded contents through the transform instead.
        imageData: solid(110, 110, [255, 255, 0, 255]),
        placedLayer: { id: SMART_ID, placed: SMART_ID, type: 'raster', transform: [...QUAD], width: 100, height: 80, ...(options.warp && { warp: options.warp }) },
      },
      { name: 'Shadow', left: 0, top: 0, blendMode: 'multiply', imageData: solid(width, 100, [128, 128, 128, 255]) },
      ...(options.extra ?? []),
    ],
    linkedFiles: [{ id: SMART_ID, name: 'design.png', data: new Uint8Array(contents) }],
  };
}

export const writePsd = (psd: Psd, options: { compress?: boolean; psb?: boolean } = {}) => writePsdUint8Array(psd, { generateThumbnail: false, ...options });

export const mockupBytes = async (options: MockupOptions = {}) => writePsd(await mockupPsd(options));

const BACK_ID = '40953ddb-9391-11ec-b4f1-c15674f50bc6';
/** The second smart object of twoAreaMockupBytes: an upright 100 × 80 rectangle at (190, 110), on top of the stack. */
export const BACK_AREA = { name: 'Back print', left: 190, top: 110, width: 100, height: 80 } as const;

/** The mockup with a second smart object, `BACK_AREA` (green contents), so each area can take a design of its own. */
export async function twoAreaMockupBytes(): Promise<Uint8Array> {
  const { name, left, top, width, height } = BACK_AREA;
  const [right, bottom] = [left + width, top + height];
  const back: Layer = {
    name,
    left,
    top,
    imageData: solid(width, height, [255, 255, 0, 255]),
    placedLayer: { id: BACK_ID, placed: BACK_ID, type: 'raster', transform: [left, top, right, top, right, bottom, left, bottom], width, height },
  };
  const psd = await mockupPsd({ extra: [back] });
  psd.linkedFiles!.push({ id: BACK_ID, name: 'back.png', data: new Uint8Array(await pngOf(width, height, [0, 255, 0])) });
  return writePsd(psd);
}

/** A file whose canvas is `width` × `height` by its header (the rest is a tiny valid document of another size). */
export function withCanvasHeader(bytes: Uint8Array, fields: { width?: number; height?: number; mode?: number }): Uint8Array {
  const out = Uint8Array.from(bytes);
  const view = new DataView(out.buffer);
  if (fields.height !== undefined) view.setUint32(14, fields.height);
  if (fields.width !== undefined) view.setUint32(18, fields.width);
  if (fields.mode !== undefined) view.setUint16(24, fields.mode);
  return out;
}

/**
 * The mockup with one more 4 × 4 layer whose ZIP-compressed channels inflate to 64 MB each: a "zip bomb" of a few
 * hundred kB. ag-psd's writer is asked to ZIP its channels and its zip encoder swapped for the bomb for that layer.
 */
export async function zipBombBytes(): Promise<Uint8Array> {
  // The CommonJS exports object itself (an ES import's namespace is read-only), the one ag-psd's writer calls through.
  const helpers = createRequire(import.meta.url)('ag-psd/dist/helpers.js') as { writeDataZipWithoutPrediction: (image: { width: number }, offsets: number[]) => Uint8Array };
  const original = helpers.writeDataZipWithoutPrediction;
  const bomb = new Uint8Array(deflateSync(Buffer.alloc(64 * 1024 * 1024)));
  helpers.writeDataZipWithoutPrediction = (image, offsets) => (image.width === 4 ? bomb : original(image, offsets));
  try {
    const psd = await mockupPsd({ extra: [{ name: 'Bomb', left: 0, top: 0, imageData: solid(4, 4, [1, 2, 3, 255]) }] });
    return writePsd(psd, { compress: true });
  } finally {
    helpers.writeDataZipWithoutPrediction = original;
  }
}

const SECOND_ID = '30953ddb-9391-11ec-b4f1-c15674f50bc5';

/** A noisy gradient, so layers compress and blend like photographs rather than flat colour. */
function photoLike(width: number, height: number, tint: [number, number, number], alpha = 255) {
  const data = new Uint8ClampedArray(width * height * 4);
  let seed = 7;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      seed = (seed * 1103515245 + 12345) & 0x7fffffff;
      const n = (seed >> 16) % 24;
      const g = (x / width) * 0.5 + (y / height) * 0.5;
      data.set([tint[0] * g + n, tint[1] * g + n, tint[2] * g + n, alpha], 4 * (y * width + x));
    }
  }
  return { width, height, data };
}

/**
 * The speed case: a 3000 × 2000 mockup with two smart objects (one in perspective, one with a custom warp)
 * and eight other layers — background, colour fill, a group of two, multiply shadow, screen highlight, levels.
 */
export async function benchPsdBytes(): Promise<Uint8Array> {
  const width = 3000, height = 2000;
  const contents = await pngOf(1200, 900, [30, 60, 200]);
  const even = Array.from({ length: 16 }, (_, k) => ({ x: ((k % 4) * 800) / 3, y: (Math.floor(k / 4) * 600) / 3 }));
  even[1]!.y = -60;
  even[2]!.y = -60;
  const psd: Psd = {
    width,
    height,
    children: [
      { name: 'Background', left: 0, top: 0, imageData: photoLike(width, height, [230, 220, 210]) },
      { name: 'Color Fill 1', left: 1600, top: 200, blendMode: 'multiply', imageData: solid(1200, 1600, [40, 90, 160, 255]), vectorFill: { type: 'color', color: { r: 40, g: 90, b: 160 } } },
      {
        name: 'Props',
        blendMode: 'normal',
        children: [
          { name: 'Plant', left: 100, top: 1200, imageData: photoLike(600, 700, [40, 160, 60], 230) },
          { name: 'Cup', left: 2500, top: 1500, imageData: photoLike(400, 450, [240, 240, 240]) },
        ],
      },
      {
        name: 'Design front',
        left: 300,
        top: 200,
        imageData: solid(1100, 900, [255, 255, 0, 255]),
        placedLayer: { id: SMART_ID, placed: SMART_ID, type: 'raster', transform: [300, 250, 1350, 200, 1400, 1050, 280, 1100], width: 1200, height: 900 },
      },
      {
        name: 'Design sleeve',
        left: 1700,
        top: 400,
        imageData: solid(800, 600, [255, 255, 0, 255]),
        placedLayer: {
          id: SECOND_ID,
          placed: SECOND_ID,
          type: 'raster',
          transform: [1700, 400, 2500, 400, 2500, 1000, 1700, 1000],
          width: 800,
          height: 600,
          warp: { style: 'custom', bounds: { top: { units: 'Pixels', value: 0 }, left: { units: 'Pixels', value: 0 }, bottom: { units: 'Pixels', value: 600 }, right: { units: 'Pixels', value: 800 } }, uOrder: 4, vOrder: 4, customEnvelopeWarp: { meshPoints: even } },
        },
      },
      { name: 'Shadows', left: 0, top: 0, blendMode: 'multiply', imageData: photoLike(width, height, [255, 250, 245]) },
      { name: 'Highlights', left: 200, top: 100, blendMode: 'screen', imageData: photoLike(2600, 1200, [60, 60, 60], 180) },
      { name: 'Levels 1', adjustment: { type: 'levels', rgb: { shadowInput: 8, highlightInput: 245, shadowOutput: 0, highlightOutput: 255, midtoneInput: 1.1 } } },
    ],
    linkedFiles: [
      { id: SMART_ID, name: 'front.png', data: new Uint8Array(contents) },
      { id: SECOND_ID, name: 'sleeve.png', data: new Uint8Array(await pngOf(800, 600, [200, 40, 40])) },
    ],
  };
  return writePsd(psd);
}
