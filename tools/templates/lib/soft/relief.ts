/**
 * The product's surface as a height field (unit lengths) at the 2× render: rounded volumes, folds, wrinkles, seams
 * pressed in, stitches and rib knit standing up. Shading, ambient occlusion and the print's displacement all read it.
 */
import { fbm } from '../common/noise';
import { coverage, type Draw } from './canvas';
import { ribRelief } from './fabric';
import { blur, blurWide, sample, type Field } from './field';
import { addFolds, type Fold } from './folds';

/** Rounded volume: each part is inflated on its own (a sleeve is a tube, a body a wider one), so where parts meet the
 *  surface creases, as cloth does at a seam. */
export interface Volume {
  /** Parts inflated separately (default: the whole product silhouette), each optionally with its own roundness
   *  factor (a sleeve is flatter than a body). */
  parts?: Array<Draw | readonly [Draw, number]>;
  /** Depth of a part over its half-width: 1 is round (a filled tube), 0.1 nearly flat (a garment lying down). */
  round: number;
}

/** A rib knit band: ridges `period` unit apart running along `along` radians, or radiating from a point. */
export interface Rib {
  area: Draw;
  along: number | readonly [number, number];
  period?: number;
}

export interface ReliefSpec {
  seed: number;
  /** The recolourable product's silhouette (filled). */
  product: Draw;
  /** Pocket edges, piping, zips: strokes that crease the surface and darken it. */
  details?: Draw;
  /** Inside of the garment seen through an opening (back of the neck, bag mouth): sits lower and darker. */
  inner?: Draw;
  folds?: readonly Fold[];
  /** Inflation height (unit): how rounded/padded the product is towards its edges (blur-based; see `volume`). */
  puff?: number;
  /** Broad doming (unit height): stuffed things (pillows) bulge towards their middle. */
  dome?: number;
  /** Low-frequency wrinkling (unit height). */
  wrinkle?: number;
  volume?: Volume;
  /** Seams pressed into the fabric (grooves), and stitching standing on it (drawn dashed by the caller). */
  seams?: Draw;
  stitches?: Draw;
  ribs?: readonly Rib[];
  /** Fabric laid on top (a pocket, a placket, drawstrings): raised `height` (unit), its edge rounded over `soft`. */
  layers?: ReadonlyArray<{ area: Draw; height: number; soft?: number }>;
}

export interface Relief {
  h: Field;
  alpha: Field;
  detail: Field;
  inner: Field;
  stitches: Field;
}

/**
 * Inflates a silhouette like a balloon: solves ∇²u = −2 inside (u = 0 outside) coarse to fine, so that √u is exactly a
 * semicircle across any strip. Smooth everywhere (no ridges along the middle), rounder where the part is wider.
 */
function inflate(alpha: Field, S: number): Field {
  const levels: number[] = [];
  for (let m = Math.max(16, S >> 2); m >= 16; m >>= 1) levels.unshift(m);
  let u: Float32Array | undefined;
  let prev = 0;
  for (const m of levels) {
    // Inside mask at this level: the box average of the silhouette's coverage.
    const f = S / m;
    const inside = new Uint8Array(m * m);
    for (let y = 0; y < m; y++) {
      for (let x = 0; x < m; x++) {
        let sum = 0;
        for (let j = 0; j < f; j++) for (let i = 0; i < f; i++) sum += alpha[(y * f + j) * S + x * f + i]!;
        inside[y * m + x] = sum / (f * f) >= 0.5 ? 1 : 0;
      }
    }
    const next = new Float32Array(m * m);
    if (u) for (let y = 0; y < m; y++) for (let x = 0; x < m; x++) if (inside[y * m + x]) next[y * m + x] = sample(u, prev, x / 2 - 0.25, y / 2 - 0.25);
    const h2 = 2 / (m * m);
    const iterations = u ? 40 : 400;
    for (let it = 0; it < iterations; it++) {
      for (let y = 1; y < m - 1; y++) {
        for (let x = 1; x < m - 1; x++) {
          const i = y * m + x;
          if (!inside[i]) continue;
          const gs = (next[i - 1]! + next[i + 1]! + next[i - m]! + next[i + m]! + h2) / 4;
          next[i] = next[i]! + 1.85 * (gs - next[i]!);
        }
      }
    }
    u = next;
    prev = m;
  }
  const out = new Float32Array(S * S);
  const k = prev / S;
  for (let y = 0; y < S; y++) {
    for (let x = 0; x < S; x++) {
      const i = y * S + x;
      if (alpha[i]! === 0) continue;
      out[i] = Math.sqrt(Math.max(0, sample(u!, prev, (x + 0.5) * k - 0.5, (y + 0.5) * k - 0.5)));
    }
  }
  return out;
}

export function buildRelief(spec: ReliefSpec, S: number): Relief {
  const N = S * S;
  const alpha = coverage(S, spec.product);
  const detail = spec.details ? blur(coverage(S, spec.details), S, S * 0.0009) : new Float32Array(N);
  const inner = spec.inner ? blur(coverage(S, spec.inner), S, S * 0.002) : new Float32Array(N);
  const h = new Float32Array(N);

  if (spec.volume) {
    const parts = spec.volume.parts ?? [spec.product];
    const k = spec.volume.round;
    for (const part of parts) {
      const [draw, own] = typeof part === 'function' ? [part, 1] : part;
      const p = inflate(coverage(S, draw), S);
      const kp = k * own;
      for (let i = 0; i < N; i++) if (p[i]! * kp > h[i]!) h[i] = p[i]! * kp;
    }
    // Soften the creases a touch: cloth meets cloth in a curve, not a knife edge.
    h.set(blur(h, S, S * 0.002));
  }
  const puff = spec.puff ?? 0.02;
  const wr = spec.wrinkle ?? 0.004;
  const b1 = puff ? blurWide(alpha, S, S * 0.01) : undefined;
  const b2 = puff ? blurWide(alpha, S, S * 0.06) : undefined;
  const dome = spec.dome ? blurWide(alpha, S, S * 0.09) : undefined;
  // Wrinkles are low-frequency: noise at quarter resolution, sampled bilinearly.
  const Q = Math.ceil(S / 4) + 1;
  const wrinkles = wr ? new Float32Array(Q * Q) : undefined;
  if (wrinkles) for (let j = 0; j < Q; j++) for (let i = 0; i < Q; i++) wrinkles[j * Q + i] = fbm(((i * 4) / S) * 5, ((j * 4) / S) * 5, spec.seed, 3);
  for (let y = 0, i = 0; y < S; y++) {
    for (let x = 0; x < S; x++, i++) {
      const inflate = b1 ? Math.sqrt(Math.max(0, 0.5 * b1[i]! + 0.5 * b2![i]!)) : 0;
      const n = wrinkles ? (sample(wrinkles, Q, x / 4, y / 4) - 0.5) * wr : 0;
      h[i] = h[i]! + (dome ? spec.dome! * dome[i]! * dome[i]! : 0) + puff * inflate + n - detail[i]! * 0.0012 - inner[i]! * 0.006;
    }
  }
  if (spec.folds?.length) {
    // Folds are smooth (tens of pixels wide): evaluate at half resolution, then upsample.
    const m = S / 2;
    const fh = new Float32Array(m * m);
    addFolds(fh, m, spec.folds);
    for (let y = 0, i = 0; y < S; y++) for (let x = 0; x < S; x++, i++) h[i] = h[i]! + sample(fh, m, x / 2 - 0.25, y / 2 - 0.25);
  }
  for (const layer of spec.layers ?? []) {
    const a = blur(coverage(S, layer.area), S, S * (layer.soft ?? 0.002));
    for (let i = 0; i < N; i++) h[i] = h[i]! + layer.height * a[i]!;
  }
  if (spec.seams) {
    // A seam: a soft groove where the panels are sewn together, with the seam allowance raised beside it.
    const seam = coverage(S, spec.seams);
    const groove = blur(seam, S, S * 0.0012);
    const ridge = blur(seam, S, S * 0.004);
    for (let i = 0; i < N; i++) h[i] = h[i]! - 0.0016 * groove[i]! + 0.0011 * ridge[i]!;
  }
  for (const rib of spec.ribs ?? []) {
    const area = blur(coverage(S, rib.area), S, S * 0.0008);
    const along = typeof rib.along === 'number' ? rib.along : rib.along;
    const r = ribRelief(area, S, (rib.period ?? 0.0045) * S, 0.0009, along);
    for (let i = 0; i < N; i++) h[i] = h[i]! + r[i]!;
  }
  const stitches = spec.stitches ? blur(coverage(S, spec.stitches), S, S * 0.0005) : new Float32Array(N);
  if (spec.stitches) for (let i = 0; i < N; i++) h[i] = h[i]! + 0.0005 * stitches[i]!;
  return { h, alpha, detail, inner, stitches };
}
