/**
 * A print area's artwork: its layers, bottom first, drawn in order into one transparent canvas the shape of the area —
 * images placed as the renderer places a single design, text by the one text renderer (core/src/text). The mockup
 * renderer then maps the artwork onto the template exactly as it maps a single design. With one plain image layer
 * (visible, fully opaque) nothing is redrawn: the design itself is the artwork, so the pixels are today's.
 */
import { BASE_FILL, uvToDesign } from './placement';
import { textStyle, isVisible, type TextLayer } from '../editor/document';
import { parseHexColour } from './colour';
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

/** An image layer: each artwork pixel samples the design through placement⁻¹ (placement.ts), bilinearly. */
function drawImage(target: RgbaImage, image: RgbaImage, placement: Placement, opacity: number): void {
  const { width: W, height: H, data: out } = target;
  const { width: w, height: h, data: src } = image;
  const m = uvToDesign(placement, W / H, w, h);
  // Rows and columns the placed image may reach: its corners in artwork pixels.
  const det = m.a * m.e - m.b * m.d;
  let x0 = W, x1 = 0, y0 = H, y1 = 0;
  for (const [dx, dy] of [[-0.5, -0.5], [w - 0.5, -0.5], [-0.5, h - 0.5], [w - 0.5, h - 0.5]] as const) {
    const x = dx - m.c, y = dy - m.f;
    const u = (m.e * x - m.b * y) / det, v = (m.a * y - m.d * x) / det;
    x0 = Math.min(x0, u * W); x1 = Math.max(x1, u * W); y0 = Math.min(y0, v * H); y1 = Math.max(y1, v * H);
  }
  const fromX = Math.max(0, Math.floor(x0) - 1), toX = Math.min(W, Math.ceil(x1) + 1);
  const fromY = Math.max(0, Math.floor(y0) - 1), toY = Math.min(H, Math.ceil(y1) + 1);
  // Stepping one artwork pixel right moves the sample by (a, d) / W design pixels.
  const stepX = m.a / W, stepY = m.d / W;
  for (let py = fromY; py < toY; py++) {
    const v = (py + 0.5) / H;
    let dx = m.a * ((fromX + 0.5) / W) + m.b * v + m.c;
    let dy = m.d * ((fromX + 0.5) / W) + m.e * v + m.f;
    for (let px = fromX; px < toX; px++, dx += stepX, dy += stepY) {
      if (dx <= -1 || dy <= -1 || dx >= w || dy >= h) continue;
      // Bilinear over premultiplied texels (no dark fringes); texels outside the image are transparent.
      const ix = Math.floor(dx), iy = Math.floor(dy), fx = dx - ix, fy = dy - iy;
      let r = 0, g = 0, b = 0, a = 0;
      if (ix >= 0 && iy >= 0 && ix + 1 < w && iy + 1 < h) {
        // Inside the image: the four texels without bounds checks.
        const o = (iy * w + ix) * 4, below = o + w * 4;
        const w0 = (1 - fx) * (1 - fy) * src[o + 3]!, w1 = fx * (1 - fy) * src[o + 7]!;
        const w2 = (1 - fx) * fy * src[below + 3]!, w3 = fx * fy * src[below + 7]!;
        r = src[o]! * w0 + src[o + 4]! * w1 + src[below]! * w2 + src[below + 4]! * w3;
        g = src[o + 1]! * w0 + src[o + 5]! * w1 + src[below + 1]! * w2 + src[below + 5]! * w3;
        b = src[o + 2]! * w0 + src[o + 6]! * w1 + src[below + 2]! * w2 + src[below + 6]! * w3;
        a = w0 + w1 + w2 + w3;
      } else {
        for (let k = 0; k < 4; k++) {
          const sx = ix + (k & 1), sy = iy + (k >> 1);
          if (sx < 0 || sy < 0 || sx >= w || sy >= h) continue;
          const o = (sy * w + sx) * 4;
          const wa = (k & 1 ? fx : 1 - fx) * (k >> 1 ? fy : 1 - fy) * src[o + 3]!;
          r += src[o]! * wa;
          g += src[o + 1]! * wa;
          b += src[o + 2]! * wa;
          a += wa;
        }
      }
      if (a <= 0) continue;
      const alpha = (a / 255) * opacity;
      const o = (py * W + px) * 4;
      if (alpha >= 1 - 1e-9 || out[o + 3] === 0) {
        // Nothing below to mix with: the colour as it is.
        out[o] = Math.round(r / a);
        out[o + 1] = Math.round(g / a);
        out[o + 2] = Math.round(b / a);
        out[o + 3] = Math.round(Math.min(1, alpha) * 255);
      } else blendOver(out, o, r / a, g / a, b / a, alpha);
    }
  }
}

/** Lays `overlay` (straight-alpha RGBA the size of `target`) over `target`, as if its layers were drawn there. */
export function drawOver(target: RgbaImage, overlay: RgbaImage): void {
  const out = target.data, src = overlay.data;
  for (let o = 0; o < src.length; o += 4) {
    const a = src[o + 3]!;
    if (a === 0) continue;
    if (a === 255 || out[o + 3] === 0) out.set(src.subarray(o, o + 4), o);
    else blendOver(out, o, src[o]!, src[o + 1]!, src[o + 2]!, a / 255);
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
