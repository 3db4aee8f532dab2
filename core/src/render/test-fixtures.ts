import { perspectiveMesh } from './surfaces';
import type { RgbaImage, TemplateLayers } from './types';

/** A small synthetic template: grey scene, a product square with a shading ramp, a print square inside it. */
export function syntheticTemplate(size = 64): TemplateLayers {
  const n = size * size;
  const scene = new Uint8Array(n * 4);
  const productMask = new Uint8Array(n), shade = new Uint8Array(n), highlight = new Uint8Array(n), printMask = new Uint8Array(n);
  const lo = size / 8, hi = (size * 7) / 8, plo = size / 4, phi = (size * 3) / 4;
  for (let y = 0; y < size; y++) {
    for (let x = 0; x < size; x++) {
      const i = y * size + x;
      const inProduct = x >= lo && x < hi && y >= lo && y < hi;
      const s = 120 + Math.round((135 * x) / size);
      productMask[i] = inProduct ? 255 : 0;
      shade[i] = inProduct ? s : 0;
      highlight[i] = inProduct && x > hi - 4 ? 80 : 0;
      printMask[i] = x >= plo && x < phi && y >= plo && y < phi ? 255 : 0;
      scene.set(inProduct ? [s, s, s, 255] : [90, 100, 110, 255], i * 4);
    }
  }
  const surface = perspectiveMesh([plo, plo], [phi, plo], [phi, phi], [plo, phi], 4, 4);
  return { size, scene, productMask, shade, highlight, printMask, surface, printAspect: 1 };
}

export function solidDesign(width: number, height: number, rgba: [number, number, number, number]): RgbaImage {
  const data = new Uint8Array(width * height * 4);
  for (let i = 0; i < data.length; i += 4) data.set(rgba, i);
  return { width, height, data };
}

/**
 * The synthetic template with a second face: the product's right strip (x from 3/4 of the size to its edge) is a
 * 'side' area. Its mesh reaches far under the first area's face (as a face seen at an angle behind another would), and
 * its mask is only where it is seen, so the first face hides the rest.
 */
export function twoAreaTemplate(size = 64): TemplateLayers {
  const t = syntheticTemplate(size);
  const n = size * size;
  const lo = size / 8, hi = (size * 7) / 8, side = (size * 3) / 4;
  const mask = new Uint8Array(n);
  for (let y = lo; y < hi; y++) for (let x = side; x < hi; x++) mask[y * size + x] = 255;
  for (let i = 0; i < n; i++) if (mask[i]) t.printMask[i] = 0;
  const surface = perspectiveMesh([size / 2, lo], [hi, lo], [hi, hi], [size / 2, hi], 4, 4);
  return { ...t, areas: [{ name: 'side', mask, surface, printAspect: 0.5 }] };
}
