import { Clapperboard } from 'lucide-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { Button } from '../../components/ui/button';
import { handToVideo, productTypeFor } from '../video/handoff';
import { renderMockupImage } from './download-mockup';
import type { EditorActionContext } from './editor-actions';
import { templateLayers } from './layer-cache';

/** 'Make a video': renders the mockup as the download does and opens the video generator with it. */
export function MakeVideoAction({ context }: { context: EditorActionContext }) {
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const makeVideo = async () => {
    setBusy(true);
    try {
      const png = await renderMockupImage(await templateLayers(context.view), context.artwork, context.doc.color);
      await handToVideo({ image: png, name: `${context.template.title} mockup.png`, productType: productTypeFor(context.template.category) });
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
