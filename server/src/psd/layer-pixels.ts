/**
 * ag-psd's layers as core's rasters: 8-bit straight RGBA (16-bit and float channels brought down), masks as one
 * byte a pixel, and masks multiplied into a layer's alpha.
 */
import type { Layer, LayerMaskData, PixelData } from 'ag-psd';
import type { RgbaImage } from '../../../core/src/render/types';
import { maskAt, type StackMask } from '../../../core/src/psd/layer-stack';
import { pointBounds } from '../../../core/src/psd/point-bounds';
import { multiplyMasks, rasteriseVectorMask } from '../../../core/src/psd/vector-mask';

interface Rect {
  left: number;
  top: number;
  width: number;
  height: number;
}

/** The vector mask's paths' bounding box within `bounds` (outside it the mask is its `outside` value). */
function pathBox(points: number[], bounds: Rect): Rect {
  const { x0, y0, x1, y1 } = pointBounds(points);
  const left = Math.max(bounds.left, Math.floor(x0)), top = Math.max(bounds.top, Math.floor(y0));
  const right = Math.min(bounds.left + bounds.width, Math.ceil(x1)), bottom = Math.min(bounds.top + bounds.height, Math.ceil(y1));
  return right > left && bottom > top ? { left, top, width: right - left, height: bottom - top } : { left: bounds.left, top: bounds.top, width: 1, height: 1 };
}

/**
 * A layer's pixel mask and vector mask as one mask (either may be missing or switched off). `shapeDrawn`: the
 * layer's pixels already are its path drawn (shape and fill layers saved with pixels), so the path is not applied.
 */
export function combinedMask(layer: Layer, bounds: Rect, shapeDrawn = !!layer.vectorFill): StackMask | undefined {
  const pixel = stackMaskOf(layer.mask);
  const shape = layer.vectorMask;
  // Photoshop's own composites agree only without applying a drawn shape's path a second time.
  if (shapeDrawn) return pixel;
  if (!shape || shape.disable || shape.paths.length === 0) return pixel;
  const box = pathBox(shape.paths.flatMap((path) => path.knots.flatMap((knot) => knot.points)), bounds);
  const vector = rasteriseVectorMask(shape, box.left, box.top, box.width, box.height);
  return pixel ? multiplyMasks(vector, pixel) : vector;
}

/** Pixels as 8-bit RGBA whatever depth ag-psd decoded them at. */
export function bytesOf(pixels: PixelData): RgbaImage {
  const { data, width, height } = pixels;
  if (data instanceof Uint8ClampedArray || data instanceof Uint8Array) return { width, height, data };
  const out = new Uint8ClampedArray(width * height * 4);
  const scale = data instanceof Uint16Array ? 255 / 65535 : 255;
  for (let i = 0; i < out.length; i++) out[i] = Math.round(data[i]! * scale);
  return { width, height, data: out };
}

/** A layer's (or group's) mask, unless there is none or it is switched off. Grey masks keep their red channel. */
export function stackMaskOf(mask: LayerMaskData | undefined): StackMask | undefined {
  if (!mask || mask.disabled || !mask.imageData) return undefined;
  const image = bytesOf(mask.imageData);
  const data = new Uint8Array(image.width * image.height);
  for (let i = 0; i < data.length; i++) data[i] = image.data[4 * i]!;
  return { left: mask.left ?? 0, top: mask.top ?? 0, width: image.width, height: image.height, data, outside: mask.defaultColor ?? 0 };
}

/** The layer's pixels with its masks multiplied into their alpha, and where they sit on the canvas. */
export function maskedPixels(layer: Layer): (RgbaImage & { left: number; top: number }) | undefined {
  if (!layer.imageData || layer.imageData.width < 1 || layer.imageData.height < 1) return undefined;
  const image = bytesOf(layer.imageData);
  const left = layer.left ?? 0, top = layer.top ?? 0;
  const mask = combinedMask(layer, { left, top, width: image.width, height: image.height });
  if (!mask) return { ...image, left, top };
  const data = new Uint8ClampedArray(image.data);
  for (let y = 0; y < image.height; y++) {
    for (let x = 0; x < image.width; x++) {
      const o = 4 * (y * image.width + x) + 3;
      data[o] = Math.round(data[o]! * maskAt(mask, left + x, top + y));
    }
  }
  return { width: image.width, height: image.height, data, left, top };
}
