import { Clapperboard, Download, Loader2, RotateCcw } from 'lucide-react';
import { useId, useState } from 'react';
import {
  LIGHTINGS,
  PNG_SIZES,
  pngSizeLabel,
  ROTATION_BOUNDS,
  SCALE_BOUNDS,
  type LightingId,
  type ThreeDEditorState,
} from '../../../../../core/src/three-d/editor-state';
import type { ThreeDProduct } from '../../../../../core/src/three-d/products';
import { Button } from '../../../components/ui/button';
import { Select } from '../../../components/ui/select';
import { planRefusal } from '../../../lib/plan-access';
import { usePlansInfo } from '../../../lib/use-plans-info';
import { useSession } from '../../../lib/use-session';
import { ColourSwatches } from './colour-swatches';
import { DesignSection } from './design-section';
import { PanelSection } from './panel-section';
import { PrintSideChoice } from './print-side-choice';
import { RangeSlider } from './range-slider';

interface Props {
  product: ThreeDProduct;
  state: ThreeDEditorState;
  update: (patch: Partial<ThreeDEditorState>) => void;
  onReset: () => void;
  onDownload: (size: number, transparent: boolean) => void;
  onCreateMotion: () => void;
  /** False until the 3D view is ready to export. */
  ready: boolean;
  downloading: boolean;
}

const ROTATIONS = [
  ['rotationX', 'Rotation X'],
  ['rotationY', 'Rotation Y'],
  ['rotationZ', 'Rotation Z'],
] as const;

export function EditorPanel({ product, state, update, onReset, onDownload, onCreateMotion, ready, downloading }: Props) {
  const [size, setSize] = useState<number>(PNG_SIZES[0]);
  const [transparent, setTransparent] = useState(false);
  const ids = { lighting: useId(), size: useId(), wrap: useId(), transparent: useId() };
  // PLANS=on: 3D exports are drawn in this browser, so the plan is checked here (the server refuses its encode fallback).
  const { user } = useSession();
  const refusal = planRefusal(usePlansInfo(user?.id), 'threeD');

  return (
    <div className="space-y-7">
      <PanelSection title="Design">
        <DesignSection printArea={product.printArea} />
        {product.printSides && <PrintSideChoice value={state.printSide} onChange={(printSide, turn) => update({ printSide, rotationY: turn })} />}
        {product.wrapLabel && (
          <label htmlFor={ids.wrap} className="flex cursor-pointer items-start gap-2.5 text-sm text-slate-800">
            <input
              id={ids.wrap}
              type="checkbox"
              checked={state.wrap}
              onChange={(event) => update({ wrap: event.target.checked })}
              className="mt-0.5 size-4 accent-brand-700"
            />
            {product.wrapLabel}
          </label>
        )}
      </PanelSection>

      <PanelSection title="Position">
        {ROTATIONS.map(([key, label]) => (
          <RangeSlider key={key} label={label} value={state[key]} bounds={ROTATION_BOUNDS} unit="°" onChange={(value) => update({ [key]: value })} />
        ))}
        <RangeSlider label="Scale" value={state.scale} bounds={SCALE_BOUNDS} unit="%" onChange={(scale) => update({ scale })} />
        <p className="text-xs text-slate-500">Scale sizes the design on the {product.printArea}. Drag the preview to turn the product (the sliders follow), scroll to zoom.</p>
      </PanelSection>

      <PanelSection title="Product Color">
        <ColourSwatches value={state.color} onChange={(color) => update({ color })} />
      </PanelSection>

      <PanelSection title="Lighting">
        <label htmlFor={ids.lighting} className="sr-only">
          Lighting
        </label>
        <Select id={ids.lighting} value={state.lighting} onChange={(event) => update({ lighting: event.target.value as LightingId })}>
          {LIGHTINGS.map((lighting) => (
            <option key={lighting.id} value={lighting.id}>
              {lighting.name}
            </option>
          ))}
        </Select>
        <p className="text-xs text-slate-500">{LIGHTINGS.find((lighting) => lighting.id === state.lighting)?.hint}</p>
      </PanelSection>

      <PanelSection title="Export">
        <div className="grid grid-cols-[1fr_auto] items-center gap-3">
          <label htmlFor={ids.size} className="text-sm font-medium text-slate-800">
            PNG size
          </label>
          <Select id={ids.size} value={size} onChange={(event) => setSize(Number(event.target.value))} className="w-44">
            {PNG_SIZES.map((option) => (
              <option key={option} value={option}>
                {pngSizeLabel(option)}
              </option>
            ))}
          </Select>
        </div>
        <label htmlFor={ids.transparent} className="flex cursor-pointer items-center gap-2.5 text-sm text-slate-800">
          <input
            id={ids.transparent}
            type="checkbox"
            checked={transparent}
            onChange={(event) => setTransparent(event.target.checked)}
            className="size-4 accent-brand-700"
          />
          Transparent background
        </label>
        {refusal && (
          <p role="note" className="rounded-lg bg-amber-50 p-3 text-sm text-amber-900 ring-1 ring-amber-200">
            {refusal}
          </p>
        )}
        <Button className="w-full" size="lg" disabled={!ready || downloading || !!refusal} onClick={() => onDownload(size, transparent)}>
          {downloading ? <Loader2 className="animate-spin" aria-hidden /> : <Download aria-hidden />}
          {downloading ? 'Rendering PNG…' : 'Download 3D PNG'}
        </Button>
        <Button variant="outline" className="w-full" size="lg" disabled={!ready || !!refusal} onClick={onCreateMotion}>
          <Clapperboard aria-hidden /> Create Motion Video
        </Button>
      </PanelSection>

      <Button variant="ghost" className="w-full" onClick={onReset}>
        <RotateCcw aria-hidden /> Reset
      </Button>
    </div>
  );
}
