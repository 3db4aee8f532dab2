import { Loader2 } from 'lucide-react';
import { templatePath } from '../../../core/src/site/template-routes';
import { PageMeta } from '../components/page-meta';
import { useCategoryRoute, useGoUp } from '../features/catalogue/category-route';
import { TemplateNotFound } from '../features/catalogue/template-not-found';
import { EditorNeedsDesign } from '../features/editor/editor-needs-design';
import MockupEditor from '../features/editor/mockup-editor';
import { SharedLinkNotice } from '../features/editor/shared-link-notice';
import { useSharedLink } from '../features/editor/use-shared-link';
import { useDesign } from '../features/upload/design-store';
import NotFoundPage from './not-found-page';

/** The mockup editor: /{slug}/{templateId}/edit or /mockups/{category}/{templateId}/edit. A reload, a shared link or
 *  the browser's Back and Forward all land here with the stored design and the template's last placement and colour. */
export default function EditorPage() {
  const { category, listPath, templateId, template } = useCategoryRoute();
  const goUp = useGoUp(template ? templatePath(listPath, template.id) : listPath);
  const { design, loaded } = useDesign();
  const { opening, problem } = useSharedLink();

  if (!category) return <NotFoundPage />;
  if (!template) return <TemplateNotFound category={category} listPath={listPath} templateId={templateId} />;

  return (
    <section className="mx-auto max-w-7xl px-4 py-10 sm:px-6">
      <PageMeta title={`Edit ${template.title} Mockup`} description={`Place, resize and recolour your design on ${template.title}.`} />
      {problem && <SharedLinkNotice problem={problem} />}
      {!loaded || opening ? (
        <p className="flex items-center justify-center gap-2 py-24 text-slate-600">
          <Loader2 className="size-5 animate-spin" aria-hidden /> {opening ? 'Opening the shared mockup…' : 'Opening the editor…'}
        </p>
      ) : design ? (
        <MockupEditor key={template.id} template={template} design={design} onBack={goUp} />
      ) : (
        <EditorNeedsDesign template={template} onBack={goUp} />
      )}
    </section>
  );
}
