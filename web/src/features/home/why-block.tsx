import { BadgeCheck, Camera, Layers, Video } from 'lucide-react';
import { SectionHeading } from './section-heading';

const POINTS = [
  { icon: Layers, title: 'All in one', text: 'Mockups, AI product photos, 3D and video in one studio — no juggling tools.' },
  { icon: Camera, title: 'Realistic results', text: 'Designs follow folds, lighting and texture, so mockups look photographed.' },
  { icon: Video, title: 'Video mockups', text: 'Turn a still mockup into a short clip for social media and ads.' },
  { icon: BadgeCheck, title: 'Free to start', text: 'Create your first mockups for free, no credit card required.' },
];

export function WhyBlock() {
  return (
    <section aria-labelledby="why" className="bg-slate-50">
      <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6">
        <SectionHeading id="why" eyebrow="Why Mockup Studio" title="Everything you need to sell your designs" />
        <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {POINTS.map(({ icon: Icon, title, text }) => (
            <li key={title} className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
              <span className="grid size-11 place-items-center rounded-xl bg-brand-100 text-brand-700">
                <Icon className="size-5" aria-hidden />
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
