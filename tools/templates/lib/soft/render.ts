/**
 * The soft-goods renderer: silhouette, volume and folds → height field (./relief.ts) → shade, highlight, masks, surface
 * mesh, scene. Everything geometric is computed at 2× and averaged down, so edges are anti-aliased.
 */
import { whiteProduct } from '../../../../core/src/render/light';
import { printGrid } from '../common/print';
import type { RecipeOutput } from '../../recipe';
import type { Backdrop } from './backdrop';
import { coverage, over, paint } from './canvas';
import type { Draw } from './canvas';
import { applyFabric, type Fabric } from './fabric';
import { blur, blurWide, half, sample, shift, toBytes } from './field';
import type { Field } from './field';
import { hash2, rng } from '../common/noise';
import { buildRelief, type ReliefSpec } from './relief';
import { projectUnit, type SoftPrint } from './view';

export interface Shadow {
  /** Offset (unit), blur sigma (unit) and strength (0..1) of a shadow cast by the product onto the scene. */
  dx: number;
  dy: number;
  blur: number;
  opacity: number;
}

export interface SoftSpec extends ReliefSpec {
  backdrop: Backdrop;
  /** Fabric micro-texture (./fabric.ts) and its strength; its grain turns with `grainAngle` (radians). */
  fabric?: Fabric;
  fabricStrength?: number;
  grainAngle?: number;
  /** How much darker the product gets away from the light across the frame (0…1, default 0.05). */
  falloff?: number;
  /** Direction towards the key light (x right, y down, z towards the camera); default from the upper left. */
  light?: readonly [number, number, number];
  /** Where the print's ink is hidden (drawstrings, a strap across the print), besides the product's own edge. */
  printCover?: Draw;
  /** The print area on the product and the camera that sees it (./view.ts). */
  print: SoftPrint;
  /** Shape of the printable area (default: the print area's outline), clipped to the product. */
  printShape?: Draw;
  /** Fine fabric texture strength (0..1 of shade). */
  weave?: number;
  /** Soft fabric sheen and hard gloss (0..1). */
  sheen?: number;
  gloss?: number;
  /** Brightness of the flat, fully lit white material. */
  tone?: number;
  /** How far the mesh follows the surface slope (fabric displacement strength). */
  displace?: number;
  /** Environment reflection for glossy things (paint, acrylic): shade multiplier and added highlight at (u, v). */
  env?: (u: number, v: number) => [number, number];
  shadows?: readonly Shadow[];
  /** Props behind the product (hanger, wall hook) and in front of it (sole, wheels, ring). Coloured. */
  behind?: Draw;
  front?: Draw;
}

const unit = (x: number, y: number, z: number): [number, number, number] => {
  const n = Math.hypot(x, y, z);
  return [x / n, y / n, z / n];
};
/** Light from the upper left by default, shared by shading and cast shadows (recipes offset shadows down-right). */
const KEY: readonly [number, number, number] = [-0.45, -0.6, 0.66];

/** A key light that differs a little from shot to shot, as it would between photo sessions (still upper left, where
 *  the recipes' cast shadows assume it). */
export function keyLight(seed: number): [number, number, number] {
  const r = rng(seed * 7 + 3);
  return [KEY[0] + 0.35 * (r() - 0.5), KEY[1] + 0.2 * (r() - 0.5), KEY[2] - 0.04 + 0.12 * r()];
}

export const MESH = 16;

/** Highlights roll off instead of clipping: folds stay visible where the light hits the fabric square on. */
const shoulder = (v: number): number => (v < 0.88 ? v : 0.88 + 0.12 * (1 - Math.exp(-(v - 0.88) / 0.12)));

export function renderSoft(spec: SoftSpec, size: number): RecipeOutput {
  const S = size * 2;
  const N = S * S;
  const { h, alpha, detail, inner, stitches } = buildRelief(spec, S);
  // Ambient occlusion from the relief at two scales: creases and seams, then armpits, under collars and pockets.
  const near = blurWide(h, S, S * 0.012);
  const far = blurWide(h, S, S * 0.04);

  const L = unit(...(spec.light ?? KEY));
  const HV = unit(L[0], L[1], L[2] + 1);
  const shade = new Float32Array(N);
  const high = new Float32Array(N);
  const tone = spec.tone ?? 0.93;
  const weave = spec.fabric ? 0 : (spec.weave ?? 0.05);
  const sheen = spec.sheen ?? 0.25;
  const gloss = spec.gloss ?? 0;
  const falloff = spec.falloff ?? 0.05;
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
      // Cloth scatters light round its folds a little (wrapped diffuse), normalised so a flat surface is 1.
      const lam = Math.max(0, (nx * L[0] + ny * L[1] + nz * L[2] + 0.15) / 1.15) / ((L[2] + 0.15) / 1.15);
      const ao = 1 - Math.min(0.55, Math.max(0, near[i]! - h[i]!) * 35 + Math.max(0, far[i]! - h[i]!) * 9);
      const tex = 1 + weave * ((hash2(x, y, spec.seed) - 0.5) * 0.6 + 0.25 * Math.sin(x * 1.3) * Math.sin(y * 1.3));
      const st = stitches[i]!;
      // The key light falls off across the product (from the side it comes from).
      const fall = 1 + 2 * falloff * ((x / S - 0.5) * L[0] + (y / S - 0.5) * L[1]);
      shade[i] = shoulder(tone * (0.22 + 0.78 * lam) * ao * tex * fall * (1 - 0.4 * detail[i]!) * (1 - 0.32 * inner[i]!) * (1 - 0.1 * st));
      const nh = Math.max(0, nx * HV[0] + ny * HV[1] + nz * HV[2]);
      const graze = 1 - nz;
      high[i] = Math.min(1, sheen * (0.35 * Math.pow(nh, 12) + 0.9 * graze * lam) + gloss * Math.pow(nh, 80) + 0.12 * st * lam) * ao;
      if (spec.env) {
        const [m, a] = spec.env(x / S - nx * 0.05, y / S - ny * 0.05);
        shade[i] = shade[i]! * m;
        high[i] = Math.min(1, high[i]! + a * ao);
      }
    }
  }

  // Print area: the shape, softened, kept off the silhouette's anti-aliased edge.
  const printCov = blur(coverage(S, spec.printShape ?? ((ctx) => outlinePath(ctx, spec.print))), S, S * 0.0015);
  const inside = blur(alpha, S, S * 0.002);
  const cover = spec.printCover ? blur(coverage(S, spec.printCover), S, S * 0.001) : undefined;
  for (let i = 0; i < N; i++) printCov[i] = Math.min(printCov[i]!, Math.max(0, inside[i]! * 2 - 1), 1 - inner[i]!, cover ? 1 - cover[i]! : 1);

  const mask1 = half(alpha, S);
  const shade1 = half(shade, S);
  const high1 = half(high, S);
  const print1 = half(printCov, S);
  if (spec.fabric) applyFabric(shade1, high1, mask1, size, spec.fabric, spec.seed, spec.fabricStrength ?? 1, spec.grainAngle ?? 0);

  // Surface mesh: the camera's view of the print, pushed along the surface slope so print bends with the folds.
  const k = spec.displace ?? 0.9;
  const grid = printGrid(MESH, MESH, (u, v) => spec.print.at(u, v), pixels(spec.print.camera, size));
  const { points } = grid.surface;
  // Ink follows a fold by a fraction of the print's size at most: a small print on a creased bag stays legible.
  let x0 = Infinity, y0 = Infinity, x1 = -Infinity, y1 = -Infinity;
  for (let p = 0; p < points.length; p += 2) {
    x0 = Math.min(x0, points[p]!);
    x1 = Math.max(x1, points[p]!);
    y0 = Math.min(y0, points[p + 1]!);
    y1 = Math.max(y1, points[p + 1]!);
  }
  const reach = 0.012 * Math.hypot(x1 - x0, y1 - y0);
  for (let p = 0; p < points.length; p += 2) {
    const px = (points[p]! / size) * S;
    const py = (points[p + 1]! / size) * S;
    const gx = sample(h, S, px + 2, py) - sample(h, S, px - 2, py);
    const gy = sample(h, S, px, py + 2) - sample(h, S, px, py - 2);
    let dx = gx * k * 0.25 * S * 0.01 * size, dy = gy * k * 0.25 * S * 0.01 * size;
    const d = Math.hypot(dx, dy);
    if (d > reach) {
      dx *= reach / d;
      dy *= reach / d;
    }
    points[p] = points[p]! + dx;
    points[p + 1] = points[p + 1]! + dy;
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
    ...grid,
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
    const c = whiteProduct(shade[i]!, high[i]!);
    for (let ch = 0; ch < 3; ch++) rgb[3 * i + ch]! += (c - rgb[3 * i + ch]!) * a;
  }
  return rgb;
}

/** Unit-image camera → template pixels. */
const pixels = (camera: readonly number[], size: number): number[] => camera.map((v, i) => (i < 8 ? v * size : v));

/** Fills the print area's outline as drawn (its edges may be curved: a cap's crown). */
function outlinePath(ctx: Parameters<Draw>[0], print: SoftPrint): void {
  const n = 24;
  const edge: Array<[number, number]> = [];
  for (let i = 0; i < n; i++) edge.push([i / n, 0]);
  for (let i = 0; i < n; i++) edge.push([1, i / n]);
  for (let i = n; i > 0; i--) edge.push([i / n, 1]);
  for (let i = n; i > 0; i--) edge.push([0, i / n]);
  ctx.beginPath();
  edge.forEach(([u, v], i) => {
    const [x, y] = projectUnit(print.camera, print.at(u, v));
    if (i) ctx.lineTo(x, y);
    else ctx.moveTo(x, y);
  });
  ctx.closePath();
  ctx.fill();
}
