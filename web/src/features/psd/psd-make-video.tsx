import { Clapperboard } from 'lucide-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { Button } from '../../components/ui/button';
import { handToVideo } from '../video/handoff';

/** 'Make a video' for a Photoshop template: its finished mockup (the server's render, as the download) opens the video
 *  generator, which animates it; a PSD names no product, so the user picks the product type there. */
export function PsdMakeVideo({ name, renderPng, disabled }: { name: string; renderPng: () => Promise<Blob>; disabled: boolean }) {
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const makeVideo = async () => {
    setBusy(true);
    try {
      await handToVideo({ image: await renderPng(), name: `${name} mockup.png` });
      void navigate('/video-mockup?from=editor#video-generator');
    } catch (error) {
      toast.error('Error', { description: error instanceof Error ? error.message : 'Failed to load images. Please try again.' });
      setBusy(false);
    }
  };
  return (
    <Button variant="outline" size="lg" onClick={() => void makeVideo()} disabled={disabled || busy}>
      <Clapperboard /> {busy ? 'Preparing…' : 'Make a video'}
    </Button>
  );
}
