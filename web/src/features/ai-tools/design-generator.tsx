import { Wand2 } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import type { GenerateDesignResponse } from '../../../../core/src/ai/design-request';
import { DESIGN_CATEGORIES, DESIGN_STYLES, optionLabel, type DesignCategory, type DesignStyle } from '../../../../core/src/ai/options';
import { Button } from '../../components/ui/button';
import { Label, Textarea } from '../../components/ui/input';
import { Select } from '../../components/ui/select';
import { generateDesign } from './ai-api';
import { Generating } from './generating';
import { ResultPanel } from './result-panel';
import { downloadName } from './save-image';
import { useGeneration } from './use-generation';

const FAILED = { description: 'There was an error generating your design. Please try again.' };

/** AI Design Generator (spec §2): prompt, style, category → a print-ready design, downloaded at 4096². */
export function DesignGenerator() {
  const [prompt, setPrompt] = useState('');
  const [style, setStyle] = useState<DesignStyle>('modern');
  const [category, setCategory] = useState<DesignCategory>('t-shirt');
  const { state, run } = useGeneration<GenerateDesignResponse & { prompt: string }>(1500);
  const ids = { prompt: useId(), style: useId(), category: useId() };
  const generating = state.phase === 'generating';

  const generate = async () => {
    const trimmed = prompt.trim();
    if (!trimmed) {
      toast.error('Please enter a prompt', { description: 'Describe what kind of design you want to create.' });
      return;
    }
    try {
      await run(async (progressId) => ({ ...(await generateDesign({ prompt: trimmed, style, category, size: '1024x1024' }, progressId)), prompt: trimmed }));
      toast.success('Design Generated!', { description: 'Your design is ready to download or put on mockups.' });
    } catch (error) {
      console.error('generate-design failed', error);
      toast.error('Generation Failed', FAILED);
    }
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void generate();
  };

  return (
    <div className="grid gap-8 lg:grid-cols-2">
      <form onSubmit={submit} className="space-y-5">
        <div className="space-y-2">
          <Label htmlFor={ids.prompt}>Describe your design</Label>
          <Textarea
            id={ids.prompt}
            value={prompt}
            maxLength={1000}
            onChange={(event) => setPrompt(event.target.value)}
            onKeyDown={(event) => {
              if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) submit(event);
            }}
            placeholder="e.g. A wild fox exploring the mountains at sunset"
            disabled={generating}
          />
          <p className="text-xs text-slate-500">The key words become the lettering; nouns like fox, coffee or rocket become the artwork.</p>
        </div>
        <div className="grid gap-4 sm:grid-cols-2">
          <div className="space-y-2">
            <Label htmlFor={ids.style}>Style</Label>
            <Select id={ids.style} value={style} onChange={(event) => setStyle(event.target.value as DesignStyle)} disabled={generating}>
              {DESIGN_STYLES.map((option) => (
                <option key={option} value={option}>
                  {optionLabel(option)}
                </option>
              ))}
            </Select>
          </div>
          <div className="space-y-2">
            <Label htmlFor={ids.category}>Category</Label>
            <Select id={ids.category} value={category} onChange={(event) => setCategory(event.target.value as DesignCategory)} disabled={generating}>
              {DESIGN_CATEGORIES.map((option) => (
                <option key={option} value={option}>
                  {optionLabel(option)}
                </option>
              ))}
            </Select>
          </div>
        </div>
        <Button type="submit" size="lg" className="w-full" disabled={generating || !prompt.trim()}>
          <Wand2 aria-hidden /> {generating ? 'Generating…' : 'Generate Design'}
        </Button>
        {state.phase === 'generating' && <Generating progress={state.progress} step={state.step} label="Generating your design" />}
      </form>
      <div>
        {state.phase === 'done' ? (
          <ResultPanel
            imageUrl={state.result.imageUrl}
            downloadUrl={state.result.downloadUrl}
            downloadName={() => downloadName('ai-design')}
            badge={state.result.downloadSide >= 4096 ? '4K Quality' : 'High Quality'}
            credit={state.result}
            alt={`Generated design: ${state.result.prompt}`}
            designName={`ai-design-${state.result.seed}.png`}
            onAgain={() => void generate()}
            details={<p className="text-sm text-slate-600">Download: {state.result.downloadSide} × {state.result.downloadSide} px PNG{state.result.downloadSide >= 4096 ? ', rendered from vectors' : ''}.</p>}
          />
        ) : (
          <Placeholder text="Your design appears here." />
        )}
      </div>
    </div>
  );
}

export function Placeholder({ text }: { text: string }) {
  return <div className="grid aspect-square place-items-center rounded-2xl border-2 border-dashed border-slate-200 bg-slate-50 text-sm text-slate-500">{text}</div>;
}
