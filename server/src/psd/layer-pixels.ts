/**
 * ag-psd's layers as core's rasters: 8-bit straight RGBA (16-bit and float channels brought down), masks as one
 * byte a pixel, and masks multiplied into a layer's alpha.
 */
import type { Layer, LayerMaskData, PixelData } from 'ag-psd';
import type { RgbaImage } from '../../../core/src/render/types';
import { maskAt, type StackMask } from '../../../core/src/psd/layer-stack';

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

/** The layer's pixels with its mask multiplied into their alpha, and where they sit on the canvas. */
export function maskedPixels(layer: Layer): (RgbaImage & { left: number; top: number }) | undefined {
  if (!layer.imageData || layer.imageData.width < 1 || layer.imageData.height < 1) return undefined;
  const image = bytesOf(layer.imageData);
  const left = layer.left ?? 0, top = layer.top ?? 0;
  const mask = stackMaskOf(layer.mask);
  if (!mask) return { ...image, left, top };
  const data = Uint8ClampedArray.from(image.data);
  for (let y = 0; y < image.height; y++) {
    for (let x = 0; x < image.width; x++) {
      const o = 4 * (y * image.width + x) + 3;
      data[o] = Math.round(data[o]! * maskAt(mask, left + x, top + y));
    }
  }
  return { width: image.width, height: image.height, data, left, top };
}
