import { useId } from 'react';
import { PRINT_SIDES, type PrintSide } from '../../../../../core/src/three-d/editor-state';
import { cn } from '../../../lib/cn';

/**
 * Front or back: which of the garment's print areas the design is on. Choosing one turns the product to face it,
 * as a designer placing a back print wants to see the back.
 */
export function PrintSideChoice({ value, onChange }: { value: PrintSide; onChange: (side: PrintSide, turn: number) => void }) {
  const label = useId();
  return (
    <div>
      <p id={label} className="text-sm font-medium text-slate-800">
        Print on
      </p>
      <div role="group" aria-labelledby={label} className="mt-2 flex overflow-hidden rounded-lg border border-slate-300">
        {PRINT_SIDES.map((side) => (
          <button
            key={side.id}
            type="button"
            aria-pressed={value === side.id}
            onClick={() => onChange(side.id, side.turn)}
            className={cn(
              'h-9 flex-1 cursor-pointer text-sm font-medium',
              value === side.id ? 'bg-brand-100 text-brand-800' : 'text-slate-700 hover:bg-slate-50',
            )}
          >
            {side.name}
          </button>
        ))}
      </div>
    </div>
  );
}
