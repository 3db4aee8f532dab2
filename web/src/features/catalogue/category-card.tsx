import { Check, Clock } from 'lucide-react';
import { Link } from 'react-router';
import type { Category } from '../../../../core/src/catalogue/categories';
import { templateCountIn } from '../../../../core/src/templates/counts';
import { coverImage } from '../../../../core/src/templates/library';
import { Badge } from '../../components/ui/badge';
import { ProductImage } from '../../components/ui/product-image';
import { categoryIcon, groupTone } from './category-visual';

/** A catalogue card: cover image, group badge, title, two-line blurb; the whole card links to /{slug}. */
export function CategoryCard({ category, headingLevel: Heading = 'h3' }: { category: Category; headingLevel?: 'h2' | 'h3' }) {
  return (
    <Link
      to={`/${category.slug}`}
      className="group flex h-full flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm transition hover:-translate-y-0.5 hover:border-brand-200 hover:shadow-md"
    >
      <ProductImage
        src={coverImage(category.slug)}
        alt={`${category.title} mockup`}
        icon={categoryIcon(category.slug)}
        tone={groupTone(category.group)}
        width={400}
        height={300}
        className="aspect-[4/3] w-full"
      />
      <div className="flex flex-1 flex-col gap-2 p-5">
        <Badge variant="neutral" className="self-start">
          {category.group}
        </Badge>
        <Heading className="text-lg font-semibold text-slate-900 group-hover:text-brand-700">{category.title}</Heading>
        <p className="line-clamp-2 text-sm text-slate-600">{category.blurb}</p>
        {templateCountIn(category.slug) > 0 ? (
          <p className="mt-auto flex items-center gap-1.5 pt-2 text-sm font-medium text-emerald-700">
            <Check className="size-4" aria-hidden /> Free templates available
          </p>
        ) : (
          <p className="mt-auto flex items-center gap-1.5 pt-2 text-sm font-medium text-slate-500">
            <Clock className="size-4" aria-hidden /> Templates coming soon
          </p>
        )}
      </div>
    </Link>
  );
}
