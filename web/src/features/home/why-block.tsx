import { BadgeCheck, Camera, Layers, Video } from 'lucide-react';
import { SectionHeading } from './section-heading';
import { IconPoints } from '../../components/icon-points';

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
        <IconPoints points={POINTS} className="mt-12 sm:grid-cols-2 lg:grid-cols-4" />
      </div>
    </section>
  );
}
