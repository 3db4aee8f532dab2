import type { ReactNode } from 'react';
import { PageHeader } from '../../components/page-header';
import { Badge } from '../../components/ui/badge';

export interface LegalSection {
  id: string;
  title: string;
  body: ReactNode;
}

/** Today, as a reader would write it ("November 21, 2026"). */
export const formatLastUpdated = (date: Date) =>
  date.toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric' });

/** Terms and Privacy: a title, the date, a contents list and numbered sections. */
export function LegalDocument({ title, intro, sections }: { title: string; intro: ReactNode; sections: LegalSection[] }) {
  const today = new Date();
  return (
    <>
      <PageHeader eyebrow={<Badge>Legal</Badge>} title={title}>
        <p>
          Last updated: <time dateTime={today.toISOString().slice(0, 10)}>{formatLastUpdated(today)}</time>
        </p>
      </PageHeader>
      <div className="mx-auto grid max-w-6xl gap-10 px-4 pb-20 sm:px-6 lg:grid-cols-[16rem_minmax(0,1fr)]">
        <nav aria-label="Contents" className="hidden lg:block">
          <div className="sticky top-24 rounded-2xl bg-slate-50 p-5 ring-1 ring-slate-200">
            <h2 className="text-xs font-bold uppercase tracking-wider text-slate-600">Contents</h2>
            <ol className="mt-3 space-y-2 text-sm">
              {sections.map((section, index) => (
                <li key={section.id}>
                  <a href={`#${section.id}`} className="text-slate-700 hover:text-brand-700">
                    {index + 1}. {section.title}
                  </a>
                </li>
              ))}
            </ol>
          </div>
        </nav>
        <article className="max-w-3xl space-y-10 leading-relaxed text-slate-700">
          <div className="text-lg text-slate-600">{intro}</div>
          {sections.map((section, index) => (
            <section key={section.id} id={section.id} aria-labelledby={`${section.id}-title`} className="scroll-mt-24">
              <h2 id={`${section.id}-title`} className="text-2xl font-bold text-slate-900">
                {index + 1}. {section.title}
              </h2>
              <div className="mt-3 space-y-3 [&_li]:ml-5 [&_li]:list-disc [&_ul]:space-y-1.5">{section.body}</div>
            </section>
          ))}
        </article>
      </div>
    </>
  );
}
