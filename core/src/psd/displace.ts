/**
 * Photoshop's Displace filter on a drawn area: each pixel takes the colour from where the map says — a map value of
 * 128 moves nothing, 255 takes it from the full shift right/down (so the print moves left/up), 0 from the full shift
 * the other way; the map's red channel moves across and its green channel down (a grey map moves both). Sampled
 * bilinearly on premultiplied colour, so a moved edge stays smooth and gains no dark fringe. The picture grows by the
 * shift each way (clipped to the canvas), as a displaced edge can move out of the area's box.
 */
import type { Raster } from './blur';
import type { RgbaImage } from '../render/types';

export interface DisplaceMap {
  image: RgbaImage;
  left: number;
  top: number;
}

export function displace(drawn: Raster, map: DisplaceMap, shiftX: number, shiftY: number, canvasWidth: number, canvasHeight: number): Raster {
  const growX = Math.ceil(Math.abs(shiftX)), growY = Math.ceil(Math.abs(shiftY));
  const left = Math.max(0, drawn.left - growX), top = Math.max(0, drawn.top - growY);
  const right = Math.min(canvasWidth, drawn.left + drawn.width + growX), bottom = Math.min(canvasHeight, drawn.top + drawn.height + growY);
  const width = Math.max(1, right - left), height = Math.max(1, bottom - top);
  const out = new Uint8ClampedArray(width * height * 4);
  const { image } = map;
  const src = drawn.rgba, sw = drawn.width, sh = drawn.height;
  /** Premultiplied RGBA of the drawn picture at an integer pixel (transparent outside), added into acc with weight w. */
  const acc = new Float64Array(4);
  const add = (x: number, y: number, w: number) => {
    if (w === 0 || x < 0 || y < 0 || x >= sw || y >= sh) return;
    const i = 4 * (y * sw + x), a = src[i + 3]! * w;
    acc[0]! += src[i]! * a;
    acc[1]! += src[i + 1]! * a;
    acc[2]! += src[i + 2]! * a;
    acc[3]! += a;
  };
  for (let y = 0; y < height; y++) {
    const cy = top + y, my = cy - map.top;
    for (let x = 0; x < width; x++) {
      const cx = left + x, mx = cx - map.left;
      const inMap = mx >= 0 && my >= 0 && mx < image.width && my < image.height;
      const m = inMap ? 4 * (my * image.width + mx) : -1;
      const dx = m < 0 ? 0 : ((image.data[m]! - 128) / 128) * shiftX;
      const dy = m < 0 ? 0 : ((image.data[m + 1]! - 128) / 128) * shiftY;
      // Where the colour comes from, in the drawn picture's pixels (pixel centres at +0.5).
      const sx = cx + dx - drawn.left, sy = cy + dy - drawn.top;
      const x0 = Math.floor(sx), y0 = Math.floor(sy), fx = sx - x0, fy = sy - y0;
      acc.fill(0);
      add(x0, y0, (1 - fx) * (1 - fy));
      add(x0 + 1, y0, fx * (1 - fy));
      add(x0, y0 + 1, (1 - fx) * fy);
      add(x0 + 1, y0 + 1, fx * fy);
      const a = acc[3]!;
      if (a <= 0) continue;
      const o = 4 * (y * width + x);
      out[o] = acc[0]! / a;
      out[o + 1] = acc[1]! / a;
      out[o + 2] = acc[2]! / a;
      out[o + 3] = a;
    }
  }
  return { left, top, width, height, rgba: out };
}
