import { useCallback, useEffect, useLayoutEffect, useMemo, useRef } from 'react';
import { dragStep, IDLE, printBoxOf, type DragEvent, type DragState } from '../../../../core/src/editor/drag';
import type { EditorCommand, EditorDoc } from '../../../../core/src/editor/editor-history';
import { EDITOR_PREVIEW_SIZE } from '../../../../core/src/editor/sizes';
import { renderMockup } from '../../../../core/src/render';
import type { RgbaImage, TemplateLayers } from '../../../../core/src/render/types';

export const PREVIEW_SIZE = EDITOR_PREVIEW_SIZE;

interface Props {
  layers: TemplateLayers;
  design: RgbaImage;
  doc: EditorDoc;
  run: (command: EditorCommand) => void;
  label: string;
}

/** Where the pointer is on the canvas, in fractions of its displayed size (the drag maths is in core/editor/drag). */
function pointOf(event: React.PointerEvent<HTMLCanvasElement>) {
  const rect = event.currentTarget.getBoundingClientRect();
  return { x: (event.clientX - rect.left) / rect.width, y: (event.clientY - rect.top) / rect.height };
}

/** The 600×600 live preview. Drag the design to move it (one undo step); Escape during a drag puts it back. */
export function EditorCanvas({ layers, design, doc, run, label }: Props) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const drag = useRef<DragState>(IDLE);
  const box = useMemo(() => printBoxOf(layers.surface, layers.size), [layers]);

  const frame = useRef<ImageData | null>(null);
  // Render before the browser paints: a slider change shows in the very next frame.
  useLayoutEffect(() => {
    const context = canvas.current?.getContext('2d');
    if (!context) return;
    frame.current ??= context.createImageData(PREVIEW_SIZE, PREVIEW_SIZE);
    renderMockup(layers, design, doc.placement, doc.color, PREVIEW_SIZE, frame.current.data);
    context.putImageData(frame.current, 0, 0);
    const { x, y, size, rotation } = doc.placement;
    canvas.current?.setAttribute('data-rendered', `${x},${y},${size},${rotation},${doc.color}`);
  }, [layers, design, doc]);

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
        send({ type: 'start', pointerId: event.pointerId, point: pointOf(event), placement: doc.placement, box });
      }}
      onPointerMove={(event) => send({ type: 'move', pointerId: event.pointerId, point: pointOf(event) })}
      onPointerUp={(event) => send({ type: 'end', pointerId: event.pointerId })}
      // The browser took the pointer away (a system gesture, a lost capture): treat it as a cancelled drag.
      onPointerCancel={() => send({ type: 'cancel' })}
    />
  );
}
