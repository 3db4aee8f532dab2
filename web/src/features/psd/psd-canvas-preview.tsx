import { useEffect, useRef } from 'react';
import { outlineOf } from '../../../../core/src/psd/draw-area';
import { psdPreviewWidth } from '../../../../core/src/psd/preview-width';
import { renderPsd } from '../../../../core/src/psd/render-psd';
import { DEFAULT_PLACEMENT, type Placement, type RgbaImage } from '../../../../core/src/render/types';
import type { LoadedPsdTemplate } from './psd-browser';

/**
 * The PSD stack drawn in the browser by core's renderPsd — the compositor the server's renders use — with the
 * design in every print area at that area's placement, redrawn on the next frame after a change.
 */
export function PsdCanvasPreview({ template, design, placements, colour, label, outlined }: { template: LoadedPsdTemplate; design: RgbaImage; placements: readonly Placement[]; colour: string; label: string; outlined?: number | undefined }) {
  const ref = useRef<HTMLCanvasElement>(null);
  useEffect(() => {
    const frame = requestAnimationFrame(() => {
      const canvas = ref.current;
      const context = canvas?.getContext('2d');
      if (!canvas || !context) return;
      const { plan, files } = template;
      // A frame composites only the print areas over the scene core keeps for this size and colour (psd-scene.ts), at
      // the size of the editor's 600² preview, from layers core scales once.
      const out = renderPsd(plan, files, { pictures: plan.areas.map((_, i) => ({ image: design, placement: placements[i] ?? placements[0] ?? DEFAULT_PLACEMENT })), colour }, psdPreviewWidth(plan));
      // Setting a canvas's size clears and reallocates it, even to the same size: only when it changes.
      if (canvas.width !== out.width) canvas.width = out.width;
      if (canvas.height !== out.height) canvas.height = out.height;
      // The render is a fresh buffer of its own: handed to ImageData without a copy.
      context.putImageData(new ImageData(out.data as Uint8ClampedArray<ArrayBuffer>, out.width, out.height), 0, 0);
      canvas.dataset.frames = String(Number(canvas.dataset.frames ?? 0) + 1);
    });
    return () => cancelAnimationFrame(frame);
  }, [template, design, placements, colour]);
  const { plan } = template;
  const area = outlined === undefined ? undefined : plan.areas[outlined];
  return (
    <div className="relative">
      <canvas ref={ref} role="img" aria-label={label} data-testid="psd-preview" className="w-full" />
      {area && (
        // The chosen print area's outline (the smart object's quad or warp), over the canvas in the file's pixels.
        <svg viewBox={`0 0 ${plan.width} ${plan.height}`} className="pointer-events-none absolute inset-0 size-full" aria-hidden>
          <polygon points={outlineOf(area.mesh).join(' ')} fill="none" stroke="#7c3aed" strokeWidth={2} strokeDasharray="6 4" vectorEffect="non-scaling-stroke" />
        </svg>
      )}
    </div>
  );
}
