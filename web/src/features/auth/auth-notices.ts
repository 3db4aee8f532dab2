import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { toast } from 'sonner';

/**
 * Toasts for where the confirmation link lands (/auth?verified=1&email=…, or ?error=… when the link failed), once;
 * the confirmed address goes to `onEmail` for the sign-in form. `next` stays in the address for after signing in.
 */
export function useAuthNotices(onEmail: (email: string) => void) {
  const [params, setParams] = useSearchParams();
  const shown = useRef(false);
  useEffect(() => {
    if (shown.current) return;
    const error = params.get('error');
    if (params.get('verified') && !error) {
      shown.current = true;
      const email = params.get('email');
      if (email) onEmail(email);
      toast.success('Email confirmed!', { description: 'Your e-mail address is confirmed. You can sign in now.' });
    } else if (error) {
      shown.current = true;
      toast.error('Confirmation link not valid', {
        description: 'The link has expired or was already used. Sign in and we will send you a new one.',
      });
    } else {
      return;
    }
    const next = params.get('next');
    setParams(next ? { next } : {}, { replace: true });
  }, [params, setParams, onEmail]);
}
