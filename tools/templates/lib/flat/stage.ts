import { whiteProduct } from '../../../../core/src/render/light';
import type { RecipeOutput } from '../../recipe';
import { renderBackdrop, sampleBackdrop, type BackdropImage } from './backdrop';
import type { Camera } from '../common/camera';
import { printGrid } from '../common/print';
import { Lighting } from './lighting';
import { valueNoise } from '../common/noise';
import type { Quad, RGB, Solid, SurfacePoint } from './solids';
import type { StageSpec } from './stage-spec';

export type { Backdrop, StageSpec } from './stage-spec';

const MESH_CELLS = 16;

/** Render a stage: ray-cast at 2× (4 samples per pixel), backdrop with soft shadows, AO and blur. */
export function renderStage(size: number, spec: StageSpec): RecipeOutput {
  const ctx = new Lighting(spec);
  const bg = renderBackdrop(size, spec, ctx);
  return renderProducts(size, spec, ctx, bg);
}

const lum = (c: RGB): number => 0.2126 * c[0] + 0.7152 * c[1] + 0.0722 * c[2];
const toByte = (v: number): number => Math.max(0, Math.min(255, Math.round(v * 255)));

/** The main pass: solids ray-cast with 2×2 samples per output pixel, into every layer of the contract. */
function renderProducts(size: number, spec: StageSpec, lighting: Lighting, bg: BackdropImage): RecipeOutput {
  const n = size * size;
  const scene = new Uint8ClampedArray(n * 4);
  const productMask = new Uint8Array(n);
  const printMask = new Uint8Array(n);
  const shade = new Uint8Array(n);
  const highlight = new Uint8Array(n);
  const { camera: cam, solids, print } = spec;
  const areaQuads = (spec.areas ?? []).map((a) => a.quad);
  const areaMasks = areaQuads.map(() => new Uint8Array(n));
  const areaHits = new Int32Array(areaQuads.length);
  const [s0, t0, s1, t1] = spec.printRect ?? [0, 0, 1, 1];
  const seed = spec.seed ?? 1;
  const boxes = solids.map((s) => screenBox(cam, s));
  const sp: SurfacePoint = { nx: 0, ny: 0, nz: 1, s: 0, t: 0 };
  const bgc = [0, 0, 0];
  const [ox, oy, oz] = cam.eye;
  const L = spec.light.pos;
  for (let y = 0; y < size; y++) {
    const rowSolids: Solid[] = [];
    const rowBoxes: number[][] = [];
    for (let i = 0; i < solids.length; i++) {
      const bx = boxes[i]!;
      if (bx[1]! <= (y + 1) / size && bx[3]! >= y / size) {
        rowSolids.push(solids[i]!);
        rowBoxes.push(bx);
      }
    }
    for (let x = 0; x < size; x++) {
      let r = 0;
      let g = 0;
      let b = 0;
      let prod = 0;
      let prn = 0;
      let shSum = 0;
      let hlSum = 0;
      areaHits.fill(0);
      for (let j = 0; j < 4; j++) {
        const ix = (x + 0.25 + 0.5 * (j & 1)) / size;
        const iy = (y + 0.25 + 0.5 * (j >> 1)) / size;
        const [dx, dy, dz] = cam.ray(ix, iy);
        let best = Infinity;
        let hit: Solid | undefined;
        for (let i = 0; i < rowSolids.length; i++) {
          const bx = rowBoxes[i]!;
          if (ix < bx[0]! || ix > bx[2]! || iy < bx[1]! || iy > bx[3]!) continue;
          const t = rowSolids[i]!.hit(ox, oy, oz, dx, dy, dz, best);
          if (t < best) {
            best = t;
            hit = rowSolids[i];
          }
        }
        if (!hit) {
          sampleBackdrop(bg, ix, iy, bgc);
          r += bgc[0]!;
          g += bgc[1]!;
          b += bgc[2]!;
          continue;
        }
        const px = ox + best * dx;
        const py = oy + best * dy;
        const pz = oz + best * dz;
        hit.surface(px, py, pz, sp);
        let { nx, ny, nz } = sp;
        if (nx * dx + ny * dy + nz * dz > 0) {
          nx = -nx;
          ny = -ny;
          nz = -nz;
        }
        const m = hit.mat;
        const col = typeof m.colour === 'function' ? m.colour(sp.s, sp.t) : m.colour;
        const cap = sp.s === -1 && 'capColour' in hit ? (hit as { capColour?: RGB }).capColour : undefined;
        const c = cap ?? col;
        // Contact darkening near the floor and the wall, on faces that are not parallel to them.
        let ao = 1 - 0.4 * Math.exp(-py / 0.8) * (1 - Math.abs(ny));
        if (spec.backdrop.wall) ao *= 1 - 0.3 * Math.exp(-(pz - spec.backdrop.wall.z) / 1.2) * (1 - Math.abs(nz));
        let e: number;
        if (m.emissive !== undefined) e = m.emissive;
        else e = lighting.light(px, py, pz, nx, ny, nz, 1, ao) * lighting.exposure;
        if (m.grain) {
          const k = 1 / (m.grainSize ?? 0.08);
          const u = (px + pz * 0.6) * k;
          const v = (py + pz * 0.8 - px * 0.3) * k;
          e *= 1 + m.grain * (valueNoise(u, v, seed + 7) - 0.5 + 0.5 * (valueNoise(u * 0.21, v * 0.21, seed + 9) - 0.5));
        }
        // Specular (Blinn-Phong) and screen glare: the highlight (gloss, added as light by the renderer).
        let hl = 0;
        if (m.spec) {
          const lx = L[0] - px;
          const ly = L[1] - py;
          const lz = L[2] - pz;
          const ll = Math.hypot(lx, ly, lz);
          const hx = lx / ll - dx;
          const hy = ly / ll - dy;
          const hz = lz / ll - dz;
          const hh = Math.hypot(hx, hy, hz);
          hl = m.spec * Math.pow(Math.max(0, (nx * hx + ny * hy + nz * hz) / hh), m.shininess ?? 40);
        }
        if (m.reflect) {
          // The reflected ray sees the sky or the ground; grazing views reflect more (Fresnel).
          const dn = dx * nx + dy * ny + dz * nz;
          const ry = dy - 2 * dn * ny;
          const fresnel = 0.18 + 0.82 * Math.pow(1 + dn, 4);
          const env = ry > 0 ? 0.4 + 0.5 * Math.min(1, ry * 2.5) : 0.06 * (1 + ry);
          hl = Math.min(1, hl + m.reflect * fresnel * env);
        }
        if (m.glare) {
          const d = sp.s * 0.75 + sp.t * 0.45;
          const band = Math.max(0, 1 - Math.abs(d - 0.42) / 0.16);
          hl += m.glare * (0.35 + 0.65 * band * band) * (1 - sp.t * 0.5);
        }
        if (hit.role === 'prop') {
          r += c[0] * e + hl * (1 - c[0] * e);
          g += c[1] * e + hl * (1 - c[1] * e);
          b += c[2] * e + hl * (1 - c[2] * e);
          continue;
        }
        const sh = Math.min(1, lum(c) * e);
        const lit = whiteProduct(sh, Math.min(1, hl));
        r += lit;
        g += lit;
        b += lit;
        prod++;
        shSum += sh;
        hlSum += hl;
        if (hit.role === 'print' && hit === print && sp.s >= s0 && sp.s <= s1 && sp.t >= t0 && sp.t <= t1) prn++;
        for (let k = 0; k < areaQuads.length; k++) if (hit === areaQuads[k]) areaHits[k]!++;
      }
      const o = y * size + x;
      scene[o * 4] = toByte(r / 4);
      scene[o * 4 + 1] = toByte(g / 4);
      scene[o * 4 + 2] = toByte(b / 4);
      scene[o * 4 + 3] = 255;
      productMask[o] = Math.round((prod * 255) / 4);
      printMask[o] = Math.round((prn * 255) / 4);
      for (let k = 0; k < areaQuads.length; k++) areaMasks[k]![o] = Math.round((areaHits[k]! * 255) / 4);
      if (prod) {
        shade[o] = toByte(shSum / prod);
        highlight[o] = toByte(hlSum / prod);
      }
    }
  }
  const areas = (spec.areas ?? []).map((a, k) => ({ name: a.name, mask: areaMasks[k]!, ...printMesh(size, cam, a.quad, [0, 0, 1, 1]) }));
  return { size, scene, productMask, shade, highlight, printMask, ...printMesh(size, cam, print, [s0, t0, s1, t1]), ...(areas.length && { furtherAreas: areas }) };
}

/** The image-space bounding box [x0, y0, x1, y1] of a solid (whole frame if it reaches behind the camera). */
function screenBox(cam: Camera, s: Solid): number[] {
  let x0 = Infinity;
  let y0 = Infinity;
  let x1 = -Infinity;
  let y1 = -Infinity;
  for (const p of s.corners()) {
    const [x, y, z] = cam.project(p);
    if (z <= 0.01) return [-1e9, -1e9, 1e9, 1e9];
    x0 = Math.min(x0, x);
    y0 = Math.min(y0, y);
    x1 = Math.max(x1, x);
    y1 = Math.max(y1, y);
  }
  const pad = 0.01;
  return [x0 - pad, y0 - pad, x1 + pad, y1 + pad];
}

/** The print rectangle on a grid: the quad's points in centimetres and the camera's exact view of them. */
function printMesh(size: number, cam: Camera, q: Quad, rect: readonly number[]): Pick<RecipeOutput, 'surface' | 'print'> {
  const [s0, t0, s1, t1] = rect as [number, number, number, number];
  return printGrid(MESH_CELLS, MESH_CELLS, (u, v) => q.point(s0 + (s1 - s0) * u, t0 + (t1 - t0) * v), cam.matrix(size));
}
