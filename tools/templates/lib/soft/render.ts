/**
 * The soft-goods renderer: silhouette + folds → height field → shade, highlight, masks, surface mesh, scene.
 * Everything geometric is computed at 2× and averaged down, so edges are anti-aliased.
 */
import type { RecipeOutput } from '../../recipe';
import type { Backdrop } from './backdrop';
import { coverage, over, paint } from './canvas';
import type { Draw } from './canvas';
import { blur, blurWide, half, sample, shift, toBytes } from './field';
import type { Field } from './field';
import { addFolds } from './folds';
import type { Fold } from './folds';
import { fbm, hash2 } from './noise';
import { homography } from './quad';
import type { Quad } from './quad';

export interface Shadow {
  /** Offset (unit), blur sigma (unit) and strength (0..1) of a shadow cast by the product onto the scene. */
  dx: number;
  dy: number;
  blur: number;
  opacity: number;
}

export interface SoftSpec {
  seed: number;
  backdrop: Backdrop;
  /** The recolourable product's silhouette (filled). */
  product: Draw;
  /** Seams, ribs, pocket edges, stitching: strokes that crease the surface and darken it. */
  details?: Draw;
  /** Inside of the garment seen through an opening (back of the neck, bag mouth): sits lower and darker. */
  inner?: Draw;
  folds?: readonly Fold[];
  /** Print area corners (unit): top-left, top-right, bottom-right, bottom-left. */
  print: Quad;
  /** Shape of the printable area (default: the print quad), clipped to the product. */
  printShape?: Draw;
  /** Inflation height (unit): how rounded/padded the product is towards its edges. */
  puff?: number;
  /** Broad doming (unit height): stuffed things (pillows, cap crowns) bulge towards their middle. */
  dome?: number;
  /** Low-frequency wrinkling (unit height). */
  wrinkle?: number;
  /** Fine fabric texture strength (0..1 of shade). */
  weave?: number;
  /** Soft fabric sheen and hard gloss (0..1). */
  sheen?: number;
  gloss?: number;
  /** Brightness of the flat, fully lit white material. */
  tone?: number;
  /** How far the mesh follows the surface slope (fabric displacement strength). */
  displace?: number;
  /** Extra warp of mesh points (unit coordinates), e.g. a cap's curved front. */
  warp?: (u: number, v: number, x: number, y: number) => [number, number];
  /** Environment reflection for glossy things (paint, acrylic): shade multiplier and added highlight at (u, v). */
  env?: (u: number, v: number) => [number, number];
  shadows?: readonly Shadow[];
  /** Props behind the product (hanger, wall hook) and in front of it (sole, wheels, ring). Coloured. */
  behind?: Draw;
  front?: Draw;
}

/** Light from the upper left, shared by shading and cast shadows (recipes offset shadows down-right). */
const unit = (x: number, y: number, z: number): [number, number, number] => {
  const n = Math.hypot(x, y, z);
  return [x / n, y / n, z / n];
};
const L = unit(-0.45, -0.6, 0.66);
const HV = unit(L[0], L[1], L[2] + 1);

export const MESH = 16;

export function renderSoft(spec: SoftSpec, size: number): RecipeOutput {
  const S = size * 2;
  const N = S * S;
  const alpha = coverage(S, spec.product);
  const detail = spec.details ? blur(coverage(S, spec.details), S, S * 0.0009) : new Float32Array(N);
  const inner = spec.inner ? blur(coverage(S, spec.inner), S, S * 0.002) : new Float32Array(N);

  // Height field: inflated silhouette, folds, wrinkles, seams pressed in.
  const puff = spec.puff ?? 0.02;
  const b1 = blurWide(alpha, S, S * 0.01);
  const b2 = blurWide(alpha, S, S * 0.06);
  const h = new Float32Array(N);
  const wr = spec.wrinkle ?? 0.004;
  const dome = spec.dome ? blurWide(alpha, S, S * 0.09) : undefined;
  // Wrinkles are low-frequency: noise at quarter resolution, sampled bilinearly.
  const Q = Math.ceil(S / 4) + 1;
  const wrinkles = wr ? new Float32Array(Q * Q) : undefined;
  if (wrinkles) for (let j = 0; j < Q; j++) for (let i = 0; i < Q; i++) wrinkles[j * Q + i] = fbm((i * 4) / S * 5, (j * 4) / S * 5, spec.seed, 3);
  for (let y = 0, i = 0; y < S; y++) {
    for (let x = 0; x < S; x++, i++) {
      const inflate = Math.sqrt(Math.max(0, 0.5 * b1[i]! + 0.5 * b2[i]!));
      const n = wrinkles ? (sample(wrinkles, Q, x / 4, y / 4) - 0.5) * wr : 0;
      h[i] = (dome ? spec.dome! * dome[i]! * dome[i]! : 0) + puff * inflate + n - detail[i]! * 0.0012 - inner[i]! * 0.006;
    }
  }
  if (spec.folds?.length) {
    // Folds are smooth (tens of pixels wide): evaluate at half resolution, then upsample.
    const m = S / 2;
    const fh = new Float32Array(m * m);
    addFolds(fh, m, spec.folds);
    for (let y = 0, i = 0; y < S; y++) for (let x = 0; x < S; x++, i++) h[i] = h[i]! + sample(fh, m, x / 2 - 0.25, y / 2 - 0.25);
  }
  const cavity = blurWide(h, S, S * 0.012);

  const shade = new Float32Array(N);
  const high = new Float32Array(N);
  const tone = spec.tone ?? 0.93;
  const weave = spec.weave ?? 0.05;
  const sheen = spec.sheen ?? 0.25;
  const gloss = spec.gloss ?? 0;
  for (let y = 1; y < S - 1; y++) {
    for (let x = 1; x < S - 1; x++) {
      const i = y * S + x;
      if (alpha[i]! === 0) continue;
      const gx = (h[i + 1]! - h[i - 1]!) * 0.5 * S;
      const gy = (h[i + S]! - h[i - S]!) * 0.5 * S;
      const inv = 1 / Math.hypot(gx, gy, 1);
      const nx = -gx * inv;
      const ny = -gy * inv;
      const nz = inv;
      const lam = Math.max(0, nx * L[0] + ny * L[1] + nz * L[2]) / L[2];
      const ao = 1 - Math.min(0.5, Math.max(0, cavity[i]! - h[i]!) * 35);
      const tex = 1 + weave * ((hash2(x, y, spec.seed) - 0.5) * 0.6 + 0.25 * Math.sin(x * 1.3) * Math.sin(y * 1.3));
      shade[i] = Math.min(1, tone * (0.3 + 0.7 * lam) * ao * tex * (1 - 0.4 * detail[i]!) * (1 - 0.32 * inner[i]!));
      const nh = Math.max(0, nx * HV[0] + ny * HV[1] + nz * HV[2]);
      const graze = 1 - nz;
      high[i] = Math.min(1, sheen * (0.35 * Math.pow(nh, 12) + 0.9 * graze * lam) + gloss * Math.pow(nh, 80)) * ao;
      if (spec.env) {
        const [m, a] = spec.env(x / S - nx * 0.05, y / S - ny * 0.05);
        shade[i] = shade[i]! * m;
        high[i] = Math.min(1, high[i]! + a * ao);
      }
    }
  }

  // Print area: the shape, softened, kept off the silhouette's anti-aliased edge.
  const printCov = blur(coverage(S, spec.printShape ?? ((ctx) => quadPath(ctx, spec.print))), S, S * 0.0015);
  const inside = blur(alpha, S, S * 0.002);
  for (let i = 0; i < N; i++) printCov[i] = Math.min(printCov[i]!, Math.max(0, inside[i]! * 2 - 1), 1 - inner[i]!);

  const mask1 = half(alpha, S);
  const shade1 = half(shade, S);
  const high1 = half(high, S);
  const print1 = half(printCov, S);

  // Surface mesh: homography of the print quad, pushed along the surface slope so print bends with the folds.
  const k = spec.displace ?? 0.9;
  const H = homography(spec.print);
  const points = new Float32Array(2 * (MESH + 1) * (MESH + 1));
  for (let j = 0; j <= MESH; j++) {
    for (let c = 0; c <= MESH; c++) {
      const u = c / MESH;
      const v = j / MESH;
      let [x, y] = H(u, v);
      const px = x * S;
      const py = y * S;
      const gx = sample(h, S, px + 2, py) - sample(h, S, px - 2, py);
      const gy = sample(h, S, px, py + 2) - sample(h, S, px, py - 2);
      x += gx * k * 0.25 * S * 0.01;
      y += gy * k * 0.25 * S * 0.01;
      if (spec.warp) [x, y] = spec.warp(u, v, x, y);
      points[2 * (j * (MESH + 1) + c)] = x * size;
      points[2 * (j * (MESH + 1) + c) + 1] = y * size;
    }
  }

  const rgb = composeScene(spec, size, mask1, shade1, high1);
  const productMask = mask1;
  if (spec.front) {
    const fr = paint(size, spec.front);
    over(rgb, fr);
    for (let i = 0; i < productMask.length; i++) {
      const keep = 1 - fr[i * 4 + 3]! / 255;
      productMask[i]! *= keep;
      print1[i] = Math.min(print1[i]! * keep, productMask[i]!);
    }
  }
  const scene = new Uint8ClampedArray(size * size * 4);
  for (let i = 0, p = 0; p < scene.length; i += 3, p += 4) {
    scene[p] = rgb[i]! * 255 + 0.5;
    scene[p + 1] = rgb[i + 1]! * 255 + 0.5;
    scene[p + 2] = rgb[i + 2]! * 255 + 0.5;
    scene[p + 3] = 255;
  }
  return {
    size,
    scene,
    productMask: toBytes(productMask),
    shade: toBytes(shade1),
    highlight: toBytes(high1),
    printMask: toBytes(print1),
    surface: { cols: MESH, rows: MESH, points },
  };
}

function composeScene(spec: SoftSpec, size: number, mask: Field, shade: Field, high: Field): Float32Array {
  const rgb = spec.backdrop(size);
  if (spec.behind) over(rgb, paint(size, spec.behind));
  for (const s of spec.shadows ?? [{ dx: 0.01, dy: 0.015, blur: 0.02, opacity: 0.35 }]) {
    const sh = blurWide(shift(mask, size, s.dx * size, s.dy * size), size, s.blur * size);
    for (let i = 0; i < sh.length; i++) {
      const m = 1 - s.opacity * sh[i]!;
      rgb[3 * i]! *= m;
      rgb[3 * i + 1]! *= m;
      rgb[3 * i + 2]! *= m;
    }
  }
  for (let i = 0; i < mask.length; i++) {
    const a = mask[i]!;
    if (a === 0) continue;
    const c = shade[i]! + high[i]! - shade[i]! * high[i]!;
    for (let ch = 0; ch < 3; ch++) rgb[3 * i + ch]! += (c - rgb[3 * i + ch]!) * a;
  }
  return rgb;
}

export function quadPath(ctx: Parameters<Draw>[0], q: Quad): void {
  ctx.beginPath();
  ctx.moveTo(q[0][0], q[0][1]);
  for (let i = 1; i < 4; i++) ctx.lineTo(q[i]![0], q[i]![1]);
  ctx.closePath();
  ctx.fill();
}
