/**
 * Where a layer lands in its print area, in area fractions (u across, v down, 0…1 inside), so the editor can say
 * "clipped at the edge" before the download silently cuts the layer off, and move it back inside ("Fit to area").
 * Images use their placed rectangle (layers.ts: uvToDesign); text uses its glyph outlines from the one text layout.
 */
import { designToUv } from '../render/placement';
import type { ResolvedLayer } from '../render/layers';
import { textFont } from '../text/font-cache';
import { glyphPolygons, layoutText } from '../text/layout';
import { textStyle, isVisible } from './document';
import { clampPlacement, PLACEMENT_BOUNDS, type Placement } from './placement';

export interface AreaBox {
  minU: number;
  maxU: number;
  minV: number;
  maxV: number;
}

/** The layer's bounding box in the area (aspect = area width / height); null when it draws nothing. */
export function layerBounds(layer: ResolvedLayer, placement: Placement, aspect: number): AreaBox | null {
  const box: AreaBox = { minU: Infinity, maxU: -Infinity, minV: Infinity, maxV: -Infinity };
  const add = (u: number, v: number) => {
    box.minU = Math.min(box.minU, u);
    box.maxU = Math.max(box.maxU, u);
    box.minV = Math.min(box.minV, v);
    box.maxV = Math.max(box.maxV, v);
  };
  if (layer.type === 'image') {
    const { width: w, height: h } = layer.image;
    for (const [dx, dy] of [[-0.5, -0.5], [w - 0.5, -0.5], [-0.5, h - 0.5], [w - 0.5, h - 0.5]] as const) {
      add(...designToUv(placement, aspect, w, h, dx, dy));
    }
  } else {
    // As layers.ts drawText, with the area `aspect` wide and 1 high.
    const style = textStyle(layer);
    const font = textFont(style.font);
    const em = style.size * placement.size;
    const theta = (placement.rotation * Math.PI) / 180;
    const cos = Math.cos(theta) * em, sin = Math.sin(theta) * em;
    const cx = (placement.x / 100) * aspect, cy = placement.y / 100;
    const polygons = glyphPolygons(font, layoutText(font, layer.text, style), (x, y) => [cx + x * cos - y * sin, cy + x * sin + y * cos], 0.002);
    for (const polygon of polygons) for (let i = 0; i + 1 < polygon.length; i += 2) add(polygon[i]! / aspect, polygon[i + 1]!);
  }
  return box.minU <= box.maxU ? box : null;
}

/** How far past the edge counts as clipped: a hair of anti-aliasing is not. */
const TOLERANCE = 0.002;

export const isClipped = (box: AreaBox | null) =>
  box !== null && (box.minU < -TOLERANCE || box.minV < -TOLERANCE || box.maxU > 1 + TOLERANCE || box.maxV > 1 + TOLERANCE);

/** Resolved layers are kept while unchanged (a new placement is a new object), so their answer is too. */
const clippedCache = new WeakMap<ResolvedLayer, { aspect: number; clipped: boolean }>();

/** Whether a visible layer crosses the area's edge. */
export function layerClipped(layer: ResolvedLayer, aspect: number): boolean {
  // Asked for every layer whenever the document changes (each frame of a slider): a text's glyphs are laid out once.
  const known = clippedCache.get(layer);
  if (known?.aspect === aspect) return known.clipped;
  const clipped = isVisible(layer) && isClipped(layerBounds(layer, layer.placement, aspect));
  clippedCache.set(layer, { aspect, clipped });
  return clipped;
}

/**
 * A placement for the layer that keeps it whole inside the area: the same rotation, shrunk only as much as needed
 * (on the Size slider's steps) and moved the least distance inward.
 */
export function fitToArea(layer: ResolvedLayer, aspect: number): Placement {
  let placement = layer.placement;
  for (let tries = 0; tries < 40; tries++) {
    const box = layerBounds(layer, placement, aspect);
    if (!box || !isClipped(box)) return placement;
    const width = box.maxU - box.minU, height = box.maxV - box.minV;
    // The box scales with Size about the layer's centre.
    const shrink = Math.min(1, 0.98 / width, 0.98 / height);
    const size = Math.max(PLACEMENT_BOUNDS.size.min, Math.floor(placement.size * shrink * 10 + 1e-9) / 10);
    const ratio = size / placement.size;
    const cu = placement.x / 100, cv = placement.y / 100;
    const left = (box.minU - cu) * ratio, right = (box.maxU - cu) * ratio;
    const top = (box.minV - cv) * ratio, bottom = (box.maxV - cv) * ratio;
    const clamp = (c: number, low: number, high: number) => (low > high ? (low + high) / 2 : Math.min(high, Math.max(low, c)));
    const u = clamp(cu, -left + 0.005, 1 - right - 0.005), v = clamp(cv, -top + 0.005, 1 - bottom - 0.005);
    const next = clampPlacement({ x: u * 100, y: v * 100, size, rotation: placement.rotation });
    // Rounding to the sliders' steps may leave it a hair outside: shrink one more step and try again.
    placement = next.x === placement.x && next.y === placement.y && next.size === placement.size ? clampPlacement({ ...next, size: next.size - 0.1 }) : next;
    if (placement.size <= PLACEMENT_BOUNDS.size.min && tries > 20) return clampPlacement(placement);
  }
  return clampPlacement(placement);
}
