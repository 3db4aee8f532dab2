import { Camera, ExternalLink, Link2, Loader2, Pencil } from 'lucide-react';
import { useCallback, useEffect, useId, useState } from 'react';
import { Link } from 'react-router';
import { toast } from 'sonner';
import type { OwnTemplateInfo } from '../../../../core/src/own-photo/own-template';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { ConfirmDeleteDialog, DeleteButton } from './confirm-delete-dialog';
import { CopyButton } from '../developer/copy-button';
import { deleteOwnTemplate, listOwnTemplates, ownTemplateEditorPath, patchOwnTemplate } from '../own-photo/own-photo-api';
import { formatDate } from './stat-cards';

const shareUrl = (id: string) => `${window.location.origin}${ownTemplateEditorPath(id)}`;

/** The "Use your own photo" entry: a card beside the templates (and the whole tab when there are none yet). */
export function OwnPhotoCard({ wide = false }: { wide?: boolean }) {
  return (
    <Card className={wide ? 'flex flex-col items-center gap-3 border-dashed px-6 py-14 text-center' : 'flex h-full flex-col items-center justify-center gap-3 border-dashed p-6 text-center'}>
      <span className="flex size-14 items-center justify-center rounded-2xl bg-brand-50 text-brand-600">
        <Camera className="size-7" aria-hidden />
      </span>
      <h3 className="text-lg font-semibold text-slate-900">{wide ? 'No templates of your own yet' : 'New template'}</h3>
      <p className="max-w-sm text-sm text-slate-600">Turn a photo of your own product into a template you can recolour and put any design on.</p>
      <div className="mt-2 flex flex-wrap justify-center gap-2">
        <Button asChild>
          <Link to="/own-photo">Use your own photo</Link>
        </Button>
        <Button asChild variant="outline">
          <Link to="/psd-mockup">Import a PSD mockup</Link>
        </Button>
      </div>
    </Card>
  );
}

function ShareToggle({ template, onChanged }: { template: OwnTemplateInfo; onChanged: (t: OwnTemplateInfo) => void }) {
  const id = useId();
  const [busy, setBusy] = useState(false);
  const toggle = async () => {
    setBusy(true);
    try {
      const updated = await patchOwnTemplate(template.id, { shared: !template.shared });
      onChanged({ ...template, ...updated, shared: !template.shared });
      toast.success(template.shared ? 'Share link turned off' : 'Share link on', {
        description: template.shared ? 'Only you can open this template now.' : 'Anyone with the link can use this template (they cannot change it).',
      });
    } catch (error) {
      toast.error('Could not change sharing', { description: (error as Error).message });
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="space-y-2">
      <div className="flex items-center justify-between gap-3 text-sm font-medium text-slate-800">
        <span id={id} className="flex items-center gap-1.5">
          <Link2 className="size-4 text-slate-500" aria-hidden /> Share link
        </span>
        <button
          type="button"
          role="switch"
          aria-checked={template.shared}
          aria-label={`Share link for ${template.name}`}
          aria-describedby={id}
          disabled={busy}
          onClick={() => void toggle()}
          className={`relative h-6 w-11 shrink-0 cursor-pointer rounded-full transition-colors disabled:opacity-60 ${template.shared ? 'bg-brand-600' : 'bg-slate-300'}`}
        >
          <span className={`absolute top-0.5 size-5 rounded-full bg-white shadow transition-all ${template.shared ? 'left-[22px]' : 'left-0.5'}`} />
        </button>
      </div>
      {template.shared && (
        <div className="flex gap-2">
          <input readOnly value={shareUrl(template.id)} aria-label={`Share link of ${template.name}`} className="min-w-0 flex-1 rounded-md border border-slate-200 bg-slate-50 px-2 text-xs text-slate-700" onFocus={(e) => e.currentTarget.select()} />
          <CopyButton text={shareUrl(template.id)} label={`Copy the share link of ${template.name}`} />
        </div>
      )}
    </div>
  );
}

/** The template's name; 'Rename' turns it into a field (Enter saves, Escape cancels). */
function TemplateName({ template, onChanged }: { template: OwnTemplateInfo; onChanged: (t: OwnTemplateInfo) => void }) {
  const [editing, setEditing] = useState(false);
  const [value, setValue] = useState(template.name);
  const [busy, setBusy] = useState(false);
  const save = async () => {
    const name = value.trim();
    if (!name || name === template.name) {
      setEditing(false);
      setValue(template.name);
      return;
    }
    setBusy(true);
    try {
      const updated = await patchOwnTemplate(template.id, { name });
      onChanged({ ...template, ...updated, name });
      setEditing(false);
      toast.success('Template renamed');
    } catch (error) {
      toast.error('Could not rename', { description: (error as Error).message });
    } finally {
      setBusy(false);
    }
  };
  if (editing) {
    return (
      <input
        autoFocus
        value={value}
        maxLength={80}
        disabled={busy}
        aria-label={`New name for ${template.name}`}
        onChange={(e) => setValue(e.target.value)}
        onBlur={() => void save()}
        onKeyDown={(e) => {
          if (e.key === 'Enter') void save();
          if (e.key === 'Escape') {
            setValue(template.name);
            setEditing(false);
          }
        }}
        className="h-7 w-full rounded-md border border-brand-500 px-2 text-sm font-semibold text-slate-900 outline-none ring-2 ring-brand-200"
      />
    );
  }
  return (
    <div className="flex items-center gap-1">
      <p className="truncate font-semibold text-slate-900" title={template.name}>
        {template.name}
      </p>
      <button
        type="button"
        aria-label={`Rename ${template.name}`}
        title="Rename"
        onClick={() => setEditing(true)}
        className="grid size-7 shrink-0 cursor-pointer place-items-center rounded-md text-slate-500 hover:bg-slate-100 hover:text-slate-900"
      >
        <Pencil className="size-3.5" aria-hidden />
      </button>
    </div>
  );
}

/** Dashboard tab: the templates made from the user's own photos — open, share by link, delete. */
export function MyTemplates() {
  const [templates, setTemplates] = useState<OwnTemplateInfo[] | null>(null);
  const [failed, setFailed] = useState(false);
  const [confirming, setConfirming] = useState<OwnTemplateInfo | null>(null);
  const [deleting, setDeleting] = useState(false);

  const [loads, setLoads] = useState(0);
  const load = useCallback(() => {
    setFailed(false);
    setLoads((n) => n + 1);
  }, []);
  useEffect(() => {
    let cancelled = false;
    listOwnTemplates().then(
      (list) => !cancelled && setTemplates(list),
      () => !cancelled && setFailed(true),
    );
    return () => {
      cancelled = true;
    };
  }, [loads]);

  const replace = (next: OwnTemplateInfo) => setTemplates((list) => list?.map((x) => (x.id === next.id ? next : x)) ?? null);

  const remove = async () => {
    if (!confirming) return;
    setDeleting(true);
    try {
      await deleteOwnTemplate(confirming.id);
      toast.success('Template deleted');
      setTemplates((list) => list?.filter((t) => t.id !== confirming.id) ?? null);
      setConfirming(null);
    } catch (error) {
      toast.error('Could not delete', { description: (error as Error).message });
    } finally {
      setDeleting(false);
    }
  };

  if (failed) {
    return (
      <Card role="alert" className="p-8 text-center">
        <p className="font-semibold text-slate-900">Your templates could not be loaded.</p>
        <Button variant="outline" className="mt-3" onClick={load}>
          Try again
        </Button>
      </Card>
    );
  }
  if (!templates) {
    return (
      <p role="status" className="flex items-center justify-center gap-2 py-16 text-slate-600">
        <Loader2 className="size-5 animate-spin" aria-hidden /> Loading your templates…
      </p>
    );
  }
  if (templates.length === 0) return <OwnPhotoCard wide />;

  return (
    <>
      <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4" aria-label="My templates">
        {templates.map((t) => (
          <li key={t.id}>
            <Card className="overflow-hidden transition-shadow hover:shadow-md">
              <Link to={ownTemplateEditorPath(t.id)} className="block aspect-square bg-slate-100" tabIndex={-1} aria-hidden>
                <img src={t.asset.thumbnail} alt="" loading="lazy" className="size-full object-cover" />
              </Link>
              <div className="space-y-3 border-t border-slate-100 p-4">
                <div>
                  <TemplateName template={t} onChanged={replace} />
                  <p className="mt-0.5 text-xs text-slate-500">Made {formatDate(t.createdAt)}</p>
                </div>
                <div className="flex gap-2">
                  <Button asChild size="sm" className="flex-1">
                    <Link to={ownTemplateEditorPath(t.id)} aria-label={`Open ${t.name} in the editor`}>
                      <ExternalLink /> Open in editor
                    </Link>
                  </Button>
                  <DeleteButton name={t.name} onClick={() => setConfirming(t)} />
                </div>
                <ShareToggle template={t} onChanged={replace} />
              </div>
            </Card>
          </li>
        ))}
        <li>
          <OwnPhotoCard />
        </li>
      </ul>
      <ConfirmDeleteDialog
        open={confirming !== null}
        title="Delete this template?"
        deleting={deleting}
        onCancel={() => setConfirming(null)}
        onConfirm={() => void remove()}
      >
        “{confirming?.name}” will be removed for good{confirming?.shared ? ', and its share link stops working' : ''}. Mockups you already made with it stay in My Mockups.
      </ConfirmDeleteDialog>
    </>
  );
}
