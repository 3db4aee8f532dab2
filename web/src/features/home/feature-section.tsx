import { Box, Camera, Image, Wand2 } from 'lucide-react';
import { CATEGORY_GROUPS } from '../../../../core/src/catalogue/categories';
import { countLabel, templateCountInGroup } from '../../../../core/src/templates/counts';
import { Badge } from '../../components/ui/badge';
import { SectionHeading } from './section-heading';

const AI_FEATURES = [
  { icon: Camera, title: 'AI Product Photography', text: 'Studio-quality product shots from a single photo.' },
  { icon: Image, title: 'AI Background Generator', text: 'Swap plain backgrounds for on-brand scenes.' },
  { icon: Wand2, title: 'AI Design Generator', text: 'Describe an idea and get print-ready artwork.' },
  { icon: Box, title: '3D Mockup Generator', text: 'Rotate products in 3D and export any angle.' },
];

const POPULAR_GROUPS: readonly string[] = ['Apparel', 'Tech & Devices', 'Packaging'];

/** The library's templates per catalogue group (the spec's families), counted; Popular as the spec marks them. */
export const CATEGORY_COUNTS = [...CATEGORY_GROUPS, 'Other' as const]
  .map((group) => ({ name: group === 'Other' ? 'Totes, signs, vehicles and more' : group, count: templateCountInGroup(group), popular: POPULAR_GROUPS.includes(group) }))
  .filter((item) => item.count > 0);

export function FeatureSection() {
  return (
    <section aria-labelledby="features" className="mx-auto max-w-7xl px-4 py-16 sm:px-6">
      <SectionHeading id="features" eyebrow="Powered by AI" title="Smarter tools for faster mockups" />
      <div className="mt-12 grid gap-8 lg:grid-cols-3">
        <ul className="grid gap-6 sm:grid-cols-2 lg:col-span-2">
          {AI_FEATURES.map(({ icon: Icon, title, text }) => (
            <li key={title} className="rounded-2xl border border-slate-200 bg-gradient-to-br from-white to-brand-50 p-6 shadow-sm">
              <span className="grid size-11 place-items-center rounded-xl bg-brand-700 text-white">
                <Icon className="size-5" aria-hidden />
              </span>
              <h3 className="mt-4 font-semibold text-slate-900">{title}</h3>
              <p className="mt-1 text-sm text-slate-600">{text}</p>
            </li>
          ))}
        </ul>
        <div className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
          <h3 className="font-semibold text-slate-900">Templates by category</h3>
          <ul className="mt-4 divide-y divide-slate-100">
            {CATEGORY_COUNTS.map((item) => (
              <li key={item.name} className="flex items-center justify-between gap-3 py-3">
                <span className="flex items-center gap-2 font-medium text-slate-800">
                  {item.name}
                  {item.popular && <Badge>Popular</Badge>}
                </span>
                <span className="text-sm text-slate-500">{countLabel(item.count)} templates</span>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </section>
  );
}
