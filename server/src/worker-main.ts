// `npm run worker`: a process that only runs the job queue's workers, against the same PostgreSQL as the servers.
import { runWorkerProcess } from './worker-process';

await runWorkerProcess();
