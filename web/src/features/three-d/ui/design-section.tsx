import { ImageUp, Loader2, Trash2 } from 'lucide-react';
import { useRef } from 'react';
import { formatMegabytes } from '../../../../../core/src/upload/upload-rules';
import { Button } from '../../../components/ui/button';
import { clearDesign, useDesign } from '../../upload/design-store';
import { useUpload } from '../../upload/use-upload';

const ACCEPT = 'image/png,image/jpeg,image/svg+xml,image/webp,.png,.jpg,.jpeg,.svg,.webp';

/**
 * The design printed on the product: the same current design as the rest of the site (so one uploaded on
 * /upload is already here), checked by the same upload rules.
 */
export function DesignSection({ printArea }: { printArea: string }) {
  const { design, previewUrl } = useDesign();
  const { status, upload } = useUpload();
  const input = useRef<HTMLInputElement>(null);
  const choose = () => input.current?.click();

  return (
    <div
      onDragOver={(event) => event.preventDefault()}
      onDrop={(event) => {
        event.preventDefault();
        void upload(event.dataTransfer.files);
      }}
    >
      <input
        ref={input}
        type="file"
        accept={ACCEPT}
        className="sr-only"
        aria-label="Design file"
        tabIndex={-1}
        onChange={(event) => {
          void upload(event.target.files);
          event.target.value = '';
        }}
      />
      {status.phase === 'uploading' ? (
        <div className="rounded-xl border border-brand-200 bg-brand-50/60 p-4">
          <p className="flex items-center gap-2 truncate text-sm font-medium text-slate-900">
            <Loader2 className="size-4 shrink-0 animate-spin text-brand-700" aria-hidden /> Uploading {status.name}…
          </p>
          <div
            role="progressbar"
            aria-label="Upload progress"
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={status.progress}
            className="mt-3 h-1.5 overflow-hidden rounded-full bg-brand-100"
          >
            <div className="h-full rounded-full bg-brand-600 transition-[width] duration-100" style={{ width: `${status.progress}%` }} />
          </div>
        </div>
      ) : design && previewUrl ? (
        <div className="flex items-center gap-3 rounded-xl border border-slate-200 p-3">
          <img
            src={previewUrl}
            alt={`Your design: ${design.name}`}
            className="size-14 shrink-0 rounded-lg border border-slate-200 bg-slate-50 object-contain"
          />
          <div className="min-w-0 flex-1">
            <p className="truncate text-sm font-semibold text-slate-900" title={design.name}>
              {design.name}
            </p>
            <p className="text-xs text-slate-600">
              {design.width} × {design.height} px · {formatMegabytes(design.size)}
            </p>
            <div className="mt-1 flex gap-1">
              <Button variant="link" size="sm" className="h-6 px-0" onClick={choose}>
                Replace
              </Button>
              <span className="text-slate-300" aria-hidden>
                ·
              </span>
              <Button variant="link" size="sm" className="h-6 px-0 text-slate-600" onClick={() => void clearDesign()}>
                <Trash2 aria-hidden /> Remove
              </Button>
            </div>
          </div>
        </div>
      ) : (
        <div className="rounded-xl border-2 border-dashed border-slate-300 p-4 text-center">
          <p className="text-sm text-slate-700">
            Your artwork is printed on the <strong>{printArea}</strong>, proportions kept.
          </p>
          <Button className="mt-3 w-full" onClick={choose}>
            <ImageUp aria-hidden /> Upload Design
          </Button>
          <p className="mt-2 text-xs text-slate-500">PNG, JPG, SVG or WebP, up to 10MB. Or drop it here.</p>
        </div>
      )}
    </div>
  );
}
