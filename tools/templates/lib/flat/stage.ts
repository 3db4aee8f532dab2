import type { RecipeOutput } from '../../recipe';
import type { Camera } from './camera';
import { hash2, noise2 } from './noise';
import type { Quad} from './solids';
import { type RGB, type Solid, type SurfacePoint } from './solids';
import { dot, len, norm, sub, type Vec3 } from './vec';

/** The room: a floor (y = 0) and an optional wall (z = wall.z, facing +z); colours are procedural. */
export interface Backdrop {
  floor?: (x: number, z: number) => RGB;
  wall?: { z: number; colour: (x: number, y: number) => RGB };
  /** Colour seen where no plane is hit, from the horizon (bottom) to the zenith (top). */
  sky?: { horizon: RGB; zenith: RGB };
  /** Outdoors: distance (cm) over which the ground fades into the horizon colour. */
  haze?: number;
}

export interface StageSpec {
  camera: Camera;
  /** One light for shading and cast shadows; `radius` (cm) sets shadow softness. */
  light: { pos: Vec3; radius: number };
  ambient?: number;
  backdrop: Backdrop;
  solids: Solid[];
  /** The surface the design lands on, and the part of it (s0, t0, s1, t1) that takes the print. */
  print: Quad;
  printRect?: readonly [number, number, number, number];
  /** Backdrop depth-of-field blur in output pixels at 600 px, and vignette strength. */
  blur?: number;
  vignette?: number;
  seed?: number;
}

const MESH_CELLS = 16;

/** Render a stage: ray-cast at 2× (4 samples per pixel), backdrop with soft shadows, AO and blur. */
export function renderStage(size: number, spec: StageSpec): RecipeOutput {
  const ctx = new Lighting(spec);
  const bg = renderBackdrop(size, spec, ctx);
  return renderProducts(size, spec, ctx, bg);
}

/** Shared light model: one point/area light plus sky ambient; exposure puts the print near white. */
class Lighting {
  readonly ambient: number;
  readonly d0: number;
  readonly exposure: number;
  constructor(readonly spec: StageSpec) {
    this.ambient = spec.ambient ?? 0.38;
    const p = spec.print;
    const centre = p.point(0.5, 0.5);
    this.d0 = len(sub(spec.light.pos, centre));
    const toCam = sub(spec.camera.eye, centre);
    const n = dot(p.n, toCam) < 0 ? ([-p.n[0], -p.n[1], -p.n[2]] as Vec3) : p.n;
    const lit = this.light(centre[0], centre[1], centre[2], n[0], n[1], n[2], 1, 1);
    this.exposure = Math.min(1.7, Math.max(0.85, 0.93 / lit));
  }

  /** Unexposed irradiance at a point with normal n, given light visibility and ambient occlusion. */
  light(px: number, py: number, pz: number, nx: number, ny: number, nz: number, vis: number, ao: number): number {
    const L = this.spec.light.pos;
    const lx = L[0] - px;
    const ly = L[1] - py;
    const lz = L[2] - pz;
    const d = Math.hypot(lx, ly, lz);
    const diff = Math.max(0, (nx * lx + ny * ly + nz * lz) / d);
    const atten = Math.min(1.4, Math.max(0.35, Math.pow(this.d0 / d, 1.4)));
    const sky = 0.82 + 0.18 * ny;
    return this.ambient * ao * sky + (1 - this.ambient) * diff * atten * vis;
  }
}

interface BackdropImage {
  w: number;
  rgb: Float32Array;
}

/** A shadow caster with its bounding sphere, to skip most ray tests cheaply. */
interface Caster {
  s: Solid;
  cx: number;
  cy: number;
  cz: number;
  r2: number;
}

function casters(solids: Solid[]): Caster[] {
  return solids
    .filter((s) => s.castShadow)
    .map((s) => {
      const cs = s.corners();
      const c = cs.reduce((a, p) => [a[0] + p[0] / cs.length, a[1] + p[1] / cs.length, a[2] + p[2] / cs.length], [0, 0, 0]);
      const r2 = Math.max(...cs.map((p) => (p[0] - c[0]) ** 2 + (p[1] - c[1]) ** 2 + (p[2] - c[2]) ** 2));
      return { s, cx: c[0], cy: c[1], cz: c[2], r2: r2 * 1.01 + 1e-6 };
    });
}

/** Whether the segment p → p + d (t in 0..1) is blocked by any caster. */
function occluded(list: Caster[], ox: number, oy: number, oz: number, dx: number, dy: number, dz: number): boolean {
  const dd = dx * dx + dy * dy + dz * dz;
  for (const k of list) {
    const wx = k.cx - ox;
    const wy = k.cy - oy;
    const wz = k.cz - oz;
    const t = Math.min(1, Math.max(0, (wx * dx + wy * dy + wz * dz) / dd));
    const ex = wx - t * dx;
    const ey = wy - t * dy;
    const ez = wz - t * dz;
    if (ex * ex + ey * ey + ez * ez > k.r2) continue;
    if (k.s.hit(ox, oy, oz, dx, dy, dz, 1) < 1) return true;
  }
  return false;
}

/** The floor and wall at up to 480 px with soft shadows and contact AO, then blurred (depth of field). */
function renderBackdrop(size: number, spec: StageSpec, lighting: Lighting): BackdropImage {
  const w = Math.min(size, 480);
  const rgb = new Float32Array(w * w * 3);
  const { camera: cam, backdrop, light } = spec;
  const solids = casters(spec.solids);
  const seed = spec.seed ?? 1;
  const vignette = spec.vignette ?? 0.28;
  const SHADOW = 6;
  const AO = 5;
  const AO_LEN = 5;
  for (let y = 0; y < w; y++) {
    for (let x = 0; x < w; x++) {
      const [dx, dy, dz] = rayDir(cam, (x + 0.5) / w, (y + 0.5) / w);
      const [ox, oy, oz] = cam.eye;
      let t = Infinity;
      let kind = 0;
      if (backdrop.floor && dy < 0) {
        t = -oy / dy;
        kind = 1;
      }
      if (backdrop.wall && dz < 0) {
        const tw = (backdrop.wall.z - oz) / dz;
        if (tw > 0 && tw < t) {
          t = tw;
          kind = 2;
        }
      }
      let r: number;
      let g: number;
      let b: number;
      if (kind === 0) {
        const sky = backdrop.sky ?? { horizon: [0.86, 0.87, 0.88], zenith: [0.7, 0.78, 0.9] };
        const k = Math.min(1, Math.max(0, dy * 2.5));
        r = sky.horizon[0] + (sky.zenith[0] - sky.horizon[0]) * k;
        g = sky.horizon[1] + (sky.zenith[1] - sky.horizon[1]) * k;
        b = sky.horizon[2] + (sky.zenith[2] - sky.horizon[2]) * k;
      } else {
        const px = ox + t * dx;
        const py = oy + t * dy;
        const pz = oz + t * dz;
        const c = kind === 1 ? backdrop.floor!(px, pz) : backdrop.wall!.colour(px, py);
        const nx = 0;
        const ny = kind === 1 ? 1 : 0;
        const nz = kind === 1 ? 0 : 1;
        const rot = hash2(x, y, seed) * Math.PI * 2;
        // Soft shadow: samples over a disc-shaped light.
        let lit = 0;
        for (let i = 0; i < SHADOW; i++) {
          const a = rot + (i * 2.399963);
          const rr = light.radius * Math.sqrt((i + 0.5) / SHADOW);
          const lx = light.pos[0] + Math.cos(a) * rr - px;
          const ly = light.pos[1] + Math.sin(a) * rr * 0.7 - py;
          const lz = light.pos[2] + Math.sin(a) * rr * 0.7 - pz;
          if (!occluded(solids, px, py, pz, lx, ly, lz)) lit++;
        }
        // Contact ambient occlusion: short rays over the hemisphere.
        let open = 0;
        for (let i = 0; i < AO; i++) {
          const a = rot * 1.7 + i * 2.399963;
          const rr = Math.sqrt((i + 0.5) / AO);
          const up = Math.sqrt(1 - rr * rr);
          const tx = Math.cos(a) * rr * AO_LEN;
          const ty = Math.sin(a) * rr * AO_LEN;
          const hx = kind === 1 ? tx : tx;
          const hy = kind === 1 ? up * AO_LEN : ty;
          const hz = kind === 1 ? ty : up * AO_LEN;
          if (!occluded(solids, px, py, pz, hx, hy, hz)) open++;
        }
        let ao = 0.35 + (0.65 * open) / AO;
        if (backdrop.wall && backdrop.floor) {
          // The corner between wall and floor gathers less light.
          const dCorner = kind === 1 ? pz - backdrop.wall.z : py;
          ao *= 1 - 0.25 * Math.exp(-dCorner / 12);
        }
        const e = lighting.light(px, py, pz, nx, ny, nz, lit / SHADOW, ao) * lighting.exposure;
        r = c[0] * e;
        g = c[1] * e;
        b = c[2] * e;
        if (backdrop.haze && backdrop.sky) {
          const k = 1 - Math.exp(-t / backdrop.haze);
          r += (backdrop.sky.horizon[0] - r) * k;
          g += (backdrop.sky.horizon[1] - g) * k;
          b += (backdrop.sky.horizon[2] - b) * k;
        }
      }
      const vx = (x + 0.5) / w - 0.5;
      const vy = (y + 0.5) / w - 0.5;
      const v = 1 - vignette * Math.min(1, (vx * vx + vy * vy) * 2.2);
      const o = (y * w + x) * 3;
      rgb[o] = r * v;
      rgb[o + 1] = g * v;
      rgb[o + 2] = b * v;
    }
  }
  const radius = Math.max(1, Math.round(((spec.blur ?? 1.2) * w) / 600));
  boxBlur(rgb, w, radius);
  boxBlur(rgb, w, radius);
  return { w, rgb };
}

function rayDir(cam: Camera, ix: number, iy: number): Vec3 {
  const x = (ix - cam.cx) / cam.focal;
  const y = -(iy - cam.cy) / cam.focal;
  return norm([
    cam.fwd[0] + x * cam.right[0] + y * cam.up[0],
    cam.fwd[1] + x * cam.right[1] + y * cam.up[1],
    cam.fwd[2] + x * cam.right[2] + y * cam.up[2],
  ]);
}

function boxBlur(rgb: Float32Array, w: number, r: number): void {
  const tmp = new Float32Array(rgb.length);
  const pass = (src: Float32Array, dst: Float32Array, horizontal: boolean) => {
    for (let a = 0; a < w; a++) {
      for (let c = 0; c < 3; c++) {
        for (let b = 0; b < w; b++) {
          let sum = 0;
          for (let k = -r; k <= r; k++) {
            const q = Math.min(w - 1, Math.max(0, b + k));
            sum += src[(horizontal ? a * w + q : q * w + a) * 3 + c]!;
          }
          dst[(horizontal ? a * w + b : b * w + a) * 3 + c] = sum / (2 * r + 1);
        }
      }
    }
  };
  pass(rgb, tmp, true);
  pass(tmp, rgb, false);
}

function sampleBackdrop(bg: BackdropImage, ix: number, iy: number, out: number[]): void {
  const { w, rgb } = bg;
  const fx = Math.min(w - 1, Math.max(0, ix * w - 0.5));
  const fy = Math.min(w - 1, Math.max(0, iy * w - 0.5));
  const x0 = Math.floor(fx);
  const y0 = Math.floor(fy);
  const x1 = Math.min(w - 1, x0 + 1);
  const y1 = Math.min(w - 1, y0 + 1);
  const ax = fx - x0;
  const ay = fy - y0;
  for (let c = 0; c < 3; c++) {
    const top = rgb[(y0 * w + x0) * 3 + c]! * (1 - ax) + rgb[(y0 * w + x1) * 3 + c]! * ax;
    const bot = rgb[(y1 * w + x0) * 3 + c]! * (1 - ax) + rgb[(y1 * w + x1) * 3 + c]! * ax;
    out[c] = top * (1 - ay) + bot * ay;
  }
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
      for (let j = 0; j < 4; j++) {
        const ix = (x + 0.25 + 0.5 * (j & 1)) / size;
        const iy = (y + 0.25 + 0.5 * (j >> 1)) / size;
        const [dx, dy, dz] = rayDir(cam, ix, iy);
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
          e *= 1 + m.grain * (noise2(u, v, seed + 7) - 0.5 + 0.5 * (noise2(u * 0.21, v * 0.21, seed + 9) - 0.5));
        }
        // Specular (Blinn-Phong) and screen glare, added with Screen.
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
        const lit = sh + hl - sh * hl;
        r += lit;
        g += lit;
        b += lit;
        prod++;
        shSum += sh;
        hlSum += hl;
        if (hit.role === 'print' && hit === print && sp.s >= s0 && sp.s <= s1 && sp.t >= t0 && sp.t <= t1) prn++;
      }
      const o = y * size + x;
      scene[o * 4] = toByte(r / 4);
      scene[o * 4 + 1] = toByte(g / 4);
      scene[o * 4 + 2] = toByte(b / 4);
      scene[o * 4 + 3] = 255;
      productMask[o] = Math.round((prod * 255) / 4);
      printMask[o] = Math.round((prn * 255) / 4);
      if (prod) {
        shade[o] = toByte(shSum / prod);
        highlight[o] = toByte(hlSum / prod);
      }
    }
  }
  return { size, scene, productMask, shade, highlight, printMask, surface: printMesh(size, cam, print, [s0, t0, s1, t1]) };
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

/** The print rectangle's projection on a grid: exact perspective at every mesh point. */
function printMesh(size: number, cam: Camera, q: Quad, rect: readonly number[]): RecipeOutput['surface'] {
  const [s0, t0, s1, t1] = rect as [number, number, number, number];
  const cols = MESH_CELLS;
  const rows = MESH_CELLS;
  const points = new Float32Array((cols + 1) * (rows + 1) * 2);
  let k = 0;
  for (let j = 0; j <= rows; j++) {
    for (let i = 0; i <= cols; i++) {
      const [x, y] = cam.project(q.point(s0 + ((s1 - s0) * i) / cols, t0 + ((t1 - t0) * j) / rows));
      points[k++] = Math.min(size, Math.max(0, x * size));
      points[k++] = Math.min(size, Math.max(0, y * size));
    }
  }
  return { cols, rows, points };
}
