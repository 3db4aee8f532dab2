import { useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { Button } from '../../components/ui/button';
import { authErrorMessage } from '../../lib/auth-client';
import { loadAuthClient } from '../../lib/use-session';
import { TextField } from './password-field';

/** Asks for a reset link; the answer is the same whether or not the address has an account. */
export function ForgotPasswordForm({ email, onEmailChange, onDone }: { email: string; onEmailChange: (email: string) => void; onDone: () => void }) {
  const [pending, setPending] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setPending(true);
    try {
      const { error } = await (await loadAuthClient()).requestPasswordReset({ email, redirectTo: '/reset-password' });
      if (error) {
        toast.error('Password reset failed', { description: authErrorMessage(error, 'Please try again.') });
        return;
      }
      toast.success('Password reset sent!', { description: 'Check your email for password reset instructions.' });
      onDone();
    } catch {
      toast.error('Password reset failed', { description: 'The server could not be reached. Please try again.' });
    } finally {
      setPending(false);
    }
  };

  return (
    <form onSubmit={(event) => void submit(event)} className="space-y-4">
      <p className="text-sm text-slate-600">Enter the e-mail you signed up with and we'll send you a link to choose a new password.</p>
      <TextField
        id="forgot-email"
        label="Email"
        type="email"
        autoComplete="email"
        placeholder="you@example.com"
        value={email}
        onChange={(event) => onEmailChange(event.target.value)}
      />
      <Button type="submit" className="h-11 w-full" disabled={pending}>
        {pending ? 'Sending...' : 'Send reset link'}
      </Button>
      <Button type="button" variant="ghost" className="w-full" onClick={onDone}>
        Back to sign in
      </Button>
    </form>
  );
}
