// `npm run worker`'s code with the scale-out tests' long job added (see long-job.ts).
import { JOB_WORKERS } from '../../server/src/jobs/workers';
import { runWorkerProcess } from '../../server/src/worker-process';
import { longTestJobWorker } from './long-job';

await runWorkerProcess([...JOB_WORKERS, longTestJobWorker]);
