import { useCallback, useEffect, useRef, useState } from 'react';
import { toast } from 'sonner';
import { saveDesign } from './design-store';
import { prepareDesign } from './prepare-design';

/** Spec §4: progress rises 10 % every 100 ms and the upload completes at 1200 ms. */
const PROGRESS_STEP = 10;
const PROGRESS_TICK_MS = 100;
const COMPLETE_AFTER_MS = 1200;

export type UploadPhase = { phase: 'idle' } | { phase: 'uploading'; progress: number; name: string };

/** Takes the first chosen/dropped file through checking, the progress bar and storing. */
export function useUpload(onComplete?: () => void) {
  const [status, setStatus] = useState<UploadPhase>({ phase: 'idle' });
  const timers = useRef<number[]>([]);
  const clearTimers = () => {
    timers.current.forEach((id) => window.clearTimeout(id));
    timers.current = [];
  };
  useEffect(() => clearTimers, []);

  const upload = useCallback(
    async (files: FileList | File[] | null) => {
      const file = files?.[0];
      if (!file) return;
      const preparing = prepareDesign(file);
      const first = await preparing;
      if (!first.ok) {
        toast.error(first.problem.title, { description: first.problem.description });
        return;
      }
      clearTimers();
      setStatus({ phase: 'uploading', progress: 0, name: file.name });
      for (let step = 1; step * PROGRESS_TICK_MS < COMPLETE_AFTER_MS; step++) {
        const progress = Math.min(100, step * PROGRESS_STEP);
        timers.current.push(
          window.setTimeout(() => setStatus({ phase: 'uploading', progress, name: file.name }), step * PROGRESS_TICK_MS),
        );
      }
      timers.current.push(
        window.setTimeout(async () => {
          await saveDesign(first.design);
          setStatus({ phase: 'idle' });
          toast.success('Upload successful!', { description: `${file.name} has been uploaded successfully.` });
          onComplete?.();
        }, COMPLETE_AFTER_MS),
      );
    },
    [onComplete],
  );

  return { status, upload };
}
