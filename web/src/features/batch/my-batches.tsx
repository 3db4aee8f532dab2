import { Download, Layers, Loader2 } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { Button } from '../../components/ui/button';
import { fetchMyBatches, megabytes, type BatchSummary } from './batch-api';

const STATUS: Record<BatchSummary['status'], string> = {
  queued: 'Waiting',
  running: 'Rendering…',
  zipping: 'Packing the ZIP…',
  done: 'Ready',
  failed: 'Failed',
  cancelled: 'Cancelled',
};

/** The dashboard's 'Batches' tab: the signed-in user's batch mockups, newest first, each ZIP to download again. */
export function MyBatches() {
  const [batches, setBatches] = useState<BatchSummary[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    fetchMyBatches().then(
      (list) => live && setBatches(list),
      (e: Error) => live && setError(e.message),
    );
    return () => {
      live = false;
    };
  }, []);

  if (error) return <p role="alert" className="text-sm text-red-700">{error}</p>;
  if (!batches) {
    return (
      <p className="flex items-center gap-2 text-sm text-slate-600">
        <Loader2 className="size-4 animate-spin" aria-hidden /> Loading your batches…
      </p>
    );
  }
  if (batches.length === 0) {
    return (
      <div className="rounded-2xl border border-dashed border-slate-300 bg-white p-10 text-center">
        <Layers className="mx-auto size-8 text-slate-400" aria-hidden />
        <h3 className="mt-3 font-semibold text-slate-900">No batches yet</h3>
        <p className="mt-1 text-sm text-slate-600">Put one design on a whole category at once with “Batch mockups…” in the editor.</p>
        <Button asChild className="mt-4">
          <Link to="/upload">Start with a design</Link>
        </Button>
      </div>
    );
  }
  return (
    <ul aria-label="Your batches" className="divide-y divide-slate-100 rounded-2xl border border-slate-200 bg-white">
      {batches.map((b) => (
        <li key={b.id} className="flex flex-wrap items-center gap-4 px-5 py-4">
          <Layers className="size-5 text-brand-600" aria-hidden />
          <div className="min-w-0">
            <p className="font-medium text-slate-900">
              {b.total} mockup{b.total === 1 ? '' : 's'} · {b.width} px
            </p>
            <p className="text-sm text-slate-500">
              {new Date(b.createdAt).toLocaleString()} · {STATUS[b.status]}
              {b.zipSize ? ` · ${megabytes(b.zipSize)}` : ''}
            </p>
          </div>
          {b.zipUrl && (
            <Button asChild variant="outline" className="ml-auto">
              <a href={b.zipUrl} download aria-label={`Download ZIP of ${b.total} mockups from ${new Date(b.createdAt).toLocaleString()}`}>
                <Download /> Download ZIP
              </a>
            </Button>
          )}
        </li>
      ))}
    </ul>
  );
}
