import { Download, ImagePlus, Loader2, RefreshCw, Sparkles } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { toast } from 'sonner';
import type { EngineCredit } from '../../../../core/src/ai/engines';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { saveImage } from './save-image';
import { useOnMockups } from './use-on-mockups';

export const CHECKERBOARD = {
  backgroundImage:
    'linear-gradient(45deg,#eef2f7 25%,transparent 25%),linear-gradient(-45deg,#eef2f7 25%,transparent 25%),linear-gradient(45deg,transparent 75%,#eef2f7 75%),linear-gradient(-45deg,transparent 75%,#eef2f7 75%)',
  backgroundSize: '20px 20px',
  backgroundPosition: '0 0,0 10px,10px -10px,-10px 0',
};

interface ResultPanelProps {
  /** What the preview shows. */
  imageUrl: string;
  /** What Download saves (may be a larger render of the same design). */
  downloadUrl: string;
  downloadName: () => string;
  /** '4K Quality', 'High Quality', 'Commercial Quality'. */
  badge: string;
  /** Which engine made the image, and why a configured one did not when it did not. */
  credit: EngineCredit;
  alt: string;
  /** The design's name when it becomes the current design. */
  designName: string;
  onAgain?: () => void;
  details?: ReactNode;
}

/** A finished AI result: the image on a checkerboard, its quality badge, Download, 'Use on mockups' and the engine. */
export function ResultPanel(props: ResultPanelProps) {
  const [busy, setBusy] = useState<'download' | 'mockups' | null>(null);
  const putOnMockups = useOnMockups();

  const download = async () => {
    setBusy('download');
    try {
      await saveImage(props.downloadUrl, props.downloadName());
      toast.success('Download Complete');
    } catch (error) {
      toast.error('Download failed', { description: (error as Error).message });
    } finally {
      setBusy(null);
    }
  };
  const toMockups = async () => {
    setBusy('mockups');
    try {
      await putOnMockups(props.imageUrl, props.designName);
    } catch (error) {
      toast.error('Could not use this image', { description: (error as Error).message });
      setBusy(null);
    }
  };

  return (
    <section aria-label="Result" className="space-y-4">
      <div className="relative overflow-hidden rounded-2xl border border-slate-200" style={CHECKERBOARD}>
        <img src={props.imageUrl} alt={props.alt} className="mx-auto aspect-square w-full max-w-xl object-contain" />
        <Badge variant="solid" className="absolute left-3 top-3 gap-1 shadow">
          <Sparkles className="size-3" aria-hidden /> {props.badge}
        </Badge>
      </div>
      {props.details}
      <div className="flex flex-wrap gap-3">
        <Button onClick={() => void download()} disabled={busy !== null}>
          {busy === 'download' ? <Loader2 className="animate-spin" aria-hidden /> : <Download aria-hidden />} Download
        </Button>
        <Button variant="outline" onClick={() => void toMockups()} disabled={busy !== null}>
          {busy === 'mockups' ? <Loader2 className="animate-spin" aria-hidden /> : <ImagePlus aria-hidden />} Use on mockups
        </Button>
        {props.onAgain && (
          <Button variant="ghost" onClick={props.onAgain} disabled={busy !== null}>
            <RefreshCw aria-hidden /> Generate again
          </Button>
        )}
      </div>
      {props.credit.warning && (
        <p role="status" className="rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900">
          {props.credit.warning}
        </p>
      )}
      <p className="text-xs text-slate-500">Made by {props.credit.engineName}</p>
    </section>
  );
}
