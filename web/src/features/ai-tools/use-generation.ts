import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * One AI tool's states (spec §4): idle → generating (spinner, progress, button disabled) → result, or back to idle
 * after an error. The server does not stream progress, so the bar eases towards 90 % over the expected time and
 * jumps to 100 % when the answer arrives: honest about "still working", never stuck at 0.
 */
export type Generation<T> =
  | { phase: 'idle' }
  | { phase: 'generating'; progress: number }
  | { phase: 'done'; result: T };

export function useGeneration<T>(expectedMs: number) {
  const [state, setState] = useState<Generation<T>>({ phase: 'idle' });
  const timer = useRef<number | undefined>(undefined);
  const stop = () => window.clearInterval(timer.current);
  useEffect(() => stop, []);

  const run = useCallback(
    async (work: () => Promise<T>): Promise<T | undefined> => {
      const started = performance.now();
      setState({ phase: 'generating', progress: 2 });
      stop();
      timer.current = window.setInterval(() => {
        const t = (performance.now() - started) / expectedMs;
        setState((current) => (current.phase === 'generating' ? { phase: 'generating', progress: Math.round(90 * (1 - Math.exp(-2 * t))) + 2 } : current));
      }, 120);
      try {
        const result = await work();
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
