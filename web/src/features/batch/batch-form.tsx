import { Check } from 'lucide-react';
import { BATCH_LIMITS, BATCH_SIZES } from '../../../../core/src/render/batch-request';
import { PRODUCT_COLOURS } from '../../../../core/src/render/colour';
import { cn } from '../../lib/cn';
import { chosenTemplates, TemplatePicker, type TemplateChoice } from './template-picker';

export interface BatchChoice extends TemplateChoice {
  colours: string[];
  width: number;
}

/** Why a choice cannot start, or null when it can. */
export function choiceProblem(choice: BatchChoice): string | null {
  const count = chosenTemplates(choice).length * choice.colours.length;
  if (chosenTemplates(choice).length === 0) return 'Choose at least one template.';
  if (choice.colours.length === 0) return 'Choose at least one colour.';
  if (count > BATCH_LIMITS.maxItems) return `A batch makes at most ${BATCH_LIMITS.maxItems} mockups; this would be ${count}.`;
  const most = Math.floor(BATCH_LIMITS.maxPixels / (choice.width * choice.width));
  if (count > most) return `At ${choice.width} px a batch makes at most ${most} mockups; choose a smaller size or fewer templates.`;
  return null;
}

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

export function choiceSummary(choice: BatchChoice): string {
  const templates = chosenTemplates(choice).length;
  return `${plural(templates * choice.colours.length, 'mockup')} · ${plural(templates, 'template')} × ${plural(choice.colours.length, 'colour')} · ${choice.width} × ${choice.width} px PNG`;
}

interface Props {
  choice: BatchChoice;
  onChange: (choice: BatchChoice) => void;
}

/** What a batch makes: templates, colours and size. */
export function BatchForm({ choice, onChange }: Props) {
  const toggleColour = (value: string) =>
    onChange({ ...choice, colours: choice.colours.includes(value) ? choice.colours.filter((c) => c !== value) : [...choice.colours, value] });
  return (
    <div className="space-y-5">
      <TemplatePicker choice={choice} onChange={(templates) => onChange({ ...choice, ...templates })} />
      <fieldset>
        <legend className="text-sm font-semibold text-slate-900">Colours</legend>
        <div className="mt-2 flex flex-wrap gap-2">
          {PRODUCT_COLOURS.map((c) => {
            const on = choice.colours.includes(c.value);
            return (
              <button
                key={c.value}
                type="button"
                aria-pressed={on}
                onClick={() => toggleColour(c.value)}
                className={cn(
                  'flex cursor-pointer items-center gap-2 rounded-full border py-1 pl-1 pr-3 text-sm transition',
                  on ? 'border-brand-600 bg-brand-50 text-brand-900' : 'border-slate-300 text-slate-700 hover:bg-slate-50',
                )}
              >
                <span className="grid size-6 place-items-center rounded-full border border-slate-300" style={{ background: c.value }}>
                  {on && <Check className={cn('size-3.5', c.value === '#FFFFFF' ? 'text-slate-900' : 'text-white')} aria-hidden />}
                </span>
                {c.name}
              </button>
            );
          })}
        </div>
      </fieldset>
      <fieldset>
        <legend className="text-sm font-semibold text-slate-900">Size</legend>
        <div className="mt-2 inline-flex rounded-lg bg-slate-100 p-1">
          {BATCH_SIZES.map((size) => (
            <label
              key={size}
              className={cn(
                'cursor-pointer rounded-md px-4 py-1.5 text-sm font-medium transition has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-400',
                choice.width === size ? 'bg-white text-brand-800 shadow-sm' : 'text-slate-600 hover:text-slate-900',
              )}
            >
              <input type="radio" name="batch-size" className="sr-only" checked={choice.width === size} onChange={() => onChange({ ...choice, width: size })} />
              {size} px
            </label>
          ))}
        </div>
      </fieldset>
    </div>
  );
}
