/**
 * Render passes → the layers core's renderer composites, in linear light:
 *   shade     = white albedo × diffuse light (DiffDir + DiffInd: light only, so any colour × it is right, black too)
 *   highlight = gloss ((GlossDir + GlossInd) × GlossCol), added on top
 *   scene     = the picture with the product in its neutral albedo, rebuilt from the denoised light
 *   productMask, printMask = the anti-aliased AOVs; surface + print = the print area's grid (grid.py)
 * Light passes are denoised (denoise.ts) guided by the shading normal, product and setting apart; one exposure
 * scales them all so a white product's brightest fabric sits just under white.
 */
import { linearToSrgb } from '../../../core/src/render/light';
import type { RecipeOutput } from '../recipe';
import { readPass, type GridFile } from './blender';
import { denoise } from './denoise';

/** The brightest white fabric (99.5th percentile of the product's shade) lands here, in linear light. */
const WHITE_POINT = 0.9;

const toByte = (linear: number) => Math.round(Math.min(1, linearToSrgb(Math.max(0, linear))) * 255);

const luminance = (r: number, g: number, b: number) => 0.2126 * r + 0.7152 * g + 0.0722 * b;

/** The layers of one template from its pass folder; `albedo` is the neutral albedo the product was rendered in. */
export function layersFromPasses(dir: string, size: number, albedo: number, grid: GridFile): RecipeOutput {
  if (grid.missing > 0) throw new Error(`${grid.missing} print-area grid points are off the garment`);
  const n = size * size;
  const p = (name: string) => readPass(dir, name, size);
  const [dDir, dInd, dCol, gDir, gInd, gCol] = ['diffuse_direct', 'diffuse_indirect', 'diffuse_colour', 'gloss_direct', 'gloss_indirect', 'gloss_colour'].map(p) as Float32Array[];
  const normal = p('normal'), product = p('product'), print = p('print');
  // Per pixel: diffuse light R, G, B and gloss (luminance).
  const light = new Float32Array(n * 4);
  const region = new Uint8Array(n);
  for (let i = 0; i < n; i++) {
    const o = i * 4;
    light[o] = dDir![o]! + dInd![o]!;
    light[o + 1] = dDir![o + 1]! + dInd![o + 1]!;
    light[o + 2] = dDir![o + 2]! + dInd![o + 2]!;
    light[o + 3] = luminance(
      (gDir![o]! + gInd![o]!) * gCol![o]!,
      (gDir![o + 1]! + gInd![o + 1]!) * gCol![o + 1]!,
      (gDir![o + 2]! + gInd![o + 2]!) * gCol![o + 2]!,
    );
    region[i] = product[o]! > 0.5 ? 1 : 0;
  }
  // A 13-pixel window at 2048² (about 6 mm of fabric); the same share of the picture at other sizes.
  denoise(light, 4, { size, normal, normalStride: 4, region }, Math.max(1, Math.round(size / 340)));

  const shadeLinear = new Float32Array(n);
  const inProduct: number[] = [];
  for (let i = 0; i < n; i++) {
    const o = i * 4;
    shadeLinear[i] = albedo * luminance(light[o]!, light[o + 1]!, light[o + 2]!);
    if (product[o]! > 0.99) inProduct.push(shadeLinear[i]!);
  }
  if (inProduct.length < n / 400) throw new Error('the product covers (nearly) nothing');
  inProduct.sort((a, b) => a - b);
  const exposure = WHITE_POINT / inProduct[Math.floor(inProduct.length * 0.995)]!;

  const scene = new Uint8ClampedArray(n * 4);
  const productMask = new Uint8Array(n), printMask = new Uint8Array(n), shade = new Uint8Array(n), highlight = new Uint8Array(n);
  for (let i = 0; i < n; i++) {
    const o = i * 4;
    const gloss = light[o + 3]! * exposure;
    for (let c = 0; c < 3; c++) scene[o + c] = toByte(dCol![o + c]! * light[o + c]! * exposure + gloss);
    scene[o + 3] = 255;
    productMask[i] = Math.round(Math.min(1, Math.max(0, product[o]!)) * 255);
    printMask[i] = Math.min(productMask[i]!, Math.round(Math.min(1, Math.max(0, print[o]!)) * 255));
    shade[i] = toByte(shadeLinear[i]! * exposure);
    highlight[i] = toByte(gloss);
  }
  return {
    size,
    scene,
    productMask,
    shade,
    highlight,
    printMask,
    surface: { cols: grid.cols, rows: grid.rows, points: Float32Array.from(grid.points), depth: Float32Array.from(grid.depth) },
    print: { world: Float32Array.from(grid.world), camera: grid.camera },
  };
}
