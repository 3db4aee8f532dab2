import type { Category } from '../../../../core/src/catalogue/categories';
import { templatesFor } from '../../../../core/src/templates/library';

/** The spec's eight a page lists at least: a category the library has not filled shows placeholders up to it. */
export const TEMPLATES_PER_CATEGORY = 8;

export interface CategoryTemplate {
  id: string;
  title: string;
  thumbnailUrl?: string | undefined;
  /** False for a placeholder: it has no detail view or editor yet. */
  ready: boolean;
}

/** The templates a category page lists: all of the library's renders, with titled placeholders up to eight. */
export function categoryTemplates(category: Category): CategoryTemplate[] {
  const library = templatesFor(category.slug);
  return Array.from({ length: Math.max(TEMPLATES_PER_CATEGORY, library.length) }, (_, i) => {
    const template = library[i];
    return template
      ? { id: template.id, title: template.title, thumbnailUrl: template.thumbnailUrl, ready: true }
      : { id: `${category.slug}-${i + 1}`, title: `${category.title} #${i + 1}`, ready: false };
  });
}
