import { useEffect, useState } from 'react';
import { isFinished, type BatchProgress } from '../../../../core/src/render/batch-request';
import { fetchBatch } from './batch-api';

const POLL_MS = 700;

export type BatchState = { status: 'loading' } | { status: 'ready'; progress: BatchProgress } | { status: 'error'; message: string };

/** A batch's progress, read again every POLL_MS until it has finished (or failed to load). */
export function useBatchProgress(batchId: string): [BatchState, (progress: BatchProgress) => void] {
  // Kept with the id it belongs to, so another id reads as loading until its first answer.
  const [state, setState] = useState<{ id: string; value: BatchState } | null>(null);
  useEffect(() => {
    let live = true;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const poll = () => {
      fetchBatch(batchId).then(
        (progress) => {
          if (!live) return;
          setState({ id: batchId, value: { status: 'ready', progress } });
          if (!isFinished(progress.status)) timer = setTimeout(poll, POLL_MS);
        },
        (error: Error) => live && setState({ id: batchId, value: { status: 'error', message: error.message } }),
      );
    };
    poll();
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [batchId]);
  const current = state?.id === batchId ? state.value : { status: 'loading' as const };
  return [current, (progress) => setState({ id: batchId, value: { status: 'ready', progress } })];
}
