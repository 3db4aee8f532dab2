/**
 * The template library as the pages see it, read from the generated template manifest.
 */
import { findCategory } from '../catalogue/categories';
import type { TemplateAsset } from './manifest';
import { TEMPLATE_MANIFEST } from './manifest.generated';

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
const byId = new Map<string, TemplateAsset>();
for (const asset of TEMPLATE_MANIFEST) {
  byId.set(asset.id, asset);
  const list = byCategory.get(asset.category) ?? [];
  list.push({ id: asset.id, title: '', category: asset.category, type: asset.type, thumbnailUrl: asset.thumbnail });
  byCategory.set(asset.category, list);
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

/** A template's assets by id (for the renderer's loaders). */
export function templateAsset(id: string): TemplateAsset | undefined {
  return byId.get(id);
}

export function allTemplates(): readonly TemplateAsset[] {
  return TEMPLATE_MANIFEST;
}
