/**
 * Draws a PSD layer tree (layer-stack.ts) onto a canvas-sized straight-alpha RGBA buffer, as Photoshop composites
 * it: blend modes, opacity × fill, layer masks, clipping groups, isolated and pass-through groups; hidden layers are
 * skipped. Pure code over byte arrays, so the browser and the server draw the same pixels.
 *
 * Known differences from Photoshop, kept small on purpose: Fill acts like opacity for every mode (Photoshop treats
 * Fill differently for eight modes such as colour burn and linear dodge); a base's mask counts as part of its pixels'
 * alpha when clipped layers are mixed onto it (the import caches masks in the alpha, so it cannot tell them apart).
 */
import { blendPixel, separableTable } from './blend-modes';
import { hueSaturationMapper } from './hue-saturation';
import { maskAt, type AdjustNode, type GroupNode, type RasterNode, type StackNode } from './layer-stack';

export interface Canvas {
  width: number;
  height: number;
  /** Straight-alpha RGBA, width × height × 4. */
  data: Uint8ClampedArray;
}

export const newCanvas = (width: number, height: number): Canvas => ({ width, height, data: new Uint8ClampedArray(width * height * 4) });

/** A coverage factor per canvas pixel (0–255), or none. */
type Clip = Uint8Array | undefined;

/** Composites `nodes` (bottom to top) onto `canvas` in place. */
export function compositeStack(canvas: Canvas, nodes: readonly StackNode[]): Canvas {
  drawNodes(canvas, nodes, undefined);
  return canvas;
}

function drawNodes(canvas: Canvas, nodes: readonly StackNode[], clip: Clip): void {
  let i = 0;
  while (i < nodes.length) {
    const base = nodes[i]!;
    let j = i + 1;
    while (j < nodes.length && nodes[j]!.clipping) j++;
    const clipped = nodes.slice(i + 1, j).filter((n) => !n.hidden);
    i = j;
    // A layer clipped to nothing (the stack's first) is drawn as a plain layer, as Photoshop does.
    if (base.hidden) continue;
    if (clipped.length === 0) drawNode(canvas, base, clip, 1);
    else drawClippingGroup(canvas, base, clipped, clip);
  }
}

function drawNode(canvas: Canvas, node: StackNode, clip: Clip, fade: number): void {
  if (node.kind === 'raster') drawRaster(canvas, node, clip, fade);
  else if (node.kind === 'adjust') drawAdjustment(canvas, node, clip, fade);
  else drawGroup(canvas, node, clip, fade);
}

/** Maps every covered pixel below through the table and blends the result back by opacity, mask and clip. */
function drawAdjustment(canvas: Canvas, layer: AdjustNode, clip: Clip, fade: number): void {
  const strength = layer.opacity * fade;
  if (strength <= 0) return;
  const { data } = canvas;
  const { table, mask, blendMode } = layer;
  const mapped = new Uint8Array(4);
  const mapHsl = layer.hueSaturation && hueSaturationMapper(layer.hueSaturation);
  for (let y = 0; y < canvas.height; y++) {
    for (let x = 0; x < canvas.width; x++) {
      const p = y * canvas.width + x, o = 4 * p;
      if (data[o + 3] === 0) continue;
      let alpha = strength;
      if (mask) alpha *= maskAt(mask, x, y);
      if (clip) alpha *= clip[p]! / 255;
      if (alpha <= 0) continue;
      if (mapHsl) {
        mapped[0] = table[data[o]!]!;
        mapped[1] = table[256 + data[o + 1]!]!;
        mapped[2] = table[512 + data[o + 2]!]!;
        mapHsl(mapped, 0);
        if (blendMode === 'normal' && alpha === 1) {
          data.set(mapped.subarray(0, 3), o);
          continue;
        }
      } else if (blendMode === 'normal' && alpha === 1) {
        // At full strength the mix is the mapped colour itself (what the rounding below gives too).
        data[o] = table[data[o]!]!;
        data[o + 1] = table[256 + data[o + 1]!]!;
        data[o + 2] = table[512 + data[o + 2]!]!;
        continue;
      }
      if (!mapHsl) {
        mapped[0] = table[data[o]!]!;
        mapped[1] = table[256 + data[o + 1]!]!;
        mapped[2] = table[512 + data[o + 2]!]!;
      }
      mapped[3] = 255;
      if (blendMode === 'normal') {
        for (let c = 0; c < 3; c++) data[o + c] = Math.round(data[o + c]! + (mapped[c]! - data[o + c]!) * alpha);
        continue;
      }
      // An adjustment changes colours, never coverage: mix as over an opaque pixel, then put the alpha back.
      const coverage = data[o + 3]!;
      data[o + 3] = 255;
      blendPixel(blendMode, data, o, mapped, 0, alpha);
      data[o + 3] = coverage;
    }
  }
}

function drawRaster(canvas: Canvas, layer: RasterNode, clip: Clip, fade: number): void {
  const strength = layer.opacity * layer.fill * fade;
  if (strength <= 0) return;
  const x0 = Math.max(0, layer.left), y0 = Math.max(0, layer.top);
  const x1 = Math.min(canvas.width, layer.left + layer.width), y1 = Math.min(canvas.height, layer.top + layer.height);
  const { mask, rgba, blendMode } = layer;
  const { data } = canvas;
  const table = separableTable(blendMode);
  if (table && !mask && !clip && strength === 1) return drawPlainRaster(canvas, layer, table, x0, y0, x1, y1);
  for (let y = y0; y < y1; y++) {
    for (let x = x0; x < x1; x++) {
      const s = 4 * ((y - layer.top) * layer.width + (x - layer.left));
      const p = y * canvas.width + x, d = 4 * p;
      let alpha = (rgba[s + 3]! / 255) * strength;
      if (mask) alpha *= maskAt(mask, x, y);
      if (clip) alpha *= clip[p]! / 255;
      if (alpha <= 0) continue;
      if (data[d + 3] === 0) {
        // Over nothing every mode shows the source as it is.
        data[d] = rgba[s]!;
        data[d + 1] = rgba[s + 1]!;
        data[d + 2] = rgba[s + 2]!;
        data[d + 3] = Math.round(alpha * 255);
        continue;
      }
      if (table && data[d + 3] === 255) {
        // The common case (a layer over an opaque photo) by table: mixed = B(b, s), then b + (mixed − b)·alpha.
        for (let c = 0; c < 3; c++) {
          const b = data[d + c]!;
          data[d + c] = Math.round(b + (table[(b << 8) | rgba[s + c]!]! - b) * alpha);
        }
        continue;
      }
      blendPixel(blendMode, data, d, rgba, s, alpha);
    }
  }
}

/**
 * round(b + (m − b)·a/255) − b for every difference m − b (−255…255) and source alpha a, index (m − b + 255) << 8 | a:
 * a/255 times a whole number is never exactly half-way between two, so this is what the floating-point mix rounds to.
 */
export const MIX_DELTA = (() => {
  const table = new Int16Array(511 << 8);
  for (let diff = -255; diff <= 255; diff++) for (let a = 0; a < 256; a++) table[((diff + 255) << 8) | a] = Math.floor((diff * a + 127) / 255);
  return table;
})();

/**
 * drawRaster for the common layer — a separable mode at full opacity and fill, no mask or clip — by table over
 * opaque backdrops: the same bytes as the general path, without a float or a rounding a channel.
 */
function drawPlainRaster(canvas: Canvas, layer: RasterNode, table: Uint8Array, x0: number, y0: number, x1: number, y1: number): void {
  const { rgba, blendMode } = layer;
  const { data } = canvas;
  for (let y = y0; y < y1; y++) {
    let s = 4 * ((y - layer.top) * layer.width + (x0 - layer.left)), d = 4 * (y * canvas.width + x0);
    for (let x = x0; x < x1; x++, s += 4, d += 4) {
      const a = rgba[s + 3]!;
      if (a === 0) continue;
      const below = data[d + 3]!;
      if (below === 255) {
        const r = data[d]!, g = data[d + 1]!, b = data[d + 2]!;
        data[d] = r + MIX_DELTA[((table[(r << 8) | rgba[s]!]! - r + 255) << 8) | a]!;
        data[d + 1] = g + MIX_DELTA[((table[(g << 8) | rgba[s + 1]!]! - g + 255) << 8) | a]!;
        data[d + 2] = b + MIX_DELTA[((table[(b << 8) | rgba[s + 2]!]! - b + 255) << 8) | a]!;
      } else if (below === 0) {
        data[d] = rgba[s]!;
        data[d + 1] = rgba[s + 1]!;
        data[d + 2] = rgba[s + 2]!;
        data[d + 3] = a;
      } else blendPixel(blendMode, data, d, rgba, s, a / 255);
    }
  }
}

function drawGroup(canvas: Canvas, group: GroupNode, clip: Clip, fade: number): void {
  const strength = group.opacity * fade;
  if (strength <= 0) return;
  if (group.blendMode === 'pass through') {
    if (strength >= 1 && !group.mask && !clip) return drawNodes(canvas, group.children, undefined);
    // The children mix with what is below them; the group's opacity and mask then fade that result in.
    const mixed: Canvas = { ...canvas, data: canvas.data.slice() };
    drawNodes(mixed, group.children, undefined);
    return fadeIn(canvas, mixed, strength, group, clip);
  }
  const alone = newCanvas(canvas.width, canvas.height);
  drawNodes(alone, group.children, undefined);
  const { mask, blendMode } = group;
  for (let y = 0; y < canvas.height; y++) {
    for (let x = 0; x < canvas.width; x++) {
      const p = y * canvas.width + x;
      if (alone.data[4 * p + 3] === 0) continue;
      let alpha = (alone.data[4 * p + 3]! / 255) * strength;
      if (mask) alpha *= maskAt(mask, x, y);
      if (clip) alpha *= clip[p]! / 255;
      blendPixel(blendMode, canvas.data, 4 * p, alone.data, 4 * p, alpha);
    }
  }
}

/** canvas ← mix(canvas, mixed, strength × mask × clip), with alpha-weighted colours. */
function fadeIn(canvas: Canvas, mixed: Canvas, strength: number, group: { mask?: GroupNode['mask'] }, clip: Clip): void {
  const { data } = canvas;
  for (let y = 0; y < canvas.height; y++) {
    for (let x = 0; x < canvas.width; x++) {
      const p = y * canvas.width + x, o = 4 * p;
      let t = strength;
      if (group.mask) t *= maskAt(group.mask, x, y);
      if (clip) t *= clip[p]! / 255;
      if (t <= 0) continue;
      const a0 = data[o + 3]! / 255, a1 = mixed.data[o + 3]! / 255;
      const a = a0 + (a1 - a0) * t;
      if (a <= 0) {
        data[o + 3] = 0;
        continue;
      }
      const w0 = (a0 * (1 - t)) / a, w1 = (a1 * t) / a;
      for (let c = 0; c < 3; c++) data[o + c] = Math.round(data[o + c]! * w0 + mixed.data[o + c]! * w1);
      data[o + 3] = Math.round(a * 255);
    }
  }
}

/**
 * A base layer and the layers clipped to it, as Photoshop composites them by default ("blend clipped layers as
 * group"): the clipped layers are drawn onto the base alone, with their own modes, and the result joins the canvas
 * with the base's mode, opacity and fill and only the base's coverage (pixel alpha × mask), so a clipped layer never
 * shows where the base is partly transparent more than the base does, nor mixes with the layers below the base.
 */
function drawClippingGroup(canvas: Canvas, base: StackNode, clipped: readonly StackNode[], clip: Clip): void {
  if (base.kind === 'adjust') return drawClippedAdjustment(canvas, base, clipped, clip);
  const strength = base.opacity * (base.kind === 'raster' ? base.fill : 1);
  if (strength <= 0) return;
  const alone = newCanvas(canvas.width, canvas.height);
  drawNode(alone, { ...base, opacity: 1, ...(base.kind === 'raster' ? { fill: 1, blendMode: 'normal' } : { blendMode: 'normal' }) } as StackNode, undefined, 1);
  const coverage = new Uint8Array(canvas.width * canvas.height);
  for (let p = 0; p < coverage.length; p++) coverage[p] = alone.data[4 * p + 3]!;
  for (const layer of clipped) drawNode(alone, layer, undefined, 1);
  const mode = base.blendMode === 'pass through' ? 'normal' : base.blendMode;
  for (let p = 0; p < coverage.length; p++) {
    if (coverage[p] === 0) continue;
    let alpha = (coverage[p]! / 255) * strength;
    if (clip) alpha *= clip[p]! / 255;
    blendPixel(mode, canvas.data, 4 * p, alone.data, 4 * p, alpha);
  }
}

/**
 * Layers clipped to an adjustment: drawn over what the adjustment makes of the canvas, then mixed back by the
 * adjustment's mode, opacity and mask, colours only (an adjustment covers what is below it and nothing more).
 */
function drawClippedAdjustment(canvas: Canvas, base: AdjustNode, clipped: readonly StackNode[], clip: Clip): void {
  if (base.opacity <= 0) return;
  const mixed: Canvas = { ...canvas, data: canvas.data.slice() };
  const { mask: _mask, ...unmasked } = base;
  drawAdjustment(mixed, { ...unmasked, opacity: 1, blendMode: 'normal' }, undefined, 1);
  for (const layer of clipped) drawNode(mixed, layer, undefined, 1);
  const { data } = canvas;
  const opaque = new Uint8Array(4);
  for (let y = 0; y < canvas.height; y++) {
    for (let x = 0; x < canvas.width; x++) {
      const p = y * canvas.width + x, o = 4 * p;
      if (data[o + 3] === 0) continue;
      let alpha = base.opacity;
      if (base.mask) alpha *= maskAt(base.mask, x, y);
      if (clip) alpha *= clip[p]! / 255;
      if (alpha <= 0) continue;
      opaque.set(mixed.data.subarray(o, o + 3));
      opaque[3] = 255;
      const coverage = data[o + 3]!;
      data[o + 3] = 255;
      blendPixel(base.blendMode, data, o, opaque, 0, alpha);
      data[o + 3] = coverage;
    }
  }
}
