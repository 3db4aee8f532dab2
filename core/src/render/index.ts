/** The mockup renderer: the same code draws the editor preview, the download and the server's renders. */
import { compositeMockup, compositePrint } from './composite';
import { prepareTemplate } from './prepare';
import type { AreaDesign, Placement, RgbaImage, TemplateLayers } from './types';

export { PRODUCT_COLOURS, HEX_COLOUR, parseHexColour } from './colour';
export { compositeMockup, compositePrint, INK_GLOSS } from './composite';
export { rasteriseMesh, NO_UV } from './mesh';
export { drawWatermark } from './watermark';
export { BASE_FILL, designToUv, uvToDesign } from './placement';
export { levelBytes, levelFor, levelSizes, prepareLevel, prepareTemplate, PREVIEW_LEVEL, resample, smallerLevel, type PreparedTemplate } from './prepare';
export * from './surfaces';
export * from './types';

/**
 * Renders a `size` × `size` mockup (from the template prepared at the nearest level, see prepare.ts) into `target`
 * (size² × 4 bytes of RGBA; allocated when absent) and returns it. `otherAreas[k]` is what the template's further
 * print area k (layers.areas[k]) shows; areas left out print nothing.
 */
export function renderMockup(
  layers: TemplateLayers,
  design: RgbaImage | null,
  placement: Placement,
  colour: string,
  size: number,
  target: Uint8Array | Uint8ClampedArray = new Uint8ClampedArray(size * size * 4),
  otherAreas: ReadonlyArray<AreaDesign | undefined> = [],
): Uint8Array | Uint8ClampedArray {
  compositeMockup(prepareTemplate(layers, size), design, placement, colour, target, size, 0, size, otherAreas);
  return target;
}

/**
 * Repaints only the print areas of the `size`² frame in `target`, which renderMockup drew from the same template, size
 * and colour (any designs): what a preview does while a design moves. The frame is the one renderMockup would draw.
 */
export function renderPrint(
  layers: TemplateLayers,
  design: RgbaImage | null,
  placement: Placement,
  colour: string,
  size: number,
  target: Uint8Array | Uint8ClampedArray,
  otherAreas: ReadonlyArray<AreaDesign | undefined> = [],
): Uint8Array | Uint8ClampedArray {
  const level = prepareTemplate(layers, size);
  // Drawn resampled from a larger level, a frame has no print spans of its own size: drawn whole.
  if (level.size !== size) return renderMockup(layers, design, placement, colour, size, target, otherAreas);
  compositePrint(level, design, placement, colour, target, otherAreas);
  return target;
}
