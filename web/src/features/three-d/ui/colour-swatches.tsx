import { SWATCHES, type SwatchId } from '../../../../../core/src/three-d/editor-state';
import { cn } from '../../../lib/cn';

/** The ten product colours of spec §3, as toggle buttons named after their colour. */
export function ColourSwatches({ value, onChange }: { value: SwatchId; onChange: (id: SwatchId) => void }) {
  return (
    <div className="grid grid-cols-5 gap-2.5">
      {SWATCHES.map((swatch) => (
        <button
          key={swatch.id}
          type="button"
          aria-label={swatch.name}
          aria-pressed={value === swatch.id}
          title={swatch.name}
          onClick={() => onChange(swatch.id)}
          className={cn(
            'aspect-square w-full max-w-10 cursor-pointer rounded-full border border-slate-300 shadow-inner transition',
            value === swatch.id ? 'ring-2 ring-brand-600 ring-offset-2' : 'hover:scale-105',
          )}
          style={{ backgroundColor: swatch.hex }}
        />
      ))}
    </div>
  );
}
