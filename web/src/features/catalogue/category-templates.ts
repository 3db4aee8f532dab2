import type { Category } from '../../../../core/src/catalogue/categories';
import { templatesFor } from '../../../../core/src/templates/library';

export const TEMPLATES_PER_CATEGORY = 8;

export interface CategoryTemplate {
  id: string;
  title: string;
  thumbnailUrl?: string | undefined;
  /** False for a placeholder: it has no detail view or editor yet. */
  ready: boolean;
}

/** The eight templates a category page lists: the library's renders, or titled placeholders until they exist. */
export function categoryTemplates(category: Category): CategoryTemplate[] {
  const library = templatesFor(category.slug);
  return Array.from({ length: TEMPLATES_PER_CATEGORY }, (_, i) => {
    const template = library[i];
    return template
      ? { id: template.id, title: template.title, thumbnailUrl: template.thumbnailUrl, ready: true }
      : { id: `${category.slug}-${i + 1}`, title: `${category.title} #${i + 1}`, ready: false };
  });
}
