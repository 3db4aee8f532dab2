// Renders a product scene (camera, key light, floor and wall, objects) into the recipe layers.
import { whiteProduct } from '../../../../core/src/render/light';
import type { RecipeOutput } from '../../recipe';
import { Camera } from '../common/camera';
import { printGrid } from '../common/print';
import { floorShadows } from './floor';
import { createGBuffer, positionAt, splat } from './gbuffer';
import { clamp01, cross, dot, normalize, sub, type Vec3 } from '../common/vec';
import { type RGB as Rgb } from '../common/colour';
import { labelMap } from './label';
import type { Surface } from './shapes';

export interface StudioScene {
  camera: { eye: Vec3; target: Vec3; fov: number };
  /** Direction towards the key light (normalised here). */
  light: Vec3;
  /** Floor colour at (x, z); the wall (if any) is the plane z = wall.z. */
  floor: (x: number, z: number) => Rgb;
  wall?: { z: number; colour: (x: number, y: number) => Rgb };
  surfaces: Surface[];
  /** Index of the surface whose label is the print area; mesh resolution. */
  print: { surface: number; cols: number; rows: number };
  /** Further printable faces (a box's side and top panels: surfaces with a label): each becomes a print area of its
   *  own where the camera sees it squarely enough (FACING), so a face seen edge-on is left out. */
  areas?: ReadonlyArray<{ name: string; surface: number }>;
  shadowStrength?: number;
  /** World units: how soft the cast shadow is, and how far contact occlusion reaches. */
  softness?: number;
  contactReach?: number;
  exposure?: number;
  /** Softbox strips for reflections: [horizontal angle (radians, 0 = behind the camera), strength]. */
  strips?: ReadonlyArray<readonly [number, number]>;
  /** Strength of the darkening towards the corners. */
  vignette?: number;
}

/** Two tall softboxes left and right of the camera (horizontal angle, radians; strength): the vertical streaks that
 *  make glossy cylinders read as glossy. */
const DEFAULT_STRIPS: ReadonlyArray<readonly [number, number]> = [[-1.05, 0.9], [0.95, 0.45]];

function stripLights(R: Vec3, shininess: number, strips: ReadonlyArray<readonly [number, number]> = DEFAULT_STRIPS): number {
  const angle = Math.atan2(R[0], R[2]);
  const width = 0.9 / Math.sqrt(shininess);
  const vertical = 1 - Math.min(1, Math.max(0, (Math.abs(R[1] - 0.1) - 0.35) / 0.35));
  let sum = 0;
  for (const [centre, strength] of strips) {
    const d = (angle - centre) / width;
    sum += strength * Math.exp(-d * d * d * d);
  }
  return sum * vertical;
}

export function renderStudio(scene: StudioScene, size: number): RecipeOutput {
  const ss = size * 2;
  const { fov, eye, target } = scene.camera;
  const cam = new Camera(eye, target, fov);
  const L = normalize(scene.light);
  const fill = normalize([-L[0] * 1.2, 0.5, 0.6]);
  const g = createGBuffer(ss);
  splat(g, scene.surfaces, cam);
  const shadows = floorShadows(scene.surfaces, L, scene.softness ?? 0.05, scene.contactReach ?? 0.02);
  const strength = scene.shadowStrength ?? 0.6;
  // Product photos are exposed so that a white product reads white, not grey.
  const exposure = (scene.exposure ?? 1) * 1.14;
  const vignette = scene.vignette ?? 0.25;

  const n = size * size;
  const out: Omit<RecipeOutput, 'surface' | 'print'> = {
    size,
    scene: new Uint8ClampedArray(n * 4),
    productMask: new Uint8Array(n),
    shade: new Uint8Array(n),
    highlight: new Uint8Array(n),
    printMask: new Uint8Array(n),
  };
  const acc = new Float32Array(n * 8); // back r,g,b, back weight, product shade, highlight, product weight, print
  const areas = (scene.areas ?? []).filter((a) => facesCamera(scene.surfaces[a.surface]!, eye));
  const areaHits = areas.map(() => new Uint8Array(n));
  for (let y = 0; y < ss; y++) {
    for (let x = 0; x < ss; x++) {
      const o = y * ss + x;
      const k = ((y >> 1) * size + (x >> 1)) * 8;
      const vig = 1 - vignette * ((x / ss - 0.5) ** 2 + (y / ss - 0.5) ** 2) * 2;
      const si = g.surface[o]!;
      if (si < 0) {
        const [r, gg, b] = backdrop(cam, x, y);
        acc[k] = acc[k]! + r * vig; acc[k + 1] = acc[k + 1]! + gg * vig; acc[k + 2] = acc[k + 2]! + b * vig; acc[k + 3] = acc[k + 3]! + 1;
        continue;
      }
      const surface = scene.surfaces[si]!;
      const N: Vec3 = [g.normal[o * 3]!, g.normal[o * 3 + 1]!, g.normal[o * 3 + 2]!];
      const P = positionAt(cam, ss, x, y, g.depth[o]!);
      const V = normalize(sub(eye, P));
      const ndl = dot(N, L);
      const wrap = Math.max(0, (ndl + 0.3) / 1.3);
      const ao = 1 - 0.45 * Math.exp(-Math.max(0, g.height[o]!) / (scene.contactReach ?? 0.02));
      const amb = 0.36 + 0.1 * N[1] + 0.12 * Math.max(0, dot(N, fill));
      const shade = clamp01((amb + 0.6 * wrap) * ao * exposure);
      const ndv = Math.max(0, dot(N, V));
      const R = sub([2 * ndv * N[0], 2 * ndv * N[1], 2 * ndv * N[2]], V);
      const m = surface.material;
      const spec = m.gloss * (Math.pow(Math.max(0, dot(R, L)), m.shininess) + stripLights(R, m.shininess, scene.strips));
      const fresnel = m.gloss * 0.22 * Math.pow(1 - ndv, 4);
      const sheen = (m.sheen ?? 0) * 0.25 * Math.pow(Math.max(0, dot(R, L)), 3);
      const hl = clamp01(spec + fresnel + sheen);
      if (surface.role === 'product') {
        acc[k + 4] = acc[k + 4]! + shade; acc[k + 5] = acc[k + 5]! + hl; acc[k + 6] = acc[k + 6]! + 1;
        if (si === scene.print.surface && g.u[o]! >= 0) acc[k + 7] = acc[k + 7]! + 1;
        for (let a = 0; a < areas.length; a++) if (si === areas[a]!.surface && g.u[o]! >= 0) areaHits[a]![k >> 3]!++;
      } else {
        const c = m.colour;
        const tint = m.metal ? c : ([1, 1, 1] as Rgb);
        const col = [0, 1, 2].map((ch) => { const base = c[ch]! * shade; return base + (tint[ch]! - base) * hl; });
        acc[k] = acc[k]! + col[0]! * vig; acc[k + 1] = acc[k + 1]! + col[1]! * vig; acc[k + 2] = acc[k + 2]! + col[2]! * vig; acc[k + 3] = acc[k + 3]! + 1;
      }
    }
  }

  function backdrop(c: Camera, x: number, y: number): Rgb {
    const r = c.ray((x + 0.5) / ss, (y + 0.5) / ss);
    const tFloor = r[1] < 0 ? -eye[1] / r[1] : Infinity;
    const wall = scene.wall;
    const tWall = wall && r[2] !== 0 ? (wall.z - eye[2]) / r[2] : Infinity;
    if (wall && tWall > 0 && tWall < tFloor) {
      const wx = eye[0] + r[0] * tWall, wy = eye[1] + r[1] * tWall;
      const col = wall.colour(wx, wy);
      const light = (0.72 + 0.22 * clamp01(wy / 0.6)) * (1 - 0.18 * Math.exp(-wy / 0.05)) * exposure;
      return [col[0] * light, col[1] * light, col[2] * light];
    }
    if (!Number.isFinite(tFloor)) return [0.9 * exposure, 0.9 * exposure, 0.9 * exposure];
    const fx = eye[0] + r[0] * tFloor, fz = eye[2] + r[2] * tFloor;
    const col = scene.floor(fx, fz);
    const lit = (0.5 + 0.42 * Math.max(0, L[1])) * (1 - strength * shadows.shadow(fx, fz)) * (1 - 0.55 * shadows.contact(fx, fz));
    const pool = 1 + 0.06 * Math.exp(-(fx * fx + fz * fz) / 0.3);
    return [col[0] * lit * pool * exposure, col[1] * lit * pool * exposure, col[2] * lit * pool * exposure];
  }

  for (let i = 0; i < n; i++) {
    const k = i * 8;
    const backW = acc[k + 3]!, prodW = acc[k + 6]!;
    const sh = prodW ? acc[k + 4]! / prodW : 0, hl = prodW ? acc[k + 5]! / prodW : 0;
    out.productMask[i] = Math.round((prodW / 4) * 255);
    out.shade[i] = Math.round(sh * 255);
    out.highlight[i] = Math.round(hl * 255);
    out.printMask[i] = Math.round((acc[k + 7]! / 4) * 255);
    // Where the product covers part of a pixel, the scene holds what is behind it, so recolouring blends exactly.
    const white = whiteProduct(sh, hl);
    for (let ch = 0; ch < 3; ch++) {
      const v = backW ? acc[k + ch]! / backW : white;
      out.scene[i * 4 + ch] = Math.round(clamp01(v) * 255);
    }
    out.scene[i * 4 + 3] = 255;
  }
  // Scenes are in metres; the print's physical grid is in centimetres.
  const gridOf = (surface: Surface, cols: number, rows: number) => {
    const label = labelMap(surface);
    return printGrid(cols, rows, (u, v) => surface.at(...label.st(u, v)), cam.matrix(size, 100), 100);
  };
  const grid = gridOf(scene.surfaces[scene.print.surface]!, scene.print.cols, scene.print.rows);
  // A face turned away from the camera is hidden by the product itself: it has no samples.
  const further = areas.flatMap((a, k) =>
    areaHits[k]!.some((hits) => hits > 0)
      ? [{ name: a.name, mask: areaHits[k]!.map((hits) => Math.round((hits / 4) * 255)), ...gridOf(scene.surfaces[a.surface]!, FACE_CELLS, FACE_CELLS) }]
      : [],
  );
  return { ...out, ...grid, ...(further.length && { furtherAreas: further }) };
}

/** A further face is a print area when the camera sees its label's centre at least this squarely (cosine of the angle
 *  between its normal and the view; 0.3 ≈ 73°): a panel seen edge-on would squeeze a design into a few pixels. */
const FACING = 0.3;
/** Mesh cells a side of a flat face. */
const FACE_CELLS = 16;

function facesCamera(surface: Surface, eye: Vec3): boolean {
  const { s0, s1, t0, t1 } = surface.label!;
  const s = (s0 + s1) / 2, t = (t0 + t1) / 2, e = 1e-3;
  const p = surface.at(s, t);
  const normal = normalize(cross(sub(surface.at(s + e, t), surface.at(s - e, t)), sub(surface.at(s, t + e), surface.at(s, t - e))));
  return Math.abs(dot(normal, normalize(sub(eye, p)))) >= FACING;
}
