/**
 * Renders an imported PSD template: its plan's cached images, the chosen product colour in the colour layer and a
 * picture in each print area, composited by core's layer-stack compositor at the working canvas and resized to the
 * width asked for. The same code runs in the browser and on the server.
 */
import { parseHexColour } from '../render/colour';
import type { RgbaImage } from '../render/types';
import { gaussianBlur } from './blur';
import { compositeStack, newCanvas, type Canvas } from './composite-stack';
import { drawArea, type AreaPicture } from './draw-area';
import type { RasterNode, StackMask, StackNode } from './layer-stack';
import type { PsdPlan, PsdStep } from './psd-template';
import { resizeCanvas } from './resize-canvas';
import { scalePlan } from './scale-plan';

/** The plan's files decoded: RGBA images for cached layers, and for colour layers and masks (grey in red). */
export type PsdFiles = ReadonlyMap<string, RgbaImage>;

export interface PsdRenderInput {
  /** One picture per area, by index; an area without one is left empty. */
  pictures: readonly (AreaPicture | undefined)[];
  /** #rrggbb for the colour layer; default the file's own. */
  colour?: string | undefined;
}

function fileOf(files: PsdFiles, name: string): RgbaImage {
  const image = files.get(name);
  if (!image) throw new Error(`psd template: the cached file '${name}' is missing`);
  return image;
}

/** A grey file (its red channel) as a mask. */
function maskOf(files: PsdFiles, mask: NonNullable<PsdStep['mask']>): StackMask {
  const image = fileOf(files, mask.file);
  const data = new Uint8Array(image.width * image.height);
  for (let i = 0; i < data.length; i++) data[i] = image.data[4 * i]!;
  return { left: mask.left, top: mask.top, width: image.width, height: image.height, data, outside: mask.outside };
}

function nodeOf(plan: PsdPlan, files: PsdFiles, step: PsdStep, input: PsdRenderInput): StackNode | undefined {
  const base = { name: step.name, opacity: step.opacity, clipping: step.clipping, ...(step.mask && { mask: maskOf(files, step.mask) }) };
  switch (step.kind) {
    case 'group': {
      const children = step.children.map((child) => nodeOf(plan, files, child, input)).filter((n): n is StackNode => n !== undefined);
      return { ...base, kind: 'group', blendMode: step.blendMode, children };
    }
    case 'image': {
      const image = fileOf(files, step.file);
      return { ...base, kind: 'raster', blendMode: step.blendMode, fill: step.fill, left: step.left, top: step.top, width: image.width, height: image.height, rgba: image.data };
    }
    case 'colour': {
      const coverage = fileOf(files, step.file);
      const [r, g, b] = parseHexColour(input.colour ?? plan.colour ?? '#ffffff');
      const rgba = new Uint8ClampedArray(coverage.width * coverage.height * 4);
      for (let i = 0; i < coverage.width * coverage.height; i++) {
        rgba[4 * i] = r;
        rgba[4 * i + 1] = g;
        rgba[4 * i + 2] = b;
        rgba[4 * i + 3] = coverage.data[4 * i]!;
      }
      return { ...base, kind: 'raster', blendMode: step.blendMode, fill: step.fill, left: step.left, top: step.top, width: coverage.width, height: coverage.height, rgba };
    }
    case 'adjust':
      return { ...base, kind: 'adjust', blendMode: step.blendMode, table: Uint8Array.from(step.table) };
    case 'area': {
      const area = plan.areas[step.area];
      const picture = input.pictures[step.area];
      let drawn = area && picture ? drawArea(area.mesh, area.width / area.height, plan.width, plan.height, picture) : undefined;
      if (drawn && step.blur) drawn = gaussianBlur(drawn, step.blur, plan.width, plan.height);
      // An empty area still clips what is clipped to it (to nothing), as an empty smart object would.
      const empty: RasterNode = { ...base, kind: 'raster', blendMode: step.blendMode, fill: step.fill, left: 0, top: 0, width: 1, height: 1, rgba: new Uint8ClampedArray(4) };
      return drawn ? { ...empty, ...drawn } : empty;
    }
  }
}

/** The compositor's nodes for `steps` of the plan (the import flattens static parts of the stack with this too). */
export const nodesOf = (plan: PsdPlan, files: PsdFiles, steps: readonly PsdStep[], input: PsdRenderInput): StackNode[] =>
  steps.map((step) => nodeOf(plan, files, step, input)).filter((n): n is StackNode => n !== undefined);

/** The composited stack at `width` px wide (the canvas's aspect ratio), straight-alpha RGBA. */
export function renderPsd(plan: PsdPlan, files: PsdFiles, input: PsdRenderInput, width: number): Canvas {
  // Narrower than the working canvas: composite at the asked size from layers scaled once (scale-plan.ts).
  const small = scalePlan(plan, files, width);
  const nodes = nodesOf(small.plan, small.files, small.plan.stack, input);
  const canvas = newCanvas(small.plan.width, small.plan.height);
  // A plain opaque-blended first layer over the empty canvas is copied rather than composited pixel by pixel.
  const first = nodes[0];
  if (first?.kind === 'raster' && isPlainCopy(first, nodes[1])) {
    copyInto(canvas, first);
    nodes.shift();
  }
  compositeStack(canvas, nodes);
  const height = Math.max(1, Math.round((width * plan.height) / plan.width));
  return resizeCanvas(canvas, width, height);
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
