import type { Config } from '../config';
import type { Db } from '../db/client';
import type { Logger } from '../logger';
import type { JobQueue } from '../jobs/queue';
import type { WorkPool } from '../work/pool';

/** What every route finds on its context: set once per request by the app (server/src/app.ts). */
export type AppEnv = { Variables: { db: Db; logger: Logger; config: Config; work: WorkPool; jobs: JobQueue } };
