import { Clock, Sparkles } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { useSearchParams } from 'react-router';
import { toast } from 'sonner';
import { checkUpload } from '../../../../core/src/upload/upload-rules';
import {
  composeVideoPrompt,
  VIDEO_DURATIONS,
  VIDEO_PLATFORM_IDS,
  VIDEO_PLATFORMS,
  VIDEO_PRODUCT_LABELS,
  VIDEO_PRODUCT_TYPES,
  type VideoDuration,
  type VideoPlatform,
  type VideoProductType,
} from '../../../../core/src/video/video-request';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { Label, Textarea } from '../../components/ui/input';
import { Select } from '../../components/ui/select';
import { clipForTemplate, clipsFor } from '../../../../core/src/video/clip-library';
import { cn } from '../../lib/cn';
import { dataUrlOf, expectedWaitSeconds } from './api';
import { clearVideoHandoff, takeVideoHandoff } from './handoff';
import { ImageField, type PickedImage } from './image-field';
import { StoredDesignOffer } from './stored-design-offer';
import { useVideoRender } from './use-video-render';
import { VideoPreview } from './video-preview';
import { DEFAULT_LOOK, VideoLookField, type VideoLookChoice } from './video-look-field';
import type { Placement } from '../../../../core/src/render/types';

const MISSING = 'Please upload an image, enter animation description, select product type, and choose duration.';
const MOTION_IDEAS = ['slow zoom', 'pan', '3D tilt', 'float', 'spin (mugs)', 'light sweep', 'reveal'];
/** The shortest video is the usual choice and the quickest to render: chosen until the visitor picks another. */
const DEFAULT_DURATION: VideoDuration = 5;

/** The video generator (spec §2, §4): image, description, product type, duration and format, then the render. */
export function VideoGenerator({ platform, onPlatform }: { platform: VideoPlatform; onPlatform: (p: VideoPlatform) => void }) {
  const [image, setImage] = useState<PickedImage | null>(null);
  const [description, setDescription] = useState('');
  const [productType, setProductType] = useState<VideoProductType | ''>('');
  const [duration, setDuration] = useState<VideoDuration | null>(DEFAULT_DURATION);
  const [look, setLook] = useState<VideoLookChoice>(DEFAULT_LOOK);
  /** Where the editor placed its design (a product video prints it there); null: centred, as large as fits. */
  const [placement, setPlacement] = useState<Placement | null>(null);
  /** Which clip the editor's template got, and why (its own, or the closest). */
  const [clipNote, setClipNote] = useState<string | null>(null);
  /** The editor's finished mockup, what a design-only video shows when the editor handed a design over. */
  const [mockup, setMockup] = useState<Blob | null>(null);
  const { render, start } = useVideoRender();
  const [search, setSearch] = useSearchParams();
  const ids = { description: useId(), product: useId(), duration: useId(), hint: useId() };
  const fromEditor = search.get('from') === 'editor';

  // 'Make a video' in the editor hands over the mockup it just rendered.
  useEffect(() => {
    if (!fromEditor) return;
    let cancelled = false;
    void takeVideoHandoff().then((handoff) => {
      if (cancelled || !handoff) return;
      const { print } = handoff;
      // A product with a filmed clip is filmed with the editor's design, placement and colour; any other shows the
      // finished mockup on a card.
      const filmed = print && handoff.productType ? clipForTemplate(handoff.productType, print.templateId) : undefined;
      if (print && filmed) {
        setImage({ file: print.design, name: handoff.name, previewUrl: URL.createObjectURL(print.design), note: 'Your design from the mockup editor, placed as you placed it' });
        setPlacement(print.placement);
        setMockup(handoff.image);
        setLook({ style: 'product', clip: filmed.clip.id, color: print.color });
        setClipNote(
          filmed.own
            ? `Filmed in your template's own set: ${filmed.clip.name.toLowerCase()}.`
            : `Your template has no clip of its own yet; the closest filmed one is chosen: ${filmed.clip.name.toLowerCase()}.`,
        );
      } else {
        setImage({ file: handoff.image, name: handoff.name, previewUrl: URL.createObjectURL(handoff.image), note: 'From the mockup editor' });
        setLook({ ...DEFAULT_LOOK, style: 'design' });
      }
      if (handoff.productType) setProductType(handoff.productType);
      void clearVideoHandoff();
      setSearch((params) => (params.delete('from'), params), { replace: true });
      document.getElementById('video-generator')?.scrollIntoView({ block: 'start' });
    });
    return () => {
      cancelled = true;
    };
  }, [fromEditor, setSearch]);

  useEffect(() => () => void (image && URL.revokeObjectURL(image.previewUrl)), [image]);

  const pick = async (files: FileList | null) => {
    const file = files?.[0];
    if (!file) return;
    const problem = checkUpload(new Uint8Array(await file.slice(0, 1024).arrayBuffer()), file.size);
    if (problem) {
      toast.error(problem.title, { description: problem.description });
      return;
    }
    setImage({ file, name: file.name, previewUrl: URL.createObjectURL(file) });
    setPlacement(null);
    setClipNote(null);
    setMockup(null);
  };

  const ready = Boolean(image && description.trim() && productType && duration);
  const filmed = Boolean(productType && look.style === 'product' && clipsFor(productType).length > 0);
  const busy = render.phase === 'starting' || render.phase === 'rendering';
  const wait = duration ? expectedWaitSeconds(duration) : null;

  const generate = async () => {
    if (!image || !description.trim() || !productType || !duration) {
      toast.error('Missing Requirements', { description: MISSING });
      return;
    }
    let imageUrl: string;
    try {
      imageUrl = await dataUrlOf(look.style === 'design' && mockup ? mockup : image.file);
    } catch (error) {
      toast.error('Error generating video', { description: (error as Error).message });
      return;
    }
    const { style, clip, color } = look;
    await start({
      imageUrl,
      prompt: composeVideoPrompt(description, productType, duration),
      productType,
      duration,
      platform,
      style,
      color,
      ...(clip && { clip }),
      ...(placement && { placement }),
    });
  };

  return (
    <Card className="grid grid-cols-1 gap-8 p-5 sm:p-8 lg:grid-cols-2">
      <div className="space-y-5">
        <div className="space-y-2">
          <p className="text-sm font-medium text-slate-800">1. Product image</p>
          <ImageField image={image} onFiles={(files) => void pick(files)} />
          {!image && (
            <StoredDesignOffer
              onUse={(design) => {
                setImage({ file: design.image, name: design.name, previewUrl: URL.createObjectURL(design.image), note: 'Your uploaded design' });
                setPlacement(null);
                setClipNote(null);
                setMockup(null);
              }}
            />
          )}
        </div>
        <div className="space-y-2">
          <Label htmlFor={ids.description}>2. Animation description</Label>
          <Textarea
            id={ids.description}
            value={description}
            maxLength={1000}
            onChange={(event) => setDescription(event.target.value)}
            placeholder={'e.g. Slow zoom on the print with a light sweep and the title "Summer Drop"'}
          />
          <p className="text-xs text-slate-500">
            {filmed
              ? 'A filmed product has its own camera and light: motion words and quoted titles shape design-only videos.'
              : `Motion words it understands: ${MOTION_IDEAS.join(', ')}. Put a title in quotes to show it in the video.`}
          </p>
        </div>
        <div className="grid gap-4 sm:grid-cols-2">
          <div className="space-y-2">
            <Label htmlFor={ids.product}>3. Product type</Label>
            <Select id={ids.product} value={productType} onChange={(event) => setProductType(event.target.value as VideoProductType)}>
              <option value="" disabled>
                Select product type
              </option>
              {VIDEO_PRODUCT_TYPES.map((type) => (
                <option key={type} value={type}>
                  {VIDEO_PRODUCT_LABELS[type]}
                </option>
              ))}
            </Select>
          </div>
          <div className="space-y-2">
            <Label htmlFor={ids.duration}>4. Duration</Label>
            <Select
              id={ids.duration}
              value={duration ?? ''}
              onChange={(event) => setDuration(Number(event.target.value) as VideoDuration)}
            >
              <option value="" disabled>
                Choose duration
              </option>
              {VIDEO_DURATIONS.map((seconds) => (
                <option key={seconds} value={seconds}>
                  {seconds} seconds
                </option>
              ))}
            </Select>
          </div>
        </div>
        {productType && (
          <div className="space-y-2">
            <VideoLookField productType={productType} look={look} onLook={setLook} />
            {clipNote && look.style === 'product' && <p className="text-xs text-slate-600">{clipNote}</p>}
          </div>
        )}
        <fieldset className="space-y-2">
          <legend className="text-sm font-medium text-slate-800">Format</legend>
          <div className="grid grid-cols-2 gap-2 sm:grid-cols-4">
            {VIDEO_PLATFORM_IDS.map((id) => (
              <label
                key={id}
                className={cn(
                  'cursor-pointer rounded-lg border px-3 py-2 text-center text-sm transition-colors has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-600',
                  platform === id ? 'border-brand-600 bg-brand-50 text-brand-900' : 'border-slate-300 text-slate-700 hover:border-brand-400',
                )}
              >
                <input type="radio" name="video-platform" value={id} checked={platform === id} onChange={() => onPlatform(id)} className="sr-only" />
                <span className="block font-semibold">{VIDEO_PLATFORMS[id].label}</span>
                <span className="text-xs text-slate-600">{VIDEO_PLATFORMS[id].aspect}</span>
              </label>
            ))}
          </div>
        </fieldset>
        <div className="space-y-2 pt-1">
          <Button size="lg" className="w-full" disabled={!ready || busy} onClick={() => void generate()} aria-describedby={ids.hint}>
            <Sparkles /> {busy ? 'Generating Video…' : 'Generate Video'}
          </Button>
          <p id={ids.hint} className="flex items-center justify-center gap-1.5 text-center text-xs text-slate-500">
            <Clock className="size-3.5" aria-hidden />
            {ready
              ? `Expected wait: about ${wait} seconds for a ${duration}-second 1080p video.`
              : 'Add an image, a description, a product type and a duration to generate. Renders take seconds, not minutes.'}
          </p>
        </div>
      </div>
      <VideoPreview render={render} platform={platform} duration={duration} waitSeconds={wait} onRetry={() => void generate()} />
    </Card>
  );
}
