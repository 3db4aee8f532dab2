/**
 * The cut-out's soft edge mixes product and backdrop in the photo. There the scene becomes the nearby backdrop (the
 * renderer mixes the new product over the scene by the mask, so a red shirt recoloured blue keeps no red fringe) and
 * the luminance the nearby product's (so the shade has no dark or light rim).
 */
import { blurPlane } from '../scenes/filters';

/** A mask value at or above SOLID is the product itself, at or below CLEAR the backdrop; between: the cut-out's soft
 *  edge, product and backdrop mixed (a model's or a brush's mask is rarely exactly 0 and 255). */
export const SOLID = 250;
export const CLEAR = 12;

/** Side of the look-up window round an edge pixel (2 each way: a model's edge is a few pixels wide). */
const NEAR = 2;

export function cleanEdge(scene: Uint8Array, lum: Float32Array, mask: Uint8Array, size: number): void {
  let count = 0;
  for (let i = 0; i < size * size; i++) if (mask[i]! > CLEAR && mask[i]! < SOLID) count++;
  if (count === 0) return;
  // Per edge pixel: its index, then backdrop r, g, b and product luminance (NaN until found).
  const edge: EdgeFixes = { at: new Int32Array(count), values: new Float32Array(count * 4), missed: new Int32Array(count), misses: 0 };
  for (let y = 0, k = 0; y < size; y++) {
    for (let x = 0, i = y * size; x < size; x++, i++) {
      const m = mask[i]!;
      if (m <= CLEAR || m >= SOLID) continue;
      edge.at[k] = i;
      nearMeans(scene, lum, mask, size, x, y, edge.values, k * 4);
      if (Number.isNaN(edge.values[k * 4]!) || Number.isNaN(edge.values[k * 4 + 3]!)) edge.missed[edge.misses++] = k;
      k++;
    }
  }
  // Wide feathers and translucent products: what the window did not reach comes from smooth, wide means.
  if (edge.misses) wideMeans(scene, lum, mask, size, edge);
  // Applied after the search, so fixed pixels never feed their neighbours' means. NaN: nothing to take it from.
  const { at, values } = edge;
  for (let k = 0; k < count; k++) {
    const i = at[k]!, v = k * 4;
    if (!Number.isNaN(values[v]!)) for (let c = 0; c < 3; c++) scene[i * 4 + c] = values[v + c]!;
    if (!Number.isNaN(values[v + 3]!)) lum[i] = values[v + 3]!;
  }
}

interface EdgeFixes {
  at: Int32Array;
  values: Float32Array;
  /** Entries (indices into `at`) that still lack a part, the first `misses` of them. */
  missed: Int32Array;
  misses: number;
}

/**
 * Writes at out[o…o+3] the window's mean backdrop colour and product luminance round (x, y) (NaN for a part it lacks). The
 * backdrop samples are weighted towards the clearest and, where the window holds product too, have the little product
 * they carry (their mask value) taken out.
 */
function nearMeans(
  scene: Uint8Array, lum: Float32Array, mask: Uint8Array, size: number, x: number, y: number, out: Float32Array, o: number,
): void {
  let r = 0, g = 0, b = 0, back = 0, mixed = 0;
  let pr = 0, pg = 0, pb = 0, l = 0, solid = 0;
  for (let yy = Math.max(0, y - NEAR); yy <= Math.min(size - 1, y + NEAR); yy++) {
    for (let xx = Math.max(0, x - NEAR), j = yy * size + xx; xx <= Math.min(size - 1, x + NEAR); xx++, j++) {
      const m = mask[j]!;
      if (m <= CLEAR) {
        const k = CLEAR + 1 - m;
        r += scene[j * 4]! * k;
        g += scene[j * 4 + 1]! * k;
        b += scene[j * 4 + 2]! * k;
        back += k;
        mixed += (k * m) / 255;
      } else if (m >= SOLID) {
        pr += scene[j * 4]!;
        pg += scene[j * 4 + 1]!;
        pb += scene[j * 4 + 2]!;
        l += lum[j]!;
        solid++;
      }
    }
  }
  if (solid > 0 && back > 0) {
    // Σk·photo = Σk·((1 − α)·backdrop + α·product): solve for the backdrop with the window's product colour.
    r = (r - (mixed * pr) / solid) / (back - mixed);
    g = (g - (mixed * pg) / solid) / (back - mixed);
    b = (b - (mixed * pb) / solid) / (back - mixed);
  } else {
    r /= back;
    g /= back;
    b /= back;
  }
  out[o] = back ? Math.min(255, Math.max(0, Math.round(r))) : NaN;
  out[o + 1] = back ? Math.min(255, Math.max(0, Math.round(g))) : NaN;
  out[o + 2] = back ? Math.min(255, Math.max(0, Math.round(b))) : NaN;
  out[o + 3] = solid ? l / solid : NaN;
}

/**
 * The parts the window lacked, for the `missed` entries, from mask-normalised blurs on a plane of about 200²
 * (a few percent of the side, then an eighth of it where that is empty too): O(pixels) however wide the soft part.
 */
function wideMeans(scene: Uint8Array, lum: Float32Array, mask: Uint8Array, size: number, edge: EdgeFixes): void {
  const q = Math.max(1, Math.floor(size / 200));
  const s = Math.ceil(size / q);
  // Sums per reduced pixel: backdrop r, g, b, weight; product luminance, weight.
  const sums = Array.from({ length: 6 }, () => new Float32Array(s * s));
  const [br, bg, bb, bw, pl, pw] = sums as [Float32Array, Float32Array, Float32Array, Float32Array, Float32Array, Float32Array];
  for (let y = 0; y < size; y++) {
    const row = Math.floor(y / q) * s;
    for (let x = 0, i = y * size; x < size; x++, i++) {
      const m = mask[i]!, o = row + Math.floor(x / q);
      if (m <= CLEAR) {
        const k = CLEAR + 1 - m;
        br[o] = br[o]! + scene[i * 4]! * k;
        bg[o] = bg[o]! + scene[i * 4 + 1]! * k;
        bb[o] = bb[o]! + scene[i * 4 + 2]! * k;
        bw[o] = bw[o]! + k;
      } else if (m >= SOLID) {
        pl[o] = pl[o]! + lum[i]!;
        pw[o] = pw[o]! + 1;
      }
    }
  }
  const levels = [Math.max(2, Math.round(s / 40)), Math.max(4, Math.round(s / 8))].map((r) =>
    sums.map((data) => blurPlane({ width: s, height: s, data }, r)),
  );
  // Per reduced pixel: backdrop r, g, b and product luminance from the narrower blur that holds any (else NaN).
  const fill = new Float32Array(s * s * 4).fill(NaN);
  for (let o = 0; o < s * s; o++) {
    const back = levels.find((p) => p[3]![o]! > 1e-3);
    if (back) for (let c = 0; c < 3; c++) fill[o * 4 + c] = Math.round(back[c]![o]! / back[3]![o]!);
    const solid = levels.find((p) => p[5]![o]! > 1e-3);
    if (solid) fill[o * 4 + 3] = solid[4]![o]! / solid[5]![o]!;
  }
  const { at, values, missed } = edge;
  for (let n = 0; n < edge.misses; n++) {
    const v = missed[n]! * 4;
    const i = at[missed[n]!]!, x = i % size, y = (i - x) / size;
    const f = (Math.floor(y / q) * s + Math.floor(x / q)) * 4;
    for (let c = 0; c < 4; c++) if (Number.isNaN(values[v + c]!)) values[v + c] = fill[f + c]!;
  }
}
