import { UploadCloud } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { cn } from '../../lib/cn';
import { Button } from '../../components/ui/button';
import type { UploadPhase } from './use-upload';

const ACCEPT = 'image/png,image/jpeg,image/svg+xml,image/webp,.png,.jpg,.jpeg,.svg,.webp';

interface Props {
  status: UploadPhase;
  onFiles: (files: FileList | null) => void;
  /** What to drop (the design by default) and the rules shown under it. */
  title?: string;
  hint?: string;
  inputLabel?: string;
  accept?: string;
}

/** Drag-and-drop or choose a file; shows the progress bar while an upload runs. */
export function UploadDropzone({
  status,
  onFiles,
  title = 'Drag and drop your design here',
  hint = 'PNG, JPG, SVG or WebP, up to 10MB. Transparent PNGs look best.',
  inputLabel = 'Design file',
  accept = ACCEPT,
}: Props) {
  const input = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);
  const hintId = useId();

  if (status.phase === 'uploading') {
    return (
      <div className="rounded-2xl border-2 border-dashed border-brand-200 bg-brand-50/60 p-10 text-center">
        <p className="font-semibold text-slate-900">Uploading {status.name}…</p>
        <div
          role="progressbar"
          aria-label="Upload progress"
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={status.progress}
          className="mx-auto mt-4 h-2 max-w-sm overflow-hidden rounded-full bg-brand-100"
        >
          <div className="h-full rounded-full bg-brand-600 transition-[width] duration-100" style={{ width: `${status.progress}%` }} />
        </div>
        <p className="mt-2 text-sm text-slate-600">{status.progress}%</p>
      </div>
    );
  }

  return (
    <div
      onDragOver={(event) => {
        event.preventDefault();
        setDragging(true);
      }}
      onDragLeave={() => setDragging(false)}
      onDrop={(event) => {
        event.preventDefault();
        setDragging(false);
        onFiles(event.dataTransfer.files);
      }}
      className={cn(
        'rounded-2xl border-2 border-dashed p-10 text-center transition-colors',
        dragging ? 'border-brand-600 bg-brand-50' : 'border-slate-300 bg-white hover:border-brand-500',
      )}
    >
      <UploadCloud className="mx-auto size-12 text-brand-600" aria-hidden />
      <p className="mt-4 text-lg font-semibold text-slate-900">{title}</p>
      <p id={hintId} className="mt-1 text-sm text-slate-600">
        {hint}
      </p>
      <Button className="mt-6" size="lg" onClick={() => input.current?.click()} aria-describedby={hintId}>
        Choose File
      </Button>
      <input
        ref={input}
        type="file"
        accept={accept}
        className="sr-only"
        aria-label={inputLabel}
        tabIndex={-1}
        onChange={(event) => {
          onFiles(event.target.files);
          event.target.value = '';
        }}
      />
    </div>
  );
}
