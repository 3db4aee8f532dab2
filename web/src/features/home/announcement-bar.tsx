import { Sparkles } from 'lucide-react';
import { CATEGORIES_WITH_TEMPLATES, countLabel, TEMPLATE_TOTAL } from '../../../../core/src/templates/counts';
import { useAutoAdvance, usePrefersReducedMotion } from './use-auto-advance';

export const ANNOUNCEMENTS = [
  'New: Video mockups are here — turn any design into a motion clip.',
  'Free to start — create your first mockups without a credit card.',
  `${countLabel(TEMPLATE_TOTAL)} templates across ${countLabel(CATEGORIES_WITH_TEMPLATES)} categories, or turn a photo of your own product into one.`,
] as const;

/** The promo strip above the hero; it shows the next of three messages every 4 seconds. */
export function AnnouncementBar() {
  const still = usePrefersReducedMotion();
  const [index] = useAutoAdvance(ANNOUNCEMENTS.length, 4000, !still);
  return (
    <div className="bg-gradient-to-r from-brand-800 via-brand-700 to-fuchsia-700 text-white">
      <p className="mx-auto flex max-w-7xl items-center justify-center gap-2 px-4 py-2 text-center text-sm font-medium">
        <Sparkles className="size-4 shrink-0" aria-hidden />
        {/* All three share one grid cell and cross-fade, so the bar never changes height. */}
        <span className="grid">
          {ANNOUNCEMENTS.map((message, i) => (
            <span
              key={message}
              aria-hidden={i !== index}
              className={`col-start-1 row-start-1 transition-opacity duration-500 ${i === index ? 'opacity-100' : 'opacity-0'}`}
            >
              {message}
            </span>
          ))}
        </span>
      </p>
    </div>
  );
}
