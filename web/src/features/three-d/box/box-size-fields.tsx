import { useId, useState } from 'react';
import {
  BOX_DIMENSIONS,
  BOX_MM_BOUNDS,
  BOX_STYLES,
  boxDimensionError,
  isBoxStyle,
  type BoxDimension,
  type BoxSpec,
} from '../../../../../core/src/box/box-spec';
import { Input } from '../../../components/ui/input';
import { Select } from '../../../components/ui/select';
import { cn } from '../../../lib/cn';

const LABELS: Record<BoxDimension, string> = { width: 'Width', height: 'Height', depth: 'Depth' };

/** One size in millimetres. A valid number is taken as it is typed; what is wrong is said once the field is left. */
function SizeField({ dimension, value, onValid }: { dimension: BoxDimension; value: number; onValid: (mm: number) => void }) {
  const id = useId();
  const [text, setText] = useState(String(value));
  const [shown, setShown] = useState<string | null>(null);
  // Reset (or another view of the same state) changes the value: the field follows unless it is being edited.
  const [last, setLast] = useState(value);
  if (value !== last) {
    setLast(value);
    setText(String(value));
    setShown(null);
  }
  const error = boxDimensionError(dimension, text.trim() === '' ? Number.NaN : Number(text));
  return (
    <div>
      <label htmlFor={id} className="text-xs font-medium text-slate-700">
        {LABELS[dimension]} (mm)
      </label>
      <Input
        id={id}
        type="number"
        inputMode="decimal"
        min={BOX_MM_BOUNDS.min}
        max={BOX_MM_BOUNDS.max}
        step={1}
        value={text}
        aria-invalid={shown ? true : undefined}
        aria-describedby={shown ? `${id}-error` : undefined}
        className={cn('mt-1 tabular-nums', shown && 'border-red-500')}
        onChange={(event) => {
          setText(event.target.value);
          const mm = Number(event.target.value);
          if (!boxDimensionError(dimension, mm)) {
            setShown(null);
            setLast(mm);
            onValid(mm);
          }
        }}
        onBlur={() => setShown(error)}
        onKeyDown={(event) => event.key === 'Enter' && setShown(error)}
      />
      {shown && (
        <p id={`${id}-error`} role="alert" className="mt-1 text-xs text-red-700">
          {shown}
        </p>
      )}
    </div>
  );
}

/** The box's style and its three outside sizes. */
export function BoxSizeFields({ spec, update }: { spec: BoxSpec; update: (patch: Partial<BoxSpec>) => void }) {
  const styleId = useId();
  const hint = BOX_STYLES.find((style) => style.id === spec.style)!.hint;
  return (
    <div className="space-y-3">
      <div>
        <label htmlFor={styleId} className="text-xs font-medium text-slate-700">
          Box style
        </label>
        <Select
          id={styleId}
          value={spec.style}
          className="mt-1"
          onChange={(event) => isBoxStyle(event.target.value) && update({ style: event.target.value })}
        >
          {BOX_STYLES.map((style) => (
            <option key={style.id} value={style.id}>
              {style.name}
            </option>
          ))}
        </Select>
        <p className="mt-1 text-xs text-slate-500">{hint}</p>
      </div>
      <div className="grid grid-cols-3 gap-2">
        {BOX_DIMENSIONS.map((dimension) => (
          <SizeField key={dimension} dimension={dimension} value={spec[dimension]} onValid={(mm) => update({ [dimension]: mm })} />
        ))}
      </div>
    </div>
  );
}
