/**
 * Several print areas on one rendered product (a book's front cover and spine): each area lies on its own panel of the
 * mesh, so its mask is the print pass where the first-hit UV pass (uvp.f32: panel + 1 in its third channel) sees that
 * panel, and its grid is the one grid.py found on that panel (grid-<panel>.json beside grid.json).
 */
import fs from 'node:fs';
import path from 'node:path';
import type { PrintArea } from '../../../core/src/templates/manifest';
import type { RecipeArea, RecipeOutput } from '../recipe';
import { readPass, type GridFile } from './blender';

/** A further print area and the panel it is printed on (the first area is panel 0's). */
export interface PanelArea {
  area: PrintArea;
  panel: number;
}

/** Each pixel's panel: the first hit's, or on a silhouette pixel whose centre missed the product (−1), a neighbour's,
 *  so the print's anti-aliased edge stays with its area. */
function panelsSeen(dir: string, size: number): Int8Array {
  const uvp = readPass(dir, 'uvp', size);
  const hit = new Int8Array(size * size);
  for (let i = 0; i < hit.length; i++) hit[i] = Math.round(uvp[i * 4 + 2]!) - 1;
  const panels = Int8Array.from(hit);
  for (let y = 0; y < size; y++) {
    for (let x = 0; x < size; x++) {
      if (hit[y * size + x]! >= 0) continue;
      search: for (let dy = -1; dy <= 1; dy++) {
        for (let dx = -1; dx <= 1; dx++) {
          const yy = y + dy, xx = x + dx;
          if (yy < 0 || xx < 0 || yy >= size || xx >= size) continue;
          const p = hit[yy * size + xx]!;
          if (p >= 0) {
            panels[y * size + x] = p;
            break search;
          }
        }
      }
    }
  }
  return panels;
}

function areaOfGrid(name: string, mask: Uint8Array, grid: GridFile): RecipeArea {
  if (grid.missing > 0) throw new Error(`${name}: ${grid.missing} print-area grid points are off the product`);
  return {
    name,
    mask,
    surface: { cols: grid.cols, rows: grid.rows, points: Float32Array.from(grid.points), depth: Float32Array.from(grid.depth) },
    print: { world: Float32Array.from(grid.world), camera: grid.camera },
  };
}

/** The layers with the print split by panel: the first area keeps panel 0's share of the print mask, each further
 *  area gets its own panel's share and grid. */
export function splitByPanel(dir: string, out: RecipeOutput, further: PanelArea[]): RecipeOutput {
  const panels = panelsSeen(dir, out.size);
  const share = (panel: number) => out.printMask.map((m, i) => (panels[i] === panel ? m : 0));
  const furtherAreas = further.map(({ area, panel }) => {
    const grid = JSON.parse(fs.readFileSync(path.join(dir, `grid-${panel}.json`), 'utf8')) as GridFile;
    return areaOfGrid(area.name, share(panel), grid);
  });
  return { ...out, printMask: share(0), furtherAreas };
}
