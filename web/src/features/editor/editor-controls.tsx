import { Minus, Plus, Redo2, RotateCcw, RotateCw, Undo2 } from 'lucide-react';
import type { EditorCommand, EditorDoc } from '../../../../core/src/editor/editor-history';
import { PLACEMENT_BOUNDS, type Placement } from '../../../../core/src/editor/placement';
import { Button } from '../../components/ui/button';
import { BrandColourRow, SaveBrandColour } from './brand-colours';
import { ColourField } from './colour-field';
import { useBrandColours } from './use-brand-colours';

const SLIDERS: Array<{ key: keyof Placement; label: string; format: (value: number) => string }> = [
  { key: 'x', label: 'Position X', format: (v) => `${v}%` },
  { key: 'y', label: 'Position Y', format: (v) => `${v}%` },
  { key: 'size', label: 'Size', format: (v) => `${v.toFixed(1)}×` },
  { key: 'rotation', label: 'Rotation', format: (v) => `${v}°` },
];

interface Props {
  doc: EditorDoc;
  run: (command: EditorCommand) => void;
  canUndo: boolean;
  canRedo: boolean;
  /** The layer the controls move, when the area has more than one. */
  target?: { name: string; locked: boolean } | undefined;
}

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <section aria-label={title} className="space-y-3">
      <h3 className="text-sm font-semibold uppercase tracking-wide text-slate-500">{title}</h3>
      {children}
    </section>
  );
}

/** The design's placement and the product colour: sliders, swatches and quick actions. */
export function EditorControls({ doc, run, canUndo, canRedo, target }: Props) {
  const brand = useBrandColours();
  const onColor = (color: string) => run({ type: 'color', color });
  return (
    <div className="space-y-7">
      <Section title="Design Controls">
        {target && (
          <p className="-mt-1 truncate text-xs text-slate-500">
            Moving: <span className="font-medium text-slate-700">{target.name}</span>
            {target.locked && ' (locked: unlock it in Layers to move it)'}
          </p>
        )}
        <fieldset disabled={target?.locked} className="space-y-3 disabled:opacity-50">
        {SLIDERS.map(({ key, label, format }) => {
          const bounds = PLACEMENT_BOUNDS[key];
          const id = `slider-${key}`;
          return (
            <div key={key}>
              <div className="flex justify-between text-sm">
                <label htmlFor={id} className="font-medium text-slate-800">
                  {label}
                </label>
                <output htmlFor={id} className="tabular-nums text-slate-600">
                  {format(doc.placement[key])}
                </output>
              </div>
              <input
                id={id}
                type="range"
                min={bounds.min}
                max={bounds.max}
                step={bounds.step}
                value={doc.placement[key]}
                onChange={(event) => run({ type: 'place', placement: { [key]: Number(event.target.value) }, gesture: `slider-${key}` })}
                onPointerUp={() => run({ type: 'endGesture' })}
                onKeyUp={() => run({ type: 'endGesture' })}
                className="mt-2 w-full accent-brand-700"
              />
            </div>
          );
        })}
        </fieldset>
      </Section>

      <Section title="Product Colors">
        <ColourField
          color={doc.color}
          onColor={onColor}
          more={<BrandColourRow brand={brand} color={doc.color} onColor={onColor} />}
          hexAction={<SaveBrandColour brand={brand} color={doc.color} />}
        />
      </Section>

      <Section title="Quick Actions">
        <div className="grid grid-cols-2 gap-2">
          <Button variant="outline" size="sm" onClick={() => run({ type: 'rotateBy', degrees: -90 })}>
            <RotateCcw /> Rotate -90°
          </Button>
          <Button variant="outline" size="sm" onClick={() => run({ type: 'rotateBy', degrees: 90 })}>
            <RotateCw /> Rotate +90°
          </Button>
          <Button variant="outline" size="sm" onClick={() => run({ type: 'sizeBy', delta: 0.1 })}>
            <Plus /> Size +0.1
          </Button>
          <Button variant="outline" size="sm" onClick={() => run({ type: 'sizeBy', delta: -0.1 })}>
            <Minus /> Size -0.1
          </Button>
          <Button variant="ghost" size="sm" disabled={!canUndo} onClick={() => run({ type: 'undo' })}>
            <Undo2 /> Undo
          </Button>
          <Button variant="ghost" size="sm" disabled={!canRedo} onClick={() => run({ type: 'redo' })}>
            <Redo2 /> Redo
          </Button>
        </div>
      </Section>
    </div>
  );
}
