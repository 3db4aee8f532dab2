import type { LucideIcon } from 'lucide-react';
import { useNavigate } from 'react-router';
import { editorPath, findTemplate } from '../../../../core/src/site/template-routes';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { ProductImage, type ImageTone } from '../../components/ui/product-image';

export interface TemplateCardData {
  id: string;
  title: string;
  category: string;
  image?: string | undefined;
  /** The library template the card shows: 'Use Template' keeps it picked through the upload. */
  template?: string | undefined;
  icon: LucideIcon;
  tone?: ImageTone;
}

interface Props {
  templates: TemplateCardData[];
  /** Called by 'Use Template'; without it the button goes to /upload (which then opens the card's template). */
  onUseTemplate?: (template: TemplateCardData) => void;
}

/** The upload page, told to open the editor on the card's template once the design is in. */
function uploadFor(card: TemplateCardData): string {
  const template = card.template ? findTemplate(card.template) : undefined;
  return template ? `/upload?next=${encodeURIComponent(editorPath(`/${template.category}`, template.id))}` : '/upload';
}

/** Template cards with image, title and category; 'Use Template' starts from the chosen one. */
export function TemplateCardGrid({ templates, onUseTemplate }: Props) {
  const navigate = useNavigate();
  return (
    <ul className="grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-4">
      {templates.map((template) => (
        <li key={template.id} className="group flex flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm transition hover:shadow-md">
          <ProductImage
            src={template.image}
            alt={template.title}
            icon={template.icon}
            tone={template.tone}
            width={400}
            height={400}
            className="aspect-square w-full"
          />
          <div className="flex flex-1 flex-col gap-3 p-5">
            <div>
              <Badge variant="neutral">{template.category}</Badge>
              <h3 className="mt-2 font-semibold text-slate-900">{template.title}</h3>
            </div>
            <Button
              variant="outline"
              className="mt-auto w-full group-hover:border-brand-300 group-hover:text-brand-800"
              onClick={() => (onUseTemplate ? onUseTemplate(template) : void navigate(uploadFor(template)))}
            >
              Use Template
            </Button>
          </div>
        </li>
      ))}
    </ul>
  );
}
