import { BadgeCheck, MousePointerClick, Sparkles } from 'lucide-react';

const POINTS = [
  { icon: Sparkles, title: 'High Quality', text: 'High-resolution mockups with realistic lighting, folds and shadows.' },
  { icon: MousePointerClick, title: 'Easy to Use', text: 'Upload a design, pick a template and download — no design software needed.' },
  { icon: BadgeCheck, title: 'Commercial Use', text: 'Full commercial license with paid plans, for shops, clients and ads.' },
];

export function WhyChoose({ categoryTitle }: { categoryTitle: string }) {
  return (
    <section aria-labelledby="why-choose" className="bg-slate-50">
      <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6">
        <h2 id="why-choose" className="text-center text-3xl font-bold tracking-tight text-slate-900">
          Why Choose Our {categoryTitle} Mockups?
        </h2>
        <ul className="mt-10 grid gap-6 md:grid-cols-3">
          {POINTS.map(({ icon: Icon, title, text }) => (
            <li key={title} className="rounded-2xl border border-slate-200 bg-white p-6 text-center shadow-sm">
              <span className="mx-auto grid size-12 place-items-center rounded-xl bg-brand-100 text-brand-700">
                <Icon className="size-6" aria-hidden />
              </span>
              <h3 className="mt-4 font-semibold text-slate-900">{title}</h3>
              <p className="mt-1 text-sm text-slate-600">{text}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
