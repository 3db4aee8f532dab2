import { useId } from 'react';

interface Props {
  label: string;
  value: number;
  bounds: { min: number; max: number; step: number };
  unit: string;
  onChange: (value: number) => void;
  disabled?: boolean;
}

/** A labelled range input with its value beside the label. */
export function RangeSlider({ label, value, bounds, unit, onChange, disabled }: Props) {
  const id = useId();
  return (
    <div>
      <div className="flex justify-between text-sm">
        <label htmlFor={id} className="font-medium text-slate-800">
          {label}
        </label>
        <output htmlFor={id} className="tabular-nums text-slate-600">
          {value}
          {unit}
        </output>
      </div>
      <input
        id={id}
        type="range"
        min={bounds.min}
        max={bounds.max}
        step={bounds.step}
        value={value}
        disabled={disabled}
        onChange={(event) => onChange(Number(event.target.value))}
        className="mt-1.5 w-full accent-brand-700"
      />
    </div>
  );
}
