import { ArrowRight, Shirt, ShoppingBag, Smartphone } from 'lucide-react';
import { Link } from 'react-router';
import { findTemplate } from '../../../../core/src/templates/library';
import { Button } from '../../components/ui/button';
import { SectionHeading } from './section-heading';
import { TemplateCardGrid, type TemplateCardData } from './template-card-grid';

const image = (id: string) => findTemplate(id)?.thumbnailUrl;

/** The spec's four featured titles, each shown with a template that is what it says (a zip hoodie, an iPhone). */
export const FEATURED_TEMPLATES: TemplateCardData[] = [
  { id: 'premium-tee-front', title: 'Premium Tee Front', category: 'T-Shirts', template: 't-shirts-1', image: image('t-shirts-1'), icon: Shirt, tone: 'violet' },
  { id: 'zip-hoodie-front', title: 'Zip Hoodie Front', category: 'Hoodies', template: 'hoodies-2', image: image('hoodies-2'), icon: Shirt, tone: 'rose' },
  { id: 'iphone-mockup', title: 'iPhone Mockup', category: 'Apps', template: 'apps-2', image: image('apps-2'), icon: Smartphone, tone: 'sky' },
  { id: 'tote-bag-design', title: 'Tote Bag Design', category: 'Tote Bags', template: 'tote-bags-1', image: image('tote-bags-1'), icon: ShoppingBag, tone: 'amber' },
];

export function FeaturedTemplates() {
  return (
    <section aria-labelledby="featured" className="mx-auto max-w-7xl px-4 py-16 sm:px-6">
      <SectionHeading id="featured" title="Featured Templates" text="Hand-picked mockups our users love most." />
      <div className="mt-10">
        <TemplateCardGrid templates={FEATURED_TEMPLATES} />
      </div>
      <div className="mt-10 flex justify-center">
        <Button asChild variant="outline" size="lg">
          <Link to="/mockups">
            View All Templates <ArrowRight aria-hidden />
          </Link>
        </Button>
      </div>
    </section>
  );
}
