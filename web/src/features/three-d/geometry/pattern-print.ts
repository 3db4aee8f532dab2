import type { DesignFit } from './print-area';
import type { MeshData } from './mesh-data';

/**
 * A print area of a sewn garment: a rectangle of one panel's flat pattern, in millimetres. The panel's mesh is
 * UV-mapped in those millimetres (the pattern it was cut from), so a design laid in the rectangle keeps its size and
 * proportions on the fabric however the cloth drapes, as a print does.
 */
export interface PatternArea {
  /** The panel's mesh; its UVs are the flat pattern, mm, x to the viewer's right, y up. */
  pattern: MeshData;
  x0: number;
  x1: number;
  y0: number;
  y1: number;
  /** Size on the fabric, metres. */
  width: number;
  height: number;
}

/** A point of a clipped triangle: pattern mm and barycentric weights of its triangle's three corners. */
interface Corner {
  x: number;
  y: number;
  w: [number, number, number];
}

/** Sutherland–Hodgman: the part of a polygon on the side of one rectangle edge where `inside` holds. */
function clipEdge(polygon: Corner[], inside: (c: Corner) => number): Corner[] {
  const out: Corner[] = [];
  for (let i = 0; i < polygon.length; i++) {
    const a = polygon[i]!;
    const b = polygon[(i + 1) % polygon.length]!;
    const da = inside(a);
    const db = inside(b);
    if (da >= 0) out.push(a);
    if (da >= 0 !== db >= 0) {
      const t = da / (da - db);
      out.push({
        x: a.x + (b.x - a.x) * t,
        y: a.y + (b.y - a.y) * t,
        w: [0, 1, 2].map((k) => a.w[k]! + (b.w[k]! - a.w[k]!) * t) as [number, number, number],
      });
    }
  }
  return out;
}

/**
 * The design's mesh on a garment: the panel's triangles cut to the visible part of the fitted design (centred in the
 * area), lifted by `offset` along the fabric's normal so it never fights the fabric for depth. Its UVs cover exactly
 * the visible part of the image; it keeps the fabric's baked light.
 */
export function patternPatch(area: PatternArea, fit: DesignFit, offset: number): MeshData {
  const cx = (area.x0 + area.x1) / 2;
  const cy = (area.y0 + area.y1) / 2;
  const halfW = (fit.visibleWidth * 1000) / 2;
  const halfH = (fit.visibleHeight * 1000) / 2;
  const left = cx - halfW;
  const bottom = cy - halfH;
  const { positions, normals, uvs, indices, colors } = area.pattern;
  const out = { positions: [] as number[], normals: [] as number[], uvs: [] as number[], colors: [] as number[], indices: [] as number[] };
  const corner = (k: number, slot: 0 | 1 | 2): Corner => ({ x: uvs[k * 2]!, y: uvs[k * 2 + 1]!, w: [slot === 0 ? 1 : 0, slot === 1 ? 1 : 0, slot === 2 ? 1 : 0] });
  const mix = (source: Float32Array, tri: number[], w: [number, number, number], k: number) =>
    source[tri[0]! * 3 + k]! * w[0] + source[tri[1]! * 3 + k]! * w[1] + source[tri[2]! * 3 + k]! * w[2];
  for (let t = 0; t < indices.length; t += 3) {
    const tri = [indices[t]!, indices[t + 1]!, indices[t + 2]!];
    let polygon = [corner(tri[0]!, 0), corner(tri[1]!, 1), corner(tri[2]!, 2)];
    polygon = clipEdge(polygon, (c) => c.x - left);
    polygon = clipEdge(polygon, (c) => left + 2 * halfW - c.x);
    polygon = clipEdge(polygon, (c) => c.y - bottom);
    polygon = clipEdge(polygon, (c) => bottom + 2 * halfH - c.y);
    if (polygon.length < 3) continue;
    const first = out.positions.length / 3;
    for (const c of polygon) {
      const normal = [0, 1, 2].map((k) => mix(normals, tri, c.w, k));
      const n = Math.hypot(normal[0]!, normal[1]!, normal[2]!) || 1;
      for (let k = 0; k < 3; k++) {
        out.normals.push(normal[k]! / n);
        out.positions.push(mix(positions, tri, c.w, k) + (normal[k]! / n) * offset);
        if (colors) out.colors.push(mix(colors, tri, c.w, k));
      }
      out.uvs.push(fit.uv.u0 + ((fit.uv.u1 - fit.uv.u0) * (c.x - left)) / (2 * halfW), fit.uv.v0 + ((fit.uv.v1 - fit.uv.v0) * (c.y - bottom)) / (2 * halfH));
    }
    for (let i = 1; i + 1 < polygon.length; i++) out.indices.push(first, first + i, first + i + 1);
  }
  return {
    positions: new Float32Array(out.positions),
    normals: new Float32Array(out.normals),
    uvs: new Float32Array(out.uvs),
    indices: new Uint32Array(out.indices),
    ...(colors ? { colors: new Float32Array(out.colors) } : {}),
  };
}
