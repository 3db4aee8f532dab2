import { gridIndices, surfaceNormal, type MeshData, type Surface } from './mesh-data';
import { patternPatch, type PatternArea } from './pattern-print';
import { add, distance, scale } from './vec';

/**
 * Where a design may be printed on a built product: a rectangle measured along a surface (arc length, in metres)
 * around a centre point. Measuring along the surface is what keeps a design's proportions round a book's spine.
 */
export interface SurfaceArea {
  surface: Surface;
  /** Surface parameters of the area's centre. */
  u: number;
  v: number;
  /** Size along the surface, in metres. */
  width: number;
  height: number;
}

/** A print area: on a built product's surface, or on a sewn garment's pattern (pattern-print.ts). */
export type PrintArea = SurfaceArea | PatternArea;

/** How the design sits in a print area: its full size, the part inside the area, and that part's texture range. */
export interface DesignFit {
  width: number;
  height: number;
  visibleWidth: number;
  visibleHeight: number;
  uv: { u0: number; u1: number; v0: number; v1: number };
}

/**
 * Scale 100 % fits the whole design in the area with its proportions kept (like CSS `contain`); other scales
 * grow or shrink it about the centre, and whatever passes the area's edge is not printed.
 */
export function fitDesign(area: { width: number; height: number }, designAspect: number, scalePercent: number): DesignFit {
  const aspect = Number.isFinite(designAspect) && designAspect > 0 ? designAspect : 1;
  const k = scalePercent / 100;
  const fitsByWidth = aspect >= area.width / area.height;
  const width = (fitsByWidth ? area.width : area.height * aspect) * k;
  const height = (fitsByWidth ? area.width / aspect : area.height) * k;
  const visibleWidth = Math.min(width, area.width);
  const visibleHeight = Math.min(height, area.height);
  const du = visibleWidth / width / 2;
  const dv = visibleHeight / height / 2;
  return { width, height, visibleWidth, visibleHeight, uv: { u0: 0.5 - du, u1: 0.5 + du, v0: 0.5 - dv, v1: 0.5 + dv } };
}

const SAMPLES = 256;

/** Cumulative arc length along a line of the surface, sampled evenly in its parameter from 0 to 1. */
function lengthTable(pointAt: (t: number) => ReturnType<Surface>): Float64Array {
  const table = new Float64Array(SAMPLES + 1);
  let previous = pointAt(0);
  for (let i = 1; i <= SAMPLES; i++) {
    const point = pointAt(i / SAMPLES);
    table[i] = table[i - 1]! + distance(previous, point);
    previous = point;
  }
  return table;
}

/** The parameter (0–1) at which a length table reaches `target`, clamped to the line. */
function parameterAt(table: Float64Array, target: number): number {
  if (target <= 0) return 0;
  const total = table[SAMPLES]!;
  if (target >= total) return 1;
  let lo = 0;
  let hi = SAMPLES;
  while (hi - lo > 1) {
    const mid = (lo + hi) >> 1;
    if (table[mid]! < target) lo = mid;
    else hi = mid;
  }
  const span = table[hi]! - table[lo]!;
  const f = span > 0 ? (target - table[lo]!) / span : 0;
  return (lo + f) / SAMPLES;
}

/** Length along a table at a parameter (linear between samples). */
function lengthAt(table: Float64Array, t: number): number {
  const x = Math.min(SAMPLES, Math.max(0, t * SAMPLES));
  const i = Math.min(SAMPLES - 1, Math.floor(x));
  return table[i]! + (table[i + 1]! - table[i]!) * (x - i);
}

/**
 * Maps "so many metres right and up from the area's centre, along the surface" to surface parameters:
 * up along the centre column, then across along that row. These are the clean, evenly stretched
 * coordinates a print needs.
 */
export function surfaceCoordinates(area: SurfaceArea) {
  const column = lengthTable((v) => area.surface(area.u, v));
  const centreUp = lengthAt(column, area.v);
  const rows = new Map<number, { table: Float64Array; centre: number }>();
  const row = (v: number) => {
    let entry = rows.get(v);
    if (!entry) {
      const table = lengthTable((u) => area.surface(u, v));
      entry = { table, centre: lengthAt(table, area.u) };
      rows.set(v, entry);
    }
    return entry;
  };
  return {
    v: (up: number) => parameterAt(column, centreUp + up),
    u: (v: number, across: number) => {
      const { table, centre } = row(v);
      return parameterAt(table, centre + across);
    },
  };
}

/**
 * The mesh the design is drawn on: the visible part of the fitted design laid on the surface, lifted by
 * `offset` so it never fights the fabric for depth. Its UVs cover exactly the visible part of the image.
 */
export function designPatch(area: PrintArea, fit: DesignFit, options: { cols?: number; rows?: number; offset?: number } = {}): MeshData {
  const { cols = 32, rows = 32, offset = 0.0008 } = options;
  if ('pattern' in area) return patternPatch(area, fit, offset);
  const coords = surfaceCoordinates(area);
  const halfW = fit.visibleWidth / 2;
  const halfH = fit.visibleHeight / 2;
  const vs = Array.from({ length: rows + 1 }, (_, j) => coords.v(-halfH + (2 * halfH * j) / rows));
  const params = vs.map((v) => Array.from({ length: cols + 1 }, (_, i) => coords.u(v, -halfW + (2 * halfW * i) / cols)));
  const { u0, u1, v0, v1 } = fit.uv;
  const count = (cols + 1) * (rows + 1);
  const mesh: MeshData = {
    positions: new Float32Array(count * 3),
    normals: new Float32Array(count * 3),
    uvs: new Float32Array(count * 2),
    indices: gridIndices(cols, rows),
  };
  for (let j = 0; j <= rows; j++) {
    for (let i = 0; i <= cols; i++) {
      const k = j * (cols + 1) + i;
      const u = params[j]![i]!;
      const normal = surfaceNormal(area.surface, u, vs[j]!);
      mesh.positions.set(add(area.surface(u, vs[j]!), scale(normal, offset)), k * 3);
      mesh.normals.set(normal, k * 3);
      mesh.uvs.set([u0 + ((u1 - u0) * i) / cols, v0 + ((v1 - v0) * j) / rows], k * 2);
    }
  }
  return mesh;
}
