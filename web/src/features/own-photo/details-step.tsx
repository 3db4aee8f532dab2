import { useId } from 'react';
import { PRINT_ASPECT_PRESETS } from '../../../../core/src/own-photo/own-template';
import { Input, Label } from '../../components/ui/input';
import { Select } from '../../components/ui/select';

/** Placement types an own photo is most likely to be (all in PLACEMENT_PRESETS). */
export const PRODUCT_TYPES = [
  { id: 't-shirt', label: 'T-shirt' },
  { id: 'hoodie', label: 'Hoodie' },
  { id: 'sweatshirt', label: 'Sweatshirt' },
  { id: 'tote-bag', label: 'Tote bag' },
  { id: 'pillow', label: 'Pillow' },
  { id: 'mug', label: 'Mug' },
  { id: 'bottle', label: 'Bottle' },
  { id: 'can', label: 'Can' },
  { id: 'poster', label: 'Poster' },
  { id: 'book', label: 'Book' },
  { id: 'box', label: 'Box' },
  { id: 'phone-case', label: 'Phone case' },
  { id: 'sticker', label: 'Sticker' },
] as const;

export interface Details {
  name: string;
  type: string;
  /** A PRINT_ASPECT_PRESETS id or 'custom'. */
  aspect: string;
  customWidth: string;
  customHeight: string;
}

/** The print's width / height the details say, or null while a custom size is incomplete. */
export function printAspectOf(details: Details): number | null {
  if (details.aspect !== 'custom') return PRINT_ASPECT_PRESETS.find((p) => p.id === details.aspect)?.ratio ?? null;
  const w = Number(details.customWidth);
  const h = Number(details.customHeight);
  if (!(w > 0 && h > 0)) return null;
  const ratio = w / h;
  return ratio >= 0.1 && ratio <= 10 ? ratio : null;
}

interface Props {
  details: Details;
  onChange: (d: Details) => void;
  nameError?: string | undefined;
  /** A cylinder's width / height, read from its rims and wrap: shown instead of the paper sizes. */
  markedAspect?: number | undefined;
}

/** Step 4: the template's name, product type and the print's real-world proportions. */
export function DetailsStep({ details, onChange, nameError, markedAspect }: Props) {
  const id = useId();
  const set = (patch: Partial<Details>) => onChange({ ...details, ...patch });
  return (
    <div className="grid max-w-2xl gap-5">
      <div className="grid gap-1.5">
        <Label htmlFor={`${id}-name`}>Template name</Label>
        <Input
          id={`${id}-name`}
          value={details.name}
          maxLength={80}
          placeholder="e.g. White tee, studio shot"
          aria-invalid={nameError ? true : undefined}
          aria-describedby={nameError ? `${id}-name-error` : undefined}
          onChange={(event) => set({ name: event.target.value })}
        />
        {nameError && (
          <p id={`${id}-name-error`} className="text-sm text-red-700">
            {nameError}
          </p>
        )}
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor={`${id}-type`}>Product type</Label>
        <Select id={`${id}-type`} value={details.type} onChange={(event) => set({ type: event.target.value })}>
          {PRODUCT_TYPES.map((type) => (
            <option key={type.id} value={type.id}>
              {type.label}
            </option>
          ))}
        </Select>
      </div>
      {markedAspect !== undefined ? (
        <div className="grid gap-1" data-testid="marked-aspect">
          <p className="text-sm font-medium text-slate-800">Print size (width × height of the label)</p>
          <p className="text-sm text-slate-600">
            {markedAspect.toFixed(2)} × 1, from the rims you marked and how far the label wraps, so designs keep their proportions round
            your product.
          </p>
        </div>
      ) : (
        <PrintSizeChoice id={id} details={details} set={set} />
      )}
    </div>
  );
}

/** The print's real-world proportions as a paper size or a custom width × height. */
function PrintSizeChoice({ id, details, set }: { id: string; details: Details; set: (patch: Partial<Details>) => void }) {
  const custom = details.aspect === 'custom';
  const customInvalid = custom && printAspectOf(details) === null && details.customWidth !== '' && details.customHeight !== '';
  return (
    <fieldset className="grid gap-2">
      <legend className="text-sm font-medium text-slate-800">Print size (width × height of the marked area)</legend>
      <p className="text-xs text-slate-500">So designs keep their proportions on your product.</p>
      <div className="flex flex-wrap gap-2">
        {[...PRINT_ASPECT_PRESETS.map((p) => ({ id: p.id as string, label: p.label })), { id: 'custom', label: 'Custom' }].map((option) => (
          <label
            key={option.id}
            className="flex cursor-pointer items-center gap-2 rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50 has-[:checked]:text-brand-800"
          >
            <input type="radio" name={`${id}-aspect`} value={option.id} checked={details.aspect === option.id} onChange={() => set({ aspect: option.id })} className="accent-brand-700" />
            {option.label}
          </label>
        ))}
      </div>
      {custom && (
        <div className="flex items-end gap-2">
          <div className="grid gap-1">
            <Label htmlFor={`${id}-w`}>Width</Label>
            <Input id={`${id}-w`} type="number" min={0.1} step="any" inputMode="decimal" className="w-28" value={details.customWidth} onChange={(event) => set({ customWidth: event.target.value })} />
          </div>
          <span className="pb-2 text-slate-500">×</span>
          <div className="grid gap-1">
            <Label htmlFor={`${id}-h`}>Height</Label>
            <Input id={`${id}-h`} type="number" min={0.1} step="any" inputMode="decimal" className="w-28" value={details.customHeight} onChange={(event) => set({ customHeight: event.target.value })} />
          </div>
          <span className="pb-2 text-sm text-slate-500">any unit</span>
        </div>
      )}
      {customInvalid && <p className="text-sm text-red-700">Width and height must be positive, at most 10 times one another.</p>}
    </fieldset>
  );
}
