import { hash2 } from '../common/noise';
import type { Lighting } from './lighting';
import type { Solid } from './solids';
import type { StageSpec } from './stage-spec';

export interface BackdropImage {
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
export function renderBackdrop(size: number, spec: StageSpec, lighting: Lighting): BackdropImage {
  const w = Math.min(size, 480);
  const rgb = new Float32Array(w * w * 3);
  const { camera: cam, backdrop, light } = spec;
  const solids = casters(spec.solids);
  const seed = spec.seed ?? 1;
  const vignette = spec.vignette ?? 0.28;
  const SHADOW = 6;
  const AO = 5;
  const AO_LEN = spec.aoReach ?? 5;
  for (let y = 0; y < w; y++) {
    for (let x = 0; x < w; x++) {
      const [dx, dy, dz] = cam.ray((x + 0.5) / w, (y + 0.5) / w);
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

export function sampleBackdrop(bg: BackdropImage, ix: number, iy: number, out: number[]): void {
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
