import { useCallback, useEffect, useRef, useState } from 'react';
import type { WorkProgress } from '../../../../core/src/ai/progress';
import { followProgress } from './ai-api';

/**
 * One AI tool's states (spec §4): idle → generating (spinner, progress, button disabled) → result, or back to idle
 * after an error. While it works the page follows the server's steps ("Cutting out your product", "ComfyUI is
 * painting the set"); where an engine says how far it is the bar shows that (its step has a bar of its own), elsewhere
 * it eases towards 90 % over the expected time and jumps to 100 % when the answer arrives: honest about "still
 * working", never stuck at 0.
 */
export type Generation<T> =
  | { phase: 'idle' }
  | { phase: 'generating'; progress: number; step?: string }
  | { phase: 'done'; result: T };

/** The bar for an engine's own fraction: 5 % for the request's way there, 95 % once the engine is done. */
const engineBar = (fraction: number) => Math.round(5 + 90 * fraction);

export function useGeneration<T>(expectedMs: number) {
  const [state, setState] = useState<Generation<T>>({ phase: 'idle' });
  const timer = useRef<number | undefined>(undefined);
  const unfollow = useRef<() => void>(() => {});
  const stop = () => {
    window.clearInterval(timer.current);
    unfollow.current();
  };
  useEffect(() => stop, []);

  const run = useCallback(
    async (work: (progressId: string) => Promise<T>): Promise<T | undefined> => {
      const started = performance.now();
      let reported: WorkProgress | undefined;
      const progressId = crypto.randomUUID();
      const update = () =>
        setState((current) => {
          if (current.phase !== 'generating') return current;
          const step = reported?.step;
          // An engine's own fraction is shown as it is: its step starts its own bar, named by the label.
          if (reported?.fraction !== undefined) return { phase: 'generating', progress: engineBar(reported.fraction), step };
          const eased = Math.round(90 * (1 - Math.exp(-2 * ((performance.now() - started) / expectedMs)))) + 2;
          return { phase: 'generating', progress: Math.max(current.progress, eased), step };
        });
      stop();
      setState({ phase: 'generating', progress: 2 });
      timer.current = window.setInterval(update, 120);
      unfollow.current = followProgress(progressId, (progress) => {
        reported = progress;
        update();
      });
      try {
        const result = await work(progressId);
        stop();
        setState({ phase: 'done', result });
        return result;
      } catch (error) {
        stop();
        setState((current) => (current.phase === 'generating' ? { phase: 'idle' } : current));
        throw error;
      }
    },
    [expectedMs],
  );

  const reset = useCallback(() => {
    stop();
    setState({ phase: 'idle' });
  }, []);

  return { state, run, reset };
}
