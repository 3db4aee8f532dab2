import { z } from 'zod';
import { defineJob } from '../../server/src/jobs/queue';

/** A job kind for queue tests: a minimal heartbeat, so a job whose process died is noticed quickly. */
export const SLOW_TEST_JOB = defineJob({
  name: 'test-slow',
  payload: z.object({ label: z.string() }),
  queue: { retryLimit: 2, heartbeatSeconds: 10, expireInSeconds: 120 },
});
