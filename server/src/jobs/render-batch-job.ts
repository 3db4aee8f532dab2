import { z } from 'zod';
import { defineJob } from './queue';

/** A batch of mockups (server/src/services/render-batch-run.ts); its progress lives in render_batches. */
export const RENDER_BATCH_JOB = defineJob({
  name: 'render-batch',
  payload: z.object({ batchId: z.string().min(1).max(64) }),
  // A job whose process died resumes from its pending items; 360 renders at 1200² take about a minute.
  queue: { retryLimit: 5, retryDelay: 2, heartbeatSeconds: 10, expireInSeconds: 2 * 3600 },
});
