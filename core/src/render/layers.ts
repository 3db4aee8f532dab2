/**
 * A print area's artwork: its layers, bottom first, drawn in order into one transparent canvas the shape of the area —
 * images placed as the renderer places a single design, text by the one text renderer (core/src/text). The mockup
 * renderer then maps the artwork onto the template exactly as it maps a single design. With one plain image layer
 * (visible, fully opaque) nothing is redrawn: the design itself is the artwork, so the pixels are today's.
 */
import { BASE_FILL, uvToDesign } from './placement';
import { textStyle, isVisible, type TextLayer } from '../editor/document';
import { parseHexColour } from './colour';
import { bilinearTexel, overWord, premultipliedWords } from './premultiplied';
import { textFont } from '../text/font-cache';
import { glyphPolygons, layoutText } from '../text/layout';
import { fillPolygons } from '../text/rasterise';
import type { AreaDesign, Placement, RgbaImage } from './types';

/** A layer with its image decoded: what the compositor draws. */
export type ResolvedLayer =
  | { type: 'image'; image: RgbaImage; placement: Placement; opacity?: number | undefined; hidden?: boolean | undefined }
  | (TextLayer & { type: 'text' });

/** Where the artwork fills the print area: centred, contained at 100 % (BASE_FILL × size = 1). */
export const WHOLE_AREA: Readonly<Placement> = Object.freeze({ x: 50, y: 50, size: 1 / BASE_FILL, rotation: 0 });

export type { AreaDesign };

/** The artwork's pixel size for a print area `aspect` wide and 1 high whose longer side is `longSide`. */
export function artworkSize(aspect: number, longSide: number): { width: number; height: number } {
  return aspect >= 1
    ? { width: longSide, height: Math.max(1, Math.round(longSide / aspect)) }
    : { width: Math.max(1, Math.round(longSide * aspect)), height: longSide };
}

/** The one image layer an area shows when it is all there is (and plainly drawn), else undefined. */
export function plainSingleImage(layers: readonly ResolvedLayer[]): Extract<ResolvedLayer, { type: 'image' }> | undefined {
  const visible = layers.filter(isVisible);
  const [only] = visible;
  return visible.length === 1 && only!.type === 'image' && (only!.opacity ?? 1) === 1 ? only : undefined;
}

/**
 * The design the mockup renderer should map onto the area: the single design as it is, or the layers drawn into an
 * artwork whose longer side is `longSide` (the render's design working size).
 */
export function areaDesign(layers: readonly ResolvedLayer[], aspect: number, longSide: number): AreaDesign {
  const single = plainSingleImage(layers);
  if (single) return { design: single.image, placement: single.placement };
  if (!layers.some(isVisible)) return { design: null, placement: WHOLE_AREA };
  const { width, height } = artworkSize(aspect, longSide);
  const artwork = { width, height, data: new Uint8Array(width * height * 4) };
  drawLayers(artwork, layers);
  return { design: artwork, placement: WHOLE_AREA };
}

/** Draws the layers, bottom first, into `target` (straight-alpha RGBA, usually transparent), clipped to it. */
export function drawLayers(target: RgbaImage, layers: readonly ResolvedLayer[]): void {
  for (const layer of layers) {
    if (!isVisible(layer)) continue;
    if (layer.type === 'image') drawImage(target, layer.image, layer.placement, layer.opacity ?? 1);
    else drawText(target, layer);
  }
}

/** Whether an Int32Array over RGBA bytes reads r as its low byte, so a premultiplied word can be stored as it is. */
const LITTLE_ENDIAN = new Uint8Array(new Uint32Array([1]).buffer)[0] === 1;

/** The target's pixels as words when they can be written whole (little-endian, aligned), else null. */
function wordsOf(data: RgbaImage['data']): Int32Array | null {
  return LITTLE_ENDIAN && data.byteOffset % 4 === 0 ? new Int32Array(data.buffer, data.byteOffset, data.length / 4) : null;
}

/**
 * Where a placed image reaches on a W × H artwork, and how it is sampled: the artwork's rows and columns
 * [fromX, toX) × [fromY, toY) its corners may reach, and for artwork pixel (px, py) the design pixel
 * (a·u + b·v + c, d·u + e·v + f) at u = (px + ½) / W, v = (py + ½) / H (placement.ts).
 */
function placedImage(W: number, H: number, image: RgbaImage, placement: Placement) {
  const { width: w, height: h } = image;
  const m = uvToDesign(placement, W / H, w, h);
  const det = m.a * m.e - m.b * m.d;
  let x0 = W, x1 = 0, y0 = H, y1 = 0;
  for (const [dx, dy] of [[-0.5, -0.5], [w - 0.5, -0.5], [-0.5, h - 0.5], [w - 0.5, h - 0.5]] as const) {
    const x = dx - m.c, y = dy - m.f;
    const u = (m.e * x - m.b * y) / det, v = (m.a * y - m.d * x) / det;
    x0 = Math.min(x0, u * W); x1 = Math.max(x1, u * W); y0 = Math.min(y0, v * H); y1 = Math.max(y1, v * H);
  }
  return {
    m,
    fromX: Math.max(0, Math.floor(x0) - 1), toX: Math.min(W, Math.ceil(x1) + 1),
    fromY: Math.max(0, Math.floor(y0) - 1), toY: Math.min(H, Math.ceil(y1) + 1),
  };
}

/**
 * An image layer: each artwork pixel samples the design through placement⁻¹ (placement.ts), bilinearly over its
 * premultiplied words (no dark fringes), as the renderer samples a single design.
 */
function drawImage(target: RgbaImage, image: RgbaImage, placement: Placement, opacity: number): void {
  const { width: W, height: H, data: out } = target;
  const { width: w, height: h } = image;
  const words = premultipliedWords(image);
  const out32 = opacity >= 1 ? wordsOf(out) : null;
  const { m, fromX, toX, fromY, toY } = placedImage(W, H, image, placement);
  // Stepping one artwork pixel right moves the sample by (a, d) / W design pixels.
  const stepX = m.a / W, stepY = m.d / W;
  for (let py = fromY; py < toY; py++) {
    const v = (py + 0.5) / H;
    let dx = m.a * ((fromX + 0.5) / W) + m.b * v + m.c;
    let dy = m.d * ((fromX + 0.5) / W) + m.e * v + m.f;
    for (let px = fromX; px < toX; px++, dx += stepX, dy += stepY) {
      const texel = bilinearTexel(words, w, h, dx, dy);
      const a = texel >>> 24;
      if (a === 0) continue;
      const p = py * W + px;
      // An opaque texel at full opacity covers what is below: its word is the straight colour as it is.
      if (a === 255 && out32) {
        out32[p] = texel;
        continue;
      }
      const r = ((texel & 255) * 255) / a, g = (((texel >>> 8) & 255) * 255) / a, b = (((texel >>> 16) & 255) * 255) / a;
      const alpha = (a / 255) * opacity;
      const o = p * 4;
      if (alpha >= 1 - 1e-9 || out[o + 3] === 0) {
        // Nothing below to mix with: the colour as it is.
        out[o] = Math.min(255, Math.round(r));
        out[o + 1] = Math.min(255, Math.round(g));
        out[o + 2] = Math.min(255, Math.round(b));
        out[o + 3] = Math.round(Math.min(1, alpha) * 255);
      } else blendOver(out, o, r, g, b, alpha);
    }
  }
}

/**
 * An image layer drawn over premultiplied artwork `words` (W × H) as drawImage draws it over straight bytes: a
 * preview's moving layer, composed without converting the artwork to straight bytes and back.
 */
export function drawImageWords(words: Int32Array, W: number, H: number, layer: Extract<ResolvedLayer, { type: 'image' }>): void {
  if (!isVisible(layer)) return;
  const { image, placement } = layer;
  const { width: w, height: h } = image;
  const texels = premultipliedWords(image);
  // Opacity in 1/256ths, applied to every byte of a premultiplied texel.
  const opacity = Math.round(Math.min(1, Math.max(0, layer.opacity ?? 1)) * 256);
  const { m, fromX, toX, fromY, toY } = placedImage(W, H, image, placement);
  const stepX = m.a / W, stepY = m.d / W;
  for (let py = fromY; py < toY; py++) {
    const v = (py + 0.5) / H;
    let dx = m.a * ((fromX + 0.5) / W) + m.b * v + m.c;
    let dy = m.d * ((fromX + 0.5) / W) + m.e * v + m.f;
    for (let px = fromX, p = py * W + fromX; px < toX; px++, p++, dx += stepX, dy += stepY) {
      let texel = bilinearTexel(texels, w, h, dx, dy);
      if (texel === 0) continue;
      if (opacity < 256) texel = ((((texel & 0xff00ff) * opacity) >>> 8) & 0xff00ff) | ((((texel >>> 8) & 0xff00ff) * opacity) & 0xff00ff00);
      const a = texel >>> 24;
      if (a === 0) continue;
      words[p] = a === 255 ? texel : overWord(texel, words[p]!, 255 - a);
    }
  }
}

function blendOver(data: RgbaImage['data'], o: number, r: number, g: number, b: number, a: number): void {
  const da = data[o + 3]! / 255;
  const outA = a + da * (1 - a);
  const keep = (da * (1 - a)) / outA, put = a / outA;
  data[o] = Math.round(r * put + data[o]! * keep);
  data[o + 1] = Math.round(g * put + data[o + 1]! * keep);
  data[o + 2] = Math.round(b * put + data[o + 2]! * keep);
  data[o + 3] = Math.round(outA * 255);
}

/**
 * A text layer: its em is `size` × placement.size of the area's height, the block centred on Position X/Y and turned
 * by Rotation like an image.
 */
function drawText(target: RgbaImage, layer: TextLayer): void {
  const style = textStyle(layer);
  const font = textFont(style.font);
  const layout = layoutText(font, layer.text, style);
  const { width: W, height: H } = target;
  const em = style.size * layer.placement.size * H;
  const cx = (layer.placement.x / 100) * W, cy = (layer.placement.y / 100) * H;
  const theta = (layer.placement.rotation * Math.PI) / 180;
  const cos = Math.cos(theta) * em, sin = Math.sin(theta) * em;
  const polygons = glyphPolygons(font, layout, (x, y) => [cx + x * cos - y * sin, cy + x * sin + y * cos]);
  fillPolygons(target, polygons, parseHexColour(style.color), layer.opacity ?? 1);
}
