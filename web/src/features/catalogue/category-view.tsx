import { Link } from 'react-router';
import type { Category } from '../../../../core/src/catalogue/categories';
import { templatePath } from '../../../../core/src/site/template-routes';
import { DEFAULT_PLACEMENT } from '../../../../core/src/render/types';
import { countLabel, templateCountIn } from '../../../../core/src/templates/counts';
import { PageHeader } from '../../components/page-header';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { ProductImage } from '../../components/ui/product-image';
import { BatchMockupsButton } from '../batch/batch-dialog';
import { useDesign } from '../upload/design-store';
import { openedFrom } from './category-route';
import { categoryTemplates } from './category-templates';
import { categoryIcon, groupTone } from './category-visual';
import { WhyChoose } from './why-choose';

interface Props {
  category: Category;
  /** This page's path: each template's detail view opens below it. */
  listPath: string;
  /** A design handed over in navigation state; it travels on to the detail view. */
  designPreview?: string | undefined;
}

/** A category's list of templates (spec §4); 'Use Template' opens a template's detail view at its own URL. */
export function CategoryView({ category, listPath, designPreview }: Props) {
  const templates = categoryTemplates(category);
  const icon = categoryIcon(category.slug);
  const tone = groupTone(category.group);
  const { design } = useDesign();

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
          <BatchMockupsButton design={design} placement={DEFAULT_PLACEMENT} colour="#FFFFFF" category={category.slug} className="h-12 px-6 text-base" />
        </div>
      </PageHeader>
      <section aria-labelledby="templates" className="mx-auto max-w-7xl px-4 py-12 sm:px-6">
        <h2 id="templates" className="text-2xl font-bold tracking-tight text-slate-900">
          {category.title} Templates
        </h2>
        <p className="mt-1 text-slate-600">{templateCountLine(category)}</p>
        <ul className="mt-6 grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {templates.map((template) => (
            <li key={template.id} className="group flex flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm transition hover:shadow-md">
              <ProductImage src={template.thumbnailUrl} alt={template.title} icon={icon} tone={tone} width={400} height={400} className="aspect-square w-full" />
              <div className="flex flex-1 flex-col gap-3 p-5">
                <h3 className="font-semibold text-slate-900">{template.title}</h3>
                {template.ready ? (
                  <Button asChild variant="outline" className="mt-auto w-full group-hover:border-brand-300 group-hover:text-brand-800">
                    <Link
                      to={templatePath(listPath, template.id)}
                      state={openedFrom(listPath, { designPreview })}
                      aria-label={`Use Template ${template.title}`}
                    >
                      Use Template
                    </Link>
                  </Button>
                ) : (
                  <Button variant="outline" className="mt-auto w-full" disabled>
                    Coming soon
                  </Button>
                )}
              </div>
            </li>
          ))}
        </ul>
      </section>
      <WhyChoose categoryTitle={category.title} />
    </>
  );
}

/** '8 templates in this category', counted from the library. */
function templateCountLine(category: Category): string {
  const count = templateCountIn(category.slug);
  return count ? `${countLabel(count)} ${count === 1 ? 'template' : 'templates'} in this category` : 'No templates here yet.';
}
