import { fanMesh, gridMesh, type MeshData, type Surface } from './mesh-data';
import { arcPath, arcPoints, pointAt, type ArcPath, type Point2 } from './path2d';
import type { ProductModel } from './product-model';
import type { Vec3 } from './vec';

/**
 * A folding carton, in metres, front facing +z. Its UVs are its dieline: the four side panels in a row
 * (left, front, right, back) with the lid and the base hinged off the front, so a texture drawn as a flat
 * dieline folds onto the box exactly as printed card would.
 */
export const BOX = { width: 0.16, height: 0.22, depth: 0.075, cornerRadius: 0.0025, edgeRadius: 0.0022 };

const { width: W, height: H, depth: D, cornerRadius: R, edgeRadius: E } = BOX;

/**
 * Left, front, right and back panels, walked so the outside is on the (−tz, tx) side. It starts and ends on
 * the fold between the back and the left panel, where a real carton's glue seam is.
 */
function perimeter(): ArcPath {
  const hw = W / 2;
  const hd = D / 2;
  const q = 6;
  const points: Point2[] = [
    ...arcPoints(-hw + R, -hd + R, R, (-3 * Math.PI) / 4, -Math.PI, q / 2),
    ...arcPoints(-hw + R, hd - R, R, Math.PI, Math.PI / 2, q),
    ...arcPoints(hw - R, hd - R, R, Math.PI / 2, 0, q),
    ...arcPoints(hw - R, -hd + R, R, 0, -Math.PI / 2, q),
    ...arcPoints(-hw + R, -hd + R, R, -Math.PI / 2, (-3 * Math.PI) / 4, q / 2),
  ];
  return arcPath(points);
}

const PATH = perimeter();
/** The flat sheet: the side panels' strip (the perimeter's length) by lid + sides + base. */
const SHEET_HEIGHT = H + 2 * D;

/** The dieline's panels in UV space (0–1): for the carton's texture and for tests. */
export const BOX_DIELINE = (() => {
  const corner = (Math.PI / 2) * R;
  const side = D - 2 * R + corner;
  const face = W - 2 * R + corner;
  const folds = [0, side, side + face, 2 * side + face, PATH.total];
  const walls = { v0: D / SHEET_HEIGHT, v1: (D + H) / SHEET_HEIGHT };
  const panel = (i: number) => ({ u0: folds[i]! / PATH.total, u1: folds[i + 1]! / PATH.total, ...walls });
  const front = panel(1);
  return {
    left: panel(0),
    front,
    right: panel(2),
    back: panel(3),
    lid: { u0: front.u0, u1: front.u1, v0: walls.v1, v1: 1 },
    base: { u0: front.u0, u1: front.u1, v0: 0, v1: walls.v0 },
    /** Width ÷ height of the whole sheet, for drawing a texture with square pixels. */
    aspect: PATH.total / SHEET_HEIGHT,
  };
})();

/** Share of v given to each rolled edge: enough rows to draw them round, not as a chamfer. */
const EDGE_SHARE = 0.2;

/** Height and inset of the side wall at v: straight walls that roll over into the base (v = 0) and the lid (v = 1). */
function wallProfile(v: number): { y: number; inset: number } {
  if (v < EDGE_SHARE) {
    const a = (v / EDGE_SHARE) * (Math.PI / 2);
    return { y: -H / 2 + E - E * Math.cos(a), inset: E - E * Math.sin(a) };
  }
  if (v > 1 - EDGE_SHARE) {
    const a = ((v - (1 - EDGE_SHARE)) / EDGE_SHARE) * (Math.PI / 2);
    return { y: H / 2 - E + E * Math.sin(a), inset: E - E * Math.cos(a) };
  }
  return { y: -H / 2 + E + ((v - EDGE_SHARE) / (1 - 2 * EDGE_SHARE)) * (H - 2 * E), inset: 0 };
}

function inwardAt(path: ArcPath, u: number): [number, number] {
  const [x0, z0] = pointAt(path, Math.max(0, u - 1e-4));
  const [x1, z1] = pointAt(path, Math.min(1, u + 1e-4));
  const l = Math.hypot(x1 - x0, z1 - z0) || 1;
  return [(z1 - z0) / l, -(x1 - x0) / l];
}

/** The four walls, rolled over at top and bottom. u runs round the box, v from base to lid. */
export const boxWallSurface: Surface = (u, v) => {
  const wrapped = ((u % 1) + 1) % 1;
  const [x, z] = pointAt(PATH, wrapped);
  const [ix, iz] = inwardAt(PATH, wrapped);
  const { y, inset } = wallProfile(v);
  return [x + ix * inset, y, z + iz * inset];
};

/** Dieline UV of a wall point: along the strip by path length (u is already that), up it by height. */
const wallUv = (fu: number, fv: number): [number, number] => [fu, (D + wallProfile(fv).y + H / 2) / SHEET_HEIGHT];

function lidOrBase(top: boolean): MeshData {
  const y = top ? H / 2 : -H / 2;
  const ring: Vec3[] = Array.from({ length: 96 }, (_, i) => {
    const u = i / 96;
    const [x, z] = pointAt(PATH, u);
    const [ix, iz] = inwardAt(PATH, u);
    return [x + ix * E, y, z + iz * E];
  });
  const front = BOX_DIELINE.front;
  // Lid and base fold off the front panel's top and bottom edges.
  const uv = (p: Vec3): [number, number] => {
    const across = front.u0 + ((p[0] + W / 2) / W) * (front.u1 - front.u0);
    const metres = top ? D + H + (D / 2 - p[2]) : p[2] + D / 2;
    return [across, metres / SHEET_HEIGHT];
  };
  return fanMesh([0, y, 0], ring, [0, top ? 1 : -1, 0], uv);
}

export function buildBox(): ProductModel {
  const walls = gridMesh(boxWallSurface, { cols: 240, rows: 20, uv: wallUv });
  // u is a fraction of the path's length, so the front panel's middle in the dieline is its middle on the box.
  const frontU = (BOX_DIELINE.front.u0 + BOX_DIELINE.front.u1) / 2;
  return {
    parts: [
      { name: 'walls', role: 'body', mesh: walls },
      { name: 'lid', role: 'body', mesh: lidOrBase(true) },
      { name: 'base', role: 'body', mesh: lidOrBase(false) },
    ],
    // The flat of the front panel; the wrap runs on round the folds.
    print: { surface: boxWallSurface, u: frontU, v: 0.5, width: W - 2 * R, height: H - 2 * E },
    wrap: { surface: boxWallSurface, u: frontU, v: 0.5, width: W + 2 * D, height: H - 2 * E },
    radius: Math.hypot(W / 2, H / 2, D / 2) * 1.02,
  };
}
