import { useLayoutEffect, useRef } from 'react';
import type { EditorCommand, EditorDoc } from '../../../../core/src/editor/editor-history';
import { renderMockup } from '../../../../core/src/render';
import type { RgbaImage, TemplateLayers } from '../../../../core/src/render/types';

export const PREVIEW_SIZE = 600;

/** The print area's bounding box in preview pixels: dragging by its width moves Position X by 100. */
function printBox(layers: TemplateLayers) {
  const k = PREVIEW_SIZE / layers.size;
  const points = layers.surface.points;
  let minX = Infinity, maxX = -Infinity, minY = Infinity, maxY = -Infinity;
  for (let i = 0; i < points.length; i += 2) {
    minX = Math.min(minX, points[i]!);
    maxX = Math.max(maxX, points[i]!);
    minY = Math.min(minY, points[i + 1]!);
    maxY = Math.max(maxY, points[i + 1]!);
  }
  return { width: Math.max(1, (maxX - minX) * k), height: Math.max(1, (maxY - minY) * k) };
}

interface Props {
  layers: TemplateLayers;
  design: RgbaImage;
  doc: EditorDoc;
  run: (command: EditorCommand) => void;
  label: string;
}

/** The 600×600 live preview. Drag the design to move it; the whole drag is one undo step. */
export function EditorCanvas({ layers, design, doc, run, label }: Props) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const drag = useRef<{ startX: number; startY: number; x: number; y: number } | null>(null);

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

  const toCanvasPixels = (event: React.PointerEvent) => {
    const rect = event.currentTarget.getBoundingClientRect();
    return { x: ((event.clientX - rect.left) / rect.width) * PREVIEW_SIZE, y: ((event.clientY - rect.top) / rect.height) * PREVIEW_SIZE };
  };

  return (
    <canvas
      ref={canvas}
      width={PREVIEW_SIZE}
      height={PREVIEW_SIZE}
      role="img"
      aria-label={label}
      className="aspect-square w-full max-w-[600px] cursor-grab touch-none rounded-2xl border border-slate-200 bg-slate-100 shadow-sm active:cursor-grabbing"
      onPointerDown={(event) => {
        event.currentTarget.setPointerCapture(event.pointerId);
        const start = toCanvasPixels(event);
        drag.current = { startX: start.x, startY: start.y, x: doc.placement.x, y: doc.placement.y };
      }}
      onPointerMove={(event) => {
        if (!drag.current) return;
        const box = printBox(layers);
        const now = toCanvasPixels(event);
        run({
          type: 'place',
          gesture: 'drag',
          placement: {
            x: drag.current.x + ((now.x - drag.current.startX) / box.width) * 100,
            y: drag.current.y + ((now.y - drag.current.startY) / box.height) * 100,
          },
        });
      }}
      onPointerUp={() => {
        drag.current = null;
        run({ type: 'endGesture' });
      }}
      onPointerCancel={() => {
        drag.current = null;
        run({ type: 'endGesture' });
      }}
    />
  );
}
