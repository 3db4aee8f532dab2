import { blurPlane } from '../../../../core/src/scenes/filters';
import type { LightingRecipe, Light } from '../../../../core/src/scenes/lighting';
import { rolloff } from './grade';
import type { ProductLayer } from './place';

/**
 * Relighting a cut-out with no 3D model: the surface is estimated from the silhouette alone — a distance transform
 * inflated into a rounded relief — and shaded by the scene's lights (wrapped diffuse, a specular highlight, an edge
 * rim), as a ratio over the product's own pixels. Nothing is read from the product's own brightness: a printed logo
 * is flat ink, and reading it as relief (or as shade to lift) drew a glowing ring round every letter.
 */

/** Chamfer (3-4) distance from each inside pixel to the outside, in px. */
function distanceInside(alpha: Float32Array, width: number, height: number): Float32Array {
  const INF = 1e9;
  const d = new Float32Array(width * height);
  for (let i = 0; i < d.length; i++) d[i] = alpha[i]! > 0.5 ? INF : 0;
  const at = (x: number, y: number) => (x < 0 || y < 0 || x >= width || y >= height ? 0 : d[y * width + x]!);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = y * width + x;
      if (d[i] === 0) continue;
      d[i] = Math.min(d[i]!, at(x - 1, y) + 3, at(x, y - 1) + 3, at(x - 1, y - 1) + 4, at(x + 1, y - 1) + 4);
    }
  }
  for (let y = height - 1; y >= 0; y--) {
    for (let x = width - 1; x >= 0; x--) {
      const i = y * width + x;
      if (d[i] === 0) continue;
      d[i] = Math.min(d[i]!, at(x + 1, y) + 3, at(x, y + 1) + 3, at(x + 1, y + 1) + 4, at(x - 1, y + 1) + 4);
    }
  }
  for (let i = 0; i < d.length; i++) d[i] = d[i]! / 3;
  return d;
}

const unit = (v: readonly [number, number, number]) => {
  const n = Math.hypot(v[0], v[1], v[2]) || 1;
  return [v[0] / n, v[1] / n, v[2] / n] as const;
};

/** The estimated surface normals (x right, y up, z toward the camera), three floats per pixel. */
export function estimateNormals(layer: ProductLayer): Float32Array {
  const { width, height, alpha } = layer;
  const plane = (data: Float32Array) => ({ width, height, data });
  const distance = distanceInside(alpha, width, height);
  let maxD = 1;
  for (const v of distance) if (v > maxD) maxD = v;
  // Rounded edges that flatten toward the middle: a bottle reads as a cylinder, a box as a slab with soft edges.
  const radius = Math.max(4, maxD * 0.7);
  const relief = new Float32Array(width * height);
  for (let i = 0; i < relief.length; i++) {
    const t = Math.min(1, distance[i]! / radius);
    relief[i] = radius * Math.sqrt(1 - (1 - t) * (1 - t));
  }
  // Smoothed well: a distance transform alone creases along a shape's diagonals, which the light would show.
  const smooth = blurPlane(plane(relief), Math.max(1, Math.round(radius * 0.16)));
  const normals = new Float32Array(width * height * 3);
  const h = (x: number, y: number) => smooth[Math.min(height - 1, Math.max(0, y)) * width + Math.min(width - 1, Math.max(0, x))]!;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const nx = -(h(x + 1, y) - h(x - 1, y)) / 2;
      const ny = (h(x, y + 1) - h(x, y - 1)) / 2;
      const n = Math.hypot(nx, ny, 1);
      const i = (y * width + x) * 3;
      normals[i] = nx / n;
      normals[i + 1] = ny / n;
      normals[i + 2] = 1 / n;
    }
  }
  return normals;
}

/** Re-shades the product layer in place under `lighting`, mixed in by `strength` (0 keeps its own light). */
export function relight(layer: ProductLayer, lighting: LightingRecipe, strength: number): void {
  const { width, height, alpha, rgb } = layer;
  const n = width * height;
  const normals = estimateNormals(layer);

  const soft = lighting.softness;
  const wrap = 0.2 + 0.6 * soft;
  const lights = [lighting.key, lighting.fill].filter((l): l is Light => !!l).map((l) => ({ ...l, dir: unit(l.from) }));
  const rim = lighting.rim && { ...lighting.rim, dir: unit(lighting.rim.from) };
  const key = lights[0]!;
  const half = unit([key.dir[0], key.dir[1], key.dir[2] + 1]);
  const shininess = 10 + 70 * (1 - soft);
  const specular = 0.28 * (1 - 0.6 * soft) * key.strength;

  const shade = new Float32Array(n * 3);
  let sum = 0;
  let weight = 0;
  for (let i = 0; i < n; i++) {
    const nx = normals[i * 3]!;
    const ny = normals[i * 3 + 1]!;
    const nz = normals[i * 3 + 2]!;
    for (let c = 0; c < 3; c++) shade[i * 3 + c] = lighting.ambient.colour[c]! * lighting.ambient.strength;
    for (const l of lights) {
      const d = Math.max(0, (nx * l.dir[0] + ny * l.dir[1] + nz * l.dir[2] + wrap) / (1 + wrap));
      for (let c = 0; c < 3; c++) shade[i * 3 + c] = shade[i * 3 + c]! + l.colour[c]! * l.strength * d;
    }
    const y = 0.299 * shade[i * 3]! + 0.587 * shade[i * 3 + 1]! + 0.114 * shade[i * 3 + 2]!;
    sum += y * alpha[i]!;
    weight += alpha[i]!;
  }
  // Normalised so the product keeps its brightness on average: the light moves, it does not just dim or flare.
  const norm = weight > 0 ? weight / sum : 1;
  for (let i = 0; i < n; i++) {
    if (alpha[i]! <= 0) continue;
    const nx = normals[i * 3]!;
    const ny = normals[i * 3 + 1]!;
    const nz = normals[i * 3 + 2]!;
    const spec = Math.pow(Math.max(0, nx * half[0] + ny * half[1] + nz * half[2]), shininess) * specular;
    let rimK = 0;
    if (rim) {
      const side = Math.hypot(rim.dir[0], rim.dir[1]) || 1;
      rimK = Math.pow(1 - nz, 2) * Math.max(0, (nx * rim.dir[0] + ny * rim.dir[1]) / side) * rim.strength;
    }
    for (let c = 0; c < 3; c++) {
      const original = rgb[i * 3 + c]!;
      const lit = original * shade[i * 3 + c]! * norm + spec * key.colour[c]! + (rim ? rimK * rim.colour[c]! : 0);
      rgb[i * 3 + c] = rolloff(original + (lit - original) * strength);
    }
  }
}
