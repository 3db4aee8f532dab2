/**
 * Fitting a photo (and its cut-out) into a template's square: the longest side fills it, centred, and the padding
 * continues the photo's edges, blurred further out so it reads as out-of-focus backdrop rather than streaks.
 */
import { blurRgb } from '../scenes/filters';

/** photo pixel (px, py) → template pixel (px * scale + dx, py * scale + dy), continuous coordinates (pixel edges). */
export interface PhotoFit {
  scale: number;
  dx: number;
  dy: number;
}

/** The fit of a width × height photo into a size² square; offsets are whole pixels so a 1:1 fit copies pixels exactly. */
export function photoFit(width: number, height: number, size: number): PhotoFit {
  const scale = size / Math.max(1, width, height);
  return { scale, dx: Math.floor((size - width * scale) / 2), dy: Math.floor((size - height * scale) / 2) };
}

/** Averages `factor` × `factor` blocks (the prefilter before a large reduction), clamped at the right and bottom. */
function shrink(src: ArrayLike<number>, w: number, h: number, channels: number, factor: number) {
  const ow = Math.max(1, Math.floor(w / factor)), oh = Math.max(1, Math.floor(h / factor));
  const out = new Float32Array(ow * oh * channels);
  const norm = 1 / (factor * factor);
  for (let y = 0; y < oh; y++) {
    for (let x = 0; x < ow; x++) {
      const o = (y * ow + x) * channels;
      for (let by = 0; by < factor; by++) {
        const row = Math.min(h - 1, y * factor + by) * w;
        for (let bx = 0; bx < factor; bx++) {
          const p = (row + Math.min(w - 1, x * factor + bx)) * channels;
          for (let c = 0; c < channels; c++) out[o + c] = out[o + c]! + src[p + c]!;
        }
      }
      for (let c = 0; c < channels; c++) out[o + c] = out[o + c]! * norm;
    }
  }
  return { data: out, width: ow, height: oh };
}

/**
 * Samples an image with `channels` bytes a pixel into a size² square through the fit, bilinear with coordinates
 * clamped to the image (so the padding repeats the nearest edge pixel). Returns bytes.
 */
export function fitImage(
  src: ArrayLike<number>, width: number, height: number, channels: number, size: number, fit: PhotoFit,
): Uint8Array {
  const out = new Uint8Array(size * size * channels);
  let data: ArrayLike<number> = src, w = width, h = height, scale = fit.scale;
  if (scale < 0.5) {
    // Box-average first so a large reduction does not alias (bilinear alone reads only 4 pixels of many).
    const factor = Math.floor(1 / scale);
    const small = shrink(src, width, height, channels, factor);
    data = small.data;
    w = small.width;
    h = small.height;
    scale = (fit.scale * width) / w;
  }
  const whole = scale === 1 && Number.isInteger(fit.dx) && Number.isInteger(fit.dy);
  if (whole) {
    copyClamped(data, w, h, channels, size, fit.dx, fit.dy, out);
    return out;
  }
  const xs0 = new Int32Array(size), xs1 = new Int32Array(size), xf = new Float32Array(size);
  for (let x = 0; x < size; x++) {
    const sx = Math.min(w - 1, Math.max(0, (x + 0.5 - fit.dx) / scale - 0.5));
    xs0[x] = Math.floor(sx);
    xs1[x] = Math.min(w - 1, xs0[x]! + 1);
    xf[x] = whole ? 0 : sx - xs0[x]!;
  }
  for (let y = 0; y < size; y++) {
    const sy = Math.min(h - 1, Math.max(0, (y + 0.5 - fit.dy) / scale - 0.5));
    const y0 = Math.floor(sy), y1 = Math.min(h - 1, y0 + 1), fy = whole ? 0 : sy - y0;
    const r0 = y0 * w, r1 = y1 * w;
    for (let x = 0; x < size; x++) {
      const fx = xf[x]!;
      const a = (r0 + xs0[x]!) * channels, b = (r0 + xs1[x]!) * channels;
      const c = (r1 + xs0[x]!) * channels, d = (r1 + xs1[x]!) * channels;
      const o = (y * size + x) * channels;
      for (let ch = 0; ch < channels; ch++) {
        const top = data[a + ch]! + (data[b + ch]! - data[a + ch]!) * fx;
        const bottom = data[c + ch]! + (data[d + ch]! - data[c + ch]!) * fx;
        out[o + ch] = Math.round(top + (bottom - top) * fy);
      }
    }
  }
  return out;
}

/** A 1:1 fit: rows copied whole, the padding repeating the nearest edge pixel (what bilinear clamping gives). */
function copyClamped(
  src: ArrayLike<number>, w: number, h: number, channels: number, size: number, dx: number, dy: number, out: Uint8Array,
): void {
  const rowBytes = size * channels;
  const x0 = Math.max(0, dx), x1 = Math.min(size, dx + w);
  for (let y = 0; y < size; y++) {
    const sy = Math.min(h - 1, Math.max(0, y - dy));
    const o = y * rowBytes;
    const from = (sy * w + (x0 - dx)) * channels;
    const count = (x1 - x0) * channels;
    if (ArrayBuffer.isView(src)) out.set((src as Uint8Array).subarray(from, from + count), o + x0 * channels);
    else for (let k = 0; k < count; k++) out[o + x0 * channels + k] = src[from + k]!;
    for (let x = 0; x < x0; x++) out.copyWithin(o + x * channels, o + x0 * channels, o + (x0 + 1) * channels);
    for (let x = x1; x < size; x++) out.copyWithin(o + x * channels, o + (x1 - 1) * channels, o + x1 * channels);
  }
}

/** The template-pixel rectangle the photo covers: [x0, y0, x1, y1), whole pixels. */
export function photoRect(width: number, height: number, size: number, fit: PhotoFit): [number, number, number, number] {
  const x0 = Math.max(0, Math.round(fit.dx)), y0 = Math.max(0, Math.round(fit.dy));
  return [x0, y0, Math.min(size, Math.round(fit.dx + width * fit.scale)), Math.min(size, Math.round(fit.dy + height * fit.scale))];
}

/**
 * Softens the padding of a fitted RGBA scene: beyond the photo's edge the repeated edge pixels fade over a short
 * distance into a heavily blurred copy, like a backdrop that continues out of focus.
 */
export function softenPadding(scene: Uint8Array, size: number, rect: [number, number, number, number]): void {
  const [x0, y0, x1, y1] = rect;
  if (x0 <= 0 && y0 <= 0 && x1 >= size && y1 >= size) return;
  const factor = 8;
  const s = Math.max(1, Math.floor(size / factor));
  const small = shrink(scene, size, size, 4, factor);
  const rgb = new Float32Array(s * s * 3);
  for (let i = 0; i < s * s; i++) for (let c = 0; c < 3; c++) rgb[i * 3 + c] = small.data[i * 4 + c]!;
  const blurred = blurRgb(rgb, s, s, Math.max(1, Math.round(s / 24)));
  const fade = Math.max(2, size / 24);
  for (let y = 0; y < size; y++) {
    const outY = y < y0 ? y0 - y : y >= y1 ? y - y1 + 1 : 0;
    const sy = Math.min(s - 1, Math.max(0, (y + 0.5) / factor - 0.5));
    const by0 = Math.floor(sy), by1 = Math.min(s - 1, by0 + 1), fy = sy - by0;
    for (let x = 0; x < size; x++) {
      const outX = x < x0 ? x0 - x : x >= x1 ? x - x1 + 1 : 0;
      if (outX === 0 && outY === 0) continue;
      const t = Math.min(1, Math.hypot(outX, outY) / fade);
      const sx = Math.min(s - 1, Math.max(0, (x + 0.5) / factor - 0.5));
      const bx0 = Math.floor(sx), bx1 = Math.min(s - 1, bx0 + 1), fx = sx - bx0;
      const o = (y * size + x) * 4;
      for (let c = 0; c < 3; c++) {
        const top = blurred[(by0 * s + bx0) * 3 + c]! * (1 - fx) + blurred[(by0 * s + bx1) * 3 + c]! * fx;
        const bottom = blurred[(by1 * s + bx0) * 3 + c]! * (1 - fx) + blurred[(by1 * s + bx1) * 3 + c]! * fx;
        const b = top + (bottom - top) * fy;
        scene[o + c] = Math.round(scene[o + c]! + (b - scene[o + c]!) * t);
      }
      scene[o + 3] = 255;
    }
  }
}
