import { Download, ExternalLink, type LucideIcon } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { ConfirmDeleteDialog, DeleteButton } from './confirm-delete-dialog';

export interface GridItem {
  id: string;
  title: string;
  subtitle: string;
  fileUrl: string;
  /** Where "Open" goes: the editor, restoring this item. */
  openTo: string;
  /** Shown as a swatch, for mockups. */
  color?: string;
}

interface FileGridProps {
  items: GridItem[];
  kind: 'design' | 'mockup';
  onDelete: (id: string) => Promise<void>;
  empty: { icon: LucideIcon; title: string; text: string; action: ReactNode };
}

/** A tab's dashed card for "nothing here yet": what will appear and how to make the first one. */
export function EmptyState({ icon: Icon, title, text, action }: FileGridProps['empty']) {
  return (
    <Card className="flex flex-col items-center gap-3 border-dashed px-6 py-14 text-center">
      <span className="flex size-14 items-center justify-center rounded-2xl bg-brand-50 text-brand-600">
        <Icon className="size-7" aria-hidden />
      </span>
      <h3 className="text-lg font-semibold text-slate-900">{title}</h3>
      <p className="max-w-sm text-sm text-slate-600">{text}</p>
      <div className="mt-2">{action}</div>
    </Card>
  );
}

/** Thumbnails with re-download, open in the editor and delete (after a confirmation). */
export function FileGrid({ items, kind, onDelete, empty }: FileGridProps) {
  const [confirming, setConfirming] = useState<GridItem | null>(null);
  const [deleting, setDeleting] = useState(false);
  if (items.length === 0) return <EmptyState {...empty} />;

  const remove = async () => {
    if (!confirming) return;
    setDeleting(true);
    try {
      await onDelete(confirming.id);
      toast.success(kind === 'design' ? 'Design deleted' : 'Mockup deleted');
      setConfirming(null);
    } catch (error) {
      toast.error('Could not delete', { description: (error as Error).message });
    } finally {
      setDeleting(false);
    }
  };

  return (
    <>
      <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4" aria-label={kind === 'design' ? 'My designs' : 'My mockups'}>
        {items.map((item) => (
          <li key={item.id}>
            <Card className="group overflow-hidden transition-shadow hover:shadow-md">
              <div className="flex aspect-square items-center justify-center bg-[repeating-conic-gradient(#f1f5f9_0%_25%,#fff_0%_50%)] bg-[length:20px_20px] p-4">
                <img src={item.fileUrl} alt={item.title} loading="lazy" className="max-h-full max-w-full object-contain drop-shadow-sm" />
              </div>
              <div className="border-t border-slate-100 p-4">
                <div className="flex items-center gap-2">
                  {item.color && <span className="size-3 shrink-0 rounded-full ring-1 ring-slate-300" style={{ background: item.color }} />}
                  <p className="truncate font-semibold text-slate-900" title={item.title}>
                    {item.title}
                  </p>
                </div>
                <p className="mt-0.5 text-xs text-slate-500">{item.subtitle}</p>
                <div className="mt-3 flex gap-2">
                  <Button asChild variant="outline" size="sm" className="flex-1">
                    <a href={`${item.fileUrl}?download=1`} download aria-label={`Download ${item.title}`}>
                      <Download /> Download
                    </a>
                  </Button>
                  <Button asChild variant="secondary" size="sm" aria-label={`Open ${item.title}`}>
                    <Link to={item.openTo}>
                      <ExternalLink /> Open
                    </Link>
                  </Button>
                  <DeleteButton name={item.title} onClick={() => setConfirming(item)} />
                </div>
              </div>
            </Card>
          </li>
        ))}
      </ul>
      <ConfirmDeleteDialog
        open={confirming !== null}
        title={`Delete this ${kind}?`}
        deleting={deleting}
        onCancel={() => setConfirming(null)}
        onConfirm={() => void remove()}
      >
        “{confirming?.title}” and its file will be removed for good. {kind === 'mockup' && 'Your export count stays the same.'}
      </ConfirmDeleteDialog>
    </>
  );
}
