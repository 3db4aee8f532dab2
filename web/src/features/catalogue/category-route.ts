import { useCallback } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router';
import { findCategory, type Category } from '../../../../core/src/catalogue/categories';
import { resolveCategoryParam } from '../../../../core/src/catalogue/category-aliases';
import { categoryTemplate } from '../../../../core/src/site/template-routes';
import type { TemplateSummary } from '../../../../core/src/templates/library';

export interface CategoryRoute {
  /** Undefined for a /{slug} that is not a category. */
  category: Category | undefined;
  /** The category page's path as the visitor reached it (/t-shirts or /mockups/t-shirt): a template's pages hang below it. */
  listPath: string;
  /** The :templateId segment, on a template's detail view or editor. */
  templateId: string | undefined;
  /** The library template it names, when it is one of this category's. */
  template: TemplateSummary | undefined;
}

/** Reads /{slug}[/{templateId}[/edit]] and /mockups/{category}[/{templateId}[/edit]]. */
export function useCategoryRoute(): CategoryRoute {
  const { slug, category: param, templateId } = useParams();
  // /{slug} must name a real category; /mockups/:category accepts aliases and falls back to the first one.
  const category = slug !== undefined ? findCategory(slug) : resolveCategoryParam(param ?? '');
  const listPath = slug !== undefined ? `/${slug}` : `/mockups/${encodeURIComponent(param ?? '')}`;
  const template = category && templateId !== undefined ? categoryTemplate(category.slug, templateId) : undefined;
  return { category, listPath, templateId, template };
}

/** Navigation state of a page opened from the page above it (list → detail → editor). */
export function openedFrom(parentPath: string, state: Record<string, unknown> = {}) {
  return { ...state, parent: parentPath };
}

/**
 * Going up a level (editor → detail → list, spec §4). When this page was opened from that page, the way back is the
 * browser's own Back, so the page's button and the browser's agree and history does not grow; a page opened from
 * a link or a reload of one in a new tab has no such entry, so the parent page is opened instead.
 */
export function useGoUp(parentPath: string): () => void {
  const navigate = useNavigate();
  const { state } = useLocation();
  const cameFromParent = typeof state === 'object' && state !== null && (state as { parent?: unknown }).parent === parentPath;
  return useCallback(() => void (cameFromParent ? navigate(-1) : navigate(parentPath)), [cameFromParent, navigate, parentPath]);
}
