import { AlignCenter, AlignLeft, AlignRight } from 'lucide-react';
import { TEXT_BOUNDS, textStyle, type DocLayer, type TextAlign, type TextLayer } from '../../../../core/src/editor/document';
import type { DocumentCommand, LayerPatch } from '../../../../core/src/editor/document-history';
import { TEXT_FONT_IDS, TEXT_FONTS } from '../../../../core/src/text/fonts';
import { Select } from '../../components/ui/select';
import { cn } from '../../lib/cn';

interface Props {
  area: string;
  layer: DocLayer;
  run: (command: DocumentCommand) => void;
}

const ALIGNS: Array<{ value: TextAlign; label: string; Icon: typeof AlignLeft }> = [
  { value: 'left', label: 'Align left', Icon: AlignLeft },
  { value: 'center', label: 'Align centre', Icon: AlignCenter },
  { value: 'right', label: 'Align right', Icon: AlignRight },
];

function Row({ id, label, value, children }: { id: string; label: string; value?: string; children: React.ReactNode }) {
  return (
    <div>
      <div className="flex justify-between text-sm">
        <label htmlFor={id} className="font-medium text-slate-800">
          {label}
        </label>
        {value !== undefined && (
          <output htmlFor={id} className="tabular-nums text-slate-600">
            {value}
          </output>
        )}
      </div>
      <div className="mt-1.5">{children}</div>
    </div>
  );
}

/**
 * The selected layer's own settings: opacity for any layer; for text its words, face, size, colour, letter spacing,
 * alignment and arc. A run of keystrokes or one slider drag is one undo step (a gesture, closed on release).
 */
export function LayerSettings({ area, layer, run }: Props) {
  const gesture = (key: string) => `${layer.id}-${key}`;
  const patch = (value: LayerPatch, key?: string) =>
    run({ type: 'updateLayer', area, id: layer.id, patch: value, ...(key ? { gesture: gesture(key) } : {}) });
  const end = () => run({ type: 'endGesture' });
  const disabled = !!layer.locked;
  const opacity = Math.round((layer.opacity ?? 1) * 100);

  return (
    <fieldset disabled={disabled} className="space-y-4 disabled:opacity-60">
      {layer.type === 'text' && <TextSettings layer={layer} patch={patch} end={end} />}
      <Row id="layer-opacity" label="Opacity" value={`${opacity}%`}>
        <input
          id="layer-opacity"
          type="range"
          min={0}
          max={100}
          step={1}
          value={opacity}
          onChange={(event) => patch({ opacity: Number(event.target.value) / 100 }, 'opacity')}
          onPointerUp={end}
          onKeyUp={end}
          className="w-full accent-brand-700"
        />
      </Row>
    </fieldset>
  );
}

function TextSettings({ layer, patch, end }: { layer: TextLayer; patch: (value: LayerPatch, key?: string) => void; end: () => void }) {
  const style = textStyle(layer);
  return (
    <>
      <Row id="text-content" label="Text">
        <textarea
          id="text-content"
          rows={2}
          maxLength={500}
          value={layer.text}
          // An empty text is not a layer (the schema needs a character): keep the last one until something is typed.
          onChange={(event) => event.target.value.trim() !== '' && patch({ text: event.target.value }, 'text')}
          onBlur={end}
          className="w-full resize-y rounded-lg border border-slate-300 px-3 py-2 text-sm"
        />
      </Row>
      <div className="grid grid-cols-[1fr_auto] gap-3">
        <Row id="text-font" label="Font">
          <Select id="text-font" value={style.font} onChange={(event) => patch({ font: event.target.value as TextLayer['font'] })}>
            {TEXT_FONT_IDS.map((id) => (
              <option key={id} value={id}>
                {TEXT_FONTS[id].label}
              </option>
            ))}
          </Select>
        </Row>
        <Row id="text-colour" label="Colour">
          <input
            id="text-colour"
            type="color"
            value={style.color.toLowerCase()}
            onChange={(event) => patch({ color: event.target.value }, 'color')}
            onBlur={end}
            className="h-10 w-12 cursor-pointer rounded-md border border-slate-300 bg-white p-0.5"
          />
        </Row>
      </div>
      <div className="grid grid-cols-2 gap-3">
        <Row id="text-em" label="Text height" value={`${Math.round(style.size * 100)}%`}>
          <input
            id="text-em"
            type="number"
            min={TEXT_BOUNDS.size.min * 100}
            max={TEXT_BOUNDS.size.max * 100}
            step={1}
            value={Math.round(style.size * 100)}
            onChange={(event) => {
              const value = Number(event.target.value) / 100;
              if (value >= TEXT_BOUNDS.size.min && value <= TEXT_BOUNDS.size.max) patch({ size: value }, 'size');
            }}
            onBlur={end}
            className="h-9 w-full rounded-lg border border-slate-300 px-2 text-sm tabular-nums"
          />
        </Row>
        <div>
          <p className="text-sm font-medium text-slate-800">Alignment</p>
          <div role="group" aria-label="Alignment" className="mt-1.5 flex rounded-lg border border-slate-300">
            {ALIGNS.map(({ value, label, Icon }) => (
              <button
                key={value}
                type="button"
                aria-label={label}
                aria-pressed={style.align === value}
                onClick={() => patch({ align: value })}
                className={cn('grid h-8 flex-1 cursor-pointer place-items-center', style.align === value ? 'bg-brand-100 text-brand-800' : 'text-slate-600 hover:bg-slate-50')}
              >
                <Icon className="size-4" aria-hidden />
              </button>
            ))}
          </div>
        </div>
      </div>
      <Row id="text-spacing" label="Letter spacing" value={`${style.letterSpacing}`}>
        <input
          id="text-spacing"
          type="range"
          min={-100}
          max={800}
          step={10}
          value={style.letterSpacing}
          onChange={(event) => patch({ letterSpacing: Number(event.target.value) }, 'spacing')}
          onPointerUp={end}
          onKeyUp={end}
          className="w-full accent-brand-700"
        />
      </Row>
      <Row id="text-arc" label="Arc" value={`${style.arc}°`}>
        <input
          id="text-arc"
          type="range"
          min={-180}
          max={180}
          step={5}
          value={style.arc}
          onChange={(event) => patch({ arc: Number(event.target.value) }, 'arc')}
          onPointerUp={end}
          onKeyUp={end}
          className="w-full accent-brand-700"
        />
      </Row>
    </>
  );
}
