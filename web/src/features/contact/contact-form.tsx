import { Loader2, Send } from 'lucide-react';
import { useId, type FormEvent } from 'react';
import { CONTACT_CATEGORIES, CONTACT_LIMITS } from '../../../../core/src/schemas/contact-fields';
import { Button } from '../../components/ui/button';
import { Input, Label, Textarea } from '../../components/ui/input';
import { Select } from '../../components/ui/select';
import { cn } from '../../lib/cn';
import { useContactForm, type ContactFields } from './use-contact-form';

function Required() {
  return (
    <span className="text-brand-700" aria-hidden>
      {' '}
      *
    </span>
  );
}

/**
 * The contact form. `compact` drops subject and category and tightens the layout (Quick Contact);
 * both variants share one submit logic.
 */
export function ContactForm({ compact = false }: { compact?: boolean }) {
  const { fields, setField, sending, submit } = useContactForm();
  const id = useId();
  const field = (name: keyof ContactFields) => `${id}-${name}`;

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    void submit();
  }

  return (
    // noValidate: the form's own toast names the missing fields, as the spec words it
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      <div className={cn('grid gap-4', !compact && 'sm:grid-cols-2')}>
        <div className="space-y-1.5">
          <Label htmlFor={field('name')}>Name</Label>
          <Input
            id={field('name')}
            autoComplete="name"
            placeholder="Your name"
            maxLength={CONTACT_LIMITS.name}
            value={fields.name}
            onChange={(event) => setField('name', event.target.value)}
          />
        </div>
        <div className="space-y-1.5">
          <Label htmlFor={field('email')}>
            Email
            <Required />
          </Label>
          <Input
            id={field('email')}
            type="email"
            autoComplete="email"
            placeholder="you@example.com"
            aria-required
            maxLength={CONTACT_LIMITS.email}
            value={fields.email}
            onChange={(event) => setField('email', event.target.value)}
          />
        </div>
      </div>
      {!compact && (
        <div className="grid gap-4 sm:grid-cols-2">
          <div className="space-y-1.5">
            <Label htmlFor={field('subject')}>Subject</Label>
            <Input
              id={field('subject')}
              placeholder="How can we help?"
              maxLength={CONTACT_LIMITS.subject}
              value={fields.subject}
              onChange={(event) => setField('subject', event.target.value)}
            />
          </div>
          <div className="space-y-1.5">
            <Label htmlFor={field('category')}>Category</Label>
            <Select
              id={field('category')}
              value={fields.category}
              onChange={(event) => setField('category', event.target.value as ContactFields['category'])}
            >
              <option value="">Select a category</option>
              {CONTACT_CATEGORIES.map((category) => (
                <option key={category} value={category}>
                  {category}
                </option>
              ))}
            </Select>
          </div>
        </div>
      )}
      <div className="space-y-1.5">
        <Label htmlFor={field('message')}>
          Message
          <Required />
        </Label>
        <Textarea
          id={field('message')}
          placeholder="Tell us a little about what you need..."
          aria-required
          rows={compact ? 4 : 6}
          maxLength={CONTACT_LIMITS.message}
          value={fields.message}
          onChange={(event) => setField('message', event.target.value)}
        />
      </div>
      <div className={cn('flex flex-col gap-3', !compact && 'sm:flex-row sm:items-center sm:justify-between')}>
        <p className="text-xs text-slate-600">
          Fields marked <span className="text-brand-700">*</span> are required.
        </p>
        <Button type="submit" size={compact ? 'default' : 'lg'} disabled={sending} className={cn(compact && 'w-full')}>
          {sending ? <Loader2 className="animate-spin" aria-hidden /> : <Send aria-hidden />}
          {sending ? 'Sending...' : 'Send Message'}
        </Button>
      </div>
    </form>
  );
}
