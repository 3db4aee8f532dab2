import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase } from '../../server/src/db/client';
import { createJobQueue } from '../../server/src/jobs/queue';
import { createLogger } from '../../server/src/logger';
import { DATABASE_KINDS, freshDatabase } from '../support/databases';
import { SLOW_TEST_JOB } from '../support/test-jobs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** Starts tests/support/queue-child.ts on `target` and resolves once it has taken a job (with that job's id). */
function childThatTakesAJob(target: string) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'tests/support/queue-child.ts', target], { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  const started = new Promise<string>((resolve, reject) => {
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = /started (\S+)/.exec(output);
      if (match) resolve(match[1]!);
    });
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('exit', (code) => reject(new Error(`queue child exited (${code}) before taking a job:\n${output}`)));
  });
  const killed = () => new Promise<void>((resolve) => (child.once('exit', () => resolve()), child.kill('SIGKILL')));
  return { started, killed };
}

describe.each(DATABASE_KINDS)('job queue on %s', (kind) => {
  const cleanups: Array<() => Promise<void>> = [];
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  });
  const logger = createLogger('silent');

  it('runs a job and hands the job of a killed process to another, which completes it', async () => {
    const fresh = await freshDatabase(kind);
    cleanups.push(() => fresh.close());
    // PGlite serves one process at a time: its folder is opened here, handed to the child, then opened again.
    const target = kind === 'postgres' ? fresh.url! : fresh.dir!;
    const open = async () => {
      const database = kind === 'postgres' ? fresh : await openDatabase({ pgliteDir: target });
      const queue = createJobQueue(database.queueDatabase, logger);
      const close = async () => {
        await queue.stop(1000);
        if (database !== fresh) await database.close();
      };
      return { queue, close };
    };

    const first = await open();
    const jobId = await first.queue.send(SLOW_TEST_JOB, { label: 'poster batch' });
    if (kind === 'pglite') await first.close();
    else cleanups.push(first.close);

    const child = childThatTakesAJob(target);
    expect(await child.started).toBe(jobId);
    await child.killed();

    const second = kind === 'pglite' ? await open() : first;
    if (second !== first) cleanups.push(second.close);
    const finished = await new Promise<{ label: string; attempt: number; id: string }>((resolve) => {
      void second.queue.work(SLOW_TEST_JOB, 1, async (payload, job) => resolve({ ...payload, attempt: job.attempt, id: job.id }));
    });
    expect(finished).toEqual({ label: 'poster batch', attempt: 1, id: jobId });
  });
});
