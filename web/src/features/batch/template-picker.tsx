import { Search } from 'lucide-react';
import { useMemo, useState } from 'react';
import { CATEGORIES } from '../../../../core/src/catalogue/categories';
import { findTemplate, templatesFor } from '../../../../core/src/templates/library';
import { Button } from '../../components/ui/button';
import { cn } from '../../lib/cn';

export interface TemplateChoice {
  categories: string[];
  /** When on, `excluded` templates of the chosen categories are left out. */
  handPicked: boolean;
  excluded: string[];
  /** A template of the user's own (the one open in the editor), and whether it is in the batch. */
  own?: { id: string; title: string; on: boolean };
  /** The views of the product open in the editor (its front and back templates), when it has several. */
  views?: string[];
}

/** The choice narrowed to the product's views: their categories, every other template of them left out. */
export function allViewsChoice(choice: TemplateChoice, views: readonly string[]): TemplateChoice {
  const categories = [...new Set(views.map((id) => findTemplate(id)?.category).filter((slug) => slug !== undefined))];
  const excluded = categories.flatMap((slug) => templatesFor(slug).map((t) => t.id)).filter((id) => !views.includes(id));
  return { ...choice, categories, handPicked: true, excluded };
}

/** The library template ids a choice's categories stand for, in category order. */
export function chosenLibraryTemplates(choice: TemplateChoice): string[] {
  const excluded = new Set(choice.handPicked ? choice.excluded : []);
  return choice.categories.flatMap((slug) => templatesFor(slug).map((t) => t.id)).filter((id) => !excluded.has(id));
}

/** Every template id a choice stands for: the user's own first, then the library's in category order. */
export function chosenTemplates(choice: TemplateChoice): string[] {
  return [...(choice.own?.on ? [choice.own.id] : []), ...chosenLibraryTemplates(choice)];
}

const WITH_TEMPLATES = CATEGORIES.filter((c) => templatesFor(c.slug).length > 0);

interface Props {
  choice: TemplateChoice;
  onChange: (choice: TemplateChoice) => void;
}

/** Whole categories (one or several) by checkbox; 'Choose templates by hand' then narrows them template by template. */
export function TemplatePicker({ choice, onChange }: Props) {
  const [filter, setFilter] = useState('');
  const shown = useMemo(() => {
    const words = filter.trim().toLowerCase();
    return words ? WITH_TEMPLATES.filter((c) => c.title.toLowerCase().includes(words) || c.slug.includes(words)) : WITH_TEMPLATES;
  }, [filter]);
  const toggleCategory = (slug: string, on: boolean) =>
    onChange({ ...choice, categories: on ? [...choice.categories, slug] : choice.categories.filter((s) => s !== slug) });
  const toggleTemplate = (id: string, on: boolean) =>
    onChange({ ...choice, excluded: on ? choice.excluded.filter((x) => x !== id) : [...choice.excluded, id] });

  return (
    <fieldset className="space-y-3">
      <legend className="text-sm font-semibold text-slate-900">Templates</legend>
      {choice.own && (
        <label className="flex cursor-pointer items-center gap-2 rounded-lg border border-brand-200 bg-brand-50 px-3 py-2 text-sm font-medium text-slate-800">
          <input
            type="checkbox"
            className="size-4 accent-brand-700"
            checked={choice.own.on}
            onChange={(e) => onChange({ ...choice, own: { ...choice.own!, on: e.target.checked } })}
          />
          This template: {choice.own.title}
        </label>
      )}
      {choice.views && choice.views.length > 1 && (
        <Button type="button" variant="outline" size="sm" onClick={() => onChange(allViewsChoice(choice, choice.views!))}>
          All views of this product ({choice.views.length})
        </Button>
      )}
      <label className="relative block">
        <span className="sr-only">Search categories</span>
        <Search className="pointer-events-none absolute left-3 top-1/2 size-4 -translate-y-1/2 text-slate-400" aria-hidden />
        <input
          type="search"
          value={filter}
          onChange={(e) => setFilter(e.target.value)}
          placeholder="Search categories"
          className="h-9 w-full rounded-lg border border-slate-300 pl-9 pr-3 text-sm focus:border-brand-500 focus:outline-none focus:ring-2 focus:ring-brand-200"
        />
      </label>
      <ul aria-label="Categories" className="grid max-h-40 grid-cols-2 gap-x-4 gap-y-1 overflow-y-auto rounded-lg border border-slate-200 p-2 sm:grid-cols-3">
        {shown.map((category) => (
          <li key={category.slug}>
            <label className="flex cursor-pointer items-center gap-2 rounded px-1.5 py-1 text-sm text-slate-700 hover:bg-slate-50">
              <input
                type="checkbox"
                className="size-4 accent-brand-700"
                checked={choice.categories.includes(category.slug)}
                onChange={(e) => toggleCategory(category.slug, e.target.checked)}
              />
              <span className="truncate">{category.title}</span>
              <span className="ml-auto text-xs text-slate-400">{templatesFor(category.slug).length}</span>
            </label>
          </li>
        ))}
        {shown.length === 0 && <li className="col-span-full p-2 text-sm text-slate-500">No category matches “{filter}”.</li>}
      </ul>
      <label className="flex cursor-pointer items-center gap-2 text-sm text-slate-700">
        <input type="checkbox" className="size-4 accent-brand-700" checked={choice.handPicked} onChange={(e) => onChange({ ...choice, handPicked: e.target.checked })} />
        Choose templates by hand
      </label>
      {choice.handPicked && (
        <ul aria-label="Templates" className="grid max-h-56 grid-cols-4 gap-2 overflow-y-auto rounded-lg border border-slate-200 p-2 sm:grid-cols-6">
          {choice.categories.flatMap((slug) => templatesFor(slug)).map((t) => {
            const on = !choice.excluded.includes(t.id);
            return (
              <li key={t.id}>
                <label className={cn('block cursor-pointer overflow-hidden rounded-lg border-2 transition', on ? 'border-brand-600' : 'border-transparent opacity-60')}>
                  <input type="checkbox" className="sr-only" checked={on} onChange={(e) => toggleTemplate(t.id, e.target.checked)} aria-label={t.title} />
                  <img src={t.thumbnailUrl} alt="" loading="lazy" className="aspect-square w-full bg-slate-100 object-cover" />
                </label>
              </li>
            );
          })}
          {choice.categories.length === 0 && <li className="col-span-full p-2 text-sm text-slate-500">Tick a category above first.</li>}
        </ul>
      )}
    </fieldset>
  );
}
