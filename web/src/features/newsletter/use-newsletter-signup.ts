import { useState } from 'react';
import { toast } from 'sonner';
import { EMAIL_PATTERN } from '../../../../core/src/schemas/email-pattern';
import { ApiError, postJson } from '../../lib/api';

export type NewsletterStatus = 'idle' | 'submitting' | 'subscribed';

/** idle → submitting → subscribed; a failure returns to idle, but once subscribed it stays so. */
export function useNewsletterSignup() {
  const [status, setStatus] = useState<NewsletterStatus>('idle');

  async function subscribe(rawEmail: string) {
    if (status !== 'idle') return;
    const email = rawEmail.trim();
    if (!email) {
      toast.error('Email required', { description: 'Please enter your email address.' });
      return;
    }
    if (!EMAIL_PATTERN.test(email)) {
      toast.error('Invalid email', { description: 'Please enter a valid email address.' });
      return;
    }
    setStatus('submitting');
    try {
      await postJson('/api/newsletter', { email });
      setStatus('subscribed');
      toast.success('Thanks for subscribing!', { description: "You'll receive our weekly mockups in your inbox." });
    } catch (error) {
      setStatus('idle');
      // A rate limit says when to retry; anything else gets the spec's generic advice.
      const description =
        error instanceof ApiError && error.status === 429 ? error.message : 'Please try again or contact support.';
      toast.error('Subscription failed', { description });
    }
  }

  return { status, subscribe };
}
