import { ImagePlus, RefreshCw } from 'lucide-react';
import { useId, useRef } from 'react';
import { formatMegabytes } from '../../../../core/src/upload/upload-rules';
import { Button } from '../../components/ui/button';
import { cn } from '../../lib/cn';

const ACCEPT = 'image/png,image/jpeg,image/svg+xml,image/webp,.png,.jpg,.jpeg,.svg,.webp';

export interface PickedImage {
  file: Blob;
  name: string;
  previewUrl: string;
  /** Where it came from, shown under the name (e.g. 'From the mockup editor'). */
  note?: string;
}

/** The generator's image: a drop zone until one is chosen, then its preview with 'Change image'. */
export function ImageField({ image, onFiles }: { image: PickedImage | null; onFiles: (files: FileList | null) => void }) {
  const input = useRef<HTMLInputElement>(null);
  const hintId = useId();
  const choose = () => input.current?.click();
  return (
    <div
      onDragOver={(event) => event.preventDefault()}
      onDrop={(event) => {
        event.preventDefault();
        onFiles(event.dataTransfer.files);
      }}
      className={cn(
        'rounded-xl border-2 border-dashed transition-colors',
        image ? 'border-slate-200 bg-slate-50 p-3' : 'border-slate-300 bg-white p-6 text-center hover:border-brand-500',
      )}
    >
      {image ? (
        <div className="flex items-center gap-4">
          <img src={image.previewUrl} alt="Chosen product image" className="size-20 shrink-0 rounded-lg border border-slate-200 bg-white object-contain" />
          <div className="min-w-0 flex-1">
            <p className="truncate font-semibold text-slate-900" title={image.name}>
              {image.name}
            </p>
            <p className="text-xs text-slate-500">
              {image.note ?? formatMegabytes(image.file.size)}
            </p>
          </div>
          <Button variant="outline" size="sm" onClick={choose}>
            <RefreshCw /> Change image
          </Button>
        </div>
      ) : (
        <>
          <ImagePlus className="mx-auto size-9 text-brand-600" aria-hidden />
          <p className="mt-2 font-semibold text-slate-900">Drop a product image or mockup here</p>
          <p id={hintId} className="text-sm text-slate-600">
            PNG, JPG, SVG or WebP, up to 10MB
          </p>
          <Button className="mt-4" variant="outline" onClick={choose} aria-describedby={hintId}>
            Choose Image
          </Button>
        </>
      )}
      <input
        ref={input}
        type="file"
        accept={ACCEPT}
        className="sr-only"
        aria-label="Product image"
        tabIndex={-1}
        onChange={(event) => {
          onFiles(event.target.files);
          event.target.value = '';
        }}
      />
    </div>
  );
}
