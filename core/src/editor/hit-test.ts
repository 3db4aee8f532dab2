/**
 * Which layer is under the pointer on the preview: the point goes back through the template's surface mesh into the
 * print area (u across, v down), then the top visible layer whose box holds it is the one the pointer means.
 */
import type { ResolvedLayer } from '../render/layers';
import type { SurfaceMesh } from '../render/types';
import { isVisible } from './document';
import { layerBounds } from './layer-bounds';
import type { PreviewPoint } from './drag';

/** The print-area point (u, v) the mesh draws at `point` (fractions of the template), or null off the surface. */
export function previewToArea(surface: SurfaceMesh, templateSize: number, point: PreviewPoint): { u: number; v: number } | null {
  const { cols, rows, points } = surface;
  const px = point.x * templateSize, py = point.y * templateSize;
  const at = (i: number, j: number): [number, number] => {
    const k = (j * (cols + 1) + i) * 2;
    return [points[k]!, points[k + 1]!];
  };
  for (let j = 0; j < rows; j++) {
    for (let i = 0; i < cols; i++) {
      const a = at(i, j), b = at(i + 1, j), c = at(i, j + 1), d = at(i + 1, j + 1);
      // Two triangles a-b-c and d-c-b; barycentric weights give the uv inside the cell.
      for (const [p, q, r, flip] of [[a, b, c, false], [d, c, b, true]] as const) {
        const det = (q[0] - p[0]) * (r[1] - p[1]) - (r[0] - p[0]) * (q[1] - p[1]);
        if (det === 0) continue;
        const s = ((px - p[0]) * (r[1] - p[1]) - (r[0] - p[0]) * (py - p[1])) / det;
        const t = ((q[0] - p[0]) * (py - p[1]) - (px - p[0]) * (q[1] - p[1])) / det;
        if (s < -1e-9 || t < -1e-9 || s + t > 1 + 1e-9) continue;
        const du = flip ? 1 - s : s, dv = flip ? 1 - t : t;
        return { u: (i + du) / cols, v: (j + dv) / rows };
      }
    }
  }
  return null;
}

/** The index of the top visible layer whose box holds (u, v), or -1. */
export function layerAt(layers: readonly ResolvedLayer[], aspect: number, u: number, v: number): number {
  for (let i = layers.length - 1; i >= 0; i--) {
    const layer = layers[i]!;
    if (!isVisible(layer)) continue;
    const box = layerBounds(layer, layer.placement, aspect);
    if (box && u >= box.minU && u <= box.maxU && v >= box.minV && v <= box.maxV) return i;
  }
  return -1;
}
