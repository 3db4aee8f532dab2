import { CheckCircle2, Eye, EyeOff, Loader2, RefreshCw, XCircle } from 'lucide-react';
import { useCallback, useEffect, useState } from 'react';
import { Button } from '../../components/ui/button';
import { CopyButton } from './copy-button';
import { fetchWebhooks, type WebhookDelivery } from './developer-api';

/** The webhook signing secret and the latest delivery attempts of batches started through the API. */
export function WebhookPanel() {
  const [data, setData] = useState<{ secret: string; deliveries: WebhookDelivery[] } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [shown, setShown] = useState(false);
  const load = useCallback(() => fetchWebhooks().then(setData, (e: Error) => setError(e.message)), []);
  useEffect(() => void load(), [load]);

  return (
    <section aria-labelledby="webhooks-title" className="rounded-2xl border border-slate-200 bg-white p-6">
      <div className="flex items-start justify-between gap-2">
        <h2 id="webhooks-title" className="text-lg font-bold text-slate-900">Webhooks</h2>
        <Button size="sm" variant="ghost" onClick={() => void load()} aria-label="Refresh webhook deliveries">
          <RefreshCw /> Refresh
        </Button>
      </div>
      <p className="mt-1 text-sm text-slate-600">
        Batches with a <code className="rounded bg-slate-100 px-1">webhookUrl</code> are signed with this secret (header{' '}
        <code className="rounded bg-slate-100 px-1">Mockup-Signature</code>).
      </p>
      {error && <p role="alert" className="mt-4 text-sm text-red-700">{error}</p>}
      {!data && !error && <Loader2 className="mt-4 size-4 animate-spin text-slate-500" aria-label="Loading" />}
      {data && (
        <>
          <div className="mt-4 flex gap-2">
            <code aria-label="Webhook signing secret" className="flex h-10 min-w-0 flex-1 items-center truncate rounded-lg border border-slate-300 bg-slate-50 px-3 font-mono text-xs">
              {shown ? data.secret : 'whsec_' + '•'.repeat(20)}
            </code>
            <Button variant="outline" size="icon" onClick={() => setShown(!shown)} aria-label={shown ? 'Hide secret' : 'Show secret'}>
              {shown ? <EyeOff /> : <Eye />}
            </Button>
            <CopyButton text={data.secret} label="Copy webhook secret" />
          </div>
          <h3 className="mt-6 text-sm font-semibold text-slate-900">Recent deliveries</h3>
          {data.deliveries.length === 0 ? (
            <p className="mt-2 text-sm text-slate-600">None yet.</p>
          ) : (
            <ul aria-label="Webhook deliveries" className="mt-2 divide-y divide-slate-100 text-sm">
              {data.deliveries.map((d) => (
                <li key={d.id} className="flex items-start gap-2 py-2">
                  {d.ok ? <CheckCircle2 className="mt-0.5 size-4 shrink-0 text-green-600" aria-label="Delivered" /> : <XCircle className="mt-0.5 size-4 shrink-0 text-red-600" aria-label="Failed" />}
                  <div className="min-w-0">
                    <p className="truncate font-medium text-slate-800" title={d.url}>{d.url}</p>
                    <p className="text-xs text-slate-500">
                      Attempt {d.attempt} · {d.statusCode ?? 'no answer'} · {new Date(d.createdAt).toLocaleString()}
                      {d.error ? ` · ${d.error}` : ''}
                    </p>
                  </div>
                </li>
              ))}
            </ul>
          )}
        </>
      )}
    </section>
  );
}
