import { useEffect, useState } from 'react';
import type { RgbaImage, TemplateLayers } from '../../../../core/src/render/types';
import { templateAsset } from '../../../../core/src/templates/assets';
import { loadTemplateLayers } from '../../../../core/src/templates/load';
import { browserAssets, decodeImage } from './browser-assets';

/** Decoded layers stay for the visit, so switching back to a template is instant. */
const layerCache = new Map<string, Promise<TemplateLayers>>();

function loadLayers(templateId: string): Promise<TemplateLayers> {
  let pending = layerCache.get(templateId);
  if (!pending) {
    const asset = templateAsset(templateId);
    pending = asset ? loadTemplateLayers(asset, browserAssets) : Promise.reject(new Error(`Unknown template ${templateId}`));
    pending.catch(() => layerCache.delete(templateId));
    layerCache.set(templateId, pending);
  }
  return pending;
}

export type MockupSources =
  | { status: 'loading' }
  | { status: 'ready'; layers: TemplateLayers; design: RgbaImage }
  | { status: 'error' };

/** The template's layers and the design's pixels, decoded for the renderer. */
export function useMockupSources(templateId: string, designImage: Blob): MockupSources {
  const [sources, setSources] = useState<{ key: string; value: MockupSources } | null>(null);
  const key = templateId;

  useEffect(() => {
    let cancelled = false;
    Promise.all([loadLayers(templateId), decodeImage(designImage)]).then(
      ([layers, design]) => !cancelled && setSources({ key, value: { status: 'ready', layers, design } }),
      () => !cancelled && setSources({ key, value: { status: 'error' } }),
    );
    return () => {
      cancelled = true;
    };
  }, [key, templateId, designImage]);

  return sources?.key === key ? sources.value : { status: 'loading' };
}
