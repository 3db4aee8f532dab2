/**
 * Where a smart object's contents land on the canvas: Photoshop first bends the contents by the layer's warp (an
 * envelope of bicubic Bézier patches over the contents' own pixels) and then maps the contents' rectangle onto the
 * placed layer's four corners (a perspective transform). The result is the renderer's surface mesh
 * (core/src/render/surfaces.ts), so a design is drawn into it exactly as into a library template's print area.
 */
import { meshFrom, unitSquareHomography, type GridMesh } from '../render/surfaces';

type Point = [number, number];

/** Photoshop's custom envelope warp in the contents' pixel space. */
export interface EnvelopeWarp {
  /** The rectangle the mesh was drawn over (normally 0, 0, width, height of the contents). */
  bounds: { left: number; top: number; right: number; bottom: number };
  /** (3·n + 1) × (3·m + 1) control points, row-major from the top-left: n × m cubic patches. */
  points: readonly { x: number; y: number }[];
  /** Where the patches meet across and down, in the contents' pixels, ends included (one patch: none given). */
  sliceX?: readonly number[];
  sliceY?: readonly number[];
}

export interface SmartObjectPlacement {
  /** The contents' own size, pixels. */
  width: number;
  height: number;
  /** The canvas positions of the contents' top-left, top-right, bottom-right and bottom-left corners. */
  corners: readonly [Point, Point, Point, Point];
  warp?: EnvelopeWarp;
}

/** Cells each way of a smart object's mesh: fine enough that a cubic patch's bend shows no facets at 4096 px. */
export const SMART_OBJECT_CELLS = 48;

/** Cubic Bernstein weights at t. */
function bernstein(t: number): [number, number, number, number] {
  const s = 1 - t;
  return [s * s * s, 3 * s * s * t, 3 * s * t * t, t * t * t];
}

/** The patch an edge-inclusive slice list puts parameter t (0–1) in, and t within it (0–1). */
function patchOf(t: number, slices: readonly number[] | undefined, patches: number, from: number, to: number): [number, number] {
  if (patches === 1) return [0, t];
  const at = from + t * (to - from);
  const ends = slices && slices.length === patches + 1 ? slices : Array.from({ length: patches + 1 }, (_, k) => from + ((to - from) * k) / patches);
  let k = 0;
  while (k < patches - 1 && at > ends[k + 1]!) k++;
  const span = ends[k + 1]! - ends[k]!;
  return [k, span > 0 ? Math.min(1, Math.max(0, (at - ends[k]!) / span)) : 0];
}

/** How many patches a side has, from its control points' count (3·n + 1), or undefined when that is not one. */
const patchCount = (points: number) => ((points - 1) % 3 === 0 && points >= 4 ? (points - 1) / 3 : undefined);

/**
 * The warp as a function of the contents' unit square: (u, v) → contents pixels. Undefined when the points do not
 * form a grid of cubic patches (then the caller lists the warp as unsupported).
 */
export function envelopeWarpAt(warp: EnvelopeWarp): ((u: number, v: number) => Point) | undefined {
  const { bounds, points, sliceX, sliceY } = warp;
  const cols = sliceX && sliceX.length > 1 ? 3 * (sliceX.length - 1) + 1 : 4;
  const rows = points.length / cols;
  const nx = patchCount(cols), ny = patchCount(rows);
  if (!nx || !ny || !Number.isInteger(rows) || points.some((p) => !Number.isFinite(p.x) || !Number.isFinite(p.y))) return undefined;
  return (u, v) => {
    const [pi, tu] = patchOf(u, sliceX, nx, bounds.left, bounds.right);
    const [pj, tv] = patchOf(v, sliceY, ny, bounds.top, bounds.bottom);
    const wu = bernstein(tu), wv = bernstein(tv);
    let x = 0, y = 0;
    for (let b = 0; b < 4; b++) {
      for (let a = 0; a < 4; a++) {
        const p = points[(3 * pj + b) * cols + 3 * pi + a]!;
        const w = wu[a]! * wv[b]!;
        x += w * p.x;
        y += w * p.y;
      }
    }
    return [x, y];
  };
}

/**
 * The smart object's surface mesh in canvas pixels: design point (u, v) of the unit square → the warp in the
 * contents' pixels → the contents' rectangle mapped onto the four corners. Undefined when the warp is malformed.
 */
export function smartObjectMesh(placement: SmartObjectPlacement, cells = SMART_OBJECT_CELLS): GridMesh | undefined {
  const [p0, p1, p2, p3] = placement.corners;
  const toCanvas = unitSquareHomography(p0, p1, p2, p3);
  if (!placement.warp) return meshFrom(cells, cells, toCanvas);
  const warpAt = envelopeWarpAt(placement.warp);
  if (!warpAt) return undefined;
  const { width, height } = placement;
  return meshFrom(cells, cells, (u, v) => {
    const [x, y] = warpAt(u, v);
    return toCanvas(x / width, y / height);
  });
}

/** The four corners from Photoshop's 8-number transform (x, y of top-left, top-right, bottom-right, bottom-left). */
export function cornersOf(transform: readonly number[]): SmartObjectPlacement['corners'] | undefined {
  if (transform.length !== 8 || transform.some((n) => !Number.isFinite(n))) return undefined;
  const t = transform;
  return [
    [t[0]!, t[1]!],
    [t[2]!, t[3]!],
    [t[4]!, t[5]!],
    [t[6]!, t[7]!],
  ];
}
