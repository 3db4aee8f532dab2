/**
 * What a frame read back from WebGL needs before it is an image: its rows come bottom first, and its colours are
 * premultiplied by alpha (the blending leaves them so on the transparent background the scene is drawn on).
 * Both functions write `size` × `size` RGBA pixels, top row first, with straight alpha, into `out`.
 */

/**
 * Lays the frame over an opaque backdrop; every pixel comes out opaque. Starts from a copy of the backdrop and
 * touches only the pixels something was drawn on, a word at a time where they are opaque: a video frame does this
 * 150 times.
 */
export function flipOverBackdrop(raw: Uint8Array, backdrop: Uint8ClampedArray, size: number, out: Uint8ClampedArray) {
  out.set(backdrop);
  const rawWords = new Uint32Array(raw.buffer, raw.byteOffset, size * size);
  const outWords = new Uint32Array(out.buffer, out.byteOffset, size * size);
  for (let y = 0; y < size; y++) {
    const from = (size - 1 - y) * size;
    const to = y * size;
    for (let x = 0; x < size; x++) {
      const word = rawWords[from + x]!;
      if (word === 0) continue;
      const i = (from + x) * 4;
      const alpha = raw[i + 3]!;
      if (alpha === 255) {
        outWords[to + x] = word;
        continue;
      }
      const rest = 1 - alpha / 255;
      const o = (to + x) * 4;
      out[o] = raw[i]! + out[o]! * rest;
      out[o + 1] = raw[i + 1]! + out[o + 1]! * rest;
      out[o + 2] = raw[i + 2]! + out[o + 2]! * rest;
      out[o + 3] = 255;
    }
  }
}

/** Keeps the frame's transparency (the floor's soft shadow stays, half see-through). */
export function flipStraightened(raw: Uint8Array, size: number, out: Uint8ClampedArray) {
  const row = size * 4;
  for (let y = 0; y < size; y++) out.set(raw.subarray((size - 1 - y) * row, (size - y) * row), y * row);
  for (let i = 0; i < out.length; i += 4) {
    const alpha = out[i + 3]!;
    if (alpha === 0 || alpha === 255) continue;
    const k = 255 / alpha;
    out[i] = out[i]! * k;
    out[i + 1] = out[i + 1]! * k;
    out[i + 2] = out[i + 2]! * k;
  }
}
