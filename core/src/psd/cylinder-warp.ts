/**
 * Photoshop's cylinder warp (Edit › Transform › Warp › Cylinder) as envelope patches, drawn by the same patch
 * evaluation as the other warps (smart-object-mesh.ts).
 *
 * Photoshop documents none of it, and saves seven numbers and no mesh. What we draw follows the one Photoshop-made
 * file we found (ag-psd's test `cyllinder-warp`, values [105, 563, 377, 143, 0.5, 0.5, 0.571]): the numbers open
 * with the warp's bounds (left, bottom, right, top) and the placed layer's transform is then the box of the warped
 * result, not of the contents. What Photoshop drew there is the front half of a cylinder seen from above: each
 * column keeps its height and drops by the depth of an ellipse, depth · cos φ, while across, x = sin φ foreshortens
 * the contents towards the sides (φ from −90° to 90°). The ellipse's depth was half the half-width, the sixth number;
 * the fifth and seventh are not understood (see placed-warp.ts).
 */
import type { EnvelopeWarp } from './smart-object-mesh';

/** The Bézier handle that draws a quarter circle with a cubic, as a fraction of the radius. */
const KAPPA = (4 / 3) * Math.tan(Math.PI / 8);

/** sin φ and cos φ of a half circle's seven control points, two quarter-circle cubics from φ = −90° to 90°. */
const HALF_CIRCLE: readonly (readonly [number, number])[] = [
  [-1, 0],
  [-1, KAPPA],
  [-KAPPA, 1],
  [0, 1],
  [KAPPA, 1],
  [1, KAPPA],
  [1, 0],
];

/**
 * The cylinder over contents of width × height pixels: `depth` is the ellipse's depth as a fraction of half the
 * width (positive: the rims bow down, as seen from above; negative: up, as seen from below). The envelope is in the
 * frame of the warped result's box, which the layer's transform maps onto the canvas: its height is the contents'
 * plus the depth, scaled back onto the contents' height.
 */
export function cylinderEnvelope(depth: number, width: number, height: number): EnvelopeWarp {
  const d = Number.isFinite(depth) ? Math.max(-1, Math.min(1, depth)) : 0;
  const drop = (d * width) / 2;
  const box = height + Math.abs(drop);
  const lift = Math.min(0, drop);
  const points: { x: number; y: number }[] = [];
  for (let r = 0; r < 4; r++) {
    for (const [sin, cos] of HALF_CIRCLE) {
      const y = (r * height) / 3 + drop * cos - lift;
      points.push({ x: (width * (1 + sin)) / 2, y: (y * height) / box });
    }
  }
  return { bounds: { left: 0, top: 0, right: width, bottom: height }, points, sliceX: [0, width / 2, width], sliceY: [0, height] };
}
