/**
 * The template library as the pages see it (cards, carousels, category pages), from the light generated list of
 * summaries. The renderer's asset URLs are in assets.ts.
 */
import { findCategory } from '../catalogue/categories';
import { TEMPLATE_SUMMARIES } from './summaries.generated';

export interface TemplateSummary {
  id: string;
  /** '<category title> #n' */
  title: string;
  /** Category slug. */
  category: string;
  /** Placement preset type, e.g. 't-shirt'. */
  type: string;
  /** Light WebP thumbnail with a content hash in its URL. */
  thumbnailUrl: string;
}

const byCategory = new Map<string, TemplateSummary[]>();
for (const [id, category, type, hash] of TEMPLATE_SUMMARIES) {
  const list = byCategory.get(category) ?? [];
  list.push({ id, title: '', category, type, thumbnailUrl: `/templates/${id}/thumb.${hash}.webp` });
  byCategory.set(category, list);
}
for (const [slug, list] of byCategory) {
  const title = findCategory(slug)?.title ?? slug;
  list.sort((a, b) => templateNumber(a.id) - templateNumber(b.id));
  list.forEach((t, i) => (t.title = `${title} #${i + 1}`));
}

function templateNumber(id: string): number {
  return Number(/-(\d+)$/.exec(id)?.[1] ?? 0);
}

export function templatesFor(categorySlug: string): TemplateSummary[] {
  return byCategory.get(categorySlug) ?? [];
}

/** The image that stands for a category on cards and carousels, when one exists. */
export function coverImage(categorySlug: string): string | undefined {
  return templatesFor(categorySlug)[0]?.thumbnailUrl;
}
