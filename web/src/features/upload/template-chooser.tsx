import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import { CATEGORIES } from '../../../../core/src/catalogue/categories';
import { resolveCategoryParam } from '../../../../core/src/catalogue/category-aliases';
import { Card } from '../../components/ui/card';

/** The home page's four categories, by their route values. */
const CHOICES = ['t-shirt', 'hoodie', 'tote-bag', 'iphone'] as const;

/** 'Choose Your Mockup Template': where the uploaded design goes next; the design travels along. */
export function TemplateChooser({ designPreview }: { designPreview: string | null }) {
  return (
    <section aria-labelledby="chooser-title" className="space-y-4">
      <h2 id="chooser-title" className="text-xl font-bold text-slate-900">
        Choose Your Mockup Template
      </h2>
      <div className="grid gap-3 sm:grid-cols-2">
        {CHOICES.map((route) => {
          const category = resolveCategoryParam(route);
          return (
            <Link key={route} to={`/mockups/${route}`} state={{ designPreview }} className="group">
              <Card className="flex items-center justify-between gap-3 p-4 transition-colors group-hover:border-brand-500">
                <div>
                  <p className="font-semibold text-slate-900">{category.title}</p>
                  <p className="line-clamp-1 text-sm text-slate-600">{category.blurb}</p>
                </div>
                <ArrowRight className="size-5 shrink-0 text-brand-600" aria-hidden />
              </Card>
            </Link>
          );
        })}
      </div>
      <p className="text-sm text-slate-600">
        Or <Link to="/mockups" className="font-semibold text-brand-700 hover:underline">browse all {CATEGORIES.length} categories</Link>.
      </p>
    </section>
  );
}
