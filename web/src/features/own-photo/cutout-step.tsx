import { Brush, Eraser, RotateCcw, Undo2 } from 'lucide-react';
import { memo, useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { refineEdge } from '../../../../core/src/own-photo/refine-edge';
import { Button } from '../../components/ui/button';
import { cn } from '../../lib/cn';
import { RangeSlider } from '../three-d/ui/range-slider';
import { paintCutout, type CutoutView } from './cutout-view';
import type { OwnPhoto } from './load-photo';
import { strokeSegment, union, type BrushMode, type MaskRect } from './mask-brush';

const UNDO_STEPS = 12;
/** Brush size 1–100 → radius as a share of the photo's longest side. */
const BRUSH_SCALE = 0.0015;

interface Props {
  photo: OwnPhoto;
  /** The automatic cut-out (one byte a pixel at the photo's working size). */
  automatic: Uint8Array;
  /** The mask the user has made: the brushed cut-out with the refined edge. */
  onChange: (mask: Uint8Array) => void;
}

function Toggle<T extends string>({ value, options, onChange, label }: { value: T; options: Array<{ id: T; label: string; icon?: React.ReactNode }>; onChange: (v: T) => void; label: string }) {
  return (
    <div role="group" aria-label={label} className="grid grid-cols-2 gap-1 rounded-lg bg-slate-100 p-1">
      {options.map((option) => (
        <button
          key={option.id}
          type="button"
          aria-pressed={value === option.id}
          onClick={() => onChange(option.id)}
          className={cn(
            'flex cursor-pointer items-center justify-center gap-1.5 rounded-md px-3 py-1.5 text-sm font-medium transition',
            value === option.id ? 'bg-white text-brand-700 shadow-sm' : 'text-slate-600 hover:text-slate-900',
          )}
        >
          {option.icon}
          {option.label}
        </button>
      ))}
    </div>
  );
}

/** Step 2: the automatic cut-out, touched up with a brush (add / remove) and a refine-edge slider. Memoised: it stays
 *  mounted (hidden) while the print area is dragged, and need not re-render with every move. */
export const CutoutStep = memo(function CutoutStep({ photo, automatic, onChange }: Props) {
  const { width, height } = photo.image;
  const canvas = useRef<HTMLCanvasElement>(null);
  const frame = useRef<ImageData | null>(null);
  const brushed = useRef<Uint8Array>(automatic.slice());
  const shown = useRef<Uint8Array>(automatic.slice());
  const undo = useRef<Uint8Array[]>([]);
  const stroke = useRef<{ pointerId: number; last: [number, number] } | null>(null);
  const [view, setView] = useState<CutoutView>('dim');
  const [mode, setMode] = useState<BrushMode>('remove');
  const [size, setSize] = useState(30);
  const [refine, setRefine] = useState(0);
  const [undoCount, setUndoCount] = useState(0);
  /** The brush outline under the pointer: where, and how big on screen. */
  const [cursor, setCursor] = useState<{ x: number; y: number; r: number } | null>(null);
  const radius = size * BRUSH_SCALE * Math.max(width, height);

  const paint = useCallback(
    (rect: MaskRect = { x: 0, y: 0, width, height }) => {
      const context = canvas.current?.getContext('2d');
      if (!context) return;
      frame.current ??= context.createImageData(width, height);
      paintCutout(frame.current, photo.image, shown.current, view, rect);
      context.putImageData(frame.current, 0, 0, rect.x, rect.y, rect.width, rect.height);
    },
    [photo, view, width, height],
  );

  /** The shown mask from the brushed one with the edge refined; told to the page. */
  const settle = useCallback(() => {
    shown.current = refine === 0 ? brushed.current.slice() : refineEdge(brushed.current, width, height, refine);
    paint();
    onChange(shown.current);
  }, [refine, width, height, paint, onChange]);

  useLayoutEffect(() => paint(), [paint]);
  // The refine slider is applied once it rests (a 2-megapixel refine takes a moment).
  useEffect(() => {
    const timer = window.setTimeout(settle, 120);
    return () => window.clearTimeout(timer);
  }, [settle]);

  const toMask = (event: React.PointerEvent): [number, number] => {
    const rect = event.currentTarget.getBoundingClientRect();
    return [((event.clientX - rect.left) / rect.width) * width, ((event.clientY - rect.top) / rect.height) * height];
  };

  const paintTo = (to: [number, number]) => {
    const from = stroke.current!.last;
    const a = strokeSegment(brushed.current, width, height, from, to, radius, mode);
    const b = strokeSegment(shown.current, width, height, from, to, radius, mode);
    stroke.current!.last = to;
    paint(union(a, b));
  };

  const resetTo = (mask: Uint8Array) => {
    undo.current = [...undo.current.slice(-(UNDO_STEPS - 1)), brushed.current.slice()];
    setUndoCount(undo.current.length);
    brushed.current = mask.slice();
    settle();
  };

  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_320px]">
      <div
        className="relative mx-auto w-fit max-w-full overflow-hidden rounded-2xl border border-slate-200 shadow-sm"
        style={view === 'transparent' ? { background: 'repeating-conic-gradient(#e2e8f0 0 25%, #fff 0 50%) 0 0 / 20px 20px' } : undefined}
      >
        <canvas
          ref={canvas}
          width={width}
          height={height}
          role="img"
          aria-label={`Cut-out of ${photo.name}: paint to ${mode === 'add' ? 'add to' : 'remove from'} the product`}
          data-testid="cutout-canvas"
          className="block max-h-[62vh] w-auto max-w-full cursor-none touch-none"
          onPointerDown={(event) => {
            if (event.button !== 0) return;
            event.currentTarget.setPointerCapture(event.pointerId);
            undo.current = [...undo.current.slice(-(UNDO_STEPS - 1)), brushed.current.slice()];
            setUndoCount(undo.current.length);
            const at = toMask(event);
            stroke.current = { pointerId: event.pointerId, last: at };
            paintTo(at);
          }}
          onPointerMove={(event) => {
            const rect = event.currentTarget.getBoundingClientRect();
            setCursor({ x: event.clientX - rect.left, y: event.clientY - rect.top, r: (radius / width) * rect.width });
            if (stroke.current?.pointerId === event.pointerId) paintTo(toMask(event));
          }}
          onPointerLeave={() => setCursor(null)}
          onPointerUp={(event) => {
            if (stroke.current?.pointerId !== event.pointerId) return;
            stroke.current = null;
            settle();
          }}
          onPointerCancel={() => {
            stroke.current = null;
            settle();
          }}
        />
        {cursor && (
          <span
            aria-hidden
            className={cn('pointer-events-none absolute rounded-full border-2 shadow', mode === 'add' ? 'border-emerald-400' : 'border-rose-400')}
            style={{ left: cursor.x - cursor.r, top: cursor.y - cursor.r, width: 2 * cursor.r, height: 2 * cursor.r }}
          />
        )}
      </div>
      <div className="space-y-6 self-start rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
        <div className="space-y-2">
          <p className="text-sm font-medium text-slate-800">Show</p>
          <Toggle
            label="Show the cut-out"
            value={view}
            onChange={setView}
            options={[
              { id: 'dim', label: 'Dimmed' },
              { id: 'transparent', label: 'Transparent' },
            ]}
          />
        </div>
        <div className="space-y-2">
          <p className="text-sm font-medium text-slate-800">Brush</p>
          <Toggle
            label="Brush mode"
            value={mode}
            onChange={setMode}
            options={[
              { id: 'add', label: 'Add', icon: <Brush className="size-4" aria-hidden /> },
              { id: 'remove', label: 'Remove', icon: <Eraser className="size-4" aria-hidden /> },
            ]}
          />
          <p className="text-xs text-slate-500">Paint over the photo to add to the product or remove background.</p>
        </div>
        <RangeSlider label="Brush size" value={size} bounds={{ min: 1, max: 100, step: 1 }} unit="" onChange={setSize} />
        <div>
          <RangeSlider label="Refine edge" value={refine} bounds={{ min: -10, max: 10, step: 1 }} unit="" onChange={setRefine} />
          <p className="mt-1 flex justify-between text-xs text-slate-500">
            <span>Shrink</span>
            <span>Grow</span>
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button
            variant="outline"
            size="sm"
            disabled={undoCount === 0}
            onClick={() => {
              const last = undo.current.pop();
              setUndoCount(undo.current.length);
              if (!last) return;
              brushed.current = last;
              settle();
            }}
          >
            <Undo2 /> Undo stroke
          </Button>
          <Button variant="outline" size="sm" onClick={() => resetTo(automatic)}>
            <RotateCcw /> Restore automatic cut-out
          </Button>
        </div>
      </div>
    </div>
  );
});
