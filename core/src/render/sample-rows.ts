import { NO_UV } from './mesh';
import { blendRowPair } from './blend-rows';
import { lerp4x8, WEIGHT_HALF as HALF, WEIGHT_ONE as ONE, WEIGHT_SHIFT as SHIFT } from './blend-words';
import type { PreparedTemplate } from './prepare';

/** One output row sampled from a level of another size. */
export interface RowSampler {
  /** [productMask, shade, highlight, printMask] and uv, valid for columns [printFrom, printTo) only. */
  maps: Uint8Array;
  uv: Uint16Array;
  printFrom: number;
  printTo: number;
  /**
   * Samples output row `y` (rows in any order; in order is fastest): the level's product-and-scene picture (without
   * the print) into `picture` from index `at`, one opaque word a pixel, and the row buffers above. A sampler made
   * without a base picture (a further print area's) samples only the row buffers.
   */
  sample(y: number, picture: Int32Array | null, at: number): void;
}

/** Where printMask sits in a maps word ([productMask, shade, highlight, printMask] in memory). */
const PR_SHIFT = new Uint8Array(new Uint16Array([1]).buffer)[0] === 1 ? 24 : 0;
/** Level pixels of slack round a row's print span: bilinear taps reach one pixel either side. */
const SPAN_MARGIN = 2;

/** out[x] = level row `r` sampled between its taps for output column x, for x in [from, to). */
function blendAcrossRow(
  out: Int32Array, level: Int32Array, r: number,
  x0s: Int32Array, x1s: Int32Array, wxs: Int32Array, from: number, to: number,
): void {
  for (let x = from; x < to; x++) out[x] = lerp4x8(level[r + x0s[x]!]!, level[r + x1s[x]!]!, wxs[x]!);
}

/** Where output pixel `i` of `to` reads a level of side `from` (pixel centres aligned, edges clamped). */
function taps(from: number, to: number, i: number): [number, number, number] {
  const s = Math.min(from - 1, Math.max(0, ((i + 0.5) * from) / to - 0.5));
  const i0 = Math.floor(s);
  return [i0, Math.min(from - 1, i0 + 1), Math.round((s - i0) * ONE) | 0];
}

const spansCache = new WeakMap<PreparedTemplate, Int32Array>();

/** Per level row, the columns [from, to) where the print surface is (from > to: none). */
export function printSpans(level: PreparedTemplate): Int32Array {
  const hit = spansCache.get(level);
  if (hit) return hit;
  const { size, uv } = level;
  const spans = new Int32Array(2 * size);
  for (let y = 0; y < size; y++) {
    let lo = size, hi = 0;
    for (let x = 0, i = y * size; x < size; x++, i++) {
      if (uv[2 * i] === NO_UV || level.maps[4 * i + 3] === 0) continue;
      if (x < lo) lo = x;
      hi = x + 1;
    }
    spans[2 * y] = lo;
    spans[2 * y + 1] = hi;
  }
  spansCache.set(level, spans);
  return spans;
}

/**
 * Bilinear sampling of a level into output rows, so an output of any size needs no preparation of its own: a 4096²
 * render reads the 1024² level, a 900² one the same, a 200² one the 256² level. Most of a picture is product and
 * scene, which do not depend on the design: they come from `base`, the level already shaded, one word a pixel. The
 * maps and uv that the print needs are sampled only across each row's print span. Separable: each level row is
 * blended across once into an output-wide row, then two of those are blended down per output row. Words are
 * blended as two pairs of 16-bit lanes. The uv is blended where all four taps have one and lie close together; at
 * its edge, and where a fold hides fabric (the taps come from far apart on the design), the nearest tap decides.
 */
/** Neighbouring level pixels are at most a few hundred uv units apart on the design (a print area a few hundred
 *  pixels wide); taps further apart than this straddle a fold's edge. */
const UV_JUMP = 2048;
const apart = (a: number, b: number, c: number, d: number) => Math.max(a, b, c, d) - Math.min(a, b, c, d) > UV_JUMP;

export function createRowSampler(level: PreparedTemplate, outSize: number, base: Int32Array | null): RowSampler {
  const from = level.size;
  const maps32 = new Int32Array(level.maps.buffer, level.maps.byteOffset, from * from);
  const uvIn = level.uv;
  const spans = printSpans(level);
  const x0s = new Int32Array(outSize), x1s = new Int32Array(outSize), wxs = new Int32Array(outSize);
  for (let x = 0; x < outSize; x++) [x0s[x], x1s[x], wxs[x]] = taps(from, outSize, x);

  /** Output columns that read level columns [lo, hi), with slack. */
  const toOut = (lo: number, hi: number): [number, number] =>
    lo >= hi
      ? [0, 0]
      : [Math.max(0, Math.floor(((lo - SPAN_MARGIN) * outSize) / from)), Math.min(outSize, Math.ceil(((hi + SPAN_MARGIN) * outSize) / from))];
  const spanOf = (rows: number[]): [number, number] => {
    let lo = from, hi = 0;
    for (const r of rows) {
      if (r < 0 || r >= from) continue;
      lo = Math.min(lo, spans[2 * r]!);
      hi = Math.max(hi, spans[2 * r + 1]!);
    }
    return toOut(lo, hi);
  };

  // Two level rows blended across, kept while consecutive output rows read them. A row's maps cover its own print
  // span and its neighbours', which is every column an output row between it and a neighbour reads.
  const across = [0, 1].map(() => ({ row: -1, base: new Int32Array(base ? outSize : 0), maps: new Int32Array(outSize) }));
  const blendAcross = (row: number, keep?: (typeof across)[number]) => {
    const hit = across.find((a) => a.row === row);
    if (hit) return hit;
    const [a, b] = across as [(typeof across)[number], (typeof across)[number]];
    const target = a === keep ? b : b === keep ? a : a.row < b.row ? a : b;
    const r = row * from;
    const baseRow = target.base, maps = target.maps;
    if (base) blendAcrossRow(baseRow, base, r, x0s, x1s, wxs, 0, outSize);
    const [lo, hi] = spanOf([row - 1, row, row + 1]);
    blendAcrossRow(maps, maps32, r, x0s, x1s, wxs, lo, hi);
    target.row = row;
    return target;
  };

  const mapsOut = new Int32Array(outSize), uvOut = new Uint16Array(outSize * 2);
  const sampler: RowSampler = {
    maps: new Uint8Array(mapsOut.buffer),
    uv: uvOut,
    printFrom: 0,
    printTo: 0,
    sample(y, picture, at) {
      const [y0, y1, wy] = taps(from, outSize, y);
      const top = blendAcross(y0);
      const bottom = y1 === y0 ? top : blendAcross(y1, top);
      const mapsA = top.maps, mapsB = bottom.maps;
      if (picture) blendRowPair(picture, at, top, bottom, wy, outSize);
      const [lo, hi] = spanOf([y0, y1]);
      sampler.printFrom = lo;
      sampler.printTo = hi;
      const r0 = y0 * from, r1 = y1 * from;
      for (let x = lo; x < hi; x++) {
        const maps = lerp4x8(mapsA[x]!, mapsB[x]!, wy);
        mapsOut[x] = maps;
        const o = 2 * x;
        uvOut[o] = NO_UV;
        if (((maps >>> PR_SHIFT) & 255) === 0) continue; // no print here
        const i00 = r0 + x0s[x]!, i10 = r0 + x1s[x]!, i01 = r1 + x0s[x]!, i11 = r1 + x1s[x]!;
        const u00 = uvIn[2 * i00]!, u10 = uvIn[2 * i10]!, u01 = uvIn[2 * i01]!, u11 = uvIn[2 * i11]!;
        const wx = wxs[x]!;
        const v00 = uvIn[2 * i00 + 1]!, v10 = uvIn[2 * i10 + 1]!, v01 = uvIn[2 * i01 + 1]!, v11 = uvIn[2 * i11 + 1]!;
        if (u00 !== NO_UV && u10 !== NO_UV && u01 !== NO_UV && u11 !== NO_UV && !apart(u00, u10, u01, u11) && !apart(v00, v10, v01, v11)) {
          const w11 = (wx * wy + HALF) >> SHIFT;
          const w10 = wx - w11, w01 = wy - w11, w00 = ONE - wx - wy + w11;
          uvOut[o] = (u00 * w00 + u10 * w10 + u01 * w01 + u11 * w11 + HALF) >> SHIFT;
          uvOut[o + 1] = (v00 * w00 + v10 * w10 + v01 * w01 + v11 * w11 + HALF) >> SHIFT;
        } else {
          const near = wy < HALF ? (wx < HALF ? i00 : i10) : wx < HALF ? i01 : i11;
          uvOut[o] = uvIn[2 * near]!;
          uvOut[o + 1] = uvIn[2 * near + 1]!;
        }
      }
    },
  };
  return sampler;
}
