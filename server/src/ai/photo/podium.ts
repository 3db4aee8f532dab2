import type { RGB } from '../../../../core/src/scenes/colour';
import type { LightingRecipe } from '../../../../core/src/scenes/lighting';

/** A cylindrical plinth drawn into the frame, lit by the key light. */
export interface Podium {
  centreX: number;
  /** Centre row of the top ellipse: where the product stands. */
  topY: number;
  radiusX: number;
  radiusY: number;
  height: number;
  /** Its silhouette over the frame (0…1), for its own shadow. */
  alpha: Float32Array;
  /** The top face only, where the product's shadow may fall. */
  top: Float32Array;
}

const smooth = (edge: number) => Math.min(1, Math.max(0, edge + 0.5));

/** Paints the podium for a product `productWidth` px wide whose base is at `topY`; returns its geometry. */
export function paintPodium(rgb: Float32Array, size: number, colour: RGB, lighting: LightingRecipe, topY: number, productWidth: number): Podium {
  const radiusX = Math.min(size * 0.42, Math.max(productWidth * 0.62, size * 0.2));
  const radiusY = radiusX * 0.17;
  const height = size * 0.24;
  const centreX = size / 2;
  const alpha = new Float32Array(size * size);
  const top = new Float32Array(size * size);
  const [kx, ky, kz] = lighting.key.from;
  const kn = Math.hypot(kx, ky, kz) || 1;
  const ambient = lighting.ambient.strength;
  for (let y = Math.floor(topY - radiusY - 2); y < Math.min(size, Math.ceil(topY + height + radiusY + 2)); y++) {
    for (let x = Math.floor(centreX - radiusX - 2); x < Math.ceil(centreX + radiusX + 2); x++) {
      if (x < 0 || y < 0 || x >= size) continue;
      const dx = (x + 0.5 - centreX) / radiusX;
      if (Math.abs(dx) > 1.01) continue;
      const arc = radiusY * Math.sqrt(Math.max(0, 1 - dx * dx));
      const sideEdge = (1 - Math.abs(dx)) * radiusX;
      const inTop = smooth(Math.min(sideEdge, arc - Math.abs(y + 0.5 - topY)));
      const inSide = smooth(Math.min(sideEdge, y + 0.5 - topY, topY + height + arc - (y + 0.5)));
      const cover = Math.max(inTop, inSide);
      if (cover <= 0) continue;
      // Cylinder side: its normal turns with x; the top faces up.
      const nx = dx;
      const nz = Math.sqrt(Math.max(0, 1 - dx * dx));
      const sideLight = ambient + lighting.key.strength * Math.max(0, (nx * kx + nz * kz) / kn) * 0.8;
      const topLight = ambient + lighting.key.strength * Math.max(0, ky / kn) * 0.9 + 0.08;
      // The bottom of the side gathers less light (contact with the floor).
      const base = 1 - 0.2 * Math.max(0, (y - topY) / height) ** 3;
      const light = inTop >= inSide ? topLight : sideLight * base;
      const i = y * size + x;
      alpha[i] = cover;
      top[i] = inTop;
      for (let c = 0; c < 3; c++) {
        const lit = colour[c]! * light * (0.75 + 0.25 * lighting.key.colour[c]!);
        rgb[i * 3 + c] = rgb[i * 3 + c]! * (1 - cover) + lit * cover;
      }
    }
  }
  return { centreX, topY, radiusX, radiusY, height, alpha, top };
}
