import { ArrowRight, ChevronLeft, ChevronRight } from 'lucide-react';
import { useRef } from 'react';
import { Link } from 'react-router';
import { CATEGORIES } from '../../../../core/src/catalogue/categories';
import { Button } from '../../components/ui/button';
import { CategoryCard } from './category-card';

interface Props {
  /** How many categories to show, from the top of the list (12 unless told). */
  limit?: number;
  variant?: 'grid' | 'carousel';
}

/** The first `limit` categories as a grid or a scrolling row, with 'View All N Categories' when some are left out. */
export function CategoryGrid({ limit = 12, variant = 'grid' }: Props) {
  const shown = CATEGORIES.slice(0, limit);
  const row = useRef<HTMLUListElement>(null);
  const scroll = (direction: number) => row.current?.scrollBy({ left: direction * row.current.clientWidth * 0.8, behavior: 'smooth' });

  return (
    <div>
      {variant === 'carousel' && (
        <div className="mb-4 flex justify-end gap-2">
          <Button variant="outline" size="icon" aria-label="Scroll categories left" onClick={() => scroll(-1)}>
            <ChevronLeft aria-hidden />
          </Button>
          <Button variant="outline" size="icon" aria-label="Scroll categories right" onClick={() => scroll(1)}>
            <ChevronRight aria-hidden />
          </Button>
        </div>
      )}
      <ul
        ref={row}
        className={
          variant === 'carousel'
            ? 'flex snap-x snap-mandatory gap-6 overflow-x-auto pb-4 [&>li]:w-72 [&>li]:shrink-0 [&>li]:snap-start'
            : 'grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-4'
        }
      >
        {shown.map((category) => (
          <li key={category.slug}>
            <CategoryCard category={category} />
          </li>
        ))}
      </ul>
      {shown.length < CATEGORIES.length && (
        <div className="mt-10 flex justify-center">
          <Button asChild size="lg" variant="outline">
            <Link to="/mockups">
              View All {CATEGORIES.length} Categories <ArrowRight aria-hidden />
            </Link>
          </Button>
        </div>
      )}
    </div>
  );
}
