import { MessageCircleQuestion } from 'lucide-react';
import { Link } from 'react-router';
import { PageHeader } from '../components/page-header';
import { PageMeta } from '../components/page-meta';
import { Accordion, AccordionContent, AccordionItem, AccordionTrigger } from '../components/ui/accordion';
import { Badge } from '../components/ui/badge';
import { Button } from '../components/ui/button';
import { usePlansInfo } from '../lib/use-plans-info';
import { FAQ_ITEMS, PLANS_OFF_NOTE } from '../features/site/faq-items';

export default function FaqPage() {
  const info = usePlansInfo();
  return (
    <>
      <PageMeta
        title="FAQ"
        description="Answers about commercial use, uploads, export formats, resolution, monthly limits, watermarks, team accounts, refunds, cancellation and the API."
      />
      <PageHeader eyebrow={<Badge>Help Center</Badge>} title="Frequently Asked Questions">
        Everything you need to know about plans, exports and your designs.
      </PageHeader>

      <section aria-label="Questions" className="mx-auto max-w-3xl px-4 pb-16 pt-4 sm:px-6">
        {info?.mode === 'off' && (
          <p role="note" className="mb-6 rounded-2xl bg-brand-50 p-5 text-sm text-slate-700 ring-1 ring-brand-100">
            {PLANS_OFF_NOTE}
          </p>
        )}
        {/* type="single" collapsible: at most one answer open, and the open one can be closed again */}
        <Accordion type="single" collapsible className="space-y-3">
          {FAQ_ITEMS.map((item, index) => (
            <AccordionItem key={item.question} value={`faq-${index}`}>
              <AccordionTrigger>{item.question}</AccordionTrigger>
              <AccordionContent>{item.answer}</AccordionContent>
            </AccordionItem>
          ))}
        </Accordion>
      </section>

      <section aria-labelledby="still-title" className="px-4 pb-20 sm:px-6">
        <div className="mx-auto flex max-w-3xl flex-col items-center rounded-3xl bg-gradient-to-br from-brand-50 to-white p-10 text-center ring-1 ring-brand-100">
          <span className="grid size-12 place-items-center rounded-2xl bg-brand-100 text-brand-700">
            <MessageCircleQuestion className="size-6" aria-hidden />
          </span>
          <h2 id="still-title" className="mt-4 text-2xl font-bold text-slate-900">
            Still have questions?
          </h2>
          <p className="mt-2 max-w-md text-slate-600">
            Our support team answers within 24 hours on business days. We are happy to help.
          </p>
          <Button asChild size="lg" className="mt-6">
            <Link to="/contact">Contact Support</Link>
          </Button>
        </div>
      </section>
    </>
  );
}
