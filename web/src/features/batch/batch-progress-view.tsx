import { AlertCircle, CheckCircle2, Circle, Download, Loader2, CircleMinus } from 'lucide-react';
import type { BatchItemStatus, BatchProgress } from '../../../../core/src/render/batch-request';
import { megabytes } from './batch-api';

const ITEM_ICON: Record<BatchItemStatus, React.ReactNode> = {
  pending: <Circle className="size-4 text-slate-300" aria-hidden />,
  rendering: <Loader2 className="size-4 animate-spin text-brand-600" aria-hidden />,
  done: <CheckCircle2 className="size-4 text-emerald-600" aria-hidden />,
  failed: <AlertCircle className="size-4 text-red-600" aria-hidden />,
};
const ITEM_TEXT: Record<BatchItemStatus, string> = { pending: 'Waiting', rendering: 'Rendering…', done: 'Done', failed: 'Failed' };

/** A batch's progress bar, its state in words, and every item with its status. */
export function BatchProgressView({ progress }: { progress: BatchProgress }) {
  const { done, failed, total, status } = progress;
  const percent = Math.round(((done + failed) / Math.max(1, total)) * 100);
  const headline =
    status === 'queued' ? 'Waiting for a free renderer…'
    : status === 'running' ? `${done} of ${total} mockups done`
    : status === 'zipping' ? 'Packing the ZIP…'
    : status === 'done' ? `All done: ${done} of ${total} mockups${failed ? ` (${failed} failed)` : ''}`
    : status === 'cancelled' ? `Batch cancelled after ${done} of ${total} mockups. Nothing was kept.`
    : `The batch failed: ${progress.error ?? 'please try again.'}`;
  return (
    <div className="space-y-4">
      <div>
        <p role="status" className="text-sm font-medium text-slate-900">{headline}</p>
        <div
          role="progressbar"
          aria-label="Batch progress"
          aria-valuemin={0}
          aria-valuemax={total}
          aria-valuenow={done + failed}
          className="mt-2 h-2.5 overflow-hidden rounded-full bg-slate-100"
        >
          <div
            className={status === 'cancelled' || status === 'failed' ? 'h-full bg-slate-400' : 'h-full bg-brand-600 transition-[width] duration-500'}
            style={{ width: `${percent}%` }}
          />
        </div>
      </div>
      <ul aria-label="Mockups in this batch" className="max-h-64 divide-y divide-slate-100 overflow-y-auto rounded-lg border border-slate-200 text-sm">
        {progress.items.map((item) => {
          // A stopped batch leaves its unfinished items as they were: show them as not made, not as still working.
          const stopped = (status === 'cancelled' || status === 'failed') && (item.status === 'pending' || item.status === 'rendering');
          return (
            <li key={item.fileName} className="flex items-center gap-3 px-3 py-2">
              {stopped ? <CircleMinus className="size-4 text-slate-300" aria-hidden /> : ITEM_ICON[item.status]}
              <span className="truncate font-mono text-xs text-slate-700">{item.fileName}</span>
              <span className="ml-auto shrink-0 text-xs text-slate-500" title={item.error ?? undefined}>
                {stopped ? 'Not made' : item.status === 'failed' && item.error ? `Failed: ${item.error}` : ITEM_TEXT[item.status]}
              </span>
            </li>
          );
        })}
      </ul>
      {progress.zipUrl && (
        <p className="text-xs text-slate-500">
          {progress.zipName} · {megabytes(progress.zipSize ?? 0)}
          {progress.zipExpiresAt
            ? ` · kept until ${new Date(progress.zipExpiresAt).toLocaleString()} (sign in to keep batches on your dashboard)`
            : ' · also on your dashboard'}
        </p>
      )}
    </div>
  );
}

export function DownloadZip({ progress }: { progress: BatchProgress }) {
  if (!progress.zipUrl) return null;
  return (
    <a
      href={progress.zipUrl}
      download={progress.zipName ?? true}
      className="inline-flex h-10 items-center justify-center gap-2 rounded-lg bg-brand-700 px-4 text-sm font-semibold text-white shadow-sm hover:bg-brand-800 [&_svg]:size-4"
    >
      <Download aria-hidden /> Download ZIP
    </a>
  );
}
