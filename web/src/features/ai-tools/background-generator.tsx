import { Wand2 } from 'lucide-react';
import { useId, useState } from 'react';
import { toast } from 'sonner';
import { BACKGROUND_STYLES, optionLabel, type BackgroundStyle } from '../../../../core/src/ai/options';
import { Button } from '../../components/ui/button';
import { Input, Label } from '../../components/ui/input';
import { Select } from '../../components/ui/select';
import { generateBackground, type ImageAnswer } from './ai-api';
import { Placeholder } from './design-generator';
import { Generating } from './generating';
import { ProductImagePicker, type PickedImage } from './product-image-picker';
import { ResultPanel } from './result-panel';
import { downloadName } from './save-image';
import { useGeneration } from './use-generation';

/** AI Background Generator (spec §2): the product cut out and set on a generated scene, 1024² PNG. */
export function BackgroundGenerator() {
  const [image, setImage] = useState<PickedImage | null>(null);
  const [style, setStyle] = useState<BackgroundStyle>('studio');
  const [prompt, setPrompt] = useState('');
  const { state, run } = useGeneration<ImageAnswer & { name: string }>(2500);
  const ids = { style: useId(), prompt: useId() };
  const generating = state.phase === 'generating';

  const generate = async () => {
    if (!image) {
      toast.error('Please upload a product image', { description: 'Upload a product image to generate a background for it.' });
      return;
    }
    try {
      const custom = prompt.trim();
      await run(async (progressId) => ({ ...(await generateBackground({ imageUrl: image.dataUrl, style, ...(custom && { prompt: custom }) }, progressId)), name: image.name }));
      toast.success('Background Generated!', { description: 'Your product has a new scene.' });
    } catch (error) {
      console.error('generate-background failed', error);
      toast.error('Generation Failed', { description: 'There was an error generating your background. Please try again.' });
    }
  };

  return (
    <div className="grid gap-8 lg:grid-cols-2">
      <div className="space-y-5">
        <ProductImagePicker value={image} onChange={setImage} hint="PNG, JPG or WebP, up to 10MB. We cut the product out for you." disabled={generating} />
        <div className="space-y-2">
          <Label htmlFor={ids.style}>Background style</Label>
          <Select id={ids.style} value={style} onChange={(event) => setStyle(event.target.value as BackgroundStyle)} disabled={generating}>
            {BACKGROUND_STYLES.map((option) => (
              <option key={option} value={option}>
                {optionLabel(option)}
              </option>
            ))}
          </Select>
        </div>
        <div className="space-y-2">
          <Label htmlFor={ids.prompt}>Custom prompt (optional)</Label>
          <Input id={ids.prompt} value={prompt} maxLength={300} onChange={(event) => setPrompt(event.target.value)} placeholder="e.g. marble table by a sunny window" disabled={generating} />
        </div>
        <Button size="lg" className="w-full" onClick={() => void generate()} disabled={generating}>
          <Wand2 aria-hidden /> {generating ? 'Generating…' : 'Generate Background'}
        </Button>
        {state.phase === 'generating' && <Generating progress={state.progress} step={state.step} label="Generating your background" />}
      </div>
      <div>
        {state.phase === 'done' ? (
          <ResultPanel
            imageUrl={state.result.imageUrl}
            downloadUrl={state.result.imageUrl}
            downloadName={() => downloadName('ai-background')}
            badge="High Quality"
            credit={state.result}
            alt={`${state.result.name} on a generated background`}
            designName={`ai-background-${state.result.name}`}
            onAgain={() => void generate()}
          />
        ) : (
          <Placeholder text="Your product on its new background appears here." />
        )}
      </div>
    </div>
  );
}
