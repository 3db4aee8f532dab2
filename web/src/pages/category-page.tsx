import { Link, useParams } from 'react-router';
import { findCategory } from '../../../core/src/catalogue/categories';
import { resolveCategoryParam } from '../../../core/src/catalogue/category-aliases';
import { PageHeader } from '../components/page-header';
import { PageMeta } from '../components/page-meta';
import { Button } from '../components/ui/button';
import NotFoundPage from './not-found-page';

export default function CategoryPage() {
  const { slug, category: param } = useParams();
  // /{slug} must name a real category; /mockups/:category accepts aliases and falls back to the first one.
  const category = slug !== undefined ? findCategory(slug) : resolveCategoryParam(param ?? '');
  if (!category) return <NotFoundPage />;

  return (
    <>
      <PageMeta title={`${category.title} Mockups`} description={category.blurb} />
      <PageHeader title={`${category.title} Mockups`}>{category.blurb}</PageHeader>
      <div className="flex flex-wrap justify-center gap-3 px-4 pb-16">
        <Button asChild size="lg">
          <Link to="/upload">Start Creating</Link>
        </Button>
        <Button asChild size="lg" variant="outline">
          <Link to="/mockups">Browse All Categories</Link>
        </Button>
      </div>
    </>
  );
}
