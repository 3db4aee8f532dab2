/**
 * Fabric micro-texture at template resolution (a pixel is about a millimetre on a garment): yarn grain, jersey wales,
 * fleece heather, piqué cells, canvas and twill weaves. It goes into both shade and highlight, so the texture survives
 * recolouring — on black only the highlight shows — and ink printed on top picks it up through the shade.
 */
import { valueNoise } from '../common/noise';

export type Fabric = 'jersey' | 'fleece' | 'pique' | 'canvas' | 'twill' | 'nylon' | 'felt';

interface Look {
  /** Shade multiplier − 1 and highlight added, for a pixel at (x, y) in the fabric's own frame. */
  (x: number, y: number, seed: number): [shade: number, sheen: number];
}

// Yarn grain: noise at about a pixel and a half rather than per pixel — it reads the same and the lossless maps
// stay small (per-pixel noise cannot be compressed).
const grain = (x: number, y: number, seed: number) => valueNoise(x * 0.7, y * 0.7, seed + 11) - 0.5;

// No periodic patterns: a weave drawn at its true pitch would alias into moiré when the editor shows the template
// smaller. Knits and weaves read as oriented noise at this scale.
const LOOKS: Record<Fabric, Look> = {
  // Single jersey: streaks along the wales, yarn grain, a faint slub.
  jersey: (x, y, seed) => {
    const wale = valueNoise(x * 0.45, y * 0.06, seed) - 0.5;
    const slub = valueNoise(x * 0.6, y * 0.02, seed + 3) - 0.5;
    const g = grain(x, y, seed);
    return [0.05 * wale + 0.04 * g + 0.03 * slub, 0.02 + 0.025 * wale + 0.02 * g + 0.01 * slub];
  },
  // Brushed fleece: soft heather speckle in small clumps, matte.
  fleece: (x, y, seed) => {
    const clump = valueNoise(x * 0.45, y * 0.45, seed) - 0.5;
    const fibre = valueNoise(x * 1.3, y * 0.9, seed + 5) - 0.5;
    const g = grain(x, y, seed);
    return [0.07 * clump + 0.05 * fibre + 0.035 * g, 0.02 + 0.02 * clump + 0.015 * (g + 0.5)];
  },
  // Piqué (polos, jerseys): small raised cells.
  pique: (x, y, seed) => {
    const cell = valueNoise(x * 0.38, y * 0.38, seed) - 0.5;
    const g = grain(x, y, seed);
    return [0.07 * cell + 0.035 * g, 0.02 + 0.03 * cell + 0.015 * g];
  },
  // Plain-weave canvas (totes, sneakers): crossing threads and slubs.
  canvas: (x, y, seed) => {
    const warp = valueNoise(x * 0.5, y * 0.07, seed) - 0.5, weft = valueNoise(x * 0.07, y * 0.5, seed + 1) - 0.5;
    const g = grain(x, y, seed);
    return [0.045 * (warp + weft) + 0.035 * g, 0.015 + 0.015 * (warp + weft) + 0.01 * g];
  },
  // Cotton twill (caps, workwear): fine diagonal ribs.
  twill: (x, y, seed) => {
    const rib = valueNoise((x + y) * 0.4, (x - y) * 0.05, seed) - 0.5;
    const g = grain(x, y, seed);
    return [0.06 * rib + 0.035 * g, 0.02 + 0.025 * rib + 0.012 * g];
  },
  // Nylon (bags): smooth with a faint ripstop texture.
  nylon: (x, y, seed) => {
    const rip = valueNoise(x * 0.15, y * 0.15, seed) - 0.5;
    const g = grain(x, y, seed);
    return [0.025 * rip + 0.02 * g, 0.02 + 0.02 * rip + 0.01 * g];
  },
  // Felt and embroidery backing: fuzzy, no pattern.
  felt: (x, y, seed) => {
    const fuzz = valueNoise(x * 0.7, y * 0.7, seed) - 0.5;
    const g = grain(x, y, seed);
    return [0.06 * fuzz + 0.04 * g, 0.015 + 0.015 * fuzz];
  },
};

/**
 * Multiplies the shade and adds to the highlight inside the product (`mask`), `strength` 0…1 (1: as woven), the
 * fabric's grain turned by `angle` radians (the placement's rotation).
 */
export function applyFabric(shade: Float32Array, high: Float32Array, mask: Float32Array, size: number, fabric: Fabric, seed: number, strength = 1, angle = 0): void {
  const look = LOOKS[fabric];
  const c = Math.cos(angle), s = Math.sin(angle);
  const k = size / 1024; // texture features keep their size on the product at any template size
  for (let y = 0; y < size; y++) {
    for (let x = 0; x < size; x++) {
      const i = y * size + x;
      if (mask[i]! === 0) continue;
      const fx = (c * x + s * y) / k, fy = (-s * x + c * y) / k;
      const [ds, dh] = look(Math.round(fx), Math.round(fy), seed);
      shade[i] = Math.min(1, shade[i]! * (1 + strength * ds));
      high[i] = Math.min(1, high[i]! + strength * dh * (1 - high[i]!));
    }
  }
}

/** Rib knit relief (collars, cuffs, waistbands): ridges `period` pixels apart (at the 2× render) running along `dir`
 *  radians, or radiating from a centre (a crew neck's rib). Returns a height to add where `area` covers. */
export function ribRelief(area: Float32Array, n: number, period: number, depth: number, along: number | readonly [number, number]): Float32Array {
  const out = new Float32Array(n * n);
  for (let y = 0; y < n; y++) {
    for (let x = 0; x < n; x++) {
      const i = y * n + x;
      const a = area[i]!;
      if (a === 0) continue;
      let phase: number;
      if (typeof along === 'number') phase = Math.cos(along) * y - Math.sin(along) * x;
      else {
        const [cx, cy] = along;
        const r = Math.hypot(x - cx * n, y - cy * n);
        phase = Math.atan2(y - cy * n, x - cx * n) * r;
      }
      // Across the ribs: a rounded ridge profile.
      const w = 0.5 + 0.5 * Math.cos((2 * Math.PI * phase) / period);
      out[i] = a * depth * Math.sqrt(w);
    }
  }
  return out;
}
