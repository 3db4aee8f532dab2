import { useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import { toast } from 'sonner';
import { Button } from '../../components/ui/button';
import { authErrorMessage } from '../../lib/auth-client';
import { loadAuthClient } from '../../lib/use-session';
import { verifiedCallback } from './auth-link';
import { PasswordField, TextField } from './password-field';
import { safeNext } from './safe-next';

interface SignUpFormProps {
  showPasswords: boolean;
  onTogglePasswords: () => void;
  /** Called with the address once the confirmation e-mail is on its way. */
  onSignedUp: (email: string) => void;
}

export function SignUpForm({ showPasswords, onTogglePasswords, onSignedUp }: SignUpFormProps) {
  const [form, setForm] = useState({ name: '', email: '', password: '', confirm: '' });
  const [pending, setPending] = useState(false);
  const [search] = useSearchParams();
  const set = (field: keyof typeof form) => (event: { target: { value: string } }) =>
    setForm((current) => ({ ...current, [field]: event.target.value }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (form.password !== form.confirm) {
      toast.error("Passwords don't match", { description: 'Please make sure your passwords match.' });
      return;
    }
    setPending(true);
    try {
      const { error } = await (await loadAuthClient()).signUp.email({
        email: form.email,
        password: form.password,
        name: form.name.trim(),
        // The link brings them back to sign in (the address filled in), then to the page they signed up from.
        callbackURL: verifiedCallback(search.get('next') === null ? null : safeNext(search.get('next'))),
      });
      if (error) {
        toast.error('Sign up failed', { description: authErrorMessage(error, 'Please try again.') });
        return;
      }
      toast.success('Check your email!', { description: "We've sent you a confirmation link to complete your registration." });
      onSignedUp(form.email);
      setForm({ name: '', email: '', password: '', confirm: '' });
    } catch {
      toast.error('Sign up failed', { description: 'The server could not be reached. Please try again.' });
    } finally {
      setPending(false);
    }
  };

  return (
    <form onSubmit={(event) => void submit(event)} className="space-y-4">
      <TextField id="signup-name" label="Full Name" autoComplete="name" placeholder="Ada Lovelace" value={form.name} onChange={set('name')} />
      <TextField
        id="signup-email"
        label="Email"
        type="email"
        autoComplete="email"
        placeholder="you@example.com"
        value={form.email}
        onChange={set('email')}
      />
      <PasswordField
        id="signup-password"
        label="Password"
        autoComplete="new-password"
        placeholder="At least 8 characters"
        value={form.password}
        onChange={set('password')}
        visible={showPasswords}
        onToggleVisible={onTogglePasswords}
      />
      <PasswordField
        id="signup-confirm"
        label="Confirm Password"
        autoComplete="new-password"
        placeholder="Type it again"
        value={form.confirm}
        onChange={set('confirm')}
        visible={showPasswords}
        onToggleVisible={onTogglePasswords}
      />
      <Button type="submit" className="h-11 w-full" disabled={pending}>
        {pending ? 'Creating Account...' : 'Create Account'}
      </Button>
    </form>
  );
}
