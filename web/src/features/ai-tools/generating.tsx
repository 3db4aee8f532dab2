import { Loader2 } from 'lucide-react';

/** The spinner and progress bar an AI tool shows while it works, with the server's current step where it told it. */
export function Generating({ progress, label, step }: { progress: number; label: string; step?: string }) {
  return (
    <div className="rounded-xl border border-brand-100 bg-brand-50/60 p-4" role="status" aria-live="polite">
      <div className="flex items-center gap-3 text-sm font-semibold text-brand-900">
        <Loader2 className="size-5 animate-spin" aria-hidden />
        {step ? `${step}…` : label}
        <span className="ml-auto tabular-nums text-brand-700">{progress}%</span>
      </div>
      <div role="progressbar" aria-label={label} aria-valuemin={0} aria-valuemax={100} aria-valuenow={progress} className="mt-3 h-2 overflow-hidden rounded-full bg-brand-100">
        <div className="h-full rounded-full bg-brand-600 transition-[width] duration-200" style={{ width: `${progress}%` }} />
      </div>
    </div>
  );
}
