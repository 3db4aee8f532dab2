import { Trash2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '../../components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '../../components/ui/dialog';

interface Props {
  open: boolean;
  title: string;
  children: ReactNode;
  deleting: boolean;
  onCancel: () => void;
  onConfirm: () => void;
  /** The red button's words, idle and at work (a revoke is not a delete). */
  confirmLabel?: string;
  busyLabel?: string;
}

/** "Delete this …?" with Cancel and a red Delete that says so while it works: the dashboard's one delete dialog. */
export function ConfirmDeleteDialog({ open, title, children, deleting, onCancel, onConfirm, confirmLabel = 'Delete', busyLabel = 'Deleting...' }: Props) {
  return (
    <Dialog open={open} onOpenChange={(next) => !next && onCancel()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{children}</DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <Button variant="outline" onClick={onCancel}>
            Cancel
          </Button>
          <Button className="bg-red-600 hover:bg-red-700" disabled={deleting} onClick={onConfirm}>
            {deleting ? busyLabel : confirmLabel}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

/** The red bin icon that opens the delete dialog for the item it names. */
export function DeleteButton({ name, onClick }: { name: string; onClick: () => void }) {
  return (
    <Button variant="ghost" size="sm" className="text-red-600 hover:bg-red-50 hover:text-red-700" aria-label={`Delete ${name}`} onClick={onClick}>
      <Trash2 />
    </Button>
  );
}
