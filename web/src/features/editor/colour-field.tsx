import { useState, type ReactNode } from 'react';
import { HEX_COLOUR, PRODUCT_COLOURS } from '../../../../core/src/render/colour';
import { cn } from '../../lib/cn';

/** '#abc' and 'abc123' are what people type; the document holds '#rrggbb'. */
export function normaliseHex(text: string): string | null {
  let hex = text.trim().toLowerCase();
  if (!hex.startsWith('#')) hex = `#${hex}`;
  if (/^#[0-9a-f]{3}$/.test(hex)) hex = `#${[...hex.slice(1)].map((c) => c + c).join('')}`;
  return HEX_COLOUR.test(hex) ? hex : null;
}

interface Props {
  color: string;
  onColor: (color: string) => void;
  /** Shown under the six swatches (the account's brand colours). */
  more?: ReactNode;
  /** Shown beside the hex field (save the colour as a brand colour). */
  hexAction?: ReactNode;
}

/** The spec's six product swatches, then any colour: a hex field (checked on Enter or leaving it) and the system picker. */
export function ColourField({ color, onColor, more, hexAction }: Props) {
  // The field shows what is being typed; outside of typing it follows the document.
  const [draft, setDraft] = useState<string | null>(null);
  const invalid = draft !== null && normaliseHex(draft) === null;
  const commit = () => {
    if (draft === null) return;
    const hex = normaliseHex(draft);
    if (hex) {
      onColor(hex);
      setDraft(null);
    }
  };
  return (
    <div className="space-y-3">
      <div className="flex flex-wrap gap-2.5">
        {PRODUCT_COLOURS.map((swatch) => {
          const selected = color.toLowerCase() === swatch.value.toLowerCase();
          return (
            <button
              key={swatch.name}
              type="button"
              aria-label={swatch.name}
              aria-pressed={selected}
              title={swatch.name}
              onClick={() => onColor(swatch.value)}
              className={cn(
                'size-9 cursor-pointer rounded-full border border-slate-300 shadow-sm transition',
                selected ? 'ring-2 ring-brand-600 ring-offset-2' : 'hover:scale-105',
              )}
              style={{ backgroundColor: swatch.value }}
            />
          );
        })}
      </div>
      {more}
      <div className="flex flex-wrap items-center gap-2">
        <input
          type="color"
          aria-label="Pick a colour"
          value={color.toLowerCase()}
          onChange={(event) => onColor(event.target.value)}
          className="h-9 w-11 cursor-pointer rounded-md border border-slate-300 bg-white p-0.5"
        />
        <label htmlFor="product-hex" className="sr-only">
          Hex colour
        </label>
        <input
          id="product-hex"
          type="text"
          inputMode="text"
          spellCheck={false}
          autoComplete="off"
          maxLength={7}
          value={draft ?? color.toLowerCase()}
          aria-invalid={invalid}
          aria-describedby={invalid ? 'product-hex-error' : undefined}
          onChange={(event) => setDraft(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') commit();
            if (event.key === 'Escape') setDraft(null);
          }}
          onBlur={() => (invalid ? undefined : commit())}
          className={cn(
            'h-9 w-28 rounded-md border px-2 font-mono text-sm uppercase tabular-nums',
            invalid ? 'border-red-500 text-red-700' : 'border-slate-300 text-slate-800',
          )}
        />
        {hexAction}
        {invalid && (
          <p id="product-hex-error" role="alert" className="text-xs text-red-700">
            Use #rrggbb, e.g. #1e3a8a
          </p>
        )}
      </div>
    </div>
  );
}
