import type { PrintArea } from '../../../../core/src/templates/print-areas';
import { Loader2 } from 'lucide-react';
import { cn } from '../../lib/cn';

/** 'front cover' → 'Front cover'. */
export const areaTitle = (name: string) => `${name[0]?.toUpperCase() ?? ''}${name.slice(1)}`;

interface Props {
  areas: readonly PrintArea[];
  current: string;
  /** How many layers each area holds (shown beside its name). */
  layerCounts: Readonly<Record<string, number>>;
  onSelect: (name: string) => void;
  /** An area chosen whose view (another picture of the product) is still being decoded. */
  pending?: string | undefined;
}

/** The template's print areas as tabs (a book's front cover and spine, a box's panels): the layers below are the chosen one's. */
export function AreaTabs({ areas, current, layerCounts, onSelect, pending }: Props) {
  // Arrow keys move between the tabs, as in every tab list.
  const onKeyDown = (event: React.KeyboardEvent<HTMLDivElement>) => {
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (step === 0) return;
    event.preventDefault();
    const index = areas.findIndex((a) => a.name === current);
    const next = areas[(index + step + areas.length) % areas.length]!;
    onSelect(next.name);
    event.currentTarget.querySelector<HTMLButtonElement>(`[data-area="${CSS.escape(next.name)}"]`)?.focus();
  };
  return (
    <div role="tablist" aria-label="Print areas" className="flex flex-wrap gap-1 rounded-lg bg-slate-100 p-1" onKeyDown={onKeyDown}>
      {areas.map(({ name }) => {
        const selected = name === current;
        const count = layerCounts[name] ?? 0;
        return (
          <button
            key={name}
            type="button"
            role="tab"
            data-area={name}
            aria-selected={selected}
            aria-busy={name === pending || undefined}
            tabIndex={selected ? 0 : -1}
            onClick={() => onSelect(name)}
            className={cn(
              'flex items-center gap-1.5 rounded-md px-3 py-1.5 text-sm font-medium transition-colors',
              selected ? 'bg-white text-slate-900 shadow-sm' : 'text-slate-600 hover:text-slate-900',
            )}
          >
            {name === pending && <Loader2 className="size-3.5 animate-spin" aria-hidden />}
            {areaTitle(name)}
            <span className={cn('rounded-full px-1.5 text-xs', count > 0 ? 'bg-brand-100 text-brand-700' : 'bg-slate-200 text-slate-500')}>
              <span className="sr-only">, layers: </span>
              {count}
            </span>
          </button>
        );
      })}
    </div>
  );
}
