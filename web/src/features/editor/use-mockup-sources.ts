import { useEffect, useState } from 'react';
import type { RgbaImage, TemplateLayers } from '../../../../core/src/render/types';
import { decodeImage } from './browser-assets';
import { templateLayers } from './layer-cache';

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
    Promise.all([templateLayers(templateId), decodeImage(designImage)]).then(
      ([layers, design]) => !cancelled && setSources({ key, value: { status: 'ready', layers, design } }),
      () => !cancelled && setSources({ key, value: { status: 'error' } }),
    );
    return () => {
      cancelled = true;
    };
  }, [key, templateId, designImage]);

  return sources?.key === key ? sources.value : { status: 'loading' };
}
