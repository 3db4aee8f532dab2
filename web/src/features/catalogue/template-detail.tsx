import { ArrowLeft, LayoutGrid, Loader2, PenLine, Upload } from 'lucide-react';
import { Link } from 'react-router';
import type { Category } from '../../../../core/src/catalogue/categories';
import type { TemplateSummary } from '../../../../core/src/templates/library';
import { Button } from '../../components/ui/button';
import { ProductImage } from '../../components/ui/product-image';
import { categoryIcon, groupTone } from './category-visual';

interface Props {
  category: Category;
  template: TemplateSummary;
  designPreview: string | undefined;
  /** The stored design is still being read: neither 'Edit Mockup' nor 'Upload Design' yet. */
  designLoading: boolean;
  /** Opening the editor (a design that came only as a preview is being stored first). */
  opening: boolean;
  onBack: () => void;
  onEdit: () => void;
  /** The upload page's address that comes back to this template once the design is in. */
  uploadTo: string;
}

/** One picked template: a square preview (with the visitor's design on top when there is one) and what to do next. */
export function TemplateDetail({ category, template, designPreview, designLoading, opening, onBack, onEdit, uploadTo }: Props) {
  return (
    <section aria-labelledby="template-title" className="mx-auto max-w-5xl px-4 py-12 sm:px-6">
      <Button variant="ghost" onClick={onBack} className="mb-6">
        <ArrowLeft aria-hidden /> Back to Templates
      </Button>
      <div className="grid items-start gap-10 md:grid-cols-2">
        <div className="relative overflow-hidden rounded-3xl border border-slate-200 shadow-sm">
          <ProductImage
            src={template.thumbnailUrl}
            alt={template.title}
            icon={categoryIcon(category.slug)}
            tone={groupTone(category.group)}
            width={600}
            height={600}
            eager
            className="aspect-square w-full"
          />
          {designPreview && (
            <img
              src={designPreview}
              alt="Your design"
              width={240}
              height={240}
              className="absolute left-1/2 top-1/2 w-2/5 -translate-x-1/2 -translate-y-1/2 object-contain"
            />
          )}
        </div>
        <div className="space-y-5">
          <p className="text-sm font-semibold uppercase tracking-wider text-brand-700">{category.title} mockup</p>
          <h1 id="template-title" className="text-3xl font-bold tracking-tight text-slate-900">
            {template.title}
          </h1>
          <p className="text-slate-600">
            {designPreview
              ? 'Your design is placed on this template. Open the editor to position, resize and recolour it.'
              : 'Upload your design to place it on this template, then adjust it and download a print-ready PNG.'}
          </p>
          <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap">
            {designLoading ? (
              <Button size="lg" disabled>
                <Loader2 className="animate-spin" aria-hidden /> Loading your design…
              </Button>
            ) : designPreview ? (
              <Button size="lg" onClick={onEdit} disabled={opening}>
                {opening ? <Loader2 className="animate-spin" aria-hidden /> : <PenLine aria-hidden />} Edit Mockup
              </Button>
            ) : (
              <Button asChild size="lg">
                <Link to={uploadTo}>
                  <Upload aria-hidden /> Upload Design
                </Link>
              </Button>
            )}
            <Button size="lg" variant="outline" onClick={onBack}>
              <LayoutGrid aria-hidden /> Choose Different Template
            </Button>
          </div>
        </div>
      </div>
    </section>
  );
}
