/**
 * Renders an imported PSD template: its plan's cached images, the chosen product colour in the colour layer and a
 * picture in each print area, composited by core's layer-stack compositor at the working canvas and resized to the
 * width asked for. The same code runs in the browser and on the server.
 */
import { parseHexColour } from '../render/colour';
import type { RgbaImage } from '../render/types';
import { gaussianBlur } from './blur';
import { displace } from './displace';
import { ByteLru } from '../cache/byte-lru';
import type { Canvas } from './composite-stack';
import { drawArea, type AreaPicture, type DrawnArea } from './draw-area';
import type { RasterNode, StackMask, StackNode } from './layer-stack';
import type { PsdPlan, PsdStep } from './psd-template';
import { buildScene, drawScene, sceneBytes, type PsdScene } from './psd-scene';
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

/** Builds a step's node; each area's node is recorded in `areaOf` when asked (a scene's placeholders). */
function nodeOf(plan: PsdPlan, files: PsdFiles, step: PsdStep, input: PsdRenderInput, areaOf?: Map<StackNode, number>): StackNode | undefined {
  const base = { name: step.name, opacity: step.opacity, clipping: step.clipping, ...(step.mask && { mask: maskOf(files, step.mask) }) };
  switch (step.kind) {
    case 'group': {
      const children = step.children.map((child) => nodeOf(plan, files, child, input, areaOf)).filter((n): n is StackNode => n !== undefined);
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
      return { ...base, kind: 'adjust', blendMode: step.blendMode, table: Uint8Array.from(step.table), hueSaturation: step.hueSaturation };
    case 'area': {
      const drawn = drawnArea(plan, files, step, input.pictures[step.area]);
      // An empty area still clips what is clipped to it (to nothing), as an empty smart object would.
      const empty: RasterNode = { ...base, kind: 'raster', blendMode: step.blendMode, fill: step.fill, left: 0, top: 0, width: 1, height: 1, rgba: new Uint8ClampedArray(4) };
      areaOf?.set(empty, step.area);
      return drawn ? { ...empty, ...drawn } : empty;
    }
  }
}

/** A picture drawn through the area's mesh (and its smart filters: displaced, then blurred), or undefined for none. */
function drawnArea(plan: PsdPlan, files: PsdFiles, step: Extract<PsdStep, { kind: 'area' }>, picture: AreaPicture | undefined): DrawnArea | undefined {
  const area = plan.areas[step.area];
  let drawn = area && picture ? drawArea(area.mesh, area.width / area.height, plan.width, plan.height, picture) : undefined;
  const map = step.displace?.map;
  if (drawn && map) drawn = displace(drawn, { image: fileOf(files, map.file), left: map.left, top: map.top }, step.displace!.x, step.displace!.y, plan.width, plan.height);
  if (drawn && step.blur) drawn = gaussianBlur(drawn, step.blur, plan.width, plan.height);
  return drawn;
}

/** The compositor's nodes for `steps` of the plan (the import flattens static parts of the stack with this too). */
export const nodesOf = (plan: PsdPlan, files: PsdFiles, steps: readonly PsdStep[], input: PsdRenderInput): StackNode[] =>
  steps.map((step) => nodeOf(plan, files, step, input)).filter((n): n is StackNode => n !== undefined);

/** Bytes of prepared scenes kept (per browser tab or server thread): at 2048 px a scene is two 11 MB canvases. */
export const PSD_SCENES_BYTES = 96 * 1024 * 1024;
const scenes = new ByteLru<PsdScene>(PSD_SCENES_BYTES, sceneBytes);
const planIds = new WeakMap<PsdPlan, number>();
let plans = 0;

/** The plan's scene for a colour: kept per (scaled) plan object and colour, so one template at one size is drawn once. */
function sceneOf(plan: PsdPlan, files: PsdFiles, colour: string | undefined): PsdScene {
  let id = planIds.get(plan);
  if (id === undefined) planIds.set(plan, (id = ++plans));
  return scenes.get(`${id} ${colour ?? ''}`, () => {
    const areaOf = new Map<StackNode, number>();
    const nodes = plan.stack.map((step) => nodeOf(plan, files, step, { pictures: [], colour }, areaOf)).filter((n): n is StackNode => n !== undefined);
    return buildScene(plan.width, plan.height, nodes, areaOf);
  });
}

/** Every area step of the plan, at any depth. */
function areaSteps(steps: readonly PsdStep[]): Extract<PsdStep, { kind: 'area' }>[] {
  return steps.flatMap((step) => (step.kind === 'area' ? [step] : step.kind === 'group' ? areaSteps(step.children) : []));
}

/**
 * The composited stack at `width` px wide (the canvas's aspect ratio), straight-alpha RGBA: the template's scene at
 * that size and colour (psd-scene.ts, drawn once) with the pictures composited into it.
 */
export function renderPsd(plan: PsdPlan, files: PsdFiles, input: PsdRenderInput, width: number): Canvas {
  // Narrower than the working canvas: composite at the asked size from layers scaled once (scale-plan.ts).
  const small = scalePlan(plan, files, width);
  const scene = sceneOf(small.plan, small.files, input.colour);
  const drawn: (DrawnArea | undefined)[] = [];
  for (const step of areaSteps(small.plan.stack)) drawn[step.area] ??= drawnArea(small.plan, small.files, step, input.pictures[step.area]);
  const canvas = drawScene(scene, drawn);
  const height = Math.max(1, Math.round((width * plan.height) / plan.width));
  return resizeCanvas(canvas, width, height);
}
