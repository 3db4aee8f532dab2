import { CATEGORY_GROUPS, type Category } from './categories';

/** A catalogue filter group; `null` means 'All Categories'. */
export type CatalogueGroup = (typeof CATEGORY_GROUPS)[number];

export interface CatalogueQuery {
  /** Free text, matched case-insensitively against title and blurb. */
  term: string;
  group: CatalogueGroup | null;
}

/** Reads the group from a URL value; anything that is not a known group means 'All Categories'. */
export function parseGroup(value: string | null | undefined): CatalogueGroup | null {
  return (CATEGORY_GROUPS as readonly string[]).includes(value ?? '') ? (value as CatalogueGroup) : null;
}

/** The categories a catalogue query shows, in catalogue order. */
export function filterCategories(categories: readonly Category[], query: CatalogueQuery): Category[] {
  const needle = query.term.trim().toLowerCase();
  return categories.filter(
    (category) =>
      (query.group === null || category.group === query.group) &&
      (needle === '' ||
        category.title.toLowerCase().includes(needle) ||
        category.blurb.toLowerCase().includes(needle)),
  );
}

/** 'Showing N of M categories', then ' for "term"' when searching and ' in {group}' when filtered. */
export function showingLine(shown: number, total: number, query: CatalogueQuery): string {
  const term = query.term.trim();
  return (
    `Showing ${shown} of ${total} categories` +
    (term ? ` for "${term}"` : '') +
    (query.group ? ` in ${query.group}` : '')
  );
}
