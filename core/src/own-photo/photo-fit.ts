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

type Bytes = Uint8Array | Uint8ClampedArray;
/** One element kind for the hot loops (a Uint8ClampedArray viewed as bytes). */
const asBytes = (b: Bytes) => (b instanceof Uint8Array ? b : new Uint8Array(b.buffer, b.byteOffset, b.length));

/**
 * Averages `factor` × `factor` blocks into floats, the prefilter before a large reduction; the right and bottom
 * remainders are dropped. Source rows are read in order, each output pixel's channels summed together.
 */
function shrink(bytes: Uint8Array, w: number, h: number, channels: number, factor: number) {
  const ow = Math.max(1, Math.floor(w / factor)), oh = Math.max(1, Math.floor(h / factor));
  const out = new Float32Array(ow * oh * channels);
  const rowLength = ow * channels;
  for (let y = 0; y < Math.min(h, oh * factor); y++) {
    const o = Math.floor(y / factor) * rowLength;
    const from = y * w * channels;
    if (channels === 4) {
      for (let x = 0, p = from; x < ow; x++) {
        const to = o + x * 4;
        let r = 0, g = 0, b = 0, a = 0;
        for (let k = 0; k < factor; k++, p += 4) {
          r += bytes[p]!;
          g += bytes[p + 1]!;
          b += bytes[p + 2]!;
          a += bytes[p + 3]!;
        }
        out[to] = out[to]! + r;
        out[to + 1] = out[to + 1]! + g;
        out[to + 2] = out[to + 2]! + b;
        out[to + 3] = out[to + 3]! + a;
      }
    } else {
      for (let x = 0, p = from; x < ow * channels; x += channels) {
        for (let k = 0; k < factor; k++) for (let c = 0; c < channels; c++, p++) out[o + x + c] = out[o + x + c]! + bytes[p]!;
      }
    }
  }
  const norm = 1 / (factor * factor);
  for (let i = 0; i < out.length; i++) out[i] = out[i]! * norm;
  return { data: out, width: ow, height: oh };
}

/**
 * Samples an image with `channels` bytes a pixel into a size² square through the fit, bilinear with coordinates
 * clamped to the image (so the padding repeats the nearest edge pixel). Returns bytes.
 */
export function fitImage(src: Bytes, width: number, height: number, channels: number, size: number, fit: PhotoFit): Uint8Array {
  const out = new Uint8Array(size * size * channels);
  const bytes = asBytes(src);
  if (fit.scale === 1 && Number.isInteger(fit.dx) && Number.isInteger(fit.dy)) {
    copyClamped(bytes, width, height, channels, size, fit.dx, fit.dy, out);
    return out;
  }
  if (fit.scale >= 0.5) {
    bilinear(bytes, width, height, channels, size, fit.scale, fit, out);
    return out;
  }
  // Box-average first when reducing a lot (bilinear alone reads only 4 pixels of many).
  const factor = Math.floor(1 / fit.scale);
  const small = shrink(bytes, width, height, channels, factor);
  bilinear(small.data, small.width, small.height, channels, size, fit.scale * factor, fit, out);
  return out;
}

function bilinear(
  data: Uint8Array | Float32Array, w: number, h: number, channels: number, size: number, scale: number, fit: PhotoFit,
  out: Uint8Array,
): void {
  const xs0 = new Int32Array(size), xs1 = new Int32Array(size), xf = new Float32Array(size);
  for (let x = 0; x < size; x++) {
    const sx = Math.min(w - 1, Math.max(0, (x + 0.5 - fit.dx) / scale - 0.5));
    xs0[x] = Math.floor(sx);
    xs1[x] = Math.min(w - 1, xs0[x]! + 1);
    xf[x] = sx - xs0[x]!;
  }
  for (let y = 0; y < size; y++) {
    const sy = Math.min(h - 1, Math.max(0, (y + 0.5 - fit.dy) / scale - 0.5));
    const y0 = Math.floor(sy), y1 = Math.min(h - 1, y0 + 1), fy = sy - y0;
    const r0 = y0 * w, r1 = y1 * w;
    for (let x = 0; x < size; x++) {
      const fx = xf[x]!;
      const a = (r0 + xs0[x]!) * channels, b = (r0 + xs1[x]!) * channels;
      const c = (r1 + xs0[x]!) * channels, d = (r1 + xs1[x]!) * channels;
      const o = (y * size + x) * channels;
      for (let ch = 0; ch < channels; ch++) {
        const top = data[a + ch]! + (data[b + ch]! - data[a + ch]!) * fx;
        const bottom = data[c + ch]! + (data[d + ch]! - data[c + ch]!) * fx;
        out[o + ch] = (top + (bottom - top) * fy + 0.5) | 0;
      }
    }
  }
}

/** A 1:1 fit: rows copied whole, the padding repeating the nearest edge pixel (what bilinear clamping gives). */
function copyClamped(src: Uint8Array, w: number, h: number, channels: number, size: number, dx: number, dy: number, out: Uint8Array): void {
  const rowBytes = size * channels;
  const x0 = Math.max(0, dx), x1 = Math.min(size, dx + w);
  for (let y = 0; y < size; y++) {
    const sy = Math.min(h - 1, Math.max(0, y - dy));
    const o = y * rowBytes;
    const from = (sy * w + (x0 - dx)) * channels;
    out.set(src.subarray(from, from + (x1 - x0) * channels), o + x0 * channels);
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
