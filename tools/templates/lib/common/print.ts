/** The print area as a grid on the physical product, and the surface mesh that is its picture. */
import { projectPoint } from '../../../../core/src/templates/geometry';
import type { PrintGeometry, SurfaceMesh } from '../../recipe';
import type { Vec3 } from './vec';

export interface PrintGrid {
  surface: SurfaceMesh & { points: Float32Array };
  print: PrintGeometry;
}

/**
 * Samples the print surface on a (cols+1)×(rows+1) grid: `at(u, v)` is the point on the product (in scene units) where
 * design coordinate (u, v) lands, `camera` the 3×4 projection of centimetres to template pixels, `cm` centimetres per
 * scene unit. The surface mesh is the exact picture of the grid.
 */
export function printGrid(cols: number, rows: number, at: (u: number, v: number) => Vec3, camera: readonly number[], cm = 1): PrintGrid {
  const n = (cols + 1) * (rows + 1);
  const world = new Float32Array(3 * n);
  const points = new Float32Array(2 * n);
  for (let j = 0, k = 0; j <= rows; j++) {
    for (let i = 0; i <= cols; i++, k++) {
      const p = at(i / cols, j / rows);
      world[3 * k] = p[0] * cm;
      world[3 * k + 1] = p[1] * cm;
      world[3 * k + 2] = p[2] * cm;
      const [x, y] = projectPoint(camera, world[3 * k]!, world[3 * k + 1]!, world[3 * k + 2]!);
      points[2 * k] = x;
      points[2 * k + 1] = y;
    }
  }
  return { surface: { cols, rows, points }, print: { world, camera: [...camera] } };
}
