import { Camera } from 'lucide-react';
import { useId, useState } from 'react';
import { toast } from 'sonner';
import { LIGHTING_STYLES, optionLabel, PHOTOGRAPHY_STYLES, type LightingStyle, type PhotographyStyle } from '../../../../core/src/ai/options';
import { Button } from '../../components/ui/button';
import { Label, Textarea } from '../../components/ui/input';
import { Select } from '../../components/ui/select';
import { productPhoto, type ImageAnswer } from './ai-api';
import { Placeholder } from './design-generator';
import { Generating } from './generating';
import { ProductImagePicker, type PickedImage } from './product-image-picker';
import { ResultPanel } from './result-panel';
import { downloadName } from './save-image';
import { useGeneration } from './use-generation';

/** AI Product Photography (spec §2): the product relit in a photographed scene, 1024² PNG. */
export function ProductPhotography() {
  const [image, setImage] = useState<PickedImage | null>(null);
  const [description, setDescription] = useState('');
  const [photographyStyle, setPhotographyStyle] = useState<PhotographyStyle>('professional');
  const [lighting, setLighting] = useState<LightingStyle>('studio');
  const { state, run } = useGeneration<ImageAnswer & { name: string }>(2500);
  const ids = { description: useId(), style: useId(), lighting: useId() };
  const generating = state.phase === 'generating';

  const generate = async () => {
    if (!image) {
      toast.error('Please upload a product image', { description: 'Upload a transparent product image to create professional photos.' });
      return;
    }
    try {
      const text = description.trim();
      await run(async (progressId) => ({ ...(await productPhoto({ imageUrl: image.dataUrl, photographyStyle, lighting, ...(text && { description: text }) }, progressId)), name: image.name }));
      toast.success('Photo Generated!', { description: 'Your product photo is ready.' });
    } catch (error) {
      console.error('product-photo failed', error);
      toast.error('Generation Failed', { description: 'There was an error generating your product photo. Please try again.' });
    }
  };

  const select = <T extends string>(id: string, label: string, value: T, options: readonly T[], set: (value: T) => void) => (
    <div className="space-y-2">
      <Label htmlFor={id}>{label}</Label>
      <Select id={id} value={value} onChange={(event) => set(event.target.value as T)} disabled={generating}>
        {options.map((option) => (
          <option key={option} value={option}>
            {optionLabel(option)}
          </option>
        ))}
      </Select>
    </div>
  );

  return (
    <div className="grid gap-8 lg:grid-cols-2">
      <div className="space-y-5">
        <ProductImagePicker value={image} onChange={setImage} hint="A transparent PNG works best; a photo on a plain background works too." disabled={generating} />
        <div className="space-y-2">
          <Label htmlFor={ids.description}>Product description</Label>
          <Textarea id={ids.description} value={description} maxLength={500} onChange={(event) => setDescription(event.target.value)} placeholder="e.g. A matte black ceramic coffee mug" disabled={generating} />
        </div>
        <div className="grid gap-4 sm:grid-cols-2">
          {select(ids.style, 'Photography style', photographyStyle, PHOTOGRAPHY_STYLES, setPhotographyStyle)}
          {select(ids.lighting, 'Lighting', lighting, LIGHTING_STYLES, setLighting)}
        </div>
        <Button size="lg" className="w-full" onClick={() => void generate()} disabled={generating}>
          <Camera aria-hidden /> {generating ? 'Generating…' : 'Generate Photo'}
        </Button>
        {state.phase === 'generating' && <Generating progress={state.progress} step={state.step} label="Generating your product photo" />}
      </div>
      <div>
        {state.phase === 'done' ? (
          <ResultPanel
            imageUrl={state.result.imageUrl}
            downloadUrl={state.result.imageUrl}
            downloadName={() => downloadName('product-photo')}
            badge="Commercial Quality"
            credit={state.result}
            alt={`Product photo of ${state.result.name}`}
            designName={`product-photo-${state.result.name}`}
            onAgain={() => void generate()}
          />
        ) : (
          <Placeholder text="Your product photo appears here." />
        )}
      </div>
    </div>
  );
}
