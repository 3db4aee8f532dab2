import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { toast } from 'sonner';
import { editorPath, templatePath } from '../../../core/src/site/template-routes';
import { PageMeta } from '../components/page-meta';
import { openedFrom, useCategoryRoute, useGoUp } from '../features/catalogue/category-route';
import { designPreviewFrom } from '../features/catalogue/design-preview';
import { TemplateDetail } from '../features/catalogue/template-detail';
import { TemplateNotFound } from '../features/catalogue/template-not-found';
import { saveDesign, useDesign } from '../features/upload/design-store';
import { prepareDesign } from '../features/upload/prepare-design';
import NotFoundPage from './not-found-page';

/** The editor's code starts loading while the visitor looks at the template they may edit. */
const preloadEditor = () => import('./editor-page');

/** A template's detail view: /{slug}/{templateId} or /mockups/{category}/{templateId} (spec §4, "template selected"). */
export default function TemplatePage() {
  const { category, listPath, templateId, template } = useCategoryRoute();
  const navigate = useNavigate();
  const { state } = useLocation();
  const goUp = useGoUp(listPath);
  // The stored design (it survives reloads) wins; the navigation state's preview covers a design not stored.
  const { design, previewUrl, loaded } = useDesign();
  const preview = previewUrl ?? designPreviewFrom(state);
  const [opening, setOpening] = useState(false);

  useEffect(() => {
    if (preview) void preloadEditor();
  }, [preview]);

  if (!category) return <NotFoundPage />;
  if (!template) return <TemplateNotFound category={category} listPath={listPath} templateId={templateId} />;

  // A design that arrived only as a preview URL (navigation state) becomes the stored design first.
  const openEditor = async () => {
    setOpening(true);
    try {
      if (!design && preview) {
        const blob = await (await fetch(preview)).blob();
        const prepared = await prepareDesign(new File([blob], 'design', { type: blob.type }));
        if (!prepared.ok) {
          toast.error(prepared.problem.title, { description: prepared.problem.description });
          return;
        }
        await saveDesign(prepared.design);
      }
      await navigate(editorPath(listPath, template.id), { state: openedFrom(templatePath(listPath, template.id)) });
    } finally {
      setOpening(false);
    }
  };

  return (
    <>
      <PageMeta title={`${template.title} Mockup`} description={`${template.title}: put your design on this ${category.title.toLowerCase()} mockup.`} />
      <TemplateDetail
        category={category}
        template={template}
        designPreview={preview}
        designLoading={!loaded && !preview}
        opening={opening}
        onBack={goUp}
        onEdit={() => void openEditor()}
        uploadTo={`/upload?next=${encodeURIComponent(editorPath(listPath, template.id))}`}
      />
    </>
  );
}
