import { KeyRound, TriangleAlert } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { toast } from 'sonner';
import { PageMeta } from '../components/page-meta';
import { Button } from '../components/ui/button';
import { Card } from '../components/ui/card';
import { PasswordField } from '../features/auth/password-field';
import { authErrorMessage } from '../lib/auth-client';
import { loadAuthClient } from '../lib/use-session';

function LinkProblem({ children }: { children: string }) {
  return (
    <div role="alert" className="space-y-4 text-center">
      <span className="mx-auto flex size-12 items-center justify-center rounded-full bg-amber-100 text-amber-700">
        <TriangleAlert className="size-6" />
      </span>
      <p className="text-slate-700">{children}</p>
      <Button asChild className="w-full">
        <Link to="/auth">Request a new link</Link>
      </Button>
    </div>
  );
}

export default function ResetPasswordPage() {
  const navigate = useNavigate();
  const token = useSearchParams()[0].get('token');
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [visible, setVisible] = useState(false);
  const [pending, setPending] = useState(false);
  const [linkBroken, setLinkBroken] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (password !== confirm) {
      toast.error("Passwords don't match", { description: 'Please make sure your passwords match.' });
      return;
    }
    setPending(true);
    try {
      const { error } = await (await loadAuthClient()).resetPassword({ newPassword: password, token: token ?? '' });
      if (error) {
        if (error.code === 'INVALID_TOKEN' || /token/i.test(error.message ?? '')) setLinkBroken(true);
        else toast.error('Password not changed', { description: authErrorMessage(error, 'Please try again.') });
        return;
      }
      toast.success('Password updated!', { description: 'Sign in with your new password.' });
      void navigate('/auth');
    } catch {
      toast.error('Password not changed', { description: 'The server could not be reached. Please try again.' });
    } finally {
      setPending(false);
    }
  };

  return (
    <section className="bg-gradient-to-br from-brand-50 via-white to-fuchsia-50 px-4 py-16">
      <PageMeta title="Choose a new password" description="Set a new password for your Mockup Studio account." />
      <Card className="mx-auto max-w-md p-6 shadow-xl shadow-brand-900/5 sm:p-8">
        <div className="mb-6 text-center">
          <span className="mx-auto mb-3 flex size-12 items-center justify-center rounded-full bg-brand-100 text-brand-700">
            <KeyRound className="size-6" />
          </span>
          <h1 className="text-2xl font-bold tracking-tight text-slate-900">Choose a new password</h1>
          <p className="mt-1 text-sm text-slate-600">At least 8 characters, and not one of the common ones.</p>
        </div>
        {!token ? (
          <LinkProblem>This reset link is incomplete. Open the link from the e-mail again, or ask for a new one.</LinkProblem>
        ) : linkBroken ? (
          <LinkProblem>This reset link is invalid, has expired or was already used. Ask for a new one.</LinkProblem>
        ) : (
          <form onSubmit={(event) => void submit(event)} className="space-y-4">
            <PasswordField
              id="new-password"
              label="New Password"
              autoComplete="new-password"
              value={password}
              onChange={(event) => setPassword(event.target.value)}
              visible={visible}
              onToggleVisible={() => setVisible((shown) => !shown)}
            />
            <PasswordField
              id="confirm-password"
              label="Confirm New Password"
              autoComplete="new-password"
              value={confirm}
              onChange={(event) => setConfirm(event.target.value)}
              visible={visible}
              onToggleVisible={() => setVisible((shown) => !shown)}
            />
            <Button type="submit" className="h-11 w-full" disabled={pending}>
              {pending ? 'Updating Password...' : 'Update Password'}
            </Button>
          </form>
        )}
      </Card>
    </section>
  );
}
