import { ChevronLeft, ChevronRight, Shirt } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { shortTemplateName, templatesFor } from '../../../../core/src/templates/library';
import { Button } from '../../components/ui/button';
import { ProductImage } from '../../components/ui/product-image';
import { cn } from '../../lib/cn';
import { useAutoAdvance, usePrefersReducedMotion } from './use-auto-advance';

/** The library's t-shirt templates, each named by what its picture shows (the spec's eight styles, as they exist). */
const TSHIRTS = templatesFor('t-shirts').slice(0, 8);
export const TSHIRT_STYLES = TSHIRTS.map(shortTemplateName);

/** Eight t-shirt styles; one is featured and the strip moves on every 3 seconds while auto-play is on. */
export function TshirtCarousel() {
  const still = usePrefersReducedMotion();
  const [choice, setChoice] = useState<boolean | null>(null);
  const autoPlay = choice ?? !still;
  const [index, setIndex] = useAutoAdvance(TSHIRT_STYLES.length, 3000, autoPlay);
  // On phones the styles are a swipeable strip: keep the current one in view (sideways only, never the page).
  const strip = useRef<HTMLUListElement>(null);
  useEffect(() => {
    const list = strip.current;
    const item = list?.children[index] as HTMLElement | undefined;
    if (!list || !item || list.scrollWidth <= list.clientWidth) return;
    list.scrollTo({ left: item.offsetLeft - list.offsetLeft, behavior: still ? 'auto' : 'smooth' });
  }, [index, still]);
  const step = (delta: number) => setIndex((index + delta + TSHIRT_STYLES.length) % TSHIRT_STYLES.length);

  return (
    <section aria-labelledby="tshirt-styles" className="mx-auto max-w-7xl px-4 pb-16 pt-8 sm:px-6 sm:pt-12">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h2 id="tshirt-styles" className="text-3xl font-bold tracking-tight text-slate-900">
            T-Shirt Mockup Styles
          </h2>
          <p className="mt-2 text-slate-600">From classic tees to v-necks and long sleeves — pick the look that sells your design.</p>
        </div>
        <div className="flex items-center gap-2">
          <button
            type="button"
            role="switch"
            aria-checked={autoPlay}
            onClick={() => setChoice(!autoPlay)}
            className="flex items-center gap-2 rounded-full px-2 py-1 text-sm font-medium text-slate-700"
          >
            <span className={cn('relative h-6 w-10 rounded-full transition-colors', autoPlay ? 'bg-brand-700' : 'bg-slate-300')}>
              <span className={cn('absolute top-1 size-4 rounded-full bg-white shadow transition-all', autoPlay ? 'left-5' : 'left-1')} />
            </span>
            Auto-play
          </button>
          <Button variant="outline" size="icon" aria-label="Previous style" onClick={() => step(-1)}>
            <ChevronLeft aria-hidden />
          </Button>
          <Button variant="outline" size="icon" aria-label="Next style" onClick={() => step(1)}>
            <ChevronRight aria-hidden />
          </Button>
        </div>
      </div>
      <p className="sr-only" aria-live="polite">
        {`Style ${index + 1} of ${TSHIRT_STYLES.length}: ${TSHIRT_STYLES[index]}`}
      </p>
      <ul
        ref={strip}
        className="mt-7 flex snap-x snap-mandatory gap-4 overflow-x-auto px-1 pb-2 pt-1 sm:grid sm:grid-cols-4 sm:overflow-visible sm:pb-0 lg:grid-cols-8"
      >
        {TSHIRT_STYLES.map((style, i) => (
          <li key={style} className="w-36 shrink-0 snap-start sm:w-auto">
            <button
              type="button"
              aria-current={i === index}
              onClick={() => setIndex(i)}
              className={cn(
                'w-full overflow-hidden rounded-2xl border bg-white text-left transition',
                i === index ? 'border-brand-600 shadow-md ring-2 ring-brand-600/30' : 'border-slate-200 hover:border-brand-200',
              )}
            >
              <ProductImage
                src={TSHIRTS[i]?.thumbnailUrl}
                alt=""
                icon={Shirt}
                tone={i === index ? 'violet' : 'slate'}
                width={240}
                height={240}
                className="aspect-square w-full"
              />
              <span className="block px-3 py-2 text-sm font-medium text-slate-800">{style}</span>
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
