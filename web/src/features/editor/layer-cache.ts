import { AsyncByteLru } from '../../../../core/src/cache/byte-lru';
import { isOwnTemplateId } from '../../../../core/src/own-photo/own-template';
import type { SurfaceMesh, TemplateLayers } from '../../../../core/src/render/types';
import { templateAsset } from '../../../../core/src/templates/assets';
import { loadTemplateLayers } from '../../../../core/src/templates/load';
import { getOwnTemplate } from '../own-photo/own-photo-api';
import { browserAssets } from './browser-assets';

/**
 * Decoded template layers kept for the visit, so switching back to a template is instant. A 1024² template holds
 * ~8.4 MB here, and the renderer's prepared 600² and 1200² copies (a WeakMap on the layers, dropped with them) ~21 MB
 * more: 48 MB of layers keeps the five most recent templates, about 170 MB in all at most. A photographic 2048²
 * template holds ~34 MB (its 1200² render reads the 2048² level, ~50 MB more), so it shares the cache with a few
 * 1024² ones.
 */
export const LAYER_CACHE_BYTES = 48 * 1024 * 1024;

const meshBytes = (surface: SurfaceMesh) => (surface.points.length + (surface.depth?.length ?? 0)) * 4;

export function layerBytes(layers: TemplateLayers): number {
  const maps = [layers.scene, layers.productMask, layers.shade, layers.highlight, layers.printMask];
  // A template that shows several print areas (a book's spine) holds a mask and a mesh for each further one.
  const areas = (layers.areas ?? []).reduce((sum, area) => sum + area.mask.byteLength + meshBytes(area.surface), 0);
  return maps.reduce((sum, map) => sum + map.byteLength, 0) + meshBytes(layers.surface) + areas;
}

const cache = new AsyncByteLru<TemplateLayers>(LAYER_CACHE_BYTES, layerBytes);

/** A user's own template: its layers are wherever the API says (the owner's, or shared by link). */
async function loadOwn(templateId: string): Promise<TemplateLayers> {
  const info = await getOwnTemplate(templateId);
  // An imported PSD has no such layers: its stack is drawn by core/src/psd (features/psd/psd-template-editor.tsx).
  if (info.kind === 'psd') throw new Error(`Template ${templateId} is a PSD mockup: it opens in its own editor.`);
  return loadTemplateLayers({ ...info.asset, id: info.id, category: 'my-templates', type: info.type, style: 'own photo' }, browserAssets);
}

function load(templateId: string): Promise<TemplateLayers> {
  if (isOwnTemplateId(templateId)) return loadOwn(templateId);
  const asset = templateAsset(templateId);
  return asset ? loadTemplateLayers(asset, browserAssets) : Promise.reject(new Error(`Unknown template ${templateId}`));
}

export function templateLayers(templateId: string): Promise<TemplateLayers> {
  return cache.get(templateId, load);
}
