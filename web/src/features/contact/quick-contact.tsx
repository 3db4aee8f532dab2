import { MessageSquare } from 'lucide-react';
import { useId } from 'react';
import { Card, CardContent } from '../../components/ui/card';
import { ContactForm } from './contact-form';

/** The compact contact card for the side of other pages; same form logic as /contact. */
export function QuickContact({ className }: { className?: string }) {
  const titleId = useId();
  return (
    <Card role="region" aria-labelledby={titleId} className={className}>
      <CardContent>
        <div className="mb-4 flex items-center gap-3">
          <span className="grid size-10 place-items-center rounded-xl bg-brand-100 text-brand-700">
            <MessageSquare className="size-5" aria-hidden />
          </span>
          <div>
            <h2 id={titleId} className="text-lg font-bold text-slate-900">
              Quick Contact
            </h2>
            <p className="text-sm text-slate-600">We reply within 24 hours on business days.</p>
          </div>
        </div>
        <ContactForm compact />
      </CardContent>
    </Card>
  );
}
