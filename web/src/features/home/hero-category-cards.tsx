import { ArrowRight, Shirt, ShoppingBag, Smartphone, type LucideIcon } from 'lucide-react';
import { Link } from 'react-router';
import { countLabel, templateCountIn } from '../../../../core/src/templates/counts';
import { coverImage } from '../../../../core/src/templates/library';
import { ProductImage, type ImageTone } from '../../components/ui/product-image';

interface HeroCategory {
  name: string;
  route: string;
  slug: string;
  label: 'Apparel' | 'Accessories' | 'Tech';
  icon: LucideIcon;
  tone: ImageTone;
}

export const HERO_CATEGORIES: HeroCategory[] = [
  { name: 'T-shirt', route: 't-shirt', slug: 't-shirts', label: 'Apparel', icon: Shirt, tone: 'violet' },
  { name: 'Hoodie', route: 'hoodie', slug: 'hoodies', label: 'Apparel', icon: Shirt, tone: 'rose' },
  { name: 'Totebag', route: 'tote-bag', slug: 'tote-bags', label: 'Accessories', icon: ShoppingBag, tone: 'amber' },
  { name: 'iPhone', route: 'iphone', slug: 'phone-cases', label: 'Tech', icon: Smartphone, tone: 'sky' },
];

/** The hero's four product cards; a design the visitor already has travels along in navigation state. */
export function HeroCategoryCards({ designPreview }: { designPreview?: string | undefined }) {
  return (
    <ul className="grid grid-cols-2 gap-4 lg:grid-cols-4">
      {HERO_CATEGORIES.map((category) => (
        <li key={category.route}>
          <Link
            to={`/mockups/${category.route}`}
            state={designPreview ? { designPreview } : undefined}
            className="group block overflow-hidden rounded-2xl border border-slate-200 bg-white text-left shadow-sm transition hover:-translate-y-0.5 hover:border-brand-200 hover:shadow-md"
          >
            <ProductImage
              src={coverImage(category.slug)}
              alt={`${category.name} mockup`}
              icon={category.icon}
              tone={category.tone}
              width={320}
              height={240}
              eager
              className="aspect-[4/3] w-full"
            />
            <div className="flex items-center justify-between gap-2 p-4">
              <div>
                <p className="text-xs font-semibold uppercase tracking-wide text-brand-700">{category.label}</p>
                <h3 className="font-semibold text-slate-900">{category.name}</h3>
                <p className="text-sm text-slate-500">{countLabel(templateCountIn(category.slug))} templates</p>
              </div>
              <ArrowRight className="hidden size-5 sm:block text-slate-400 transition group-hover:translate-x-0.5 group-hover:text-brand-700" aria-hidden />
            </div>
          </Link>
        </li>
      ))}
    </ul>
  );
}
