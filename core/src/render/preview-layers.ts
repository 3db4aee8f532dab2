/**
 * An area's artwork for a live preview, where one layer changes at a time (a slider, a drag): the layers below the
 * changing one and those above it are drawn once and kept as premultiplied words, so a frame copies the words below,
 * draws the one layer over them and lays the words above over it — the renderer samples those words as they are,
 * with no artwork drawn whole, nor converted, per frame. Exports draw with areaDesign, whole.
 */
import { areaDesign, artworkSize, drawImageWords, drawLayers, plainSingleImage, WHOLE_AREA, type ResolvedLayer } from './layers';
import { isVisible } from '../editor/document';
import { imageOfWords, premultipliedWords, wordsOver } from './premultiplied';
import type { AreaDesign } from './types';

/** What a preview area kept from its last frame. */
export interface LayerStackCache {
  layers?: readonly ResolvedLayer[];
  /** The layer that changed last, with the layers below and above it drawn as premultiplied words (each the
   *  artwork's size; `over` null when nothing shows above it, as when the top layer moves). */
  changing?: { index: number; width: number; height: number; under: Int32Array; over: Int32Array | null };
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

/** The layers drawn into a transparent artwork, as premultiplied words. */
function drawnWords(width: number, height: number, layers: readonly ResolvedLayer[]): Int32Array {
  const image = { width, height, data: new Uint8Array(width * height * 4) };
  drawLayers(image, layers);
  return premultipliedWords(image);
}

export function previewAreaDesign(layers: readonly ResolvedLayer[], aspect: number, longSide: number, cache: LayerStackCache): AreaDesign {
  const before = cache.layers;
  cache.layers = layers;
  if (plainSingleImage(layers) || !layers.some(isVisible)) return areaDesign(layers, aspect, longSide);
  const { width, height } = artworkSize(aspect, longSide);
  const kept = cache.changing?.width === width && cache.changing.height === height ? cache.changing : undefined;
  const change = before && onlyChange(before, layers);
  // Nothing changed, or not one layer alone: drawn whole (the next frame learns which layer moves).
  if (change === undefined || change < 0) {
    cache.changing = undefined;
    return areaDesign(layers, aspect, longSide);
  }
  const above = layers.slice(change + 1);
  const changing =
    kept?.index === change
      ? kept
      : { index: change, width, height, under: drawnWords(width, height, layers.slice(0, change)), over: above.some(isVisible) ? drawnWords(width, height, above) : null };
  cache.changing = changing;
  const words = changing.under.slice();
  const layer = layers[change]!;
  // An image is drawn straight onto the words; text (cheap to fill, rarely large) is filled apart and laid over.
  if (layer.type === 'image') drawImageWords(words, width, height, layer);
  else wordsOver(words, drawnWords(width, height, [layer]));
  if (changing.over) wordsOver(words, changing.over);
  return { design: imageOfWords(width, height, words), placement: WHOLE_AREA };
}
