import { useEffect, useRef, useState } from 'react';
import type { RgbaImage, TemplateLayers } from '../../../../core/src/render/types';
import { decodeImage } from './browser-assets';
import { templateLayers } from './layer-cache';

export type MockupSources =
  | { status: 'loading' }
  | { status: 'ready'; templateId: string; layers: TemplateLayers; design: RgbaImage }
  | { status: 'error' };

type Loaded = { templateId: string; layers: TemplateLayers; design: RgbaImage };

/**
 * The template's layers and the design's pixels, decoded for the renderer. While another template of the same
 * product (its back view) loads, the one decoded last stays ready (`templateId` says which it is), so the editor
 * around it does not go back to its loading state.
 */
export function useMockupSources(templateId: string, designImage: Blob): MockupSources {
  const [loaded, setLoaded] = useState<{ design: Blob; value: Loaded | 'error' } | null>(null);
  // The design is decoded once, not again for each view of the product: the same pixels keep the renderer's caches.
  const decoded = useRef<{ blob: Blob; pixels: Promise<RgbaImage> } | null>(null);

  useEffect(() => {
    let cancelled = false;
    if (decoded.current?.blob !== designImage) decoded.current = { blob: designImage, pixels: decodeImage(designImage) };
    Promise.all([templateLayers(templateId), decoded.current.pixels]).then(
      ([layers, design]) => !cancelled && setLoaded({ design: designImage, value: { templateId, layers, design } }),
      () => !cancelled && setLoaded({ design: designImage, value: 'error' }),
    );
    return () => {
      cancelled = true;
    };
  }, [templateId, designImage]);

  if (loaded?.design !== designImage) return { status: 'loading' };
  if (loaded.value === 'error') return { status: 'error' };
  return { status: 'ready', ...loaded.value };
}
