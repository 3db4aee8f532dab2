import { CheckCircle2, ImageIcon } from 'lucide-react';
import { formatMegabytes } from '../../../../core/src/upload/upload-rules';
import { Card } from '../../components/ui/card';
import type { Design } from './prepare-design';

/** 'Your Design': the uploaded file with its name and size, on a checkerboard so transparency shows. */
export function DesignCard({ design, previewUrl }: { design: Design; previewUrl: string }) {
  return (
    <Card className="overflow-hidden">
      <div className="flex items-center gap-2 border-b border-slate-100 px-5 py-3 text-sm font-semibold text-emerald-700">
        <CheckCircle2 className="size-4" aria-hidden /> Upload Complete
      </div>
      <div className="grid gap-5 p-5 sm:grid-cols-[160px_1fr] sm:items-center">
        <div
          className="grid aspect-square place-items-center rounded-xl border border-slate-200 bg-[length:16px_16px]"
          style={{
            backgroundImage:
              'linear-gradient(45deg,#f1f5f9 25%,transparent 25%),linear-gradient(-45deg,#f1f5f9 25%,transparent 25%),linear-gradient(45deg,transparent 75%,#f1f5f9 75%),linear-gradient(-45deg,transparent 75%,#f1f5f9 75%)',
            backgroundPosition: '0 0,0 8px,8px -8px,-8px 0',
          }}
        >
          <img src={previewUrl} alt={`Your design: ${design.name}`} className="max-h-36 max-w-36 object-contain" />
        </div>
        <div className="min-w-0">
          <h2 className="text-lg font-bold text-slate-900">Your Design</h2>
          <p className="mt-1 flex items-center gap-2 truncate text-slate-700" title={design.name}>
            <ImageIcon className="size-4 shrink-0 text-slate-500" aria-hidden />
            <span className="truncate">{design.name}</span>
          </p>
          <p className="mt-1 text-sm text-slate-600">
            {formatMegabytes(design.size)} · {design.width} × {design.height} px · {design.format.toUpperCase()}
          </p>
        </div>
      </div>
    </Card>
  );
}
