/** The mockup renderer: the same code draws the editor preview, the download and the server's renders. */
import { compositeMockup } from './composite';
import { prepareTemplate } from './prepare';
import type { AreaDesign, Placement, RgbaImage, TemplateLayers } from './types';

export { PRODUCT_COLOURS, HEX_COLOUR, parseHexColour } from './colour';
export { compositeMockup, INK_GLOSS } from './composite';
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
