import { Check, CreditCard, Headphones, RefreshCw, ShieldCheck, Sparkles, Timer, X } from 'lucide-react';
import { Link } from 'react-router';
import { PageHeader } from '../components/page-header';
import { PageMeta } from '../components/page-meta';
import { Accordion, AccordionContent, AccordionItem, AccordionTrigger } from '../components/ui/accordion';
import { Badge } from '../components/ui/badge';
import { Button } from '../components/ui/button';
import { CATEGORIES_WITH_TEMPLATES, countLabel, TEMPLATE_TOTAL } from '../../../core/src/templates/counts';
import { cn } from '../lib/cn';
import { PlanModeNotice } from '../features/pricing/plan-mode-notice';
import { PLANS, type Plan } from '../features/pricing/plans';
import { usePlansInfo } from '../lib/use-plans-info';
import { CallToAction } from '../features/site/call-to-action';

const INCLUDED = [
  { icon: Timer, title: '14-day free trial', text: 'Try every Pro feature before you pay a cent.' },
  { icon: RefreshCw, title: '14-day money-back guarantee', text: 'Not the right fit? Get a full refund, no questions asked.' },
  { icon: CreditCard, title: 'Cancel anytime', text: 'Your plan stays active until the end of the billing period.' },
  { icon: Headphones, title: '24/7 support', text: 'Real people ready to help, whenever you are working.' },
  { icon: ShieldCheck, title: 'Private uploads', text: 'Your designs are only used to render your own mockups.' },
  {
    icon: Sparkles,
    title: `${countLabel(TEMPLATE_TOTAL)} templates`,
    text: `A library across ${countLabel(CATEGORIES_WITH_TEMPLATES)} product categories, every template free to use.`,
  },
];

const PRICING_FAQ = [
  {
    q: 'How does the free trial work?',
    a: 'Start a 14-day Pro trial with full access to every template, 4K batch and API exports and the AI tools. If you do not continue, your account simply moves to the Free plan.',
  },
  {
    q: 'Can I change plans later?',
    a: 'Yes. Upgrade or downgrade whenever you like; the new plan applies from your next billing cycle.',
  },
  {
    q: 'What happens when I cancel?',
    a: 'You can cancel anytime from your account. Your paid plan stays active until the end of the period you have paid for, and nothing is charged after that.',
  },
  {
    q: 'Do you offer refunds?',
    a: 'Every paid plan comes with a 14-day money-back guarantee. Write to support within 14 days of your purchase and we will refund you in full.',
  },
  {
    q: 'Can I use the mockups commercially?',
    a: 'Paid plans include a full commercial license, so you can use your mockups in stores, ads and client work. The Free plan is for personal, non-commercial use.',
  },
];

function PlanCard({ plan }: { plan: Plan }) {
  return (
    <article
      aria-labelledby={`plan-${plan.name}`}
      className={cn(
        'relative flex flex-col rounded-3xl border bg-white p-8 shadow-sm',
        plan.popular ? 'border-brand-600 shadow-xl ring-4 ring-brand-100 lg:-my-4 lg:py-12' : 'border-slate-200',
      )}
    >
      {plan.popular && (
        <Badge variant="solid" className="absolute -top-3 left-1/2 -translate-x-1/2 px-4 py-1 shadow-sm">
          Most Popular
        </Badge>
      )}
      <h2 id={`plan-${plan.name}`} className="text-xl font-bold text-slate-900">
        {plan.name}
      </h2>
      <p className="mt-2 text-sm text-slate-600">{plan.description}</p>
      <p className="mt-6 flex items-baseline gap-2">
        <span className="text-5xl font-extrabold tracking-tight text-slate-900">{plan.price}</span>
        <span className="text-sm font-medium text-slate-600">{plan.period}</span>
      </p>
      <Button asChild size="lg" variant={plan.popular ? 'default' : 'outline'} className="mt-8 w-full">
        <Link to={plan.cta.to}>{plan.cta.label}</Link>
      </Button>
      <ul className="mt-8 space-y-3 text-sm" aria-label={`${plan.name} plan features`}>
        {plan.features.map((feature) => (
          <li key={feature} className="flex gap-3 text-slate-700">
            <Check className="mt-0.5 size-4 shrink-0 text-brand-700" aria-hidden />
            {feature}
          </li>
        ))}
        {plan.limitations.map((limitation) => (
          <li key={limitation} className="flex gap-3 text-slate-500">
            <X className="mt-0.5 size-4 shrink-0 text-slate-400" aria-hidden />
            <span>
              <span className="sr-only">Not included: </span>
              {limitation}
            </span>
          </li>
        ))}
      </ul>
    </article>
  );
}

export default function PricingPage() {
  const info = usePlansInfo();
  return (
    <>
      <PageMeta
        title="Pricing"
        description="Free, Pro and Enterprise plans for product mockups: start free, or get 4K batch exports, AI tools, 3D mockups and commercial rights from $19 a month."
      />
      <PageHeader eyebrow={<Badge>Pricing</Badge>} title="Simple, Transparent Pricing">
        Start free and upgrade when you need 4K batch exports, AI tools and commercial rights. Every paid plan comes with a
        14-day free trial.
      </PageHeader>

      {info && (
        <div className="px-4 sm:px-6">
          <PlanModeNotice info={info} />
        </div>
      )}

      <section aria-label="Plans" className="mx-auto grid max-w-6xl gap-8 px-4 pb-20 pt-6 sm:px-6 lg:grid-cols-3 lg:items-center">
        {PLANS.map((plan) => (
          <PlanCard key={plan.name} plan={plan} />
        ))}
      </section>

      <section aria-labelledby="included-title" className="bg-slate-50 py-20">
        <div className="mx-auto max-w-6xl px-4 sm:px-6">
          <h2 id="included-title" className="text-center text-3xl font-extrabold tracking-tight text-slate-900">
            All Plans Include
          </h2>
          <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {INCLUDED.map(({ icon: Icon, title, text }) => (
              <li key={title} className="flex gap-4 rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
                <span className="grid size-11 shrink-0 place-items-center rounded-xl bg-brand-100 text-brand-700">
                  <Icon className="size-5" aria-hidden />
                </span>
                <div>
                  <h3 className="font-semibold text-slate-900">{title}</h3>
                  <p className="mt-1 text-sm text-slate-600">{text}</p>
                </div>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section aria-labelledby="pricing-faq-title" className="mx-auto max-w-3xl px-4 py-20 sm:px-6">
        <h2 id="pricing-faq-title" className="text-center text-3xl font-extrabold tracking-tight text-slate-900">
          Pricing questions
        </h2>
        <Accordion type="single" collapsible className="mt-10 space-y-3">
          {PRICING_FAQ.map((item, index) => (
            <AccordionItem key={item.q} value={`pricing-${index}`}>
              <AccordionTrigger>{item.q}</AccordionTrigger>
              <AccordionContent>{item.a}</AccordionContent>
            </AccordionItem>
          ))}
        </Accordion>
      </section>

      <CallToAction
        title="Ready to create stunning mockups?"
        actions={
          <>
            <Button asChild size="lg" variant="light">
              <Link to="/upload">Start Creating Free</Link>
            </Button>
            <Button asChild size="lg" variant="outline" className="border-white/40 bg-transparent text-white hover:bg-white/10">
              <Link to="/faq">Read the FAQ</Link>
            </Button>
          </>
        }
      >
        Join 50,000+ designers and sellers. No credit card needed for the Free plan.
      </CallToAction>
    </>
  );
}
