import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiError } from '../../lib/api';
import { decodeMask, type OwnPhoto } from './load-photo';
import { requestCutout } from './own-photo-api';

export type CutoutState =
  | { phase: 'idle' }
  | { phase: 'working'; startedAt: number }
  | { phase: 'done'; mask: Uint8Array }
  | { phase: 'error'; message: string };

function explain(error: unknown): string {
  if (error instanceof ApiError) {
    if (error.status === 401) return 'Your session has ended. Please sign in again.';
    if (error.status === 413) return 'This photo is too large for the cut-out. Please use a photo under 10MB.';
    if (error.status === 429) return 'Too many cut-outs at once. Please wait a moment and try again.';
    return error.message;
  }
  return 'The server could not be reached. Please check your connection and try again.';
}

/** The automatic cut-out of a photo from the server's background-removal model. */
export function useCutout() {
  const [state, setState] = useState<CutoutState>({ phase: 'idle' });
  const abort = useRef<AbortController | null>(null);
  useEffect(() => () => abort.current?.abort(), []);

  const start = useCallback(async (photo: OwnPhoto) => {
    abort.current?.abort();
    const controller = new AbortController();
    abort.current = controller;
    setState({ phase: 'working', startedAt: performance.now() });
    try {
      const png = await requestCutout(photo.file, controller.signal);
      const mask = await decodeMask(png, photo.image.width, photo.image.height);
      if (!controller.signal.aborted) setState({ phase: 'done', mask });
    } catch (error) {
      if (controller.signal.aborted) return;
      setState({ phase: 'error', message: error instanceof Error && !(error instanceof ApiError) && error.message.startsWith('The cut-out is') ? 'The cut-out came back at the wrong size. Please try again.' : explain(error) });
    }
  }, []);

  const cancel = useCallback(() => {
    abort.current?.abort();
    setState({ phase: 'idle' });
  }, []);

  return { state, start, cancel };
}
