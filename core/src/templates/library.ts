/**
 * The template library as the pages see it (cards, carousels, category pages), from the light generated list of
 * summaries. The renderer's asset URLs are in assets.ts.
 */
import { findCategory } from '../catalogue/categories';
import { TEMPLATE_SUMMARIES } from './summaries.generated';

export interface TemplateSummary {
  id: string;
  /** What the picture shows, then its place in the category: 'Long-sleeve tee, ghost mannequin, light studio #6'. */
  title: string;
  /** Category slug. */
  category: string;
  /** Placement preset type, e.g. 't-shirt'. */
  type: string;
  /** Light WebP thumbnail with a content hash in its URL. */
  thumbnailUrl: string;
}

const byCategory = new Map<string, TemplateSummary[]>();
const names = new Map<string, string>();
for (const [id, category, type, hash, style] of TEMPLATE_SUMMARIES) {
  const list = byCategory.get(category) ?? [];
  list.push({ id, title: '', category, type, thumbnailUrl: `/templates/${id}/thumb.${hash}.webp` });
  byCategory.set(category, list);
  names.set(id, templateName(style, findCategory(category)?.title ?? category));
}
for (const list of byCategory.values()) {
  list.sort((a, b) => templateNumber(a.id) - templateNumber(b.id));
  // The spec's '#1…#8' stays as a suffix, so the cards still read in order.
  list.forEach((t, i) => (t.title = `${names.get(t.id)} #${i + 1}`));
}

/** The recipe's description of the picture, capitalised ('men's classic tee, …' → 'Men's classic tee, …'). */
function templateName(style: string, categoryTitle: string): string {
  const text = style.trim();
  return text ? text[0]!.toUpperCase() + text.slice(1) : categoryTitle;
}

function templateNumber(id: string): number {
  return Number(/-(\d+)$/.exec(id)?.[1] ?? 0);
}

/** The first part of a template's name, for tight spaces: 'Long-sleeve tee, ghost mannequin, light studio #6' → 'Long-sleeve tee'. */
export function shortTemplateName(template: TemplateSummary): string {
  return template.title.replace(/ #\d+$/, '').split(',')[0]!;
}

export function findTemplate(id: string): TemplateSummary | undefined {
  const category = /^(.*)-\d+$/.exec(id)?.[1];
  return category ? templatesFor(category).find((t) => t.id === id) : undefined;
}

export function templatesFor(categorySlug: string): TemplateSummary[] {
  return byCategory.get(categorySlug) ?? [];
}

/** The image that stands for a category on cards and carousels, when one exists. */
export function coverImage(categorySlug: string): string | undefined {
  return templatesFor(categorySlug)[0]?.thumbnailUrl;
}
