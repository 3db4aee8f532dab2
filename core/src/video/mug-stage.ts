/**
 * A white ceramic mug whose print turns round its axis, drawn with the mockup renderer: the body's shading and
 * gloss are fixed layers (a cylinder looks the same at any turn), the print goes through a cylinder surface mesh
 * that is rebuilt for every frame's turn, and the handle is drawn in front of or behind the body as it comes round.
 */
import { compositeMockup } from '../render/composite';
import { linearToSrgb, srgbToLinear } from '../render/light';
import { rasteriseMesh } from '../render/mesh';
import type { PreparedTemplate } from '../render/prepare';
import type { GridMesh } from '../render/surfaces';
import { DEFAULT_PLACEMENT, type Placement, type RgbaImage } from '../render/types';

export interface MugGeometry {
  cx: number;
  radius: number;
  /** Front-most points of the body's top and bottom rims. */
  bodyTop: number;
  bodyBottom: number;
  /** The print's top and bottom on the front. */
  labelTop: number;
  labelBottom: number;
  /** Half-height of the rim ellipses (the camera looks down a little). */
  rimTilt: number;
  /** How far round the body the print area reaches, radians. */
  arc: number;
}

export interface MugStage {
  size: number;
  /** Where the stage sits in the frame. */
  x: number;
  y: number;
  geometry: MugGeometry;
  /** The renderer's layers at stage size, without the per-frame uv. */
  layers: Omit<PreparedTemplate, 'uv'>;
  /** Body plus opening: what hides a handle behind the mug. */
  silhouette: Uint8Array;
}

const WHITE = '#ffffff';
/** The print fills the label's height (the renderer fits a design into 80 % × Size of the print area). */
const PRINT_PLACEMENT: Placement = { ...DEFAULT_PLACEMENT, size: 1.2 };
/** Light from the front left, a little above (x right, y up, z towards the camera). */
const LIGHT = normalise([-0.5, 0.35, 0.8]);

export function mugGeometry(size: number): MugGeometry {
  const s = size;
  return {
    cx: s * 0.5,
    radius: s * 0.235,
    bodyTop: s * 0.24,
    bodyBottom: s * 0.79,
    labelTop: s * 0.3,
    labelBottom: s * 0.72,
    rimTilt: s * 0.055,
    arc: Math.PI * 1.45,
  };
}

/**
 * Builds the stage's fixed layers over `backdrop` (the frame's backdrop under the stage, size² RGBA): the body's
 * shade and gloss, the opening and rim, and a contact shadow on the floor.
 */
export function buildMugStage(backdrop: Uint8Array, size: number, x: number, y: number): MugStage {
  const geo = mugGeometry(size);
  const n = size * size;
  const scene = Uint8Array.from(backdrop.subarray(0, n * 4));
  const productMask = new Uint8Array(n), shade = new Uint8Array(n), highlight = new Uint8Array(n);
  const printMask = new Uint8Array(n), silhouette = new Uint8Array(n);
  const { cx, radius: R, rimTilt: t } = geo;
  contactShadow(scene, size, geo);
  const specular = Math.atan2(LIGHT[0], LIGHT[2] + 1); // where the light's reflection meets the eye
  for (let py = 0; py < size; py++) {
    for (let px = 0; px < size; px++) {
      const i = py * size + px;
      const s = (px + 0.5 - cx) / R;
      if (s <= -1 || s >= 1) continue;
      const c = Math.sqrt(1 - s * s);
      const edge = Math.min(1, (1 - Math.abs(s)) * R); // pixels to the silhouette, for anti-aliasing
      const yTop = geo.bodyTop + t * (c - 1);
      const yBottom = geo.bodyBottom + t * (c - 1);
      const yc = py + 0.5;
      // Opening: the top rim's ellipse; the inside wall shows in its back half.
      const rimCentre = geo.bodyTop - t;
      const inOpening = Math.abs(yc - rimCentre) <= t * c;
      if (inOpening) {
        silhouette[i] = 255;
        const inner = Math.abs(s) < 0.94 && Math.abs(yc - rimCentre) <= t * 0.94 * Math.sqrt(Math.max(0, 1 - (s / 0.94) ** 2));
        const depth = (yc - (rimCentre - t)) / (2 * t); // 0 at the back rim … 1 at the front
        const grey = inner ? 232 - 70 * depth * (0.6 + 0.4 * c) : 248;
        const o = i * 4;
        const k = Math.min(1, edge);
        scene[o] = scene[o]! + (grey - scene[o]!) * k;
        scene[o + 1] = scene[o + 1]! + (grey - scene[o + 1]!) * k;
        scene[o + 2] = scene[o + 2]! + (grey - scene[o + 2]!) * k;
      }
      if (yc < yTop - 0.5 || yc > yBottom + 0.5) continue;
      const cover = Math.min(edge, yc - yTop + 0.5, yBottom - yc + 0.5, 1);
      productMask[i] = Math.round(255 * Math.max(0, cover));
      silhouette[i] = 255;
      // Lambert on the horizontal normal (sin a, 0, cos a), darker towards the foot (occlusion).
      const lambert = Math.max(0, LIGHT[0] * s + LIGHT[2] * c);
      const v = (yc - yTop) / (yBottom - yTop);
      const foot = v > 0.85 ? 1 - 0.35 * ((v - 0.85) / 0.15) ** 2 : 1;
      shade[i] = Math.round(255 * Math.min(1, (0.5 + 0.5 * lambert) * foot));
      const a = Math.asin(s);
      const gloss = 0.6 * Math.exp(-(((a - specular) / 0.06) ** 2)) + 0.14 * Math.exp(-(((a - specular) / 0.3) ** 2)) + 0.12 * Math.exp(-(((a - 1.3) / 0.1) ** 2));
      // The gloss brightens the white body by this share of what is left to white (as Screen would); the renderer
      // adds gloss as linear light, so the highlight is the light that does that.
      const lit = shade[i]! / 255, shine = Math.min(1, gloss * (0.75 + 0.25 * Math.sin(Math.PI * Math.min(1, v * 1.1))));
      highlight[i] = Math.round(255 * linearToSrgb(srgbToLinear(lit + (1 - lit) * shine) - srgbToLinear(lit)));
      const labelTop = geo.labelTop + t * (c - 1), labelBottom = geo.labelBottom + t * (c - 1);
      if (yc >= labelTop && yc <= labelBottom) printMask[i] = Math.round(255 * Math.max(0, Math.min(1, yc - labelTop, labelBottom - yc)));
    }
  }
  const printAspect = (geo.arc * R) / (geo.labelBottom - geo.labelTop);
  // The renderer's interleaved maps: [productMask, shade, highlight, printMask] per pixel.
  const maps = new Uint8Array(n * 4);
  for (let i = 0; i < n; i++) {
    maps[i * 4] = productMask[i]!;
    maps[i * 4 + 1] = shade[i]!;
    maps[i * 4 + 2] = highlight[i]!;
    maps[i * 4 + 3] = printMask[i]!;
  }
  const layers = { size, scene, maps, printAspect, surface: spunLabelMesh(geo, 0), templateSize: size };
  return { size, x, y, geometry: geo, layers, silhouette };
}

function contactShadow(scene: Uint8Array, size: number, geo: MugGeometry): void {
  const cy = geo.bodyBottom - geo.rimTilt * 0.7;
  const rx = geo.radius * 1.3, ry = geo.rimTilt * 1.9;
  for (let py = Math.floor(cy - 2 * ry); py < Math.min(size, cy + 2 * ry); py++) {
    for (let px = Math.floor(geo.cx - 2 * rx); px < Math.min(size, geo.cx + 2 * rx); px++) {
      if (px < 0 || py < 0) continue;
      const d = ((px - geo.cx) / rx) ** 2 + ((py - cy) / ry) ** 2;
      const keep = 1 - 0.42 * Math.exp(-d * 1.6);
      const o = (py * size + px) * 4;
      scene[o] = scene[o]! * keep;
      scene[o + 1] = scene[o + 1]! * keep;
      scene[o + 2] = scene[o + 2]! * keep;
    }
  }
}

/**
 * The print wrapped round the body at `turn` (one row suffices: a cylinder's lines along its axis stay straight). Points on the far side are folded onto the silhouette at one height,
 * so every cell that lies behind the mug has no area and draws nothing (the renderer skips empty triangles).
 */
export function spunLabelMesh(geo: MugGeometry, turn: number, cols = 128, rows = 1): GridMesh {
  const points = new Float32Array(2 * (cols + 1) * (rows + 1));
  for (let i = 0; i <= cols; i++) {
    const raw = turn + (i / cols - 0.5) * geo.arc;
    const angle = Math.atan2(Math.sin(raw), Math.cos(raw)); // −π … π, 0 facing the camera
    const hidden = Math.abs(angle) > Math.PI / 2;
    for (let j = 0; j <= rows; j++) {
      const o = 2 * (j * (cols + 1) + i);
      if (hidden) {
        points[o] = geo.cx + geo.radius * Math.sign(angle);
        points[o + 1] = geo.labelTop;
        continue;
      }
      points[o] = geo.cx + geo.radius * Math.sin(angle);
      points[o + 1] = geo.labelTop + (geo.labelBottom - geo.labelTop) * (j / rows) + geo.rimTilt * (Math.cos(angle) - 1);
    }
  }
  return { cols, rows, points };
}

/** Draws the mug at `turn` into the frame (`frameWidth` wide) at the stage's place. */
export function drawMugStage(stage: MugStage, design: RgbaImage, turn: number, frame: Uint8Array, frameWidth: number): void {
  const { size } = stage;
  const uv = rasteriseMesh(spunLabelMesh(stage.geometry, turn), size, size);
  const pixels = new Uint8Array(size * size * 4);
  compositeMockup({ ...stage.layers, uv }, design, PRINT_PLACEMENT, WHITE, pixels);
  drawHandle(stage, turn, pixels);
  for (let y = 0; y < size; y++) {
    frame.set(pixels.subarray(y * size * 4, (y + 1) * size * 4), ((stage.y + y) * frameWidth + stage.x) * 4);
  }
}

/** The handle sits opposite the print's centre: a tube traced as overlapping shaded discs. */
function drawHandle(stage: MugStage, turn: number, pixels: Uint8Array): void {
  const { size, geometry: geo, silhouette } = stage;
  const angle = turn + Math.PI;
  const front = Math.cos(angle) > 0;
  const reach = size * 0.15, thickness = size * 0.026;
  const yTop = geo.bodyTop + size * 0.075, yBottom = geo.bodyBottom - size * 0.14;
  const steps = 90;
  for (let k = 0; k <= steps; k++) {
    const t = k / steps;
    const rho = geo.radius - thickness * 0.5 + (reach + thickness * 0.5) * Math.sin(Math.PI * t) ** 0.75;
    const yy = yTop + (yBottom - yTop) * (0.5 - 0.5 * Math.cos(Math.PI * t));
    const cx = geo.cx + rho * Math.sin(angle);
    const cy = yy + geo.rimTilt * ((rho / geo.radius) * Math.cos(angle) - 1);
    disc(pixels, size, cx, cy, thickness, front ? null : silhouette);
  }
}

function disc(pixels: Uint8Array, size: number, cx: number, cy: number, r: number, hiddenBy: Uint8Array | null): void {
  for (let y = Math.max(0, Math.floor(cy - r - 1)); y <= Math.min(size - 1, Math.ceil(cy + r + 1)); y++) {
    for (let x = Math.max(0, Math.floor(cx - r - 1)); x <= Math.min(size - 1, Math.ceil(cx + r + 1)); x++) {
      const i = y * size + x;
      if (hiddenBy && hiddenBy[i]! > 0) continue;
      const nx = (x + 0.5 - cx) / r, ny = (y + 0.5 - cy) / r;
      const d2 = nx * nx + ny * ny;
      const cover = Math.min(1, (1 - Math.sqrt(d2)) * r + 0.5);
      if (cover <= 0) continue;
      const nz = Math.sqrt(Math.max(0, 1 - d2));
      const lambert = Math.max(0, LIGHT[0] * nx - LIGHT[1] * ny + LIGHT[2] * nz);
      const grey = Math.min(255, 255 * (0.52 + 0.46 * lambert) + 90 * Math.max(0, lambert - 0.85));
      const o = i * 4;
      pixels[o] = pixels[o]! + (grey - pixels[o]!) * cover;
      pixels[o + 1] = pixels[o + 1]! + (grey - pixels[o + 1]!) * cover;
      pixels[o + 2] = pixels[o + 2]! + (grey - pixels[o + 2]!) * cover;
    }
  }
}

function normalise(v: [number, number, number]): [number, number, number] {
  const l = Math.hypot(...v);
  return [v[0] / l, v[1] / l, v[2] / l];
}
