import { ImageUp, X } from 'lucide-react';
import { useId, useRef } from 'react';
import { toast } from 'sonner';
import { checkUpload } from '../../../../core/src/upload/upload-rules';
import { Button } from '../../components/ui/button';
import { CHECKERBOARD } from './result-panel';

export interface PickedImage {
  name: string;
  /** The file as a data URL: what the server functions take. */
  dataUrl: string;
}

const ACCEPT = 'image/png,image/jpeg,image/webp,.png,.jpg,.jpeg,.webp';

const readAsDataUrl = (file: File) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(new Error('The file could not be read.'));
    reader.readAsDataURL(file);
  });

/** The product image of the background and photography tools: checked by its bytes and size, shown, replaceable. */
export function ProductImagePicker({ value, onChange, hint, disabled }: { value: PickedImage | null; onChange: (image: PickedImage | null) => void; hint: string; disabled?: boolean }) {
  const input = useRef<HTMLInputElement>(null);
  const hintId = useId();

  const choose = async (files: FileList | null) => {
    const file = files?.[0];
    if (!file) return;
    const problem = checkUpload(new Uint8Array(await file.slice(0, 1024).arrayBuffer()), file.size);
    if (problem) {
      toast.error(problem.title, { description: problem.description });
      return;
    }
    onChange({ name: file.name, dataUrl: await readAsDataUrl(file) });
  };

  return (
    <div>
      <p className="text-sm font-medium text-slate-800">Product image</p>
      {value ? (
        <div className="mt-2 flex items-center gap-4 rounded-xl border border-slate-200 p-3">
          <div className="size-20 shrink-0 overflow-hidden rounded-lg border border-slate-200" style={CHECKERBOARD}>
            <img src={value.dataUrl} alt={`Product image: ${value.name}`} className="size-full object-contain" />
          </div>
          <p className="min-w-0 flex-1 truncate text-sm text-slate-700" title={value.name}>
            {value.name}
          </p>
          <Button variant="ghost" size="icon" aria-label="Remove product image" onClick={() => onChange(null)} disabled={disabled}>
            <X aria-hidden />
          </Button>
        </div>
      ) : (
        <div className="mt-2 rounded-xl border-2 border-dashed border-slate-300 p-6 text-center">
          <ImageUp className="mx-auto size-8 text-brand-600" aria-hidden />
          <p id={hintId} className="mt-2 text-sm text-slate-600">
            {hint}
          </p>
          <Button variant="outline" className="mt-3" onClick={() => input.current?.click()} aria-describedby={hintId} disabled={disabled}>
            Upload Product Image
          </Button>
        </div>
      )}
      <input
        ref={input}
        type="file"
        accept={ACCEPT}
        className="sr-only"
        aria-label="Product image file"
        tabIndex={-1}
        onChange={(event) => {
          void choose(event.target.files);
          event.target.value = '';
        }}
      />
    </div>
  );
}
