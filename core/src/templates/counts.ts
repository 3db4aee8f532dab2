/**
 * The counts the site states about its template library, computed from the library itself so a page can never
 * promise more templates or categories than there are.
 */
import { CATEGORIES, groupOf, type CategoryGroup } from '../catalogue/categories';
import { TEMPLATE_SUMMARIES } from './summaries.generated';

const perCategory = new Map<string, number>();
for (const [, category] of TEMPLATE_SUMMARIES) perCategory.set(category, (perCategory.get(category) ?? 0) + 1);

/** Every template in the library. */
export const TEMPLATE_TOTAL = TEMPLATE_SUMMARIES.length;

/** Categories that have at least one template (the catalogue also lists some that have none yet). */
export const CATEGORIES_WITH_TEMPLATES = CATEGORIES.filter((c) => perCategory.has(c.slug)).length;

export function templateCountIn(categorySlug: string): number {
  return perCategory.get(categorySlug) ?? 0;
}

export function templateCountInGroup(group: CategoryGroup): number {
  return CATEGORIES.filter((c) => groupOf(c.slug) === group).reduce((sum, c) => sum + templateCountIn(c.slug), 0);
}

/**
 * A count as marketing copy, rounded down so it never overstates: exact below 10 ('8'), else two significant
 * figures and a plus ('45+', '360+', '1,200+' for 1,234).
 */
export function countLabel(count: number): string {
  if (count < 10) return String(count);
  const step = 10 ** Math.max(0, Math.floor(Math.log10(count)) - 1);
  return `${(Math.floor(count / step) * step).toLocaleString('en-US')}+`;
}
