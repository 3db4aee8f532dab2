import { SearchX } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Link, useSearchParams } from 'react-router';
import { CATEGORIES } from '../../../core/src/catalogue/categories';
import { filterCategories, parseGroup, showingLine } from '../../../core/src/catalogue/search';
import { PageHeader } from '../components/page-header';
import { PageMeta } from '../components/page-meta';
import { Badge } from '../components/ui/badge';
import { Button } from '../components/ui/button';
import { CatalogueFilters } from '../features/catalogue/catalogue-filters';
import { CategoryCard } from '../features/catalogue/category-card';
import { OwnPhotoBanner } from '../features/catalogue/own-photo-banner';

const queryOf = (params: URLSearchParams) => ({ term: params.get('q') ?? '', group: parseGroup(params.get('group')) });

export default function CataloguePage() {
  // Search text and group live in the URL (?q=…&group=…), so a filtered view can be shared and reloaded.
  const [params, setParams] = useSearchParams();
  const query = queryOf(params);
  const shown = filterCategories(CATEGORIES, query);
  // The URL updates a moment after a change; a click that follows typing at once must build on what was typed,
  // not on the URL of the last render (it used to bring the old search back).
  const latest = useRef(query);
  useEffect(() => {
    latest.current = queryOf(params);
  }, [params]);

  const update = (change: Partial<typeof query>) => {
    const next = { ...latest.current, ...change };
    latest.current = next;
    const search = new URLSearchParams();
    if (next.term) search.set('q', next.term);
    if (next.group) search.set('group', next.group);
    setParams(search, { replace: true, preventScrollReset: true });
  };

  return (
    <>
      <PageMeta
        title="Mockup Categories"
        description={`Browse ${CATEGORIES.length}+ mockup categories: apparel, devices, print, packaging, marketing and home.`}
      />
      <PageHeader eyebrow={<Badge>Free templates in every category</Badge>} title={`${CATEGORIES.length}+ Mockup Categories`}>
        Find the perfect mockup for your design — from t-shirts and phone cases to billboards and packaging.
      </PageHeader>

      <section aria-label="Categories" className="mx-auto max-w-7xl px-4 pb-16 sm:px-6">
        <CatalogueFilters
          term={query.term}
          group={query.group}
          onTermChange={(term) => update({ term })}
          onGroupChange={(group) => update({ group })}
        />
        <OwnPhotoBanner />
        <p role="status" className="mt-8 text-sm text-slate-600">
          {showingLine(shown.length, CATEGORIES.length, query)}
        </p>
        {shown.length > 0 ? (
          <ul className="mt-4 grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
            {shown.map((category) => (
              <li key={category.slug}>
                <CategoryCard category={category} headingLevel="h2" />
              </li>
            ))}
          </ul>
        ) : (
          <div className="mt-6 flex flex-col items-center gap-3 rounded-2xl border border-dashed border-slate-300 py-16 text-center">
            <SearchX className="size-10 text-slate-400" aria-hidden />
            <p className="font-medium text-slate-900">No categories match your search.</p>
            <Button variant="outline" onClick={() => update({ term: '', group: null })}>
              Clear search
            </Button>
          </div>
        )}
      </section>

      <section className="bg-gradient-to-br from-brand-700 to-brand-900">
        <div className="mx-auto flex max-w-4xl flex-col items-center gap-5 px-4 py-16 text-center sm:px-6">
          <h2 className="text-3xl font-bold tracking-tight text-white">Can't find what you need?</h2>
          <p className="max-w-2xl text-lg text-brand-100">
            Start with your own design on any mockup, or tell us which product you would like to see next.
          </p>
          <div className="flex flex-wrap justify-center gap-3">
            <Button asChild size="lg" variant="light">
              <Link to="/upload">Start Creating</Link>
            </Button>
            <Button asChild size="lg" className="border border-white/40 bg-transparent hover:bg-white/10">
              <Link to="/contact">Request Custom Mockup</Link>
            </Button>
          </div>
        </div>
      </section>
    </>
  );
}
