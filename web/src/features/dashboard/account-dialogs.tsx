import { useState, type FormEvent, type ReactNode } from 'react';
import { toast } from 'sonner';
import { Button } from '../../components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '../../components/ui/dialog';
import { authErrorMessage } from '../../lib/auth-client';
import { loadAuthClient, refreshSession } from '../../lib/use-session';
import { PasswordField, TextField } from '../auth/password-field';
import { deleteAccount, updateDisplayName } from './api';

interface DialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

function FormDialog({ open, onOpenChange, title, description, onSubmit, pending, submitLabel, danger, children }: DialogProps & {
  title: string;
  description: string;
  onSubmit: (event: FormEvent) => void;
  pending: boolean;
  submitLabel: [idle: string, busy: string];
  danger?: boolean;
  children: ReactNode;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <form onSubmit={onSubmit}>
          <DialogHeader>
            <DialogTitle>{title}</DialogTitle>
            <DialogDescription>{description}</DialogDescription>
          </DialogHeader>
          <div className="space-y-4">{children}</div>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
              Cancel
            </Button>
            <Button type="submit" disabled={pending} className={danger ? 'bg-red-600 hover:bg-red-700' : undefined}>
              {pending ? submitLabel[1] : submitLabel[0]}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}

/** Runs a submit with pending state and turns thrown errors into a toast. */
function useSubmit(errorTitle: string) {
  const [pending, setPending] = useState(false);
  const run = (action: () => Promise<void>) => async (event: FormEvent) => {
    event.preventDefault();
    setPending(true);
    try {
      await action();
    } catch (error) {
      toast.error(errorTitle, { description: (error as Error).message });
    } finally {
      setPending(false);
    }
  };
  return { pending, run };
}

export function ProfileDialog({ open, onOpenChange, current, onSaved }: DialogProps & { current: string; onSaved: () => void }) {
  const [name, setName] = useState(current);
  const { pending, run } = useSubmit('Profile not updated');
  const submit = run(async () => {
    await updateDisplayName(name);
    await refreshSession();
    toast.success('Profile updated', { description: 'Your display name has been saved.' });
    onSaved();
    onOpenChange(false);
  });
  return (
    <FormDialog
      {...{ open, onOpenChange, pending }}
      title="Edit Profile"
      description="Your display name appears on your dashboard."
      onSubmit={(event) => void submit(event)}
      submitLabel={['Save', 'Saving...']}
    >
      <TextField id="profile-name" label="Display name" maxLength={100} value={name} onChange={(event) => setName(event.target.value)} />
    </FormDialog>
  );
}

export function PasswordDialog({ open, onOpenChange }: DialogProps) {
  const [fields, setFields] = useState({ current: '', next: '', confirm: '' });
  const [visible, setVisible] = useState(false);
  const { pending, run } = useSubmit('Password not changed');
  const field = (key: keyof typeof fields) => ({
    value: fields[key],
    onChange: (event: { target: { value: string } }) => setFields((f) => ({ ...f, [key]: event.target.value })),
    visible,
    onToggleVisible: () => setVisible((shown) => !shown),
  });
  const submit = run(async () => {
    if (fields.next !== fields.confirm) {
      toast.error("Passwords don't match", { description: 'Please make sure your passwords match.' });
      return;
    }
    const { error } = await (await loadAuthClient()).changePassword({
      currentPassword: fields.current,
      newPassword: fields.next,
      revokeOtherSessions: true,
    });
    if (error) throw new Error(authErrorMessage(error, 'Please try again.'));
    toast.success('Password changed', { description: 'Other devices have been signed out.' });
    setFields({ current: '', next: '', confirm: '' });
    onOpenChange(false);
  });
  return (
    <FormDialog
      {...{ open, onOpenChange, pending }}
      title="Change Password"
      description="Enter your current password, then choose a new one."
      onSubmit={(event) => void submit(event)}
      submitLabel={['Change Password', 'Changing...']}
    >
      <PasswordField id="current-password" label="Current Password" autoComplete="current-password" {...field('current')} />
      <PasswordField id="next-password" label="New Password" autoComplete="new-password" {...field('next')} />
      <PasswordField id="confirm-next-password" label="Confirm New Password" autoComplete="new-password" {...field('confirm')} />
    </FormDialog>
  );
}

export function DeleteAccountDialog({ open, onOpenChange, onDeleted }: DialogProps & { onDeleted: () => void }) {
  const [password, setPassword] = useState('');
  const [visible, setVisible] = useState(false);
  const { pending, run } = useSubmit('Account not deleted');
  const submit = run(async () => {
    await deleteAccount(password);
    await refreshSession();
    toast.success('Account deleted', { description: 'Your account, designs and mockups have been removed.' });
    onDeleted();
  });
  return (
    <FormDialog
      {...{ open, onOpenChange, pending }}
      danger
      title="Delete your account?"
      description="This removes your account, every design and mockup, and their files. It cannot be undone."
      onSubmit={(event) => void submit(event)}
      submitLabel={['Delete my account', 'Deleting...']}
    >
      <PasswordField
        id="delete-password"
        label="Your password"
        autoComplete="current-password"
        value={password}
        onChange={(event) => setPassword(event.target.value)}
        visible={visible}
        onToggleVisible={() => setVisible((shown) => !shown)}
      />
    </FormDialog>
  );
}
