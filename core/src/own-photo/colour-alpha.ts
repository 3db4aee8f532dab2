/**
 * A cut-out's soft edge says how much of each pixel is product, but a model's mask is blurry: across a mug's thin
 * handle it may never reach full cover, and it bleeds into the gap behind it. Recoloured by that mask, the handle shows
 * the old background through it (and the gap a film of the new colour). Where the product and the backdrop nearby
 * differ in colour, the photo itself says the cover better: a pixel P mixes the product's colour F and the backdrop's
 * B as P = α·F + (1 − α)·B, so α is P − B projected on F − B. Pixels of the soft edge take that α, as far as the two
 * colours are apart enough to trust it, and where it disagrees with the mask by more than the estimate's noise.
 *
 * F and B are means of the surely-product and surely-backdrop pixels only (never of the soft edge itself, which would
 * pull them together): in a small window where it holds any, else from wider mask-normalised blurs, else the whole
 * product's and backdrop's, so a handle far from any solid product still gets the product's colour.
 */
import { blurPlane } from '../scenes/filters';
import { CLEAR, SOLID } from './clean-edge';

/** The window round an edge pixel that F and B are first looked for in (3 each way). */
const NEAR = 3;
/** Colour distance (0–255 per channel, Euclidean) from which the photo's α starts to count, and fully counts. */
const TRUST_FROM = 24;
const TRUST_FULL = 64;
/** Mask levels the photo's α may differ by and still agree with the mask (the estimate's own noise: a few levels where
 *  the nearest sure pixels carry a trace of the other side); from twice this it replaces the mask. */
const AGREE = 16;

/** Per soft-edge pixel: its index and F r, g, b, B r, g, b (NaN until found). */
interface Edge {
  at: Int32Array;
  colours: Float32Array;
}

export function refineAlphaByColour(scene: Uint8Array, mask: Uint8Array, size: number): void {
  let count = 0;
  for (let i = 0; i < size * size; i++) if (mask[i]! > CLEAR && mask[i]! < SOLID) count++;
  if (count === 0) return;
  const edge: Edge = { at: new Int32Array(count), colours: new Float32Array(count * 6).fill(NaN) };
  let misses = 0;
  for (let i = 0, k = 0; i < size * size; i++) {
    if (mask[i]! <= CLEAR || mask[i]! >= SOLID) continue;
    edge.at[k] = i;
    if (!nearMeans(scene, mask, size, i, edge.colours, k * 6)) misses++;
    k++;
  }
  if (misses) wideMeans(scene, mask, size, edge);
  // Written after every pixel is judged, so a refined value never changes what its neighbours are judged by.
  const refined = new Uint8Array(count);
  for (let k = 0; k < count; k++) refined[k] = photoAlpha(scene, mask[edge.at[k]!]!, edge.at[k]!, edge.colours, k * 6);
  for (let k = 0; k < count; k++) mask[edge.at[k]!] = refined[k]!;
}

/** F and B from the window round pixel i into out[o…o+5]; false when either is missing there. */
function nearMeans(scene: Uint8Array, mask: Uint8Array, size: number, i: number, out: Float32Array, o: number): boolean {
  const x = i % size, y = (i - x) / size;
  const sums = [0, 0, 0, 0, 0, 0];
  let nf = 0, nb = 0;
  for (let yy = Math.max(0, y - NEAR); yy <= Math.min(size - 1, y + NEAR); yy++) {
    for (let xx = Math.max(0, x - NEAR), j = yy * size + xx; xx <= Math.min(size - 1, x + NEAR); xx++, j++) {
      const m = mask[j]!;
      const side = m >= SOLID ? 0 : m <= CLEAR ? 3 : -1;
      if (side < 0) continue;
      for (let c = 0; c < 3; c++) sums[side + c]! += scene[j * 4 + c]!;
      if (side === 0) nf++;
      else nb++;
    }
  }
  for (let c = 0; c < 3; c++) {
    if (nf) out[o + c] = sums[c]! / nf;
    if (nb) out[o + 3 + c] = sums[3 + c]! / nb;
  }
  return nf > 0 && nb > 0;
}

/** The missing F and B from blurs of the sure pixels (about 2.5 % and 12 % of the side), else the whole image's. */
function wideMeans(scene: Uint8Array, mask: Uint8Array, size: number, edge: Edge): void {
  const q = Math.max(1, Math.floor(size / 200));
  const s = Math.ceil(size / q);
  // Per reduced pixel: product r, g, b, weight; backdrop r, g, b, weight.
  const sums = Array.from({ length: 8 }, () => new Float32Array(s * s));
  const whole = new Float64Array(8);
  for (let y = 0; y < size; y++) {
    const row = Math.floor(y / q) * s;
    for (let x = 0, i = y * size; x < size; x++, i++) {
      const m = mask[i]!;
      const side = m >= SOLID ? 0 : m <= CLEAR ? 4 : -1;
      if (side < 0) continue;
      const o = row + Math.floor(x / q);
      for (let c = 0; c < 3; c++) {
        sums[side + c]![o] = sums[side + c]![o]! + scene[i * 4 + c]!;
        whole[side + c] = whole[side + c]! + scene[i * 4 + c]!;
      }
      sums[side + 3]![o] = sums[side + 3]![o]! + 1;
      whole[side + 3] = whole[side + 3]! + 1;
    }
  }
  const levels = [Math.max(2, Math.round(s / 40)), Math.max(4, Math.round(s / 8))].map((r) => sums.map((data) => blurPlane({ width: s, height: s, data }, r)));
  const { at, colours } = edge;
  for (let k = 0; k < at.length; k++) {
    const i = at[k]!, x = i % size, y = (i - x) / size;
    const o = Math.floor(y / q) * s + Math.floor(x / q);
    for (const [side, to] of [[0, 0], [4, 3]] as const) {
      if (!Number.isNaN(colours[k * 6 + to]!)) continue;
      const level = levels.find((p) => p[side + 3]![o]! > 1e-3);
      for (let c = 0; c < 3; c++) {
        const mean = level ? level[side + c]![o]! / level[side + 3]![o]! : whole[side + 3]! > 0 ? whole[side + c]! / whole[side + 3]! : NaN;
        colours[k * 6 + to + c] = mean;
      }
    }
  }
}

/** The cover the photo's colours give pixel i (mask value m), blended with m by how far apart F and B are. */
function photoAlpha(scene: Uint8Array, m: number, i: number, colours: Float32Array, o: number): number {
  let dot = 0, span = 0;
  for (let c = 0; c < 3; c++) {
    const f = colours[o + c]!, b = colours[o + 3 + c]!;
    dot += (scene[i * 4 + c]! - b) * (f - b);
    span += (f - b) ** 2;
  }
  if (!(span > 0)) return m; // NaN too: no product or no backdrop to compare with
  const trust = Math.min(1, Math.max(0, (Math.sqrt(span) - TRUST_FROM) / (TRUST_FULL - TRUST_FROM)));
  if (trust === 0) return m;
  const delta = Math.min(1, Math.max(0, dot / span)) * 255 - m;
  const disagree = Math.min(1, Math.max(0, (Math.abs(delta) - AGREE) / AGREE));
  return Math.round(m + delta * trust * disagree);
}
