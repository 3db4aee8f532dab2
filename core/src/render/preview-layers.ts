/**
 * An area's artwork for a live preview, where one layer changes at a time (a slider, a drag): the layers below the
 * changing one and those above it are drawn once and kept, so a frame copies the layers below, draws the one layer
 * and lays the ones above over it, instead of drawing every layer again. Exports draw with areaDesign, whole.
 */
import { areaDesign, artworkSize, drawLayers, drawOver, plainSingleImage, WHOLE_AREA, type ResolvedLayer } from './layers';
import { isVisible } from '../editor/document';
import type { AreaDesign, RgbaImage } from './types';

/** What a preview area kept from its last frame. */
export interface LayerStackCache {
  layers?: readonly ResolvedLayer[];
  /** The layer that changed last, with the layers below and above it drawn (each the artwork's size; `over` null when
   *  nothing shows above it, as when the top layer moves). */
  changing?: { index: number; under: RgbaImage; over: RgbaImage | null };
}

/** Unchanged layers keep their objects (text) or their image and placement objects (images: resolved anew). */
const sameLayer = (a: ResolvedLayer, b: ResolvedLayer) =>
  a === b || (a.type === 'image' && b.type === 'image' && a.image === b.image && a.placement === b.placement && a.opacity === b.opacity && a.hidden === b.hidden);

/** The index of the only layer that differs, -1 when none does, undefined when more do or the stack changed. */
function onlyChange(before: readonly ResolvedLayer[], now: readonly ResolvedLayer[]): number | undefined {
  if (before.length !== now.length) return undefined;
  let changed = -1;
  for (let i = 0; i < now.length; i++) {
    if (sameLayer(before[i]!, now[i]!)) continue;
    if (changed >= 0) return undefined;
    changed = i;
  }
  return changed;
}

function drawn(width: number, height: number, layers: readonly ResolvedLayer[]): RgbaImage {
  const image = { width, height, data: new Uint8Array(width * height * 4) };
  drawLayers(image, layers);
  return image;
}

export function previewAreaDesign(layers: readonly ResolvedLayer[], aspect: number, longSide: number, cache: LayerStackCache): AreaDesign {
  const before = cache.layers;
  cache.layers = layers;
  if (plainSingleImage(layers) || !layers.some(isVisible)) return areaDesign(layers, aspect, longSide);
  const { width, height } = artworkSize(aspect, longSide);
  const kept = cache.changing?.under.width === width && cache.changing.under.height === height ? cache.changing : undefined;
  const change = before && onlyChange(before, layers);
  // Nothing changed, or not one layer alone: drawn whole (the next frame learns which layer moves).
  if (change === undefined || change < 0) {
    cache.changing = undefined;
    return areaDesign(layers, aspect, longSide);
  }
  const above = layers.slice(change + 1);
  const changing =
    kept?.index === change ? kept : { index: change, under: drawn(width, height, layers.slice(0, change)), over: above.some(isVisible) ? drawn(width, height, above) : null };
  cache.changing = changing;
  const artwork = { width, height, data: changing.under.data.slice() };
  drawLayers(artwork, [layers[change]!]);
  if (changing.over) drawOver(artwork, changing.over);
  return { design: artwork, placement: WHOLE_AREA };
}
