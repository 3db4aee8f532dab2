import { Pause, Play, Shirt, ShoppingBag, Smartphone, type LucideIcon } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { coverImage } from '../../../../core/src/templates/library';
import { Button } from '../../components/ui/button';
import { ProductImage, type ImageTone } from '../../components/ui/product-image';
import { cn } from '../../lib/cn';
import { useAutoAdvance, usePrefersReducedMotion } from './use-auto-advance';

interface Slide {
  title: string;
  text: string;
  slug: string;
  icon: LucideIcon;
  tone: ImageTone;
}

export const SHOWCASE_SLIDES: Slide[] = [
  { title: 'Apparel that looks photographed', text: 'Tees and hoodies with real folds, shadows and fabric texture.', slug: 't-shirts', icon: Shirt, tone: 'violet' },
  { title: 'Hoodies, front and back', text: 'Show chest prints and big back designs in one go.', slug: 'hoodies', icon: Shirt, tone: 'rose' },
  { title: 'Printed phone cases', text: 'Your artwork on the back of the case, ready for the shop.', slug: 'phone-cases', icon: Smartphone, tone: 'sky' },
  { title: 'Tote bags and merch', text: 'Canvas totes hung, standing and laid flat.', slug: 'tote-bags', icon: ShoppingBag, tone: 'amber' },
];

const SLIDE_MS = 5000;

/** A fading slide show with Play/Pause, segment bars and thumbnails to jump to a slide. */
export function ShowcaseSlider() {
  const still = usePrefersReducedMotion();
  const [choice, setChoice] = useState<boolean | null>(null);
  const playing = choice ?? !still;
  const [index, setIndex] = useAutoAdvance(SHOWCASE_SLIDES.length, SLIDE_MS, playing);
  const slide = SHOWCASE_SLIDES[index]!;

  return (
    <section aria-labelledby="showcase" className="bg-slate-950 text-white">
      <div className="mx-auto grid max-w-7xl items-center gap-10 px-4 py-16 sm:px-6 lg:grid-cols-2">
        <div>
          <p className="text-sm font-semibold uppercase tracking-wider text-brand-200">Showcase</p>
          <h2 id="showcase" className="mt-2 text-3xl font-bold tracking-tight sm:text-4xl">
            See your design on real products
          </h2>
          <div aria-live="polite" className="mt-6 min-h-20">
            <h3 className="text-xl font-semibold">{slide.title}</h3>
            <p className="mt-1 text-slate-300">{slide.text}</p>
          </div>
          <div className="mt-6 flex flex-wrap gap-3">
            <Button asChild size="lg" variant="light">
              <Link to="/mockups">Start Creating</Link>
            </Button>
            <Button asChild size="lg" className="border border-white/30 bg-transparent hover:bg-white/10">
              <Link to="/upload">Upload Design</Link>
            </Button>
          </div>
        </div>
        <div>
          <div className="relative grid overflow-hidden rounded-3xl ring-1 ring-white/10">
            {SHOWCASE_SLIDES.map((s, i) => (
              <div
                key={s.slug}
                aria-hidden={i !== index}
                className={cn('col-start-1 row-start-1 transition-opacity duration-1000', i === index ? 'opacity-100' : 'opacity-0')}
              >
                <ProductImage src={coverImage(s.slug)} alt={s.title} icon={s.icon} tone={s.tone} width={640} height={400} className="aspect-[16/10] w-full" />
              </div>
            ))}
          </div>
          <div className="mt-4 flex items-center gap-3">
            <Button
              variant="ghost"
              size="sm"
              className="text-white hover:bg-white/10 hover:text-white"
              onClick={() => setChoice(!playing)}
            >
              {playing ? <Pause aria-hidden /> : <Play aria-hidden />}
              {playing ? 'Pause' : 'Play'}
            </Button>
            <div className="flex flex-1 gap-1.5" aria-hidden>
              {SHOWCASE_SLIDES.map((s, i) => (
                <span key={s.slug} className={cn('h-1 flex-1 rounded-full', i === index ? 'bg-white' : 'bg-white/25')} />
              ))}
            </div>
          </div>
          <ul className="mt-4 grid grid-cols-4 gap-3">
            {SHOWCASE_SLIDES.map((s, i) => (
              <li key={s.slug}>
                <button
                  type="button"
                  aria-label={`Show slide ${i + 1}: ${s.title}`}
                  aria-current={i === index}
                  onClick={() => setIndex(i)}
                  className={cn(
                    'block w-full overflow-hidden rounded-xl ring-2 transition',
                    i === index ? 'ring-white' : 'opacity-60 ring-transparent hover:opacity-100',
                  )}
                >
                  <ProductImage src={coverImage(s.slug)} alt="" icon={s.icon} tone={s.tone} width={160} height={100} className="aspect-[16/10] w-full [&>span:last-child]:size-9 [&_svg]:size-5" />
                </button>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </section>
  );
}
