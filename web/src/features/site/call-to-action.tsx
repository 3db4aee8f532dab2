import type { ReactNode } from 'react';

/** The violet closing band of a marketing page: a headline, a line, and its buttons. */
export function CallToAction({ title, children, actions }: { title: string; children: ReactNode; actions: ReactNode }) {
  return (
    <section className="px-4 pb-20 sm:px-6">
      <div className="mx-auto max-w-5xl overflow-hidden rounded-3xl bg-gradient-to-br from-brand-700 via-brand-800 to-brand-900 px-6 py-14 text-center shadow-xl sm:px-12">
        <h2 className="text-3xl font-extrabold tracking-tight text-white sm:text-4xl">{title}</h2>
        <p className="mx-auto mt-4 max-w-2xl text-lg text-brand-100">{children}</p>
        <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">{actions}</div>
      </div>
    </section>
  );
}
