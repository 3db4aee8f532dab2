import { Eraser, Loader2 } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { Button } from '../../components/ui/button';
import { removeBackground } from '../ai-tools/ai-api';
import { fetchImage } from '../ai-tools/save-image';
import { saveDesign } from './design-store';
import { prepareDesign, type Design } from './prepare-design';

const readAsDataUrl = (blob: Blob) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(new Error('Your design could not be read.'));
    reader.readAsDataURL(blob);
  });

/** 'logo.jpg' → 'logo-no-background.png'. */
const cutoutName = (name: string) => `${name.replace(/\.[^.]+$/, '') || 'design'}-no-background.png`;

/**
 * The upload widget's 'Remove Background' (spec §2): the design goes through remove-background and the cut-out
 * (a transparent PNG) becomes the current design, as an upload would.
 */
export function RemoveBackgroundButton({ design }: { design: Design }) {
  const [busy, setBusy] = useState(false);

  const remove = async () => {
    setBusy(true);
    try {
      const answer = await removeBackground(await readAsDataUrl(design.image));
      const prepared = await prepareDesign(new File([await fetchImage(answer.imageUrl)], cutoutName(design.name), { type: 'image/png' }));
      if (!prepared.ok) throw new Error(prepared.problem.description);
      await saveDesign(prepared.design);
      toast.success('Background removed!', { description: 'Your design now has a transparent background.' });
    } catch (error) {
      toast.error('Error removing background', { description: (error as Error).message });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Button variant="outline" size="lg" onClick={() => void remove()} disabled={busy}>
      {busy ? <Loader2 className="animate-spin" aria-hidden /> : <Eraser aria-hidden />} {busy ? 'Removing Background…' : 'Remove Background'}
    </Button>
  );
}
