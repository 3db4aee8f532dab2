import { Check } from 'lucide-react';
import { cn } from '../../lib/cn';

export const STEPS = ['Upload photo', 'Cut out', 'Print area', 'Details'] as const;
/** What a phone's narrow columns show. */
const SHORT = ['Photo', 'Cut out', 'Print area', 'Details'];

/** The wizard's steps; finished ones are buttons back to themselves. */
export function Stepper({ current, reached, onGo }: { current: number; reached: number; onGo: (step: number) => void }) {
  return (
    <nav aria-label="Steps" className="scroll-mt-20">
      <ol className="grid grid-cols-4 gap-2">
        {STEPS.map((label, i) => {
          const done = i < current;
          const enabled = i <= reached && i !== current;
          return (
            <li key={label} className="min-w-0">
              <button
                type="button"
                disabled={!enabled}
                aria-current={i === current ? 'step' : undefined}
                onClick={() => onGo(i)}
                className={cn(
                  'group flex w-full flex-col items-start gap-2 border-t-4 pt-3 text-left disabled:cursor-default',
                  i === current ? 'border-brand-700' : done ? 'border-brand-500' : 'border-slate-200',
                  enabled && 'cursor-pointer',
                )}
              >
                <span className="flex min-w-0 max-w-full flex-col items-start gap-1 sm:flex-row sm:items-center sm:gap-2">
                  <span
                    className={cn(
                      'grid size-6 shrink-0 place-items-center rounded-full text-xs font-bold',
                      i === current ? 'bg-brand-700 text-white' : done ? 'bg-brand-100 text-brand-800' : 'bg-slate-100 text-slate-500',
                    )}
                  >
                    {done ? <Check className="size-3.5" aria-hidden /> : i + 1}
                  </span>
                  <span className={cn('max-w-full truncate text-xs font-semibold sm:text-sm', i === current ? 'text-slate-900' : 'text-slate-600', enabled && 'group-hover:text-brand-700')}>
                    <span className="sr-only">Step {i + 1}: </span>
                    <span className="sm:hidden">{SHORT[i]}</span>
                    <span className="hidden sm:inline">{label}</span>
                  </span>
                </span>
              </button>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
