import { facing, fanMesh, gridMesh, mergeMeshes, translateMesh, translateSurface, uvsFromPositions, type MeshData, type Surface } from './mesh-data';
import { arcPath, arcPoints, offsetPath, pointAt, type ArcPath, type Point2 } from './path2d';
import type { ProductModel } from './product-model';
import { clamp01, lerp, type Vec3 } from './vec';

/**
 * A hardcover book, in metres, front cover facing +z and spine on the left (−x). The cover is one board
 * path — back board, rounded spine, front board, with the hinge grooves — extruded to the book's height and
 * given a thickness; the page block sits inside, its edges striped like stacked pages.
 */
export const BOOK = {
  height: 0.229,
  boardWidth: 0.152,
  thickness: 0.036,
  boardThickness: 0.0028,
  spineBulge: 0.007,
  pageInset: 0.0035,
};

const HALF_T = BOOK.thickness / 2;

/** The hinge groove pressed into a board beside the spine; `side` is −1 for the back board, +1 for the front. */
function groove(side: 1 | -1): Point2[] {
  const z = side * HALF_T;
  const depth = -side * 0.0011;
  const xs = [0.011, 0.0095, 0.008, 0.0065, 0.005];
  const dips = [0, 0.7, 1, 0.7, 0];
  const points = xs.map((x, i) => [x, z + depth * dips[i]!] as Point2);
  return side < 0 ? points : points.reverse();
}

/** Back fore-edge → back board → spine → front board → front fore-edge, seen from above. */
function coverPath(): Point2[] {
  const chord = HALF_T;
  const sag = BOOK.spineBulge;
  const radius = (chord * chord + sag * sag) / (2 * sag);
  const centreX = -sag + radius;
  const beta = Math.atan2(chord, centreX);
  const spine = arcPoints(centreX, 0, radius, -Math.PI + beta, -Math.PI - beta, 24);
  return [[BOOK.boardWidth, -HALF_T], ...groove(-1), ...spine, ...groove(1), [BOOK.boardWidth, HALF_T]];
}

const extrude = (path: ArcPath, y0: number, y1: number): Surface => (u, v) => {
  const [x, z] = pointAt(path, u);
  return [x, lerp(y0, y1, v), z];
};

/** The band between two paths at one height (the cover's top or bottom edge). */
const band = (outer: ArcPath, inner: ArcPath, y: number): Surface => (u, w) => {
  const [xo, zo] = pointAt(outer, u);
  const [xi, zi] = pointAt(inner, u);
  return [lerp(xo, xi, w), y, lerp(zo, zi, w)];
};

function cover(outer: ArcPath, inner: ArcPath): { outside: MeshData; edges: MeshData; inside: MeshData } {
  const y0 = -BOOK.height / 2;
  const y1 = BOOK.height / 2;
  const cols = 320;
  const outside = gridMesh(extrude(outer, y0, y1), { cols, rows: 2 });
  const inside = gridMesh(extrude(inner, y0, y1), { cols, rows: 2, flip: true });
  const top = facing(gridMesh(band(outer, inner, y1), { cols, rows: 1 }), [0, 1, 0]);
  const bottom = facing(gridMesh(band(outer, inner, y0), { cols, rows: 1 }), [0, -1, 0]);
  // The boards' fore-edges: a thin face at each end of the path.
  const end = (u: number, towards: Vec3) => {
    const [xo, zo] = pointAt(outer, u);
    const [xi, zi] = pointAt(inner, u);
    const surface: Surface = (w, v) => [lerp(xo, xi, w), lerp(y0, y1, v), lerp(zo, zi, w)];
    return facing(gridMesh(surface, { cols: 1, rows: 1 }), towards);
  };
  return { outside, inside, edges: mergeMeshes([top, bottom, end(0, [1, 0, 0]), end(1, [1, 0, 0])]) };
}

/** The pages: a D-shaped block inside the spine, with UVs that run across the pages (u) and along them (v). */
function pageBlock(): MeshData {
  const halfZ = HALF_T - BOOK.boardThickness - 0.0004;
  const foreX = BOOK.boardWidth - BOOK.pageInset;
  const halfH = BOOK.height / 2 - BOOK.pageInset;
  const spineRadius = halfZ;
  // Rounded like the spine it is glued into, flatter so it stays clear of the spine's inside.
  const spine = arcPoints(0.002, 0, spineRadius, (3 * Math.PI) / 2, Math.PI / 2, 16).map(
    ([x, z]) => [0.002 + (x - 0.002) * 0.3, z] as Point2,
  );
  // Walked back → spine → front → fore-edge, so the outside is on the walking direction's (−tz, tx) side.
  const ring: Point2[] = [[foreX, -halfZ], ...spine, [foreX, halfZ]];
  const closed = arcPath([...ring, ring[0]!]);
  const side = gridMesh(extrude(closed, -halfH, halfH), { cols: 96, rows: 1 });
  const acrossPages = (p: Vec3): [number, number] => [clamp01((p[2] + halfZ) / (2 * halfZ)), clamp01((p[1] + halfH) / (2 * halfH))];
  const capRing = (y: number): Vec3[] => ring.map(([x, z]) => [x, y, z]);
  const capUv = (p: Vec3): [number, number] => [clamp01((p[2] + halfZ) / (2 * halfZ)), clamp01(p[0] / foreX)];
  const centre = (y: number): Vec3 => [foreX * 0.5, y, 0];
  return mergeMeshes([
    uvsFromPositions(side, acrossPages),
    fanMesh(centre(halfH), capRing(halfH), [0, 1, 0], capUv),
    fanMesh(centre(-halfH), capRing(-halfH), [0, -1, 0], capUv),
  ]);
}

export function buildBook(): ProductModel {
  const points = coverPath();
  const outer = arcPath(points);
  const inner = arcPath(offsetPath(points, BOOK.boardThickness));
  const { outside, inside, edges } = cover(outer, inner);
  // Centre the book on the origin so it turns about its middle.
  const shift: Vec3 = [-(BOOK.boardWidth - BOOK.spineBulge) / 2, 0, 0];
  const surface = translateSurface(extrude(outer, -BOOK.height / 2, BOOK.height / 2), shift);
  const frontStart = 1 - BOOK.boardWidth / outer.total;
  return {
    parts: [
      { name: 'cover', role: 'body', mesh: translateMesh(mergeMeshes([outside, edges]), shift) },
      { name: 'endpapers', role: 'lining', mesh: translateMesh(inside, shift) },
      { name: 'pages', role: 'pages', mesh: translateMesh(pageBlock(), shift) },
    ],
    print: { surface, u: (frontStart + 1) / 2, v: 0.5, width: BOOK.boardWidth, height: BOOK.height },
    wrap: { surface, u: 0.5, v: 0.5, width: outer.total, height: BOOK.height },
    radius: Math.hypot((BOOK.boardWidth + BOOK.spineBulge) / 2, BOOK.height / 2, HALF_T) * 1.02,
  };
}
