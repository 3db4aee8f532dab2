/** Synthetic "photos" with known light, folds and specular spots, for the own-photo derivation's tests. */
import { linearToSrgb, srgbToLinear } from '../render/light';
import type { RgbaImage } from '../render/types';

export interface SyntheticPhoto {
  photo: RgbaImage;
  mask: Uint8Array;
  /** The product's rectangle [x0, y0, x1, y1) in photo pixels. */
  product: [number, number, number, number];
  /** Rows from here down carry folds (horizontal, period `foldPeriod`); above, the cloth is flat. */
  foldsFrom: number;
  foldPeriod: number;
  /** Centres of the clipped specular spots and their radius. */
  spots: [number, number][];
  spotRadius: number;
  /** The light the product gets at column x: the luminance (0–1, encoded) a white one shows there, before folds. */
  light: (x: number) => number;
}

/**
 * A width × height photo: a grey-blue backdrop; a product rectangle lit by a light rising left to right, with
 * horizontal sinusoidal folds in its lower part (luminance at most 0.84: matte cloth, never near clipping), flat cloth
 * above, and two clipped white spots. `tint` colours the product (its luminance stays the same); `brightness` scales
 * its light in linear terms, as a darker material reflects less.
 */
export function foldedProductPhoto(width = 256, height = 256, tint: [number, number, number] = [1, 1, 1], brightness = 1): SyntheticPhoto {
  const product: [number, number, number, number] = [Math.round(width / 8), Math.round(height / 8), Math.round((width * 7) / 8), Math.round((height * 7) / 8)];
  const foldsFrom = Math.round(height / 2), foldPeriod = Math.max(8, Math.round(height / 6));
  const spots: [number, number][] = [[Math.round(width * 0.3), Math.round(height * 0.3)], [Math.round(width * 0.7), Math.round(height * 0.7)]];
  const spotRadius = Math.max(2, Math.round(width / 64));
  const light = (x: number) => 0.3 + (0.4 * (x - product[0])) / (product[2] - product[0]);
  const tintLuma = 0.2126 * tint[0] + 0.7152 * tint[1] + 0.0722 * tint[2];
  const data = new Uint8Array(width * height * 4), mask = new Uint8Array(width * height);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = y * width + x;
      const inside = x >= product[0] && x < product[2] && y >= product[1] && y < product[3];
      if (!inside) {
        data.set([80, 90, 110, 255], i * 4);
        continue;
      }
      mask[i] = 255;
      let l = light(x);
      if (y >= foldsFrom) l *= 1 + 0.2 * Math.sin((2 * Math.PI * (y - foldsFrom)) / foldPeriod);
      const spot = spots.some(([sx, sy]) => Math.hypot(x - sx, y - sy) <= spotRadius);
      const rgb = spot ? [255, 255, 255] : tint.map((t) => Math.round(255 * linearToSrgb(srgbToLinear(Math.min(1, (l * t) / tintLuma)) * brightness)));
      data.set([rgb[0]!, rgb[1]!, rgb[2]!, 255], i * 4);
    }
  }
  return { photo: { width, height, data }, mask, product, foldsFrom, foldPeriod, spots, spotRadius, light };
}

/** An evenly lit flat grey photo with the product filling `product` (no light gradient, no folds). */
export function flatProductPhoto(width: number, height: number, grey = 200): { photo: RgbaImage; mask: Uint8Array } {
  const data = new Uint8Array(width * height * 4), mask = new Uint8Array(width * height);
  for (let i = 0; i < width * height; i++) {
    data.set([grey, grey, grey, 255], i * 4);
    const x = i % width, y = Math.floor(i / width);
    mask[i] = x >= width / 10 && x < (width * 9) / 10 && y >= height / 10 && y < (height * 9) / 10 ? 255 : 0;
  }
  return { photo: { width, height, data }, mask };
}

/** A square RGBA design: an opaque black disc filling it, transparent round it. */
export function discDesign(side: number): RgbaImage {
  const data = new Uint8Array(side * side * 4);
  const c = side / 2;
  for (let y = 0; y < side; y++) {
    for (let x = 0; x < side; x++) {
      if (Math.hypot(x + 0.5 - c, y + 0.5 - c) <= c - 1) data.set([0, 0, 0, 255], (y * side + x) * 4);
    }
  }
  return { width: side, height: side, data };
}
