import { Loader2, Wand2 } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { Label, Textarea } from '../../components/ui/input';
import { saveDesign } from '../upload/design-store';
import { prepareDesign } from '../upload/prepare-design';
import { generateDesign } from './ai-api';
import { fetchImage } from './save-image';

/**
 * The upload page's AI Design Generator box (spec §2, §5): a prompt, style fixed to 'modern'; the generated design
 * becomes the current design, exactly as an upload would.
 */
export function UploadDesignBox() {
  const [prompt, setPrompt] = useState('');
  const [busy, setBusy] = useState(false);
  const id = useId();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const trimmed = prompt.trim();
    if (!trimmed) {
      toast.error('Prompt required', { description: 'Please enter a description for your design.' });
      return;
    }
    setBusy(true);
    try {
      const result = await generateDesign({ prompt: trimmed, style: 'modern', size: '1024x1024' });
      const blob = await fetchImage(result.imageUrl);
      const prepared = await prepareDesign(new File([blob], `ai-design-${result.seed}.png`, { type: blob.type }));
      if (!prepared.ok) throw new Error(prepared.problem.description);
      await saveDesign(prepared.design);
      toast.success('Design generated!', { description: 'It is now your design: choose a template to see it on a product.' });
    } catch (error) {
      toast.error('Error generating design', { description: (error as Error).message });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Card className="p-5">
      <form onSubmit={(event) => void submit(event)} className="space-y-3">
        <div className="flex items-center gap-2">
          <Wand2 className="size-5 text-brand-700" aria-hidden />
          <h2 className="text-lg font-bold text-slate-900">AI Design Generator</h2>
        </div>
        <Label htmlFor={id} className="block text-slate-600">
          No design yet? Describe one and we will make it for you.
        </Label>
        <Textarea id={id} value={prompt} maxLength={1000} onChange={(event) => setPrompt(event.target.value)} placeholder="e.g. Retro coffee club with a rocket" disabled={busy} className="min-h-20" />
        <Button type="submit" disabled={busy || !prompt.trim()}>
          {busy ? <Loader2 className="animate-spin" aria-hidden /> : <Wand2 aria-hidden />} {busy ? 'Generating…' : 'Generate Design'}
        </Button>
      </form>
    </Card>
  );
}
