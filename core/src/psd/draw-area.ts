/**
 * A picture drawn into a smart object's print area through its surface mesh: the renderer's own mesh rasteriser
 * (core/src/render/mesh.ts) gives each canvas pixel its design coordinate, which is sampled bilinearly. The user's
 * design is placed as the editor places it (core/src/render/placement.ts); the smart object's own contents fill the
 * area exactly, as Photoshop shows them.
 */
import { NO_UV, rasteriseMesh, uvScale } from '../render/mesh';
import { uvToDesign, type UvToDesign } from '../render/placement';
import type { Placement, RgbaImage, SurfaceMesh } from '../render/types';
import { pictureLevel } from './picture-levels';
import { pointBounds } from './point-bounds';
import { coverage } from './vector-mask';

export interface AreaPicture {
  image: RgbaImage;
  /** The editor's placement; without it the picture fills the area edge to edge (the smart object's contents). */
  placement?: Placement;
}

export interface DrawnArea {
  left: number;
  top: number;
  width: number;
  height: number;
  rgba: Uint8ClampedArray;
}

/** Straight-alpha bilinear sample of `image` at pixel-centre coordinates x, y (transparent outside). */
function sample(image: RgbaImage, x: number, y: number, out: Uint8ClampedArray, o: number): void {
  const x0 = Math.floor(x), y0 = Math.floor(y), fx = x - x0, fy = y - y0;
  if (x0 >= 0 && y0 >= 0 && x0 + 1 < image.width && y0 + 1 < image.height) return sampleInside(image.data, 4 * (y0 * image.width + x0), 4 * image.width, fx, fy, out, o);
  let r = 0, g = 0, b = 0, a = 0;
  for (let k = 0; k < 4; k++) {
    const sx = x0 + (k & 1), sy = y0 + (k >> 1);
    if (sx < 0 || sy < 0 || sx >= image.width || sy >= image.height) continue;
    const w = ((k & 1) ? fx : 1 - fx) * ((k >> 1) ? fy : 1 - fy);
    const s = 4 * (sy * image.width + sx);
    const wa = w * image.data[s + 3]!;
    r += image.data[s]! * wa;
    g += image.data[s + 1]! * wa;
    b += image.data[s + 2]! * wa;
    a += wa;
  }
  if (a <= 0) return;
  out[o] = r / a;
  out[o + 1] = g / a;
  out[o + 2] = b / a;
  out[o + 3] = a;
}

/** sample() with all four pixels inside the image (most of them): the same sums in the same order, unrolled. */
function sampleInside(data: Uint8ClampedArray | Uint8Array, s0: number, stride: number, fx: number, fy: number, out: Uint8ClampedArray, o: number): void {
  const w0 = (1 - fx) * (1 - fy), w1 = fx * (1 - fy), w2 = (1 - fx) * fy, w3 = fx * fy;
  const s1 = s0 + 4, s2 = s0 + stride, s3 = s2 + 4;
  const a0 = w0 * data[s0 + 3]!, a1 = w1 * data[s1 + 3]!, a2 = w2 * data[s2 + 3]!, a3 = w3 * data[s3 + 3]!;
  const a = a0 + a1 + a2 + a3;
  if (a <= 0) return;
  out[o] = (data[s0]! * a0 + data[s1]! * a1 + data[s2]! * a2 + data[s3]! * a3) / a;
  out[o + 1] = (data[s0 + 1]! * a0 + data[s1 + 1]! * a1 + data[s2 + 1]! * a2 + data[s3 + 1]! * a3) / a;
  out[o + 2] = (data[s0 + 2]! * a0 + data[s1 + 2]! * a1 + data[s2 + 2]! * a2 + data[s3 + 2]! * a3) / a;
  out[o + 3] = a;
}

/** The mesh's bounding box on a width × height canvas, or undefined when it misses the canvas. */
function boundsOf(mesh: SurfaceMesh, width: number, height: number) {
  const { x0, y0, x1, y1 } = pointBounds(mesh.points);
  const left = Math.max(0, Math.floor(x0)), top = Math.max(0, Math.floor(y0));
  const right = Math.min(width, Math.ceil(x1)), bottom = Math.min(height, Math.ceil(y1));
  return right > left && bottom > top ? { left, top, width: right - left, height: bottom - top } : undefined;
}

/**
 * Draws `picture` into the area whose mesh is in canvas pixels, on a width × height canvas; `aspect` is the area's
 * width / height (the print's proportions). Undefined when the area lies off the canvas.
 */
export function drawArea(mesh: SurfaceMesh, aspect: number, width: number, height: number, picture: AreaPicture): DrawnArea | undefined {
  const { box, side, uv, cover, pixels } = geometryOf(mesh, width, height);
  if (!box) return undefined;
  const { placement } = picture;
  const full: UvToDesign = placement
    ? uvToDesign(placement, aspect, picture.image.width, picture.image.height)
    : { a: picture.image.width, b: 0, c: -0.5, d: 0, e: picture.image.height, f: -0.5 };
  // The uv square covers `pixels` canvas pixels and |det| picture pixels: their ratio picks the picture's level.
  const { level: image, factor } = pictureLevel(picture.image, Math.sqrt(Math.abs(full.a * full.e - full.b * full.d) / Math.max(1, pixels)));
  // Pixel centres: x at the level is (x + 0.5)·factor − 0.5.
  const shift = 0.5 * factor - 0.5;
  const m: UvToDesign = { a: full.a * factor, b: full.b * factor, c: full.c * factor + shift, d: full.d * factor, e: full.e * factor, f: full.f * factor + shift };
  const rgba = new Uint8ClampedArray(box.width * box.height * 4);
  // The editor redraws this every frame: the map, the picture and the boxes in locals, and a pixel whose four
  // neighbours lie inside the picture (nearly all) sampled inline; sample() does the rest.
  const { a, b, c, d, e, f } = m;
  const data = image.data, iw = image.width, ih = image.height, stride = 4 * iw;
  const fill = !placement;
  for (let y = 0; y < box.height; y++) {
    for (let x = 0; x < box.width; x++) {
      const q = y * box.width + x;
      const k = cover[q]!;
      if (k === 0) continue;
      const p = uvAt(uv, side, box.left + x, box.top + y);
      if (p < 0) continue;
      const u = uv[p]! * uvScale, v = uv[p + 1]! * uvScale;
      let dx = a * u + b * v + c, dy = d * u + e * v + f;
      if (fill) {
        // Contents fill the area to its edges: the outline's coverage, not the picture's border, fades the edge.
        dx = Math.min(iw - 1, Math.max(0, dx));
        dy = Math.min(ih - 1, Math.max(0, dy));
      }
      const o = 4 * q;
      const x0 = Math.floor(dx), y0 = Math.floor(dy);
      if (x0 >= 0 && y0 >= 0 && x0 + 1 < iw && y0 + 1 < ih) sampleInside(data, 4 * (y0 * iw + x0), stride, dx - x0, dy - y0, rgba, o);
      else sample(image, dx, dy, rgba, o);
      if (k !== 255) rgba[o + 3] = Math.round((rgba[o + 3]! * k) / 255);
    }
  }
  return { ...box, rgba };
}

interface AreaGeometry {
  width: number;
  height: number;
  box: ReturnType<typeof boundsOf>;
  side: number;
  uv: Uint16Array;
  cover: Uint8Array;
  /** The mesh outline's area in canvas pixels: what the uv square covers. */
  pixels: number;
}

/** Each mesh's raster and edge coverage, kept while the mesh is: they depend on the area, never on the design. */
const geometries = new WeakMap<SurfaceMesh, AreaGeometry>();

function geometryOf(mesh: SurfaceMesh, width: number, height: number): AreaGeometry {
  const hit = geometries.get(mesh);
  if (hit && hit.width === width && hit.height === height) return hit;
  const box = boundsOf(mesh, width, height);
  const side = Math.max(width, height);
  const ring = outlineOf(mesh);
  const geometry: AreaGeometry = box
    ? { width, height, box, side, uv: rasteriseMesh(mesh, side, side), cover: outlineCoverage(ring, box), pixels: areaOf(ring) }
    : { width, height, box, side, uv: new Uint16Array(0), cover: new Uint8Array(0), pixels: 0 };
  geometries.set(mesh, geometry);
  return geometry;
}

/** The uv buffer offset at pixel x, y, or of a neighbour that has one (an edge pixel whose centre the mesh misses). */
function uvAt(uv: Uint16Array, side: number, x: number, y: number): number {
  const own = 2 * (y * side + x);
  if (uv[own] !== NO_UV) return own;
  for (let k = 1; k < NEIGHBOURS.length; k++) {
    const nx = x + NEIGHBOURS[k]![0], ny = y + NEIGHBOURS[k]![1];
    if (nx < 0 || ny < 0 || nx >= side || ny >= side) continue;
    const p = 2 * (ny * side + nx);
    if (uv[p] !== NO_UV) return p;
  }
  return -1;
}
const NEIGHBOURS = [[0, 0], [-1, 0], [1, 0], [0, -1], [0, 1], [-1, -1], [1, -1], [-1, 1], [1, 1]] as const;

/** The mesh's outline, point after point (x, y, x, y, …), round its edge rows and columns. */
export function outlineOf(mesh: SurfaceMesh): number[] {
  const { cols, rows, points } = mesh;
  const at = (i: number, j: number) => [points[2 * (j * (cols + 1) + i)]!, points[2 * (j * (cols + 1) + i) + 1]!] as const;
  const ring: number[] = [];
  for (let i = 0; i < cols; i++) ring.push(...at(i, 0));
  for (let j = 0; j < rows; j++) ring.push(...at(cols, j));
  for (let i = cols; i > 0; i--) ring.push(...at(i, rows));
  for (let j = rows; j > 0; j--) ring.push(...at(0, j));
  return ring;
}

/** A closed outline's area (the shoelace formula), whichever way round it goes. */
function areaOf(ring: readonly number[]): number {
  let twice = 0;
  for (let p = 0; p < ring.length; p += 2) {
    const q = (p + 2) % ring.length;
    twice += ring[p]! * ring[q + 1]! - ring[q]! * ring[p + 1]!;
  }
  return Math.abs(twice) / 2;
}

/** How much of each pixel of the box the outline covers (0–255): the area's anti-aliased edge. */
function outlineCoverage(ring: readonly number[], box: { left: number; top: number; width: number; height: number }): Uint8Array {
  const cover = coverage(ring, 'non-zero', box.left, box.top, box.width, box.height);
  return Uint8Array.from(cover, (c) => Math.round(255 * Math.min(1, c)));
}
