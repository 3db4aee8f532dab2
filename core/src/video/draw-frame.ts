/**
 * Draws one video frame into an RGBA buffer: the backdrop (shifted for parallax), the card's soft shadow, the card
 * (the uploaded image in perspective, with rounded corners and a passing band of light) or the spinning mug, and the
 * title. Plain loops over typed arrays, like the mockup renderer, so it runs the same on any thread.
 */
import type { RgbaImage } from '../render/types';
import type { FrameState } from './motion';
import type { VideoLayout } from './layout';
import { drawCardSpan } from './card-span';
import { drawMugStage, type MugStage } from './mug-stage';
import { shadowSpan } from './shadow-span';

export interface VideoScene {
  /** Names this scene across worker-thread tasks, so a thread can keep its own copy of it. */
  id: string;
  layout: VideoLayout;
  /** Opaque RGBA, (width + 2·margin) × (height + 2·margin): the frame's backdrop with room to shift. */
  background: Uint8Array;
  /** The card's picture, opaque RGBA (transparent parts flattened on white); or the mug's print, straight RGBA. */
  image: RgbaImage;
  /** The title as straight RGBA, drawn centred on layout.title.cy; null without a title. */
  title: RgbaImage | null;
  /** Present when the video spins a mug instead of moving a card. */
  mug: MugStage | null;
}

/** The camera's distance for the card's perspective, in short sides. */
const FOCAL = 2.4;

export function drawFrame(scene: VideoScene, state: FrameState, target: Uint8Array): void {
  const { layout } = scene;
  const { width, height, short } = layout;
  if (target.length < width * height * 4) throw new Error(`frame buffer holds ${target.length} bytes; ${width * height * 4} needed`);
  if (scene.mug) {
    drawBackground(scene, state, target, null);
    drawMugStage(scene.mug, scene.image, state.spin, target, width);
  } else {
    const card = cardOnScreen(layout, state);
    // Under an opaque card's fully covered runs nothing shows: the backdrop and shadow skip them.
    const hidden = state.card.opacity >= 0.999 ? card.covered : null;
    drawBackground(scene, state, target, hidden);
    drawShadow(target, layout, card.quad, state, hidden);
    drawCard(target, layout, scene.image, card, state);
  }
  if (scene.title && state.title.opacity > 0.004) {
    const x = Math.round((width - scene.title.width) / 2);
    const y = Math.round(layout.title.cy + state.title.dy * short - scene.title.height / 2);
    blendImage(target, width, height, scene.title, x, y, state.title.opacity);
  }
}

function drawBackground(scene: VideoScene, state: FrameState, target: Uint8Array, hidden: CoveredRuns | null): void {
  const { width, height, short, backgroundMargin: m } = scene.layout;
  const bw = width + 2 * m;
  const ox = Math.max(0, Math.min(2 * m, Math.round(m + state.background.dx * short)));
  const oy = Math.max(0, Math.min(2 * m, Math.round(m + state.background.dy * short)));
  const copy = (y: number, fromX: number, toX: number) => {
    const from = ((y + oy) * bw + ox + fromX) * 4;
    target.set(scene.background.subarray(from, from + (toX - fromX) * 4), (y * width + fromX) * 4);
  };
  for (let y = 0; y < height; y++) {
    const coveredFrom = hidden ? hidden.from[y]! : 0, coveredTo = hidden ? hidden.to[y]! : -1;
    if (coveredFrom > coveredTo) copy(y, 0, width);
    else {
      copy(y, 0, coveredFrom);
      copy(y, coveredTo + 1, width);
    }
  }
}

/** Per row, the card's fully covered pixels from[y] … to[y] (none where from > to). */
interface CoveredRuns {
  from: Int32Array;
  to: Int32Array;
}

interface CardOnScreen {
  quad: Quad;
  /** Screen → card coordinates (see screenToCard). */
  m: ReturnType<typeof screenToCard>;
  /** Bounding box on screen, clipped to the frame. */
  left: number;
  right: number;
  top: number;
  bottom: number;
  /** On-screen size, for anti-aliased edges and corners measured in pixels. */
  pxW: number;
  pxH: number;
  radius: number;
  covered: CoveredRuns;
  /** Per row, a run holding every pixel the card touches at all (its edges and corners included). */
  touched: CoveredRuns;
}

/**
 * Where the card lands this frame, and per row the run of pixels it covers completely: 1.5 px inside its edges and
 * clear of its rounded corners, which it is when also `radius` in from one pair of edges (in u near the top and
 * bottom, in v near the sides). u = (a·x + u0) / (g·x + w0), so "u ≥ du" and the like are linear in x and each run
 * is an interval, found without touching a pixel.
 */
function cardOnScreen(layout: VideoLayout, state: FrameState): CardOnScreen {
  const { width, height } = layout;
  const quad = cardQuad(layout, state);
  const q = quad;
  const m = screenToCard(q);
  const pxW = Math.hypot(q[2] - q[0], q[3] - q[1]), pxH = Math.hypot(q[6] - q[0], q[7] - q[1]);
  const radius = layout.card.radius * state.card.scale;
  const left = Math.max(0, Math.floor(Math.min(q[0], q[2], q[4], q[6])));
  const right = Math.min(width - 1, Math.ceil(Math.max(q[0], q[2], q[4], q[6])));
  const top = Math.max(0, Math.floor(Math.min(q[1], q[3], q[5], q[7])));
  const bottom = Math.min(height - 1, Math.ceil(Math.max(q[1], q[3], q[5], q[7])));
  const covered = { from: new Int32Array(height).fill(1), to: new Int32Array(height) };
  const touched = { from: new Int32Array(height).fill(1), to: new Int32Array(height) };
  const edgeU = 1.5 / pxW, edgeV = 1.5 / pxH;
  const cornerU = (radius + 1.5) / pxW, cornerV = (radius + 1.5) / pxH;
  for (let y = top; y <= bottom; y++) {
    const sy = y + 0.5;
    const u0 = m.b * sy + m.c, v0 = m.e * sy + m.f, w0 = m.h * sy + m.i;
    const s = m.g * (left + 0.5) + w0 < 0 ? -1 : 1;
    const row = { m, s, u0, v0, w0, left, right };
    const besideCorners = coveredRun(row, edgeU, cornerV), betweenCorners = coveredRun(row, cornerU, edgeV);
    const span = besideCorners.hi - besideCorners.lo >= betweenCorners.hi - betweenCorners.lo ? besideCorners : betweenCorners;
    covered.from[y] = Math.max(left, Math.ceil(span.lo));
    covered.to[y] = Math.min(right, Math.floor(span.hi));
    // Where the card's pixels are drawn at all (drawCard's own test: −0.002 < u, v < 1.002), a pixel wider each side.
    const reach = coveredRun(row, -0.002, -0.002);
    touched.from[y] = Math.max(left, Math.floor(reach.lo) - 1);
    touched.to[y] = Math.min(right, Math.ceil(reach.hi) + 1);
  }
  return { quad, m, left, right, top, bottom, pxW, pxH, radius, covered, touched };
}

type Quad = [number, number, number, number, number, number, number, number];

/** The card's corners on screen (top-left, top-right, bottom-right, bottom-left) after scale, turns and perspective. */
export function cardQuad(layout: VideoLayout, state: FrameState): Quad {
  const { card } = state;
  const f = FOCAL * layout.short;
  const hw = (layout.card.width * card.scale) / 2;
  const hh = (layout.card.height * card.scale) / 2;
  const cx = layout.card.cx + card.dx * layout.short;
  const cy = layout.card.cy + card.dy * layout.short;
  const cosY = Math.cos(card.tiltY), sinY = Math.sin(card.tiltY);
  const cosX = Math.cos(card.tiltX), sinX = Math.sin(card.tiltX);
  const cosR = Math.cos(card.rotation), sinR = Math.sin(card.rotation);
  const out: number[] = [];
  for (const [lx, ly] of [[-hw, -hh], [hw, -hh], [hw, hh], [-hw, hh]] as const) {
    // Turn about the vertical axis, then the horizontal one, then in the picture plane; project from distance f.
    const x1 = lx * cosY, z1 = lx * sinY;
    const y2 = ly * cosX - z1 * sinX, z2 = ly * sinX + z1 * cosX;
    const x3 = x1 * cosR - y2 * sinR, y3 = x1 * sinR + y2 * cosR;
    const k = f / (f + z2);
    out.push(cx + x3 * k, cy + y3 * k);
  }
  return out as Quad;
}

/** Coefficients of the map from screen (x, y) to the card's (u, v) in 0…1: u = (a·x + b·y + c) / (g·x + h·y + i). */
export function screenToCard(q: Quad) {
  const [x0, y0, x1, y1, x2, y2, x3, y3] = q;
  // Unit square → quad (Heckbert), then its inverse through the adjugate.
  const sx = x0 - x1 + x2 - x3, sy = y0 - y1 + y2 - y3;
  const dx1 = x1 - x2, dx2 = x3 - x2, dy1 = y1 - y2, dy2 = y3 - y2;
  const den = dx1 * dy2 - dx2 * dy1;
  const g = den === 0 ? 0 : (sx * dy2 - dx2 * sy) / den;
  const h = den === 0 ? 0 : (dx1 * sy - sx * dy1) / den;
  const A = x1 - x0 + g * x1, B = x3 - x0 + h * x3, C = x0;
  const D = y1 - y0 + g * y1, E = y3 - y0 + h * y3, F = y0;
  return {
    a: E - F * h, b: C * h - B, c: B * F - C * E,
    d: F * g - D, e: A - C * g, f: C * D - A * F,
    g: D * h - E * g, h: B * g - A * h, i: A * E - B * D,
  };
}

/** Gaussian-blurred rectangle, separable: the blur of a box is the product of two erf profiles. */
function drawShadow(target: Uint8Array, layout: VideoLayout, q: Quad, state: FrameState, hidden: CoveredRuns | null): void {
  const { width, height, short } = layout;
  const { shadow } = state;
  const opacity = shadow.opacity * state.card.opacity;
  if (opacity <= 0.004) return;
  const sigma = Math.max(1, shadow.blur * short);
  const ox = shadow.dx * short, oy = shadow.dy * short;
  // The shadow is a little smaller than the card, as under a raised object.
  const inset = 0.04;
  const minX = Math.min(q[0], q[2], q[4], q[6]), maxX = Math.max(q[0], q[2], q[4], q[6]);
  const minY = Math.min(q[1], q[3], q[5], q[7]), maxY = Math.max(q[1], q[3], q[5], q[7]);
  const x0 = minX + (maxX - minX) * inset + ox, x1 = maxX - (maxX - minX) * inset + ox;
  const y0 = minY + (maxY - minY) * inset + oy, y1 = maxY - (maxY - minY) * inset + oy;
  const reach = 3 * sigma;
  const left = Math.max(0, Math.floor(x0 - reach)), right = Math.min(width - 1, Math.ceil(x1 + reach));
  const top = Math.max(0, Math.floor(y0 - reach)), bottom = Math.min(height - 1, Math.ceil(y1 + reach));
  if (left > right || top > bottom) return;
  const k = 1 / (sigma * Math.SQRT2);
  const columns = new Float32Array(right - left + 1);
  for (let x = left; x <= right; x++) columns[x - left] = 0.5 * (erf((x + 0.5 - x0) * k) - erf((x + 0.5 - x1) * k));
  const words = new Int32Array(target.buffer, target.byteOffset, width * height);
  for (let y = top; y <= bottom; y++) {
    const rowAlpha = opacity * 0.5 * (erf((y + 0.5 - y0) * k) - erf((y + 0.5 - y1) * k));
    if (rowAlpha < 0.002) continue;
    // Only where the shadow darkens by half a level or more: the columns' profile rises and falls once.
    const faint = 1 / (512 * rowAlpha);
    let from = left, to = right;
    while (from <= to && columns[from - left]! < faint) from++;
    while (to >= from && columns[to - left]! < faint) to--;
    const hiddenFrom = hidden ? hidden.from[y]! : 1, hiddenTo = hidden ? hidden.to[y]! : 0;
    const runs: Array<[number, number]> = hiddenFrom <= hiddenTo ? [[from, Math.min(to, hiddenFrom - 1)], [Math.max(from, hiddenTo + 1), to]] : [[from, to]];
    const shade = 256 * rowAlpha;
    for (const [runFrom, runTo] of runs) {
      if (runFrom > runTo || shadowSpan(words, y * width + runFrom, runTo - runFrom + 1, columns, runFrom - left, shade)) continue;
      for (let x = runFrom, p = y * width + runFrom; x <= runTo; x++, p++) {
        // Each channel × keep/256, two channels a multiply.
        const keep = (256.5 - shade * columns[x - left]!) | 0;
        const w = words[p]!;
        words[p] = ((Math.imul(w & 0xff00ff, keep) >>> 8) & 0xff00ff) | ((Math.imul(w & 0xff00, keep) >>> 8) & 0xff00) | OPAQUE;
      }
    }
  }
}

/** Abramowitz–Stegun 7.1.26: |error| < 1.5e-7, plenty for 8-bit pixels. */
function erf(x: number): number {
  const sign = x < 0 ? -1 : 1;
  const ax = Math.abs(x);
  const t = 1 / (1 + 0.3275911 * ax);
  const y = 1 - ((((1.061405429 * t - 1.453152027) * t + 1.421413741) * t - 0.284496736) * t + 0.254829592) * t * Math.exp(-ax * ax);
  return sign * y;
}

/** Strength of the passing band of light at its centre (screen blend). */
const SWEEP_STRENGTH = 0.34;
const SWEEP_WIDTH = 0.09;

/**
 * The band's strength at distance `d` (in card units) from its centre line: strength · (1 − t²/16)^16 at
 * t = d / width, within 0.012 of a Gaussian e^(−t²) and exactly 0 from 4 widths on. The WebAssembly runs read it from SWEEP_TABLE.
 */
export function sweepBand(d: number): number {
  const t = d / SWEEP_WIDTH;
  let q = 1 - (t * t) / 16;
  if (q <= 0) return 0;
  q *= q;
  q *= q;
  q *= q;
  return SWEEP_STRENGTH * q * q;
}

/** sweepBand ×256 at 512 steps over −4 … 4 band widths: the WebAssembly card runs read the band from it. */
const SWEEP_TABLE = Int32Array.from({ length: 512 }, (_, i) => Math.round(256 * sweepBand(((i + 0.5) / 64 - 4) * SWEEP_WIDTH)));
/** 0xff000000 as a signed 32-bit value: alpha 255 in a little-endian RGBA word. */
const OPAQUE = -16777216;

function drawCard(target: Uint8Array, layout: VideoLayout, image: RgbaImage, card: CardOnScreen, state: FrameState): void {
  const { width } = layout;
  const opacity = state.card.opacity;
  if (opacity <= 0.004) return;
  const { m, top, bottom, pxW, pxH, radius, covered, touched } = card;
  const iw = image.width, ih = image.height;
  // Texels are read and written 32 bits at a time, through signed views (V8 keeps them small integers).
  const src = new Int32Array(image.data.buffer, image.data.byteOffset, iw * ih);
  const out = new Int32Array(target.buffer, target.byteOffset, width * layout.height);
  const opaque = opacity >= 0.999;
  const sweep = state.sweep;
  for (let y = top; y <= bottom; y++) {
    const sy = y + 0.5;
    const u0 = m.b * sy + m.c, v0 = m.e * sy + m.f, w0 = m.h * sy + m.i;
    const inFrom = covered.from[y]!, inTo = covered.to[y]!;
    const left = touched.from[y]!, right = touched.to[y]!;
    if (left > right) continue;
    // The fully covered run in WebAssembly where it can be; the pixels either side (edges, corners) here.
    const runs: Array<[number, number]> = [[left, right]];
    if (inFrom <= inTo) {
      const x = inFrom + 0.5;
      const uvw = { nu: m.a * x + u0, nv: m.d * x + v0, nw: m.g * x + w0, a: m.a, d: m.d, g: m.g };
      const spanSweep = sweep === null ? null : { at: sweep, invWidth: 1 / SWEEP_WIDTH, table: SWEEP_TABLE };
      if (drawCardSpan(out, y * width + inFrom, inTo - inFrom + 1, image, uvw, spanSweep, opaque ? 1 : opacity)) {
        runs.splice(0, 1, [left, inFrom - 1], [inTo + 1, right]);
      }
    }
    for (const [from, to] of runs) {
      let nu = m.a * (from + 0.5) + u0;
      let nv = m.d * (from + 0.5) + v0;
      let nw = m.g * (from + 0.5) + w0;
      let o = y * width + from;
      for (let x = from; x <= to; x++, o++, nu += m.a, nv += m.d, nw += m.g) {
        const inv = 1 / nw;
        const u = nu * inv, v = nv * inv;
        const inside = x >= inFrom && x <= inTo;
        let cover = 1;
        if (!inside) {
          if (u <= -0.002 || u >= 1.002 || v <= -0.002 || v >= 1.002) continue;
          // Distance to the nearest edges in screen pixels: the edge coverage, and the rounded corners.
          const eu = (u < 0.5 ? u : 1 - u) * pxW;
          const ev = (v < 0.5 ? v : 1 - v) * pxH;
          cover = (eu < ev ? eu : ev) + 0.5;
          if (eu < radius && ev < radius) {
            const cu = radius - eu, cv = radius - ev;
            cover = radius - Math.sqrt(cu * cu + cv * cv) + 0.5;
          }
          if (cover <= 0) continue;
          if (cover > 1) cover = 1;
        }
        const texel = bilinear(src, iw, ih, u, v);
        const band = sweep === null ? 0 : sweepBand((u + 0.5 * v) / 1.5 - sweep);
        if (cover === 1 && opaque && band === 0) {
          out[o] = texel | OPAQUE;
          continue;
        }
        // Edges, fades and the band of light: per channel.
        let r = texel & 0xff, g = (texel >> 8) & 0xff, b = (texel >> 16) & 0xff;
        r += (255 - r) * band;
        g += (255 - g) * band;
        b += (255 - b) * band;
        const alpha = cover * opacity;
        const t = o * 4;
        target[t] = target[t]! + (r - target[t]!) * alpha + 0.5;
        target[t + 1] = target[t + 1]! + (g - target[t + 1]!) * alpha + 0.5;
        target[t + 2] = target[t + 2]! + (b - target[t + 2]!) * alpha + 0.5;
      }
    }
  }
}

/** The x of a card row (u = (a·x + u0) / (g·x + w0), v likewise; `s` the sign of w) where du ≤ u ≤ 1 − du and dv ≤ v ≤ 1 − dv. */
function coveredRun(row: { m: ReturnType<typeof screenToCard>; s: number; u0: number; v0: number; w0: number; left: number; right: number }, du: number, dv: number) {
  const { m, s, u0, v0, w0 } = row;
  const span = { lo: row.left - 1, hi: row.right + 1 };
  narrow(span, s * (m.a - du * m.g), s * (u0 - du * w0));
  narrow(span, s * ((1 - du) * m.g - m.a), s * ((1 - du) * w0 - u0));
  narrow(span, s * (m.d - dv * m.g), s * (v0 - dv * w0));
  narrow(span, s * ((1 - dv) * m.g - m.d), s * ((1 - dv) * w0 - v0));
  return span;
}

/** Narrows `span` to the x where k·(x + 0.5) + b ≥ 0. */
function narrow(span: { lo: number; hi: number }, k: number, b: number): void {
  if (Math.abs(k) < 1e-12) {
    if (b < 0) span.hi = span.lo - 1;
  } else if (k > 0) span.lo = Math.max(span.lo, -b / k - 0.5);
  else span.hi = Math.min(span.hi, -b / k - 0.5);
}

/**
 * The picture at (u, v) in 0…1, bilinear and clamped to its edge, as 0x00BBGGRR. Two channels are interpolated per
 * operation; 7-bit weights keep every value a small signed integer, which V8 runs fastest.
 */
function bilinear(src: Int32Array, iw: number, ih: number, u: number, v: number): number {
  let fx = u * iw - 0.5, fy = v * ih - 0.5;
  if (fx < 0) fx = 0;
  else if (fx > iw - 1) fx = iw - 1;
  if (fy < 0) fy = 0;
  else if (fy > ih - 1) fy = ih - 1;
  const x0 = fx | 0, y0 = fy | 0;
  const wx = ((fx - x0) * 128) | 0, wy = ((fy - y0) * 128) | 0;
  const p = y0 * iw + x0;
  const right = x0 < iw - 1 ? 1 : 0, down = y0 < ih - 1 ? iw : 0;
  const p00 = src[p]!, p10 = src[p + right]!, p01 = src[p + down]!, p11 = src[p + down + right]!;
  const rbTop = (((p00 & 0xff00ff) * (128 - wx) + (p10 & 0xff00ff) * wx) >> 7) & 0xff00ff;
  const rbBottom = (((p01 & 0xff00ff) * (128 - wx) + (p11 & 0xff00ff) * wx) >> 7) & 0xff00ff;
  const gTop = (((p00 >> 8) & 0xff) * (128 - wx) + ((p10 >> 8) & 0xff) * wx) >> 7;
  const gBottom = (((p01 >> 8) & 0xff) * (128 - wx) + ((p11 >> 8) & 0xff) * wx) >> 7;
  return (((rbTop * (128 - wy) + rbBottom * wy) >> 7) & 0xff00ff) | (((gTop * (128 - wy) + gBottom * wy) >> 7) << 8);
}

/** Per row of an image, the first and last column with any opacity (first > last where none): cached per image. */
const inkedColumns = new WeakMap<RgbaImage, Int32Array>();

function inkedColumnsOf(image: RgbaImage): Int32Array {
  let spans = inkedColumns.get(image);
  if (spans) return spans;
  spans = new Int32Array(image.height * 2);
  for (let j = 0; j < image.height; j++) {
    let first = image.width, last = -1;
    for (let i = 0; i < image.width; i++) {
      if (image.data[(j * image.width + i) * 4 + 3]! === 0) continue;
      if (first > i) first = i;
      last = i;
    }
    spans[2 * j] = first;
    spans[2 * j + 1] = last;
  }
  inkedColumns.set(image, spans);
  return spans;
}

/** Straight-alpha `image` over the opaque frame at (x, y), times `opacity`. Only the columns with ink are visited. */
export function blendImage(target: Uint8Array, width: number, height: number, image: RgbaImage, x: number, y: number, opacity: number): void {
  const src = image.data;
  const spans = inkedColumnsOf(image);
  const solid = opacity >= 1;
  for (let j = Math.max(0, -y); j < image.height && y + j < height; j++) {
    const to = Math.min(spans[2 * j + 1]!, width - 1 - x);
    for (let i = Math.max(spans[2 * j]!, -x); i <= to; i++) {
      const s = (j * image.width + i) * 4;
      const alpha = src[s + 3]!;
      if (alpha === 0) continue;
      const o = ((y + j) * width + x + i) * 4;
      if (alpha === 255 && solid) {
        target[o] = src[s]!;
        target[o + 1] = src[s + 1]!;
        target[o + 2] = src[s + 2]!;
        continue;
      }
      const a = (alpha / 255) * opacity;
      target[o] = target[o]! + (src[s]! - target[o]!) * a + 0.5;
      target[o + 1] = target[o + 1]! + (src[s + 1]! - target[o + 1]!) * a + 0.5;
      target[o + 2] = target[o + 2]! + (src[s + 2]! - target[o + 2]!) * a + 0.5;
    }
  }
}
