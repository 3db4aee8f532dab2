/**
 * A PSD stack prepared for many renders that differ only in the pictures in its print areas (the editor's frames,
 * a batch, a download after a preview). Everything else is drawn once: the canvas below the first area, and the
 * whole stack with every area empty. A render then copies the empty stack and composites the stack again only
 * inside the drawn areas' rectangles, starting there from the canvas below them.
 *
 * This gives the same bytes as compositing the whole stack: every step of the compositor (blend modes, masks,
 * clipping shapes, groups, adjustments) works pixel by pixel, so a pixel outside every drawn area comes out as it
 * does with the areas empty, and inside a rectangle each pixel goes through the same steps in the same order.
 * Layers above the design keep their own blend modes; nothing is merged, so nothing needs an algebra to be exact.
 */
import { compositeStack, newCanvas, type Canvas } from './composite-stack';
import type { DrawnArea } from './draw-area';
import type { RasterNode, StackMask, StackNode } from './layer-stack';

export interface PsdScene {
  width: number;
  height: number;
  /** The stack's top-level nodes, each print area an empty placeholder. */
  nodes: readonly StackNode[];
  /** Each placeholder (at any depth) and the index of the area it stands for. */
  areaOf: ReadonlyMap<StackNode, number>;
  /** nodes[0, split) hold no area and end a clipping group: they are composited once, into `below`. */
  split: number;
  /** nodes[0, split) composited (undefined when split is 0: transparent). */
  below: Canvas | undefined;
  /** The whole stack with every area empty. */
  empty: Canvas;
}

interface Rect {
  left: number;
  top: number;
  width: number;
  height: number;
}

const holdsArea = (node: StackNode, areaOf: ReadonlyMap<StackNode, number>): boolean =>
  areaOf.has(node) || (node.kind === 'group' && node.children.some((child) => holdsArea(child, areaOf)));

export function buildScene(width: number, height: number, nodes: readonly StackNode[], areaOf: ReadonlyMap<StackNode, number>): PsdScene {
  let split = nodes.findIndex((node) => holdsArea(node, areaOf));
  if (split < 0) split = nodes.length;
  // A clipping group is drawn as a whole: the split goes below the base the first area's group is clipped to.
  while (split > 0 && split < nodes.length && nodes[split]!.clipping) split--;
  let below: Canvas | undefined;
  if (split > 0) {
    below = newCanvas(width, height);
    const head = nodes.slice(0, split);
    // A plain opaque-blended first layer over the empty canvas is copied rather than composited pixel by pixel.
    const first = head[0]!;
    if (first.kind === 'raster' && isPlainCopy(first, head[1])) {
      copyInto(below, first);
      head.shift();
    }
    compositeStack(below, head);
  }
  const empty = below ? { width, height, data: below.data.slice() } : newCanvas(width, height);
  compositeStack(empty, nodes.slice(split));
  return { width, height, nodes, areaOf, split, below, empty };
}

/** Bytes a scene holds (its two canvases; the nodes share the template's decoded files). */
export const sceneBytes = (scene: PsdScene) => scene.empty.data.byteLength + (scene.below?.data.byteLength ?? 0);

/** The stack with `drawn[i]` in area i (undefined: left empty), as a new canvas. */
export function drawScene(scene: PsdScene, drawn: readonly (DrawnArea | undefined)[]): Canvas {
  const out: Canvas = { width: scene.width, height: scene.height, data: scene.empty.data.slice() };
  const rects = mergedRects(
    drawn
      .filter((area): area is DrawnArea => !!area)
      .flatMap(inkBands)
      .map((band) => clipped(band, scene.width, scene.height))
      .filter((r): r is Rect => !!r),
  );
  for (const rect of rects) {
    const part = scene.below ? crop(scene.below, rect) : newCanvas(rect.width, rect.height);
    const nodes = scene.nodes.slice(scene.split).map((node) => placed(node, scene.areaOf, drawn, rect.left, rect.top));
    compositeStack(part, nodes);
    paste(out, part, rect);
  }
  return out;
}

/** A node moved by −dx, −dy (onto a rectangle's own canvas), with each area's placeholder replaced by its picture. */
function placed(node: StackNode, areaOf: ReadonlyMap<StackNode, number>, drawn: readonly (DrawnArea | undefined)[], dx: number, dy: number): StackNode {
  const mask = node.mask && shiftedMask(node.mask, dx, dy);
  const withMask = mask ? { ...node, mask } : { ...node };
  switch (withMask.kind) {
    case 'raster': {
      const index = areaOf.get(node);
      const picture = index === undefined ? undefined : drawn[index];
      const raster: RasterNode = picture ? { ...withMask, left: picture.left, top: picture.top, width: picture.width, height: picture.height, rgba: picture.rgba } : withMask;
      return { ...raster, left: raster.left - dx, top: raster.top - dy };
    }
    case 'group':
      return { ...withMask, children: withMask.children.map((child) => placed(child, areaOf, drawn, dx, dy)) };
    default:
      return withMask;
  }
}

const shiftedMask = (mask: StackMask, dx: number, dy: number): StackMask => ({ ...mask, left: mask.left - dx, top: mask.top - dy });

/** Rows of a band: short enough to follow a tilted design's outline, long enough to keep the rectangles few. */
const BAND_ROWS = 16;

/**
 * The parts of a drawn area that hold ink, as bands of BAND_ROWS rows each as wide as its ink: where the picture is
 * transparent the stack comes out as with the area empty, so only these are composited again (a design turned in
 * its area leaves much of the area's box empty).
 */
function inkBands(area: DrawnArea): Rect[] {
  const bands: Rect[] = [];
  for (let top = 0; top < area.height; top += BAND_ROWS) {
    const rows = Math.min(BAND_ROWS, area.height - top);
    let left = area.width, right = 0;
    for (let y = top; y < top + rows; y++) {
      const row = 4 * y * area.width;
      let x = 0;
      while (x < left && area.rgba[row + 4 * x + 3] === 0) x++;
      left = x;
      x = area.width;
      while (x > right && area.rgba[row + 4 * (x - 1) + 3] === 0) x--;
      right = x;
    }
    if (right > left) bands.push({ left: area.left + left, top: area.top + top, width: right - left, height: rows });
  }
  return bands;
}

function clipped(area: Rect, width: number, height: number): Rect | undefined {
  const left = Math.max(0, area.left), top = Math.max(0, area.top);
  const right = Math.min(width, area.left + area.width), bottom = Math.min(height, area.top + area.height);
  return right > left && bottom > top ? { left, top, width: right - left, height: bottom - top } : undefined;
}

/** Rectangles joined until none overlaps another (overlaps would only be composited twice, to the same bytes). */
export function mergedRects(rects: readonly Rect[]): Rect[] {
  const out = [...rects];
  for (let i = 0; i < out.length; i++) {
    for (let j = i + 1; j < out.length; j++) {
      const a = out[i]!, b = out[j]!;
      const overlap = a.left < b.left + b.width && b.left < a.left + a.width && a.top < b.top + b.height && b.top < a.top + a.height;
      if (!overlap) continue;
      const left = Math.min(a.left, b.left), top = Math.min(a.top, b.top);
      out[i] = { left, top, width: Math.max(a.left + a.width, b.left + b.width) - left, height: Math.max(a.top + a.height, b.top + b.height) - top };
      out.splice(j, 1);
      j = i; // the grown rectangle may now meet one already passed
    }
  }
  return out;
}

function crop(canvas: Canvas, rect: Rect): Canvas {
  const part = newCanvas(rect.width, rect.height);
  for (let y = 0; y < rect.height; y++) {
    const from = 4 * ((rect.top + y) * canvas.width + rect.left);
    part.data.set(canvas.data.subarray(from, from + 4 * rect.width), 4 * y * rect.width);
  }
  return part;
}

function paste(canvas: Canvas, part: Canvas, rect: Rect): void {
  for (let y = 0; y < rect.height; y++) canvas.data.set(part.data.subarray(4 * y * rect.width, 4 * (y + 1) * rect.width), 4 * ((rect.top + y) * canvas.width + rect.left));
}

/** Whether a first layer may be copied: normal, full strength, unmasked, not clipped and no base of a clip. */
const isPlainCopy = (node: RasterNode, next: StackNode | undefined) =>
  !node.hidden && !node.clipping && !node.mask && node.blendMode === 'normal' && node.opacity >= 1 && node.fill >= 1 && !next?.clipping;

function copyInto(canvas: Canvas, layer: RasterNode): void {
  const x0 = Math.max(0, layer.left), x1 = Math.min(canvas.width, layer.left + layer.width);
  if (x1 <= x0) return;
  for (let y = Math.max(0, layer.top); y < Math.min(canvas.height, layer.top + layer.height); y++) {
    const from = 4 * ((y - layer.top) * layer.width + (x0 - layer.left));
    canvas.data.set(layer.rgba.subarray(from, from + 4 * (x1 - x0)), 4 * (y * canvas.width + x0));
  }
}
