import { lazy, Suspense, useState } from 'react';
import { Link } from 'react-router';
import type { Category } from '../../../../core/src/catalogue/categories';
import { PageHeader } from '../../components/page-header';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { ProductImage } from '../../components/ui/product-image';
import { templatesFor } from '../../../../core/src/templates/library';
import { toast } from 'sonner';
import { saveDesign, useDesign } from '../upload/design-store';
import { prepareDesign } from '../upload/prepare-design';
import type { EditorReopen } from '../upload/open-saved-work';
import { categoryTemplates } from './category-templates';
import { categoryIcon, groupTone } from './category-visual';
import { TemplateDetail } from './template-detail';
import { WhyChoose } from './why-choose';

/** The editor and the renderer load only when a visitor opens them. */
const MockupEditor = lazy(() => import('../editor/mockup-editor'));

function EditorLoading() {
  return <p className="py-24 text-center text-slate-600">Opening the editor…</p>;
}

/** A category's list of templates, or the detail view of the one picked (spec §4: list → template selected). */
interface Props {
  category: Category;
  designPreview?: string | undefined;
  /** A saved mockup being reopened: straight into the editor with its placement and colour. */
  reopen?: EditorReopen | undefined;
}

export function CategoryView({ category, designPreview, reopen }: Props) {
  const templates = categoryTemplates(category);
  const [selectedId, setSelectedId] = useState<string | null>(reopen?.openTemplate ?? null);
  const [editing, setEditing] = useState(reopen !== undefined);
  const selected = templates.find((template) => template.id === selectedId);
  const icon = categoryIcon(category.slug);
  const tone = groupTone(category.group);
  // The stored design (it survives reloads) wins; the navigation state's preview covers a design not stored.
  const { design, previewUrl } = useDesign();
  const preview = previewUrl ?? designPreview;
  const built = templatesFor(category.slug).find((template) => template.id === selectedId);

  // A design that arrived only as a preview URL (navigation state) becomes the stored design first.
  const openEditor = async () => {
    if (!design && preview) {
      const blob = await (await fetch(preview)).blob();
      const prepared = await prepareDesign(new File([blob], 'design', { type: blob.type }));
      if (!prepared.ok) {
        toast.error(prepared.problem.title, { description: prepared.problem.description });
        return;
      }
      await saveDesign(prepared.design);
    }
    setEditing(true);
  };

  if (selected && editing && design && built) {
    return (
      <section className="mx-auto max-w-7xl px-4 py-10 sm:px-6">
        <Suspense fallback={<EditorLoading />}>
          <MockupEditor template={built} design={design} initialDoc={reopen?.editorDoc} onBack={() => setEditing(false)} />
        </Suspense>
      </section>
    );
  }
  if (selected) {
    return (
      <TemplateDetail
        category={category}
        template={selected}
        designPreview={preview}
        onBack={() => setSelectedId(null)}
        onEdit={built && preview ? () => void openEditor() : undefined}
      />
    );
  }

  return (
    <>
      <PageHeader eyebrow={<Badge>{category.group}</Badge>} title={`${category.title} Mockups`}>
        {category.blurb}
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          <Button asChild size="lg">
            <Link to="/upload">Start Creating</Link>
          </Button>
          <Button asChild size="lg" variant="outline">
            <Link to="/mockups">Browse All Categories</Link>
          </Button>
        </div>
      </PageHeader>
      <section aria-labelledby="templates" className="mx-auto max-w-7xl px-4 py-12 sm:px-6">
        <h2 id="templates" className="text-2xl font-bold tracking-tight text-slate-900">
          {category.title} Templates
        </h2>
        <ul className="mt-6 grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {templates.map((template) => (
            <li key={template.id} className="group flex flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm transition hover:shadow-md">
              <ProductImage src={template.thumbnailUrl} alt={template.title} icon={icon} tone={tone} width={400} height={400} className="aspect-square w-full" />
              <div className="flex flex-1 flex-col gap-3 p-5">
                <h3 className="font-semibold text-slate-900">{template.title}</h3>
                <Button
                  variant="outline"
                  className="mt-auto w-full group-hover:border-brand-300 group-hover:text-brand-800"
                  aria-label={`Use Template ${template.title}`}
                  onClick={() => {
                    setSelectedId(template.id);
                    window.scrollTo({ top: 0 });
                  }}
                >
                  Use Template
                </Button>
              </div>
            </li>
          ))}
        </ul>
      </section>
      <WhyChoose categoryTitle={category.title} />
    </>
  );
}
