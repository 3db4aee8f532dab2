import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { dragStep, IDLE, printBoxOf, type DragEvent, type DragState, type PreviewPoint } from '../../../../core/src/editor/drag';
import type { EditorCommand, EditorDoc } from '../../../../core/src/editor/editor-history';
import { EDITOR_PREVIEW_SIZE } from '../../../../core/src/editor/sizes';
import { renderMockup, renderPrint } from '../../../../core/src/render';
import type { Placement, SurfaceMesh, TemplateLayers } from '../../../../core/src/render/types';
import { cn } from '../../lib/cn';
import { artworkDesigns, onScreenSide, previewDrawings, type TemplateArtwork } from './template-artwork';

export const PREVIEW_SIZE = EDITOR_PREVIEW_SIZE;

interface Props {
  template: TemplateLayers;
  /** Every area's layers, resolved; null while one is loading (the last frame stays). */
  artwork: TemplateArtwork | null;
  /** The area being edited: its edge (outlined; a drag moves across it) and how many layers it draws. */
  area: { surface: SurfaceMesh; layerCount: number };
  /** The selected layer's placement (what a drag moves) and the product colour. */
  doc: EditorDoc;
  run: (command: EditorCommand) => void;
  label: string;
  /** A layer crosses the print area's edge: the outline says so. */
  clipped: boolean;
  /** A press on the preview: selects the layer there, whose placement the drag then moves (null: the selected one). */
  onPick?: ((point: PreviewPoint) => Placement | null) | undefined;
}

/** The print area's edge on the template: the surface mesh's border, in template pixels. */
function outlineOf(surface: SurfaceMesh): string {
  const { cols, rows, points } = surface;
  const at = (i: number, j: number) => {
    const k = (j * (cols + 1) + i) * 2;
    return `${points[k]},${points[k + 1]}`;
  };
  const border: string[] = [];
  for (let i = 0; i <= cols; i++) border.push(at(i, 0));
  for (let j = 1; j <= rows; j++) border.push(at(cols, j));
  for (let i = cols - 1; i >= 0; i--) border.push(at(i, rows));
  for (let j = rows - 1; j > 0; j--) border.push(at(0, j));
  return border.join(' ');
}

/** Where the pointer is on the canvas, in fractions of its displayed size (the drag maths is in core/editor/drag). */
function pointOf(event: React.PointerEvent<HTMLCanvasElement>) {
  const rect = event.currentTarget.getBoundingClientRect();
  return { x: (event.clientX - rect.left) / rect.width, y: (event.clientY - rect.top) / rect.height };
}

/** The 600×600 live preview. Drag the design to move it (one undo step); Escape during a drag puts it back. */
export function EditorCanvas({ template, artwork, area, doc, run, label, clipped, onPick }: Props) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const drag = useRef<DragState>(IDLE);
  const box = useMemo(() => printBoxOf(area.surface, template.size), [area.surface, template.size]);
  // The areas not being edited are drawn once, and the edited one's still layers once, not on every frame of a drag.
  const [drawn] = useState(previewDrawings);
  // Several layers are drawn at the size each area is seen in the preview (a single image is used as it is): more
  // pixels would cost frame time, not sharpness.
  const artworkSide = useMemo(() => onScreenSide(template.size, PREVIEW_SIZE), [template.size]);

  const frame = useRef<ImageData | null>(null);
  // What the frame shows around the print: while only designs change, just the print areas are repainted.
  const framed = useRef<{ template: TemplateLayers; color: string } | null>(null);
  // Render before the browser paints: a slider change shows in the very next frame.
  useLayoutEffect(() => {
    const context = canvas.current?.getContext('2d');
    if (!context || !artwork) return;
    frame.current ??= context.createImageData(PREVIEW_SIZE, PREVIEW_SIZE);
    // Every area's layers through the same compositor as exports and the server (core/render/layers.ts).
    const { main, others } = artworkDesigns(template, artwork, artworkSide, drawn);
    const same = framed.current?.template === template && framed.current.color === doc.color;
    (same ? renderPrint : renderMockup)(template, main.design, main.placement, doc.color, PREVIEW_SIZE, frame.current.data, others);
    framed.current = { template, color: doc.color };
    context.putImageData(frame.current, 0, 0);
    const { x, y, size, rotation } = doc.placement;
    canvas.current?.setAttribute('data-rendered', `${x},${y},${size},${rotation},${doc.color}`);
    canvas.current?.setAttribute('data-layers', String(area.layerCount));
  }, [template, artwork, area.layerCount, doc, drawn, artworkSide]);
  const outline = useMemo(() => outlineOf(area.surface), [area.surface]);

  const send = useCallback(
    (event: DragEvent) => {
      const step = dragStep(drag.current, event);
      drag.current = step.state;
      if (step.command) run(step.command);
      canvas.current?.toggleAttribute('data-dragging', step.state.phase === 'dragging');
    },
    [run],
  );

  // Escape cancels a drag wherever the focus is; the window listener sees it before any focused control.
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || drag.current.phase !== 'dragging') return;
      event.preventDefault();
      send({ type: 'cancel' });
    };
    window.addEventListener('keydown', onKey, { capture: true });
    return () => window.removeEventListener('keydown', onKey, { capture: true });
  }, [send]);

  return (
    <div className="relative w-full max-w-[600px]">
      <canvas
        ref={canvas}
        width={PREVIEW_SIZE}
        height={PREVIEW_SIZE}
        role="img"
        aria-label={label}
        className="aspect-square w-full max-w-[600px] cursor-grab touch-none rounded-2xl border border-slate-200 bg-slate-100 shadow-sm data-[dragging]:cursor-grabbing"
        onPointerDown={(event) => {
          if (event.button !== 0) return;
          event.currentTarget.setPointerCapture(event.pointerId);
          const point = pointOf(event);
          const placement = (drag.current.phase === 'idle' ? onPick?.(point) : null) ?? doc.placement;
          send({ type: 'start', pointerId: event.pointerId, point, placement, box });
        }}
        onPointerMove={(event) => send({ type: 'move', pointerId: event.pointerId, point: pointOf(event) })}
        onPointerUp={(event) => send({ type: 'end', pointerId: event.pointerId })}
        // The browser took the pointer away (a system gesture, a lost capture): treat it as a cancelled drag.
        onPointerCancel={() => send({ type: 'cancel' })}
      />
      {/* The print area's edge while editing: what lies outside it is cut off in every export. */}
      <svg
        viewBox={`0 0 ${template.size} ${template.size}`}
        aria-hidden
        data-print-outline={clipped ? 'clipped' : 'inside'}
        className="pointer-events-none absolute inset-0 size-full"
      >
        <polygon
          points={outline}
          fill="none"
          vectorEffect="non-scaling-stroke"
          strokeWidth={clipped ? 2 : 1.25}
          strokeDasharray="6 4"
          className={cn(clipped ? 'stroke-red-600' : 'stroke-brand-600/70')}
        />
      </svg>
    </div>
  );
}
