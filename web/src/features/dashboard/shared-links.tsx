import { ExternalLink, Link2, Loader2, Unlink } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { toast } from 'sonner';
import type { SharedLinkSummary } from '../../../../core/src/schemas/shared-document';
import { findTemplate } from '../../../../core/src/site/template-routes';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { CopyButton } from '../developer/copy-button';
import { sharedLinkUrl } from '../editor/shared-link-url';
import { fetchSharedLinks, revokeSharedLink } from './api';
import { ConfirmDeleteDialog } from './confirm-delete-dialog';
import { EmptyState } from './file-grid';
import { formatDate } from './stat-cards';

const opened = (count: number) => (count === 0 ? 'Not opened yet' : count === 1 ? 'Opened once' : `Opened ${count} times`);

/** What a row shows of a link: the library template it opens (null once the library no longer has it). */
function linkLabels(link: SharedLinkSummary) {
  const template = findTemplate(link.templateId) ?? null;
  const title = template?.title ?? link.templateId;
  return { template, title, label: `${title}, shared ${formatDate(link.createdAt)}` };
}

function SharedLinkCard({ link, onRevoke }: { link: SharedLinkSummary; onRevoke: () => void }) {
  const { template, title, label } = linkLabels(link);
  const url = template && sharedLinkUrl(template, link.id);
  return (
    <Card className="overflow-hidden transition-shadow hover:shadow-md">
      <div className="relative aspect-square bg-slate-100">
        {template && <img src={template.thumbnailUrl} alt="" loading="lazy" className="size-full object-cover" />}
        {link.design && (
          <span className="absolute bottom-3 right-3 flex size-16 items-center justify-center rounded-xl bg-[repeating-conic-gradient(#f1f5f9_0%_25%,#fff_0%_50%)] bg-[length:12px_12px] p-1.5 shadow-md ring-1 ring-slate-200">
            <img src={link.design.thumbnailUrl} alt="" loading="lazy" className="max-h-full max-w-full object-contain" />
          </span>
        )}
      </div>
      <div className="space-y-3 border-t border-slate-100 p-4">
        <div>
          <p className="truncate font-semibold text-slate-900" title={title}>
            {title}
          </p>
          <p className="mt-0.5 truncate text-xs text-slate-500">
            {link.design ? `${link.design.name} · ` : ''}Shared {formatDate(link.createdAt)} · {opened(link.openCount)}
          </p>
        </div>
        {url ? (
          <div className="flex gap-2">
            <input
              readOnly
              value={url}
              aria-label={`Link to ${label}`}
              className="min-w-0 flex-1 rounded-md border border-slate-200 bg-slate-50 px-2 text-xs text-slate-700"
              onFocus={(e) => e.currentTarget.select()}
            />
            <CopyButton text={url} label={`Copy the link to ${label}`} />
          </div>
        ) : (
          <p className="text-xs text-slate-500">This template is no longer in the library, so the link no longer opens.</p>
        )}
        <div className="flex gap-2">
          {url && (
            <Button asChild variant="secondary" size="sm" className="flex-1">
              <a href={url} target="_blank" rel="noreferrer" aria-label={`Open the link to ${label}`}>
                <ExternalLink /> Open
              </a>
            </Button>
          )}
          <Button variant="ghost" size="sm" className="text-red-600 hover:bg-red-50 hover:text-red-700" aria-label={`Revoke the link to ${label}`} onClick={onRevoke}>
            <Unlink /> Revoke
          </Button>
        </div>
      </div>
    </Card>
  );
}

/** Dashboard tab: the links the user shared from the editor, to copy again or revoke (after a confirmation). */
export function SharedLinks() {
  const [links, setLinks] = useState<SharedLinkSummary[] | null>(null);
  const [failed, setFailed] = useState(false);
  const [loads, setLoads] = useState(0);
  const [confirming, setConfirming] = useState<SharedLinkSummary | null>(null);
  const [revoking, setRevoking] = useState(false);

  useEffect(() => {
    let cancelled = false;
    fetchSharedLinks().then(
      (list) => !cancelled && setLinks(list),
      () => !cancelled && setFailed(true),
    );
    return () => {
      cancelled = true;
    };
  }, [loads]);

  const revoke = async () => {
    if (!confirming) return;
    setRevoking(true);
    try {
      await revokeSharedLink(confirming.id);
      toast.success('Link revoked', { description: 'Anyone who opens it now sees that you removed it.' });
      setLinks((list) => list?.filter((link) => link.id !== confirming.id) ?? null);
      setConfirming(null);
    } catch (error) {
      toast.error('Could not revoke the link', { description: (error as Error).message });
    } finally {
      setRevoking(false);
    }
  };

  if (failed) {
    return (
      <Card role="alert" className="p-8 text-center">
        <p className="font-semibold text-slate-900">Your shared links could not be loaded.</p>
        <Button
          variant="outline"
          className="mt-3"
          onClick={() => {
            setFailed(false);
            setLoads((n) => n + 1);
          }}
        >
          Try again
        </Button>
      </Card>
    );
  }
  if (!links) {
    return (
      <p role="status" className="flex items-center justify-center gap-2 py-16 text-slate-600">
        <Loader2 className="size-5 animate-spin" aria-hidden /> Loading your shared links…
      </p>
    );
  }
  if (links.length === 0) {
    return (
      <EmptyState
        icon={Link2}
        title="No shared links yet"
        text="'Share link' in the editor makes a link that opens your mockup with all its layers. The links you share are kept here, to copy again or revoke."
        action={
          <Button asChild>
            <Link to="/upload">Create a mockup</Link>
          </Button>
        }
      />
    );
  }

  return (
    <>
      <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4" aria-label="Shared links">
        {links.map((link) => (
          <li key={link.id}>
            <SharedLinkCard link={link} onRevoke={() => setConfirming(link)} />
          </li>
        ))}
      </ul>
      <ConfirmDeleteDialog
        open={confirming !== null}
        title="Revoke this link?"
        confirmLabel="Revoke"
        busyLabel="Revoking..."
        deleting={revoking}
        onCancel={() => setConfirming(null)}
        onConfirm={() => void revoke()}
      >
        The link to “{confirming ? linkLabels(confirming).title : ''}” stops working: whoever opens it is told you removed it. Your designs and mockups
        stay in your account.
      </ConfirmDeleteDialog>
    </>
  );
}
