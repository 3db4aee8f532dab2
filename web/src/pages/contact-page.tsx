import { Clock, Mail, MapPin, Phone, Briefcase } from 'lucide-react';
import type { ReactNode } from 'react';
import { SALES_EMAIL, SUPPORT_EMAIL } from '../../../core/src/schemas/contact-fields';
import { PageHeader } from '../components/page-header';
import { PageMeta } from '../components/page-meta';
import { Badge } from '../components/ui/badge';
import { Card, CardContent } from '../components/ui/card';
import { ContactForm } from '../features/contact/contact-form';

function Detail({ icon: Icon, title, children }: { icon: typeof Mail; title: string; children: ReactNode }) {
  return (
    <li className="flex gap-4 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200">
      <span className="grid size-11 shrink-0 place-items-center rounded-xl bg-brand-100 text-brand-700">
        <Icon className="size-5" aria-hidden />
      </span>
      <div className="min-w-0 text-sm text-slate-600">
        <h2 className="text-base font-semibold text-slate-900">{title}</h2>
        <div className="mt-1 space-y-0.5">{children}</div>
      </div>
    </li>
  );
}

const mailLink = (address: string) => (
  <a href={`mailto:${address}`} className="break-all font-medium text-brand-700 hover:underline">
    {address}
  </a>
);

export default function ContactPage() {
  return (
    <>
      <PageMeta
        title="Contact Us"
        description={`Questions about mockups, billing or partnerships? Email ${SUPPORT_EMAIL} or send us a message; we reply within 24 hours on business days.`}
      />
      <PageHeader eyebrow={<Badge>Contact</Badge>} title="Get in Touch">
        Questions, feedback or a custom mockup request? Our team is here to help.
      </PageHeader>

      <div className="mx-auto grid max-w-6xl gap-8 px-4 pb-20 pt-4 sm:px-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
        <ul className="space-y-4" aria-label="Ways to reach us">
          <Detail icon={Mail} title="Email support">
            <p>{mailLink(SUPPORT_EMAIL)}</p>
            <p>Help with your account, exports and templates.</p>
          </Detail>
          <Detail icon={Briefcase} title="Sales">
            <p>{mailLink(SALES_EMAIL)}</p>
            <p>Enterprise plans, custom templates and partnerships.</p>
          </Detail>
          <Detail icon={Phone} title="Phone support">
            <p>Available for Pro and Enterprise plans.</p>
            <p>Ask for a call back with the form and we will ring you.</p>
          </Detail>
          <Detail icon={Clock} title="Response time">
            <p>Within 24 hours on business days.</p>
            <p>Monday to Friday, 9 AM-6 PM PST.</p>
          </Detail>
          <Detail icon={MapPin} title="Office">
            <p>San Francisco, California</p>
          </Detail>
        </ul>

        <Card className="self-start">
          <CardContent className="p-6 sm:p-8">
            <h2 className="text-2xl font-bold text-slate-900">Send us a message</h2>
            <p className="mb-6 mt-1 text-sm text-slate-600">Tell us what you need and we will get back to you within 24 hours.</p>
            <ContactForm />
          </CardContent>
        </Card>
      </div>
    </>
  );
}
