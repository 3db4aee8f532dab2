import { z } from 'zod';
import { idText } from '../../../core/src/schemas/text';
import { defineJob } from '../jobs/queue';

/** Tries after the first: a render whose process died is tried again, twice. */
export const VIDEO_RETRY_LIMIT = 2;

/** One video render. Its status and progress live in video_tasks (server/src/services/videos.ts). */
export const VIDEO_RENDER_JOB = defineJob({
  name: 'video-render',
  payload: z.object({ taskId: idText(64) }),
  // A 30 s video renders in well under a minute; expiry only ends a render that hangs.
  queue: { retryLimit: VIDEO_RETRY_LIMIT, retryDelay: 1, heartbeatSeconds: 10, expireInSeconds: 900 },
});
