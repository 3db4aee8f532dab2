import { useEffect, useState } from 'react';
import { toast } from 'sonner';
import { Button } from '../../components/ui/button';
import { loadAuthClient } from '../../lib/use-session';

type Provider = 'google' | 'facebook';
const LABELS: Record<Provider, string> = { google: 'Google', facebook: 'Facebook' };

function GoogleMark() {
  return (
    <svg viewBox="0 0 24 24" aria-hidden>
      <path fill="#4285F4" d="M22.56 12.25c0-.78-.07-1.53-.2-2.25H12v4.26h5.92a5.06 5.06 0 0 1-2.2 3.32v2.77h3.57c2.08-1.92 3.27-4.74 3.27-8.1z" />
      <path fill="#34A853" d="M12 23c2.97 0 5.46-.98 7.28-2.66l-3.57-2.77c-.98.66-2.23 1.06-3.71 1.06-2.86 0-5.29-1.93-6.16-4.53H2.18v2.84A11 11 0 0 0 12 23z" />
      <path fill="#FBBC05" d="M5.84 14.1A6.6 6.6 0 0 1 5.5 12c0-.73.13-1.44.34-2.1V7.06H2.18A11 11 0 0 0 1 12c0 1.78.43 3.45 1.18 4.94l3.66-2.84z" />
      <path fill="#EA4335" d="M12 5.38c1.62 0 3.06.56 4.21 1.64l3.15-3.15A10.6 10.6 0 0 0 12 1 11 11 0 0 0 2.18 7.06l3.66 2.84C6.71 7.3 9.14 5.38 12 5.38z" />
    </svg>
  );
}

function FacebookMark() {
  return (
    <svg viewBox="0 0 24 24" aria-hidden>
      <path fill="#1877F2" d="M24 12.07C24 5.41 18.63 0 12 0S0 5.4 0 12.07C0 18.1 4.39 23.1 10.13 24v-8.44H7.08v-3.49h3.04V9.41c0-3.02 1.8-4.7 4.54-4.7 1.31 0 2.68.24 2.68.24v2.97h-1.5c-1.5 0-1.96.93-1.96 1.89v2.26h3.32l-.53 3.5h-2.8V24C19.62 23.1 24 18.1 24 12.07z" />
    </svg>
  );
}

/** Real OAuth when the server has the provider's credentials; otherwise the button says it is not set up. */
export function SocialButtons() {
  const [configured, setConfigured] = useState<Record<Provider, boolean> | null>(null);
  useEffect(() => {
    let live = true;
    fetch('/api/auth-config')
      .then((response) => (response.ok ? (response.json() as Promise<Record<Provider, boolean>>) : null))
      .then((value) => live && setConfigured(value))
      .catch(() => live && setConfigured(null));
    return () => {
      live = false;
    };
  }, []);

  const start = async (provider: Provider) => {
    if (!configured?.[provider]) {
      toast.error(`${LABELS[provider]} sign-in is not configured`, {
        description: 'Please use your e-mail and password instead.',
      });
      return;
    }
    const { error } = await (await loadAuthClient()).signIn.social({ provider, callbackURL: '/' });
    if (error) toast.error('Login failed', { description: error.message ?? 'Please try again.' });
  };

  return (
    <div className="grid grid-cols-2 gap-3">
      {(['google', 'facebook'] as const).map((provider) => (
        <Button
          key={provider}
          type="button"
          variant="outline"
          className="h-11"
          onClick={() => void start(provider)}
          title={configured && !configured[provider] ? `${LABELS[provider]} sign-in is not configured` : undefined}
        >
          {provider === 'google' ? <GoogleMark /> : <FacebookMark />}
          {LABELS[provider]}
        </Button>
      ))}
    </div>
  );
}
