// Squeeze tubes (cosmetics, ointments) and stand-up pouches as products with a print area.
import type { Material, Placement3, Surface } from './shapes';
import { pouch, squeezeTube } from './shapes';
import { container } from './objects';
import { cap } from './profiles';

/** A tube standing on its cap (`capMaterial`), the print on its front. */
export function standingTube(r: number, capHeight: number, height: number, at: Placement3, material: Material, capMaterial: Material) {
  return () => {
    const body = squeezeTube(r, capHeight, height, at, material, { s0: 0.33, s1: 0.67, t0: 0.12, t1: 0.8, flipV: true });
    const lid: Surface = container(cap(r * 1.02, 0, capHeight + 0.002, 0.002), at, 'part', capMaterial);
    return { surfaces: [body, lid], print: 0, cols: 24, rows: 16 };
  };
}

export function standingPouch(w: number, h: number, depth: number, at: Placement3, material: Material) {
  return () => ({
    surfaces: pouch(w, h, depth, at, material, { s0: 0.1, s1: 0.9, t0: 0.21, t1: 0.91 }),
    print: 0,
    
    cols: 20,
    rows: 20,
  });
}
