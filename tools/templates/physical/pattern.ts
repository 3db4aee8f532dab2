/**
 * Sewing-pattern geometry: FreeSewing paths flattened into polylines (mm, y up), resampled by arc length, and joined
 * into panels whose seams pair vertex for vertex, so Blender's cloth can sew them (tools/templates/blender/garment.py).
 */
import type { FsOp } from './freesewing-types';

export type Vec2 = readonly [number, number];

/** One flattened edge per drawing operation of a FreeSewing path (the `move` starts the first), FreeSewing's y
 *  down turned into y up. */
export function pathEdges(ops: readonly FsOp[], steps = 48): Vec2[][] {
  const edges: Vec2[][] = [];
  let at: Vec2 | undefined;
  for (const op of ops) {
    if (op.type === 'move') at = [op.to!.x, -op.to!.y];
    if ((op.type !== 'line' && op.type !== 'curve') || !at) continue;
    const to: Vec2 = [op.to!.x, -op.to!.y];
    if (op.type === 'line') edges.push([at, to]);
    else {
      const c1: Vec2 = [op.cp1!.x, -op.cp1!.y], c2: Vec2 = [op.cp2!.x, -op.cp2!.y];
      const pts: Vec2[] = [];
      for (let k = 0; k <= steps; k++) {
        const t = k / steps, s = 1 - t;
        const a = s * s * s, b = 3 * s * s * t, c = 3 * s * t * t, d = t * t * t;
        pts.push([a * at[0] + b * c1[0] + c * c2[0] + d * to[0], a * at[1] + b * c1[1] + c * c2[1] + d * to[1]]);
      }
      edges.push(pts);
    }
    at = to;
  }
  return edges;
}

export const polylineLength = (p: readonly Vec2[]) => p.slice(1).reduce((sum, q, i) => sum + Math.hypot(q[0] - p[i]![0], q[1] - p[i]![1]), 0);

/** `segments` + 1 points spaced evenly by arc length along the polyline, its ends kept exactly. */
export function resample(p: readonly Vec2[], segments: number): Vec2[] {
  const total = polylineLength(p);
  const out: Vec2[] = [p[0]!];
  let i = 0, walked = 0;
  for (let k = 1; k < segments; k++) {
    const want = (total * k) / segments;
    let seg = Math.hypot(p[i + 1]![0] - p[i]![0], p[i + 1]![1] - p[i]![1]);
    while (walked + seg < want && i < p.length - 2) {
      walked += seg;
      i++;
      seg = Math.hypot(p[i + 1]![0] - p[i]![0], p[i + 1]![1] - p[i]![1]);
    }
    const t = seg > 0 ? (want - walked) / seg : 0;
    out.push([p[i]![0] + (p[i + 1]![0] - p[i]![0]) * t, p[i]![1] + (p[i + 1]![1] - p[i]![1]) * t]);
  }
  out.push(p[p.length - 1]!);
  return out;
}

export const joinEdges = (...edges: Array<readonly Vec2[]>): Vec2[] => edges.flatMap((e, k) => (k === 0 ? [...e] : e.slice(1)));
export const reversed = (p: readonly Vec2[]): Vec2[] => [...p].reverse();
export const mirrorX = (p: readonly Vec2[]): Vec2[] => p.map(([x, y]) => [-x, y] as Vec2);

/** A panel: named edges in counter-clockwise order, each ending where the next begins. */
export interface PanelSpec {
  name: string;
  edges: Array<{ name: string; points: Vec2[] }>;
}

/** Two panel edges sewn together, point i of one to point i of the other (`reverse`: the second walked backwards). */
export interface SeamSpec {
  a: [panel: string, edge: string];
  b: [panel: string, edge: string];
  reverse: boolean;
}

/** What the garment script sews: outlines with interior points, and seams as pairs of outline vertex indices. */
export interface SewnPanel {
  name: string;
  /** Closed outline, mm, counter-clockwise, no repeated last point. */
  outline: Vec2[];
  /** Points inside the outline on a triangular lattice (Blender triangulates outline + points). */
  interior: Vec2[];
  /** Outline index ranges of the named edges, [first, last] inclusive (the last may wrap to 0). */
  edges: Record<string, [number, number]>;
}

export interface SewingPlan {
  panels: SewnPanel[];
  /** Pairs of [panel, outline index] that the cloth pulls together and Blender welds. */
  seams: Array<{ a: string; b: string; pairs: Array<[number, number]> }>;
}

/**
 * Resamples every edge (a seam's two edges to the same count of segments) about `spacing` mm apart, fills each
 * panel with a lattice of the same spacing, and lists the seams' vertex pairs.
 */
export function sewingPlan(specs: readonly PanelSpec[], seams: readonly SeamSpec[], spacing: number): SewingPlan {
  const edgeOf = (panel: string, edge: string) => {
    const e = specs.find((p) => p.name === panel)?.edges.find((x) => x.name === edge);
    if (!e) throw new Error(`no edge ${panel}.${edge}`);
    return e;
  };
  const counts = new Map<string, number>();
  for (const s of seams) {
    const n = Math.max(2, Math.ceil(Math.max(polylineLength(edgeOf(...s.a).points), polylineLength(edgeOf(...s.b).points)) / spacing));
    counts.set(s.a.join('.'), n);
    counts.set(s.b.join('.'), n);
  }
  const panels = specs.map((spec): SewnPanel => {
    const outline: Vec2[] = [];
    const edges: Record<string, [number, number]> = {};
    for (const e of spec.edges) {
      const n = counts.get(`${spec.name}.${e.name}`) ?? Math.max(1, Math.ceil(polylineLength(e.points) / spacing));
      const pts = resample(e.points, n);
      const first = outline.length === 0 ? 0 : outline.length - 1;
      outline.push(...(outline.length === 0 ? pts : pts.slice(1)));
      edges[e.name] = [first, first + n];
    }
    const last = outline[outline.length - 1]!, start = outline[0]!;
    if (Math.hypot(last[0] - start[0], last[1] - start[1]) > 0.5) throw new Error(`panel ${spec.name} does not close`);
    outline.pop();
    for (const name of Object.keys(edges)) if (edges[name]![1] === outline.length) edges[name]![1] = 0;
    return { name: spec.name, outline, interior: lattice(outline, spacing), edges };
  });
  const indices = (panel: string, edge: string) => {
    const p = panels.find((x) => x.name === panel)!;
    const [a, b] = p.edges[edge]!;
    const n = (b === 0 ? p.outline.length : b) - a;
    return Array.from({ length: n + 1 }, (_, k) => (a + k) % p.outline.length);
  };
  return {
    panels,
    seams: seams.map((s) => {
      const ia = indices(...s.a), ib = indices(...s.b);
      if (s.reverse) ib.reverse();
      return { a: s.a[0], b: s.b[0], pairs: ia.map((v, k) => [v, ib[k]!] as [number, number]) };
    }),
  };
}

/** Points of a triangular lattice inside the polygon, at least half a spacing from its outline. */
export function lattice(outline: readonly Vec2[], spacing: number): Vec2[] {
  const xs = outline.map((p) => p[0]), ys = outline.map((p) => p[1]);
  const out: Vec2[] = [];
  const dy = (spacing * Math.sqrt(3)) / 2;
  let row = 0;
  for (let y = Math.min(...ys) + dy / 2; y < Math.max(...ys); y += dy, row++) {
    for (let x = Math.min(...xs) + (row % 2 ? spacing / 2 : 0); x < Math.max(...xs); x += spacing) {
      if (inside(outline, x, y) && distanceToOutline(outline, x, y) > spacing * 0.5) out.push([x, y]);
    }
  }
  return out;
}

export function inside(poly: readonly Vec2[], x: number, y: number): boolean {
  let hit = false;
  for (let i = 0, j = poly.length - 1; i < poly.length; j = i++) {
    const [xi, yi] = poly[i]!, [xj, yj] = poly[j]!;
    if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) hit = !hit;
  }
  return hit;
}

function distanceToOutline(poly: readonly Vec2[], x: number, y: number): number {
  let best = Infinity;
  for (let i = 0, j = poly.length - 1; i < poly.length; j = i++) {
    const [ax, ay] = poly[j]!, [bx, by] = poly[i]!;
    const dx = bx - ax, dy = by - ay;
    const t = Math.max(0, Math.min(1, ((x - ax) * dx + (y - ay) * dy) / (dx * dx + dy * dy || 1)));
    best = Math.min(best, Math.hypot(x - ax - dx * t, y - ay - dy * t));
  }
  return best;
}

/** Signed area (mm², positive counter-clockwise). */
export const polygonArea = (p: readonly Vec2[]) => p.reduce((s, a, i) => {
  const b = p[(i + 1) % p.length]!;
  return s + (a[0] * b[1] - b[0] * a[1]) / 2;
}, 0);
