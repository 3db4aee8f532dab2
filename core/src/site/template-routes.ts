import { templatesFor, type TemplateSummary } from '../templates/library';

/**
 * A template's own pages hang under its category page, whichever of the category's routes the visitor came by:
 * /{slug}/{templateId} (detail view) and /{slug}/{templateId}/edit (editor), or the same under /mockups/{category}.
 */
export const templatePath = (categoryPath: string, templateId: string) => `${categoryPath}/${templateId}`;
export const editorPath = (categoryPath: string, templateId: string) => `${categoryPath}/${templateId}/edit`;

/** The library template `templateId` when it belongs to the category `categorySlug`. */
export function categoryTemplate(categorySlug: string, templateId: string): TemplateSummary | undefined {
  return templatesFor(categorySlug).find((template) => template.id === templateId);
}

/** Any library template by id (ids are '<category slug>-<n>'). */
export function findTemplate(templateId: string): TemplateSummary | undefined {
  const slug = /^(.+)-\d+$/.exec(templateId)?.[1];
  return slug === undefined ? undefined : categoryTemplate(slug, templateId);
}
