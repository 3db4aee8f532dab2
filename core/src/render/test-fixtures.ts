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
