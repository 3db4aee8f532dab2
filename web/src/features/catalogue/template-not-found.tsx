import { SearchX } from 'lucide-react';
import { useEffect } from 'react';
import { Link, useLocation } from 'react-router';
import type { Category } from '../../../../core/src/catalogue/categories';
import { PageMeta } from '../../components/page-meta';
import { Button } from '../../components/ui/button';

interface Props {
  category: Category;
  listPath: string;
  templateId: string | undefined;
}

/** A template URL whose id is not one of the category's templates (a mistyped or outdated link). */
export function TemplateNotFound({ category, listPath, templateId }: Props) {
  const location = useLocation();
  useEffect(() => {
    console.error('404 Error: User attempted to access non-existent template:', location.pathname);
  }, [location.pathname]);

  return (
    <section className="mx-auto flex min-h-[50vh] max-w-xl flex-col items-center justify-center gap-4 px-4 py-20 text-center">
      <PageMeta title="Template not found" description={`This ${category.title} template does not exist.`} />
      <SearchX className="size-12 text-brand-600" aria-hidden />
      <h1 className="text-3xl font-bold tracking-tight text-slate-900">Template not found</h1>
      <p className="text-slate-600">
        There is no template “{templateId}” among the {category.title} mockups. The link may be mistyped or out of date.
      </p>
      <div className="mt-2 flex flex-wrap justify-center gap-3">
        <Button asChild size="lg">
          <Link to={listPath}>See {category.title} templates</Link>
        </Button>
        <Button asChild size="lg" variant="outline">
          <Link to="/mockups">Browse All Categories</Link>
        </Button>
      </div>
    </section>
  );
}
