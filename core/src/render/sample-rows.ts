import { NO_UV } from './mesh';
import type { PreparedTemplate } from './prepare';

/** One output row of layers, sampled from a level of another size. */
export interface RowSampler {
  scene: Uint8Array;
  scene32: Int32Array;
  maps: Uint8Array;
  uv: Uint16Array;
  /** Fills the row buffers for output row `y` (rows in any order; in order is fastest). */
  sample(y: number): void;
}

/** Weights are 7-bit fixed point, so a blended word stays within int32: no heap numbers in the hot loops. */
const SHIFT = 7;
const ONE = 1 << SHIFT;
const HALF = ONE >> 1;
const LANES = 0xff00ff;
/** Half a unit in both 16-bit lanes, for rounding to nearest. */
const ROUND = (HALF << 16) | HALF;

/** Where productMask and printMask sit in a maps word ([productMask, shade, highlight, printMask] in memory). */
const LITTLE_ENDIAN = new Uint8Array(new Uint16Array([1]).buffer)[0] === 1;
const PM_SHIFT = LITTLE_ENDIAN ? 0 : 24;
const PR_SHIFT = LITTLE_ENDIAN ? 24 : 0;

/** Blends two 32-bit pixels (4 × 8-bit channels, as two pairs of 16-bit lanes) by `w` of ONE towards `b`. */
function lerp4x8(a: number, b: number, w: number): number {
  const v = ONE - w;
  const rb = (Math.imul(a & LANES, v) + Math.imul(b & LANES, w) + ROUND) | 0;
  const ga = (Math.imul((a >> 8) & LANES, v) + Math.imul((b >> 8) & LANES, w) + ROUND) | 0;
  return ((rb >> SHIFT) & LANES) | (((ga >> SHIFT) & LANES) << 8);
}

/** Where output pixel `i` of `to` reads a level of side `from` (pixel centres aligned, edges clamped). */
function taps(from: number, to: number, i: number): [number, number, number] {
  const s = Math.min(from - 1, Math.max(0, ((i + 0.5) * from) / to - 0.5));
  const i0 = Math.floor(s);
  return [i0, Math.min(from - 1, i0 + 1), Math.round((s - i0) * ONE)];
}

/**
 * Bilinear sampling of a level into output rows, so an output of any size needs no preparation of its own: a 4096²
 * render reads the 1024² level, a 900² one the same, a 200² one the 256² level. Separable: each level row is blended
 * across once into an output-wide row, then two of those are blended down per output row. Scene and maps are four
 * bytes a pixel, blended as two pairs of 16-bit lanes in one word. The surface's uv is blended where all four taps
 * have one; at its edge the nearest tap decides.
 */
export function createRowSampler(level: PreparedTemplate, outSize: number): RowSampler {
  const from = level.size;
  const scene32 = new Int32Array(level.scene.buffer, level.scene.byteOffset, from * from);
  const maps32 = new Int32Array(level.maps.buffer, level.maps.byteOffset, from * from);
  const uvIn = level.uv;
  const x0s = new Int32Array(outSize), x1s = new Int32Array(outSize), wxs = new Int32Array(outSize);
  for (let x = 0; x < outSize; x++) [x0s[x], x1s[x], wxs[x]] = taps(from, outSize, x);

  // Two level rows blended across, kept while consecutive output rows read them.
  const across = [0, 1].map(() => ({ row: -1, scene: new Int32Array(outSize), maps: new Int32Array(outSize) }));
  const blendAcross = (row: number, keep?: (typeof across)[number]) => {
    const hit = across.find((a) => a.row === row);
    if (hit) return hit;
    const [a, b] = across as [(typeof across)[number], (typeof across)[number]];
    const target = a === keep ? b : b === keep ? a : a.row < b.row ? a : b;
    const r = row * from;
    const scene = target.scene, maps = target.maps;
    for (let x = 0; x < outSize; x++) {
      const i0 = r + x0s[x]!, i1 = r + x1s[x]!, wx = wxs[x]!;
      scene[x] = lerp4x8(scene32[i0]!, scene32[i1]!, wx);
      const m0 = maps32[i0]!, m1 = maps32[i1]!;
      maps[x] = (m0 | m1) === 0 ? 0 : lerp4x8(m0, m1, wx);
    }
    target.row = row;
    return target;
  };

  const sceneOut = new Int32Array(outSize), mapsOut = new Int32Array(outSize), uvOut = new Uint16Array(outSize * 2);
  return {
    scene: new Uint8Array(sceneOut.buffer),
    scene32: sceneOut,
    maps: new Uint8Array(mapsOut.buffer),
    uv: uvOut,
    sample(y) {
      const [y0, y1, wy] = taps(from, outSize, y);
      const top = blendAcross(y0);
      const bottom = y1 === y0 ? top : blendAcross(y1, top);
      const sceneA = top.scene, sceneB = bottom.scene, mapsA = top.maps, mapsB = bottom.maps;
      const r0 = y0 * from, r1 = y1 * from;
      for (let x = 0; x < outSize; x++) {
        const mA = mapsA[x]!, mB = mapsB[x]!;
        const maps = (mA | mB) === 0 ? 0 : lerp4x8(mA, mB, wy);
        mapsOut[x] = maps;
        // Fully inside the product the scene is not seen: skip it.
        sceneOut[x] = ((maps >>> PM_SHIFT) & 255) === 255 ? 0 : lerp4x8(sceneA[x]!, sceneB[x]!, wy);
        const o = 2 * x;
        uvOut[o] = NO_UV;
        if (((maps >>> PR_SHIFT) & 255) === 0) continue; // no print here
        const i00 = r0 + x0s[x]!, i10 = r0 + x1s[x]!, i01 = r1 + x0s[x]!, i11 = r1 + x1s[x]!;
        const u00 = uvIn[2 * i00]!, u10 = uvIn[2 * i10]!, u01 = uvIn[2 * i01]!, u11 = uvIn[2 * i11]!;
        const wx = wxs[x]!;
        if (u00 !== NO_UV && u10 !== NO_UV && u01 !== NO_UV && u11 !== NO_UV) {
          const w11 = (wx * wy + HALF) >> SHIFT;
          const w10 = wx - w11, w01 = wy - w11, w00 = ONE - wx - wy + w11;
          uvOut[o] = (u00 * w00 + u10 * w10 + u01 * w01 + u11 * w11 + HALF) >> SHIFT;
          uvOut[o + 1] = (uvIn[2 * i00 + 1]! * w00 + uvIn[2 * i10 + 1]! * w10 + uvIn[2 * i01 + 1]! * w01 + uvIn[2 * i11 + 1]! * w11 + HALF) >> SHIFT;
        } else {
          const near = wy < HALF ? (wx < HALF ? i00 : i10) : wx < HALF ? i01 : i11;
          uvOut[o] = uvIn[2 * near]!;
          uvOut[o + 1] = uvIn[2 * near + 1]!;
        }
      }
    },
  };
}
