import { Loader2 } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Button } from '../../components/ui/button';

/** How long a cut-out usually takes; the bar eases towards 95 % around it and waits there. */
const TYPICAL_MS = 6000;

/** The cut-out at work: the photo under a progress bar with the time so far, and a Cancel button. */
export function CutoutProgress({ src, startedAt, onCancel }: { src: string; startedAt: number; onCancel: () => void }) {
  const [now, setNow] = useState(() => performance.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(performance.now()), 200);
    return () => window.clearInterval(timer);
  }, []);
  const elapsed = Math.max(0, now - startedAt);
  const progress = Math.round(95 * (1 - Math.exp(-elapsed / TYPICAL_MS)));
  return (
    <div className="relative mx-auto w-fit max-w-full overflow-hidden rounded-2xl border border-slate-200">
      <img src={src} alt="" className="block max-h-[60vh] w-auto max-w-full opacity-50 blur-[1px]" />
      <div role="status" className="absolute inset-0 grid place-items-center p-6">
        <div className="w-full max-w-sm rounded-xl bg-white/95 p-5 text-center shadow-lg">
          <p className="flex items-center justify-center gap-2 font-semibold text-slate-900">
            <Loader2 className="size-5 animate-spin text-brand-600" aria-hidden /> Cutting out your product…
          </p>
          <div
            role="progressbar"
            aria-label="Cut-out progress"
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={progress}
            className="mt-4 h-2 overflow-hidden rounded-full bg-brand-100"
          >
            <div className="h-full rounded-full bg-brand-600 transition-[width] duration-200" style={{ width: `${progress}%` }} />
          </div>
          <p className="mt-2 text-sm text-slate-600">
            {Math.floor(elapsed / 1000)} s · usually done in a few seconds
          </p>
          <Button variant="ghost" size="sm" className="mt-2" onClick={onCancel}>
            Cancel
          </Button>
        </div>
      </div>
    </div>
  );
}
