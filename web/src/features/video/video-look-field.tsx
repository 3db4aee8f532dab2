import { clipsFor } from '../../../../core/src/video/clip-library';
import { VIDEO_PRODUCT_LABELS, type VideoProductType, type VideoStyle } from '../../../../core/src/video/video-request';
import { cn } from '../../lib/cn';
import { ColourField } from '../editor/colour-field';

/** What a video shows: the design printed on a filmed product (a clip, in a colour) or the picture on a card. */
export interface VideoLookChoice {
  style: VideoStyle;
  clip: string | undefined;
  color: string;
}

export const DEFAULT_LOOK: VideoLookChoice = { style: 'product', clip: undefined, color: '#FFFFFF' };

/** The product type's filmed clips, the card style for a finished mockup, and the product's colour. */
export function VideoLookField({ productType, look, onLook }: { productType: VideoProductType; look: VideoLookChoice; onLook: (look: VideoLookChoice) => void }) {
  const clips = clipsFor(productType);
  const label = VIDEO_PRODUCT_LABELS[productType];
  // Every product type has a clip (clip-library.test.ts); without one the server makes a design-only video.
  if (clips.length === 0) return null;
  const chosen = look.style === 'design' ? 'design' : (clips.find((c) => c.id === look.clip) ?? clips[0]!).id;
  const option = (value: string, title: string, detail: string, thumbnail?: string) => (
    <label
      key={value}
      className={cn(
        'flex cursor-pointer items-center gap-3 rounded-lg border p-2 text-sm transition-colors has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-600',
        chosen === value ? 'border-brand-600 bg-brand-50 text-brand-900' : 'border-slate-300 text-slate-700 hover:border-brand-400',
      )}
    >
      <input
        type="radio"
        name="video-look"
        value={value}
        checked={chosen === value}
        onChange={() => onLook(value === 'design' ? { ...look, style: 'design' } : { ...look, style: 'product', clip: value })}
        className="sr-only"
      />
      {thumbnail ? (
        // The keyframe shows the product small in its set (room for every framing): shown closer here.
        <span className="size-14 shrink-0 overflow-hidden rounded-md" aria-hidden>
          <img src={thumbnail} alt="" className="size-full scale-[1.9] object-cover" />
        </span>
      ) : (
        <span className="size-14 shrink-0 rounded-md bg-slate-100" aria-hidden />
      )}
      <span>
        <span className="block font-semibold">{title}</span>
        <span className="text-xs text-slate-600">{detail}</span>
      </span>
    </label>
  );
  return (
    <div className="space-y-3">
      <fieldset className="space-y-2">
        <legend className="text-sm font-medium text-slate-800">Video style</legend>
        <div className="grid gap-2">
          {clips.map((clip) => option(clip.id, `Filmed ${label.toLowerCase()}: ${clip.name.toLowerCase()}`, 'Your image is the print, on the product in your colour.', clip.keyframes[0]!.thumbnail))}
          {option('design', 'Design only', 'Your image as it is, on a moving card: for a finished mockup.')}
        </div>
      </fieldset>
      {chosen !== 'design' && (
        <div className="space-y-2">
          <p className="text-sm font-medium text-slate-800">{label} colour</p>
          <ColourField color={look.color} onColor={(color) => onLook({ ...look, color })} />
        </div>
      )}
    </div>
  );
}
