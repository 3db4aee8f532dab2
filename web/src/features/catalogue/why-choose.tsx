import { BadgeCheck, MousePointerClick, Sparkles } from 'lucide-react';
import { IconPoints } from '../../components/icon-points';

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
        <IconPoints points={POINTS} className="mt-10 md:grid-cols-3" centred />
      </div>
    </section>
  );
}
