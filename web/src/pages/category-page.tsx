import { useLocation } from 'react-router';
import { PageMeta } from '../components/page-meta';
import { useCategoryRoute } from '../features/catalogue/category-route';
import { CategoryView } from '../features/catalogue/category-view';
import { designPreviewFrom } from '../features/catalogue/design-preview';
import NotFoundPage from './not-found-page';

export default function CategoryPage() {
  const { category, listPath } = useCategoryRoute();
  const { state } = useLocation();
  if (!category) return <NotFoundPage />;

  return (
    <>
      <PageMeta title={`${category.title} Mockups`} description={category.blurb} />
      <CategoryView category={category} listPath={listPath} designPreview={designPreviewFrom(state)} />
    </>
  );
}
