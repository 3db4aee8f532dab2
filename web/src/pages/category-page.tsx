import { useLocation, useParams } from 'react-router';
import { findCategory } from '../../../core/src/catalogue/categories';
import { resolveCategoryParam } from '../../../core/src/catalogue/category-aliases';
import { PageMeta } from '../components/page-meta';
import { CategoryView } from '../features/catalogue/category-view';
import { designPreviewFrom } from '../features/catalogue/design-preview';
import { editorReopenFrom } from '../features/upload/open-saved-work';
import NotFoundPage from './not-found-page';

export default function CategoryPage() {
  const { slug, category: param } = useParams();
  const { state } = useLocation();
  const designPreview = designPreviewFrom(state);
  const reopen = editorReopenFrom(state);
  // /{slug} must name a real category; /mockups/:category accepts aliases and falls back to the first one.
  const category = slug !== undefined ? findCategory(slug) : resolveCategoryParam(param ?? '');
  if (!category) return <NotFoundPage />;

  return (
    <>
      <PageMeta title={`${category.title} Mockups`} description={category.blurb} />
      {/* Keyed by slug so moving to another category starts again from its list. */}
      <CategoryView key={category.slug} category={category} designPreview={designPreview} reopen={reopen} />
    </>
  );
}
