import { BookOpen, KeyRound, Loader2, ShieldAlert } from 'lucide-react';
import { useCallback, useEffect, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { Button } from '../../components/ui/button';
import { Input, Label } from '../../components/ui/input';
import { CopyButton } from './copy-button';
import { createApiKey, fetchApiKeys, revokeApiKey, type ApiKeySummary } from './developer-api';
import { WebhookPanel } from './webhook-panel';

const when = (iso: string | null) => (iso ? new Date(iso).toLocaleString() : 'Never');

/** The dashboard's 'API' tab: create, list and revoke API keys; the webhook secret and recent deliveries. */
export function ApiTab() {
  const [keys, setKeys] = useState<ApiKeySummary[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [name, setName] = useState('');
  const [creating, setCreating] = useState(false);
  const [newKey, setNewKey] = useState<{ name: string; key: string } | null>(null);

  const load = useCallback(() => fetchApiKeys().then(setKeys, (e: Error) => setError(e.message)), []);
  useEffect(() => void load(), [load]);

  const create = async (event: FormEvent) => {
    event.preventDefault();
    setCreating(true);
    try {
      const { key, apiKey } = await createApiKey(name.trim());
      setNewKey({ name: apiKey.name, key });
      setName('');
      await load();
    } catch (e) {
      toast.error('Key not created', { description: (e as Error).message });
    } finally {
      setCreating(false);
    }
  };

  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
      <section aria-labelledby="api-keys-title" className="rounded-2xl border border-slate-200 bg-white p-6">
        <div className="flex flex-wrap items-start justify-between gap-3">
          <div>
            <h2 id="api-keys-title" className="text-lg font-bold text-slate-900">API keys</h2>
            <p className="mt-1 text-sm text-slate-600">Render mockups from your own code. Each key can be revoked on its own.</p>
          </div>
          <Button asChild variant="outline">
            <Link to="/developers">
              <BookOpen /> API docs
            </Link>
          </Button>
        </div>

        <form onSubmit={(e) => void create(e)} className="mt-5 flex flex-wrap items-end gap-3">
          <div className="min-w-56 flex-1">
            <Label htmlFor="api-key-name">Key name</Label>
            <Input id="api-key-name" className="mt-1" placeholder="e.g. Shopify sync" maxLength={60} value={name} onChange={(e) => setName(e.target.value)} required />
          </div>
          <Button type="submit" disabled={creating || !name.trim()}>
            {creating ? <Loader2 className="animate-spin" /> : <KeyRound />} Create key
          </Button>
        </form>

        {newKey && (
          <div role="region" aria-label="Your new API key" className="mt-5 rounded-xl border border-amber-300 bg-amber-50 p-4">
            <p className="flex items-center gap-2 font-semibold text-amber-900">
              <ShieldAlert className="size-4" aria-hidden /> Copy “{newKey.name}” now: it is shown only once.
            </p>
            <div className="mt-3 flex flex-wrap gap-2">
              <Input readOnly aria-label="New API key" value={newKey.key} className="min-w-64 flex-1 font-mono" onFocus={(e) => e.currentTarget.select()} />
              <CopyButton text={newKey.key} label="Copy API key" variant="default" />
              <Button type="button" variant="ghost" onClick={() => setNewKey(null)}>
                I’ve saved it
              </Button>
            </div>
          </div>
        )}

        {error && <p role="alert" className="mt-5 text-sm text-red-700">{error}</p>}
        {!keys && !error && (
          <p className="mt-5 flex items-center gap-2 text-sm text-slate-600">
            <Loader2 className="size-4 animate-spin" aria-hidden /> Loading your keys…
          </p>
        )}
        {keys && keys.length === 0 && <p className="mt-5 text-sm text-slate-600">No keys yet. Name your first one above.</p>}
        {keys && keys.length > 0 && <KeyTable keys={keys} onRevoked={setKeys} />}
      </section>
      <WebhookPanel />
    </div>
  );
}

function KeyTable({ keys, onRevoked }: { keys: ApiKeySummary[]; onRevoked: (keys: ApiKeySummary[]) => void }) {
  const [confirming, setConfirming] = useState<string | null>(null);
  const revoke = async (key: ApiKeySummary) => {
    try {
      onRevoked(await revokeApiKey(key.id));
      toast.success('Key revoked', { description: `“${key.name}” no longer works.` });
    } catch (e) {
      toast.error('Key not revoked', { description: (e as Error).message });
    } finally {
      setConfirming(null);
    }
  };
  return (
    <div className="mt-5 overflow-x-auto">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">Your API keys</caption>
        <thead className="border-b border-slate-200 text-xs uppercase tracking-wide text-slate-500">
          <tr>
            <th className="py-2 pr-4 font-semibold">Name</th>
            <th className="py-2 pr-4 font-semibold">Key</th>
            <th className="py-2 pr-4 font-semibold">Created</th>
            <th className="py-2 pr-4 font-semibold">Last used</th>
            <th className="py-2 pr-4 text-right font-semibold">Renders this month</th>
            <th className="py-2 font-semibold"><span className="sr-only">Actions</span></th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {keys.map((key) => (
            <tr key={key.id} className={key.revokedAt ? 'text-slate-400' : 'text-slate-800'}>
              <td className="py-3 pr-4 font-medium">{key.name}</td>
              <td className="py-3 pr-4 font-mono text-xs">{key.prefix}…</td>
              <td className="py-3 pr-4">{when(key.createdAt)}</td>
              <td className="py-3 pr-4">{when(key.lastUsedAt)}</td>
              <td className="py-3 pr-4 text-right tabular-nums">{key.rendersThisMonth}</td>
              <td className="py-3 text-right">
                {key.revokedAt ? (
                  <span className="rounded-full bg-slate-100 px-2 py-1 text-xs font-semibold text-slate-500">Revoked</span>
                ) : confirming === key.id ? (
                  <span className="inline-flex gap-1">
                    <Button size="sm" className="bg-red-700 hover:bg-red-800" onClick={() => void revoke(key)}>
                      Yes, revoke
                    </Button>
                    <Button size="sm" variant="ghost" onClick={() => setConfirming(null)}>
                      Cancel
                    </Button>
                  </span>
                ) : (
                  <Button size="sm" variant="outline" aria-label={`Revoke ${key.name}`} onClick={() => setConfirming(key.id)}>
                    Revoke
                  </Button>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
