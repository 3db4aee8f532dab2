// A process that takes one kind of test job and hangs in it, so a test can kill it mid-job
// (`node --import tsx tests/support/queue-child.ts <pglite dir | postgres url>`). It prints "started <job id>".
import { openDatabase } from '../../server/src/db/client';
import { createJobQueue } from '../../server/src/jobs/queue';
import { createLogger } from '../../server/src/logger';
import { SLOW_TEST_JOB } from './test-jobs';

const target = process.argv[2]!;
const database = await openDatabase(target.startsWith('postgres') ? { databaseUrl: target, pgliteDir: '' } : { pgliteDir: target });
const jobs = createJobQueue(database.queueDatabase, createLogger('silent'));
await jobs.work(SLOW_TEST_JOB, 1, async (_payload, job) => {
  console.log(`started ${job.id}`);
  await new Promise(() => {}); // never finishes: the test kills this process
});
console.log('ready');
