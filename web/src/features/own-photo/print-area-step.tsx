import { Cylinder, Grid3x3, Loader2, Square } from 'lucide-react';
import { useEffect, useId } from 'react';
import type { PrintArea } from '../../../../core/src/own-photo/own-template';
import { PRODUCT_COLOURS } from '../../../../core/src/render/colour';
import { Select } from '../../components/ui/select';
import { cn } from '../../lib/cn';
import { RangeSlider } from '../three-d/ui/range-slider';
import { AreaOverlay } from './area-overlay';
import type { OwnPhoto } from './load-photo';
import { GRID_SIZES, resizeGrid, type AreaKind } from './print-area-marks';
import { PREVIEW_SIDE, useLivePreview } from './use-live-preview';

const MODES: Array<{ kind: AreaKind; label: string; hint: string; icon: typeof Square }> = [
  { kind: 'flat', label: 'Flat (4 corners)', hint: 'Posters, boxes, books, flat fronts: drag the four corners.', icon: Square },
  { kind: 'cylinder', label: 'Cylinder', hint: 'Mugs, bottles, cans: fit the top and bottom ellipses to the label’s edges.', icon: Cylinder },
  { kind: 'grid', label: 'Fabric grid', hint: 'Shirts, bags, pillows: drag the grid’s points to follow the folds.', icon: Grid3x3 },
];

interface Props {
  photo: OwnPhoto;
  mask: Uint8Array;
  area: PrintArea;
  onAreaChange: (area: PrintArea) => void;
  /** The user chose another shape (the page decides the new marks and the product type that suits it). */
  onShapeChange: (kind: AreaKind) => void;
  colour: string;
  onColourChange: (colour: string) => void;
  printAspect: number;
}

/** Step 3: mark where the print goes, with a live preview of a test design on the product. */
export function PrintAreaStep({ photo, mask, area, onAreaChange, onShapeChange, colour, onColourChange, printAspect }: Props) {
  const id = useId();
  const { canvas, status, render } = useLivePreview(photo, mask);
  useEffect(() => render(area, colour, printAspect), [render, area, colour, printAspect]);
  const mode = MODES.find((m) => m.kind === area.kind)!;

  return (
    <div className="space-y-5">
      <div role="radiogroup" aria-label="Print area shape" className="grid grid-cols-3 gap-2">
        {MODES.map(({ kind, label, icon: Icon }) => (
          <button
            key={kind}
            type="button"
            role="radio"
            aria-checked={area.kind === kind}
            onClick={() => area.kind !== kind && onShapeChange(kind)}
            className={cn(
              'flex cursor-pointer flex-col items-center gap-1.5 rounded-xl border px-2 py-2.5 text-center text-xs font-semibold transition sm:flex-row sm:gap-3 sm:px-4 sm:py-3 sm:text-left sm:text-sm',
              area.kind === kind ? 'border-brand-600 bg-brand-50 text-brand-800 ring-1 ring-brand-600' : 'border-slate-200 bg-white text-slate-800 hover:border-brand-500',
            )}
          >
            <Icon className="size-5 shrink-0" aria-hidden />
            {label}
          </button>
        ))}
      </div>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-slate-600">{mode.hint} Drag inside the area to move it all; arrow keys nudge a focused handle.</p>
        {area.kind === 'grid' && (
          <div className="flex items-center gap-2">
            <label htmlFor={`${id}-grid`} className="text-sm font-medium text-slate-800">
              Grid
            </label>
            <Select id={`${id}-grid`} className="w-28" value={area.cols} onChange={(event) => onAreaChange(resizeGrid(area, Number(event.target.value)))}>
              {GRID_SIZES.map((n) => (
                <option key={n} value={n}>
                  {n} × {n}
                </option>
              ))}
            </Select>
          </div>
        )}
        {area.kind === 'cylinder' && (
          <div className="w-64">
            <RangeSlider label="Label wraps" value={area.span} bounds={{ min: 20, max: 180, step: 5 }} unit="°" onChange={(span) => onAreaChange({ ...area, span })} />
          </div>
        )}
      </div>
      <div className="grid items-start gap-6 lg:grid-cols-2">
        <div>
          <h3 className="mb-2 text-sm font-semibold uppercase tracking-wide text-slate-500">Your photo</h3>
          <AreaOverlay area={area} onChange={onAreaChange} src={photo.url} alt={`Your photo: ${photo.name}`} />
        </div>
        <div>
          <h3 className="mb-2 text-sm font-semibold uppercase tracking-wide text-slate-500">Live preview</h3>
          <div className="relative">
            <canvas
              ref={canvas}
              width={PREVIEW_SIDE}
              height={PREVIEW_SIDE}
              role="img"
              aria-label="Live preview: a test design on your product"
              data-status={status}
              className="aspect-square w-full max-w-[min(600px,62vh)] rounded-2xl border border-slate-200 bg-slate-100 shadow-sm"
            />
            {status !== 'ready' && (
              <div role="status" className="absolute inset-0 grid max-w-[min(600px,62vh)] place-items-center rounded-2xl bg-white/70 text-sm text-slate-700">
                {status === 'preparing' ? (
                  <span className="flex items-center gap-2">
                    <Loader2 className="size-5 animate-spin text-brand-600" aria-hidden /> Preparing the preview…
                  </span>
                ) : (
                  'The preview could not be drawn in this browser. You can still save the template.'
                )}
              </div>
            )}
          </div>
          <div className="mt-3 flex items-center gap-3">
            <span className="text-sm font-medium text-slate-800">Product colour</span>
            <div className="flex gap-2">
              {PRODUCT_COLOURS.map((c) => (
                <button
                  key={c.name}
                  type="button"
                  aria-label={c.name}
                  title={c.name}
                  aria-pressed={colour === c.value}
                  onClick={() => onColourChange(c.value)}
                  className={cn(
                    'size-7 cursor-pointer rounded-full border border-slate-300 shadow-sm transition',
                    colour === c.value ? 'ring-2 ring-brand-600 ring-offset-2' : 'hover:scale-105',
                  )}
                  style={{ backgroundColor: c.value }}
                />
              ))}
            </div>
          </div>
        </div>
      </div>
    </div>
  );
}
