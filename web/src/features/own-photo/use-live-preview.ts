import { useCallback, useEffect, useRef, useState } from 'react';
import type { PrintArea } from '../../../../core/src/own-photo/own-template';
import type { OwnPhoto } from './load-photo';
import type { FrameRequest, FromPreviewWorker } from './preview-worker';

export const PREVIEW_SIDE = 600;

export type PreviewStatus = 'preparing' | 'ready' | 'error';

/** Frame times of the last few frames, for the page's own measurement (data attributes on the canvas). */
const KEEP = 60;
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

/**
 * The live preview: a worker derives the photo's maps once, then renders the test design on every mark change.
 * One frame is in flight at a time and only the newest waiting request is sent after it, so dragging never queues.
 */
export function useLivePreview(photo: OwnPhoto, mask: Uint8Array) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const worker = useRef<Worker | null>(null);
  const inFlight = useRef<{ id: number; at: number } | null>(null);
  const waiting = useRef<FrameRequest | null>(null);
  const times = useRef<{ work: number[]; total: number[] }>({ work: [], total: [] });
  const nextId = useRef(0);
  // The status of the worker for this photo + mask (another pair is still 'preparing').
  const [state, setState] = useState<{ mask: Uint8Array; status: PreviewStatus } | null>(null);
  const status: PreviewStatus = state?.mask === mask ? state.status : 'preparing';

  const send = useCallback((request: FrameRequest) => {
    if (!worker.current || inFlight.current) {
      waiting.current = request;
      return;
    }
    inFlight.current = { id: request.id, at: performance.now() };
    worker.current.postMessage(request);
  }, []);

  useEffect(() => {
    const w = new Worker(new URL('./preview-worker.ts', import.meta.url), { type: 'module' });
    w.onmessage = (event: MessageEvent<FromPreviewWorker>) => {
      const message = event.data;
      if (message.type === 'ready') {
        canvas.current?.setAttribute('data-derive-ms', message.ms.toFixed(1));
        worker.current = w;
        setState({ mask, status: 'ready' });
        const request = waiting.current;
        waiting.current = null;
        if (request) send(request);
        return;
      }
      if (message.type === 'error') {
        setState({ mask, status: 'error' });
        return;
      }
      const started = inFlight.current?.at ?? performance.now();
      inFlight.current = null;
      const context = canvas.current?.getContext('2d');
      if (context && message.toRow > message.fromRow) {
        context.putImageData(new ImageData(message.pixels, PREVIEW_SIDE, message.toRow - message.fromRow), 0, message.fromRow);
        const t = times.current;
        t.work = [...t.work.slice(-(KEEP - 1)), message.ms];
        t.total = [...t.total.slice(-(KEEP - 1)), performance.now() - started];
        canvas.current!.setAttribute('data-frame', String(message.id));
        canvas.current!.setAttribute('data-frame-ms', median(t.work).toFixed(1));
        canvas.current!.setAttribute('data-frame-total-ms', median(t.total).toFixed(1));
        canvas.current!.setAttribute('data-frame-max-ms', Math.max(...t.total).toFixed(1));
      }
      const request = waiting.current;
      waiting.current = null;
      if (request) send(request);
    };
    w.onerror = () => setState({ mask, status: 'error' });
    w.postMessage({ type: 'photo', photo: photo.image, mask });
    return () => {
      worker.current = null;
      inFlight.current = null;
      w.terminate();
    };
  }, [photo, mask, send]);

  const render = useCallback(
    (area: PrintArea, colour: string, printAspect: number) => send({ type: 'frame', id: ++nextId.current, area, colour, printAspect }),
    [send],
  );

  return { canvas, status, render };
}
