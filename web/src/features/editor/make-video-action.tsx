import { Clapperboard } from 'lucide-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import type { RgbaImage } from '../../../../core/src/render/types';
import { Button } from '../../components/ui/button';
import { handToVideo, productTypeFor } from '../video/handoff';
import { EXPORT_ARTWORK_SIDE, renderMockupImage } from './download-mockup';
import type { EditorActionContext } from './editor-actions';
import { templateLayers } from './layer-cache';
import { artworkDesigns } from './template-artwork';

/** An RGBA image as a PNG. */
async function pngOf({ width, height, data }: RgbaImage): Promise<Blob> {
  const canvas = new OffscreenCanvas(width, height);
  const context = canvas.getContext('2d');
  if (!context) throw new Error('Canvas 2D is not available');
  context.putImageData(new ImageData(new Uint8ClampedArray(data), width, height), 0, 0);
  return canvas.convertToBlob({ type: 'image/png' });
}

/**
 * 'Make a video': renders the mockup as the download does and opens the video generator with it, and with the print
 * area's artwork, its placement and the colour, so a product with a filmed clip is filmed with the user's design.
 */
export function MakeVideoAction({ context }: { context: EditorActionContext }) {
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const makeVideo = async () => {
    setBusy(true);
    try {
      const layers = await templateLayers(context.view);
      const png = await renderMockupImage(layers, context.artwork, context.doc.color);
      const { main } = artworkDesigns(layers, context.artwork, EXPORT_ARTWORK_SIDE);
      const print = main.design ? { design: await pngOf(main.design), placement: main.placement, color: context.doc.color, templateId: context.view } : undefined;
      await handToVideo({ image: png, name: `${context.template.title} mockup.png`, productType: productTypeFor(context.template.category), print });
      void navigate('/video-mockup?from=editor#video-generator');
    } catch {
      toast.error('Error', { description: 'Failed to load images. Please try again.' });
      setBusy(false);
    }
  };
  return (
    <Button variant="outline" onClick={() => void makeVideo()} disabled={busy}>
      <Clapperboard /> {busy ? 'Preparing…' : 'Make a video'}
    </Button>
  );
}
