import { ImagePlus } from 'lucide-react';
import { Button } from '../../components/ui/button';
import { useDesign } from '../upload/design-store';
import type { Design } from '../upload/prepare-design';

/** The design this browser last uploaded, offered for the video so the visitor need not pick the same file again. */
export function StoredDesignOffer({ onUse }: { onUse: (design: Design) => void }) {
  const { design, previewUrl } = useDesign();
  if (!design || !previewUrl) return null;
  return (
    <div className="flex items-center gap-3 rounded-xl border border-brand-200 bg-brand-50/60 p-3">
      <img src={previewUrl} alt="" className="size-12 shrink-0 rounded-md border border-slate-200 bg-white object-contain" />
      <p className="min-w-0 flex-1 truncate text-sm text-slate-700" title={design.name}>
        Your uploaded design: <span className="font-semibold text-slate-900">{design.name}</span>
      </p>
      <Button size="sm" onClick={() => onUse(design)}>
        <ImagePlus aria-hidden /> Use this design
      </Button>
    </div>
  );
}
