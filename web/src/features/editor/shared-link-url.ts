import { editorPath } from '../../../../core/src/site/template-routes';
import type { TemplateSummary } from '../../../../core/src/templates/library';

/** The address a shared editor link opens: this template's editor with `?shared=<id>` (see pages/editor-page.tsx). */
export const sharedLinkUrl = (template: Pick<TemplateSummary, 'id' | 'category'>, linkId: string) =>
  `${window.location.origin}${editorPath(`/${template.category}`, template.id)}?shared=${linkId}`;
