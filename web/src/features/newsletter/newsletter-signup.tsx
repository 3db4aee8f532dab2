import { Check, Loader2, Mail } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { Button } from '../../components/ui/button';
import { Input, Label } from '../../components/ui/input';
import { cn } from '../../lib/cn';
import { useNewsletterSignup } from './use-newsletter-signup';

/** The footer's weekly newsletter sign-up (loaded lazily by NewsletterCard). */
export default function NewsletterSignup() {
  const [email, setEmail] = useState('');
  const { status, subscribe } = useNewsletterSignup();
  const inputId = useId();
  const done = status === 'subscribed';

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    void subscribe(email);
  }

  return (
    <section aria-labelledby={`${inputId}-title`} className="rounded-2xl border border-brand-100 bg-white p-5 shadow-sm">
      <div className="flex items-center gap-2">
        <span className="grid size-8 place-items-center rounded-lg bg-brand-100 text-brand-700">
          <Mail className="size-4" aria-hidden />
        </span>
        <h2 id={`${inputId}-title`} className="text-sm font-semibold text-slate-900">
          Weekly Newsletter
        </h2>
      </div>
      <p className="mt-3 text-sm text-slate-600">
        Free mockups, design tips and product news every week. Join 50,000+ designers.
      </p>
      {/* noValidate: our own toasts explain a missing or malformed address */}
      <form onSubmit={onSubmit} noValidate className="mt-4 space-y-2">
        <Label htmlFor={inputId} className="sr-only">
          Email address
        </Label>
        <Input
          id={inputId}
          type="email"
          autoComplete="email"
          placeholder="you@example.com"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          disabled={done}
        />
        <Button
          type="submit"
          className={cn('w-full', done && 'bg-emerald-700 disabled:opacity-100')}
          disabled={done || status === 'submitting'}
        >
          {status === 'submitting' && <Loader2 className="animate-spin" aria-hidden />}
          {done && <Check aria-hidden />}
          {done ? 'Subscribed!' : status === 'submitting' ? 'Subscribing...' : 'Subscribe'}
        </Button>
      </form>
    </section>
  );
}
