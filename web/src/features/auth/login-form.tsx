import { useState, type FormEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { toast } from 'sonner';
import { Button } from '../../components/ui/button';
import { authErrorMessage } from '../../lib/auth-client';
import { loadAuthClient } from '../../lib/use-session';
import { PasswordField, TextField } from './password-field';
import { safeNext } from './safe-next';

interface LoginFormProps {
  email: string;
  onEmailChange: (email: string) => void;
  showPasswords: boolean;
  onTogglePasswords: () => void;
  onForgotPassword: () => void;
}

export function LoginForm({ email, onEmailChange, showPasswords, onTogglePasswords, onForgotPassword }: LoginFormProps) {
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const [password, setPassword] = useState('');
  const [pending, setPending] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setPending(true);
    try {
      const { error } = await (await loadAuthClient()).signIn.email({ email, password });
      if (error) {
        toast.error('Login failed', { description: authErrorMessage(error, 'Please check your e-mail and password.') });
        return;
      }
      toast.success('Welcome back!', { description: "You've been successfully signed in." });
      void navigate(safeNext(search.get('next')));
    } catch {
      toast.error('Login failed', { description: 'The server could not be reached. Please try again.' });
    } finally {
      setPending(false);
    }
  };

  return (
    <form onSubmit={(event) => void submit(event)} className="space-y-4">
      <TextField
        id="login-email"
        label="Email"
        type="email"
        autoComplete="email"
        placeholder="you@example.com"
        value={email}
        onChange={(event) => onEmailChange(event.target.value)}
      />
      <PasswordField
        id="login-password"
        label="Password"
        autoComplete="current-password"
        placeholder="Your password"
        value={password}
        onChange={(event) => setPassword(event.target.value)}
        visible={showPasswords}
        onToggleVisible={onTogglePasswords}
      />
      <div className="flex justify-end">
        <Button type="button" variant="link" className="h-auto p-0 text-sm" onClick={onForgotPassword}>
          Forgot your password?
        </Button>
      </div>
      <Button type="submit" className="h-11 w-full" disabled={pending}>
        {pending ? 'Signing In...' : 'Sign In'}
      </Button>
    </form>
  );
}
