import { Link2Off } from 'lucide-react';
import type { SharedLinkProblem } from './use-shared-link';

/** Above the editor when a shared link could not be opened: says why, and the editor stays usable below it. */
export function SharedLinkNotice({ problem }: { problem: SharedLinkProblem }) {
  return (
    <div role="alert" className="mb-6 flex items-start gap-3 rounded-2xl border border-amber-200 bg-amber-50 p-4 text-amber-900">
      <Link2Off className="mt-0.5 size-5 shrink-0 text-amber-600" aria-hidden />
      <div>
        <p className="font-semibold">{problem.title}</p>
        <p className="mt-0.5 text-sm text-amber-800">{problem.text}</p>
      </div>
    </div>
  );
}
