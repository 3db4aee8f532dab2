import { useRef } from 'react';
import type { PrintArea } from '../../../../core/src/own-photo/own-template';
import { cn } from '../../lib/cn';
import { handlesOf, moveHandle, outlineOf, translateArea } from './print-area-marks';

interface Props {
  area: PrintArea;
  onChange: (area: PrintArea) => void;
  /** The photo under the marks (an object URL) and its name for screen readers. */
  src: string;
  alt: string;
}

const NUDGE = 0.002;
const NUDGE_LARGE = 0.02;
const KEYS: Record<string, [number, number]> = { ArrowLeft: [-1, 0], ArrowRight: [1, 0], ArrowUp: [0, -1], ArrowDown: [0, 1] };

/**
 * The photo with the print area's outline and its handles. Handles are buttons: drag them (mouse, pen or touch), or
 * focus one and nudge it with the arrow keys (Shift: ×10).
 */
export function AreaOverlay({ area, onChange, src, alt }: Props) {
  const box = useRef<HTMLDivElement>(null);
  const drag = useRef<{ id: string; pointerId: number; dx: number; dy: number } | null>(null);
  /** Dragging the area itself: where the pointer went down and the mark as it was then. */
  const move = useRef<{ pointerId: number; x: number; y: number; from: PrintArea } | null>(null);
  const { outline, guides } = outlineOf(area);

  const fraction = (event: React.PointerEvent) => {
    const rect = box.current!.getBoundingClientRect();
    return [(event.clientX - rect.left) / rect.width, (event.clientY - rect.top) / rect.height] as const;
  };

  return (
    <div ref={box} className="relative mx-auto w-fit max-w-full select-none" data-testid="area-overlay">
      <img src={src} alt={alt} draggable={false} className="block max-h-[62vh] w-auto max-w-full rounded-2xl border border-slate-200 shadow-sm" />
      <svg viewBox="0 0 1 1" preserveAspectRatio="none" className="pointer-events-none absolute inset-0 size-full overflow-visible" aria-hidden>
        {guides && <path d={guides} fill="none" stroke="white" strokeOpacity={0.9} strokeWidth={1} vectorEffect="non-scaling-stroke" strokeDasharray="4 3" />}
        <path
          d={outline}
          fill="rgb(124 58 237 / 0.18)"
          stroke="rgb(0 0 0 / 0.35)"
          strokeWidth={4}
          vectorEffect="non-scaling-stroke"
          data-testid="print-area"
          className="pointer-events-auto cursor-move touch-none"
          onPointerDown={(event) => {
            if (event.button !== 0) return;
            event.currentTarget.setPointerCapture(event.pointerId);
            const [x, y] = fraction(event);
            move.current = { pointerId: event.pointerId, x, y, from: area };
          }}
          onPointerMove={(event) => {
            const m = move.current;
            if (!m || m.pointerId !== event.pointerId) return;
            const [x, y] = fraction(event);
            onChange(translateArea(m.from, x - m.x, y - m.y));
          }}
          onPointerUp={() => (move.current = null)}
          onPointerCancel={() => (move.current = null)}
        />
        <path d={outline} fill="none" stroke="#a78bfa" strokeWidth={2} vectorEffect="non-scaling-stroke" />
      </svg>
      {handlesOf(area).map((handle) => (
        <button
          key={handle.id}
          type="button"
          aria-label={handle.label}
          title={handle.label}
          data-handle={handle.id}
          className={cn(
            'absolute size-5 -translate-x-1/2 -translate-y-1/2 cursor-grab touch-none rounded-full border-2 border-white shadow-md outline-none ring-brand-200 transition-transform before:absolute before:-inset-3 before:content-[""] hover:scale-125 focus-visible:ring-4 active:cursor-grabbing',
            handle.kind === 'centre' ? 'bg-amber-500' : handle.kind === 'size' ? 'size-4 rounded-sm bg-sky-500' : 'bg-brand-600',
          )}
          style={{ left: `${handle.x * 100}%`, top: `${handle.y * 100}%` }}
          onPointerDown={(event) => {
            if (event.button !== 0) return;
            event.preventDefault();
            event.currentTarget.setPointerCapture(event.pointerId);
            event.currentTarget.focus();
            const [x, y] = fraction(event);
            drag.current = { id: handle.id, pointerId: event.pointerId, dx: handle.x - x, dy: handle.y - y };
          }}
          onPointerMove={(event) => {
            const d = drag.current;
            if (!d || d.pointerId !== event.pointerId || d.id !== handle.id) return;
            const [x, y] = fraction(event);
            onChange(moveHandle(area, handle.id, x + d.dx, y + d.dy));
          }}
          onPointerUp={() => (drag.current = null)}
          onPointerCancel={() => (drag.current = null)}
          onKeyDown={(event) => {
            const move = KEYS[event.key];
            if (!move) return;
            event.preventDefault();
            const step = event.shiftKey ? NUDGE_LARGE : NUDGE;
            onChange(moveHandle(area, handle.id, handle.x + move[0] * step, handle.y + move[1] * step));
          }}
        />
      ))}
    </div>
  );
}
