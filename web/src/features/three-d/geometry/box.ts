import type { BoxSpec, BoxStyle } from '../../../../../core/src/box/box-spec';
import { buildLidShell, lidWallHeight } from './box-lid';
import { fanMesh, gridMesh, type MeshData, type Surface } from './mesh-data';
import { arcPath, arcPoints, pointAt, type ArcPath, type Point2 } from './path2d';
import type { ModelPart, ProductModel } from './product-model';
import type { Vec3 } from './vec';

/** A carton's outside size in metres, front facing +z. */
export interface BoxSize {
  width: number;
  height: number;
  depth: number;
}

/** Today's retail carton (160 × 220 × 75 mm), the size the editor opens with. */
export const BOX: BoxSize = { width: 0.16, height: 0.22, depth: 0.075 };

/** The user's box (millimetres) as the model's size (metres). */
export const boxSizeOf = (spec: Pick<BoxSpec, 'width' | 'height' | 'depth'>): BoxSize => ({
  width: spec.width / 1000,
  height: spec.height / 1000,
  depth: spec.depth / 1000,
});

/** Board corners are creased, not sharp: about 2.5 mm round, less on a box too small to take it. */
export const cornerRadii = ({ width, height, depth }: BoxSize) => ({
  corner: Math.min(0.0025, Math.min(width, depth) / 8),
  edge: Math.min(0.0022, height / 8),
});

/**
 * The shape of a carton of one size. Its UVs are its dieline: the four side panels in a row (left, front,
 * right, back) with the lid and the base hinged off the front, so a texture drawn as a flat dieline folds onto
 * the box exactly as printed card would.
 */
export function boxShape(size: BoxSize) {
  const { width: W, height: H, depth: D } = size;
  const { corner: R, edge: E } = cornerRadii(size);
  const hw = W / 2;
  const hd = D / 2;
  const q = 6;
  // Left, front, right and back, walked so the outside is on the (−tz, tx) side, from the back-left fold
  // where a real carton's glue seam is.
  const path: ArcPath = arcPath([
    ...arcPoints(-hw + R, -hd + R, R, (-3 * Math.PI) / 4, -Math.PI, q / 2),
    ...arcPoints(-hw + R, hd - R, R, Math.PI, Math.PI / 2, q),
    ...arcPoints(hw - R, hd - R, R, Math.PI / 2, 0, q),
    ...arcPoints(hw - R, -hd + R, R, 0, -Math.PI / 2, q),
    ...arcPoints(-hw + R, -hd + R, R, -Math.PI / 2, (-3 * Math.PI) / 4, q / 2),
  ] as Point2[]);
  /** The flat sheet: the side panels' strip (the perimeter's length) by lid + sides + base. */
  const sheetHeight = H + 2 * D;
  const arc = (Math.PI / 2) * R;
  const folds = [0, D - 2 * R + arc, W - 2 * R + arc + D - 2 * R + arc, 2 * (D - 2 * R + arc) + W - 2 * R + arc, path.total];
  const walls = { v0: D / sheetHeight, v1: (D + H) / sheetHeight };
  const panel = (i: number) => ({ u0: folds[i]! / path.total, u1: folds[i + 1]! / path.total, ...walls });
  const front = panel(1);
  /** The dieline's panels in UV space (0–1): for the carton's texture and for tests. */
  const dieline = {
    left: panel(0),
    front,
    right: panel(2),
    back: panel(3),
    lid: { u0: front.u0, u1: front.u1, v0: walls.v1, v1: 1 },
    base: { u0: front.u0, u1: front.u1, v0: 0, v1: walls.v0 },
    /** Width ÷ height of the whole sheet, for drawing a texture with square pixels. */
    aspect: path.total / sheetHeight,
  };

  /** Share of v given to each rolled edge: enough rows to draw them round, not as a chamfer. */
  const EDGE_SHARE = 0.2;
  /** Height and inset of the side wall at v: straight walls that roll over into the base (v = 0) and the lid (v = 1). */
  const wallProfile = (v: number): { y: number; inset: number } => {
    if (v < EDGE_SHARE) {
      const a = (v / EDGE_SHARE) * (Math.PI / 2);
      return { y: -H / 2 + E - E * Math.cos(a), inset: E - E * Math.sin(a) };
    }
    if (v > 1 - EDGE_SHARE) {
      const a = ((v - (1 - EDGE_SHARE)) / EDGE_SHARE) * (Math.PI / 2);
      return { y: H / 2 - E + E * Math.sin(a), inset: E - E * Math.cos(a) };
    }
    return { y: -H / 2 + E + ((v - EDGE_SHARE) / (1 - 2 * EDGE_SHARE)) * (H - 2 * E), inset: 0 };
  };
  /** The v of a height on the straight part of the walls. */
  const vAtHeight = (y: number) => EDGE_SHARE + ((y + H / 2 - E) / (H - 2 * E)) * (1 - 2 * EDGE_SHARE);

  const inwardAt = (u: number): [number, number] => {
    const [x0, z0] = pointAt(path, Math.max(0, u - 1e-4));
    const [x1, z1] = pointAt(path, Math.min(1, u + 1e-4));
    const l = Math.hypot(x1 - x0, z1 - z0) || 1;
    return [(z1 - z0) / l, -(x1 - x0) / l];
  };

  /** The four walls, rolled over at top and bottom. u runs round the box, v from base to lid. */
  const wallSurface: Surface = (u, v) => {
    const wrapped = ((u % 1) + 1) % 1;
    const [x, z] = pointAt(path, wrapped);
    const [ix, iz] = inwardAt(wrapped);
    const { y, inset } = wallProfile(v);
    return [x + ix * inset, y, z + iz * inset];
  };

  /** Dieline UV of a wall point: along the strip by path length (u is already that), up it by height. */
  const wallUv = (fu: number, fv: number): [number, number] => [fu, (D + wallProfile(fv).y + H / 2) / sheetHeight];

  const lidOrBase = (top: boolean): MeshData => {
    const y = top ? H / 2 : -H / 2;
    const ring: Vec3[] = Array.from({ length: 96 }, (_, i) => {
      const u = i / 96;
      const [x, z] = pointAt(path, u);
      const [ix, iz] = inwardAt(u);
      return [x + ix * E, y, z + iz * E];
    });
    // Lid and base fold off the front panel's top and bottom edges.
    const uv = (p: Vec3): [number, number] => {
      const across = front.u0 + ((p[0] + W / 2) / W) * (front.u1 - front.u0);
      const metres = top ? D + H + (D / 2 - p[2]) : p[2] + D / 2;
      return [across, metres / sheetHeight];
    };
    return fanMesh([0, y, 0], ring, [0, top ? 1 : -1, 0], uv);
  };

  return { size, path, dieline, wallSurface, wallUv, lidOrBase, vAtHeight, radii: { corner: R, edge: E } };
}

export type BoxShape = ReturnType<typeof boxShape>;

/** The default carton's dieline in UV space. */
export const BOX_DIELINE = boxShape(BOX).dieline;

/**
 * A box of the given size and style. Tuck-end and mailer cartons are the same block from outside (the mailer's
 * tuck and double walls fold inside it); the lid box adds its lid, a shallow shell a little larger than the
 * base, over the top, and its print sits on the base's front below the lid.
 */
export function buildBox(size: BoxSize = BOX, style: BoxStyle = 'tuck-end'): ProductModel {
  const shape = boxShape(size);
  const { width: W, height: H, depth: D } = size;
  const { corner: R, edge: E } = shape.radii;
  const parts: ModelPart[] = [
    { name: 'walls', role: 'body', mesh: gridMesh(shape.wallSurface, { cols: 240, rows: 20, uv: shape.wallUv }) },
    { name: 'lid', role: 'body', mesh: shape.lidOrBase(true) },
    { name: 'base', role: 'body', mesh: shape.lidOrBase(false) },
  ];
  // u is a fraction of the path's length, so the front panel's middle in the dieline is its middle on the box.
  const frontU = (shape.dieline.front.u0 + shape.dieline.front.u1) / 2;
  let printV = 0.5;
  let printHeight = H - 2 * E;
  if (style === 'lid') {
    const lid = lidWallHeight(size);
    parts.push(...buildLidShell(shape, lid));
    // The base's front shows below the lid's rim: print there, a rolled edge's width clear of each.
    printHeight = H - lid - 2 * E;
    printV = shape.vAtHeight(-H / 2 + E + printHeight / 2);
  }
  return {
    parts,
    // The flat of the front panel; the wrap runs on round the folds.
    print: { surface: shape.wallSurface, u: frontU, v: printV, width: W - 2 * R, height: printHeight },
    wrap: { surface: shape.wallSurface, u: frontU, v: printV, width: W + 2 * D, height: printHeight },
    radius: Math.hypot(W / 2, H / 2, D / 2) * 1.04,
  };
}
