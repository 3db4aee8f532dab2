import { LID_CLEARANCE_MM, lidWallMm } from '../../../../../core/src/box/lid-box';
import type { BoxShape, BoxSize } from './box';
import { fanMesh, gridMesh, type Surface } from './mesh-data';
import { pointAt } from './path2d';
import type { ModelPart } from './product-model';
import type { Vec3 } from './vec';

/** The lid's wall height in metres, as the dieline draws it. */
export const lidWallHeight = (size: BoxSize) => lidWallMm(size.height * 1000) / 1000;

/** The lid stands this far out from the base all round (its clearance) and this far above its top (its board). */
const OUT = LID_CLEARANCE_MM / 1000;
const ABOVE = 0.0015;
const EDGE_SHARE = 0.25;

/**
 * The lid of a lid-and-base box: a shell round the top of the base, its walls `wall` metres deep, rolled over
 * into its top. Its UVs continue the base's sheet, so it takes the same board texture.
 */
export function buildLidShell(shape: BoxShape, wall: number): ModelPart[] {
  const { height: H, depth: D } = shape.size;
  const E = shape.radii.edge;
  const bottom = H / 2 - wall;
  const top = H / 2 + ABOVE;
  const outwardAt = (u: number): [number, number] => {
    const [x0, z0] = pointAt(shape.path, Math.max(0, u - 1e-4));
    const [x1, z1] = pointAt(shape.path, Math.min(1, u + 1e-4));
    const l = Math.hypot(x1 - x0, z1 - z0) || 1;
    return [-(z1 - z0) / l, (x1 - x0) / l];
  };
  const profile = (v: number) => {
    if (v <= 1 - EDGE_SHARE) return { y: bottom + (v / (1 - EDGE_SHARE)) * (top - E - bottom), inset: 0 };
    const a = ((v - (1 - EDGE_SHARE)) / EDGE_SHARE) * (Math.PI / 2);
    return { y: top - E + E * Math.sin(a), inset: E - E * Math.cos(a) };
  };
  const surface: Surface = (u, v) => {
    const wrapped = ((u % 1) + 1) % 1;
    const [x, z] = pointAt(shape.path, wrapped);
    const [ox, oz] = outwardAt(wrapped);
    const { y, inset } = profile(v);
    return [x + ox * (OUT - inset), y, z + oz * (OUT - inset)];
  };
  const sheet = H + 2 * D;
  const uv = (fu: number, fv: number): [number, number] => [fu, Math.min(1, (D + profile(fv).y + H / 2) / sheet)];
  const ring: Vec3[] = Array.from({ length: 96 }, (_, i) => {
    const [x, z] = pointAt(shape.path, i / 96);
    const [ox, oz] = outwardAt(i / 96);
    return [x + ox * (OUT - E), top, z + oz * (OUT - E)];
  });
  const { lid } = shape.dieline;
  const cap = fanMesh([0, top, 0], ring, [0, 1, 0], () => [(lid.u0 + lid.u1) / 2, (lid.v0 + lid.v1) / 2]);
  return [
    { name: 'lid shell', role: 'body', mesh: gridMesh(surface, { cols: 240, rows: 8, uv }) },
    { name: 'lid top', role: 'body', mesh: cap },
  ];
}
