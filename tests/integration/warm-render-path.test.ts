import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { afterAll, expect, it } from 'vitest';
import { loadConfig } from '../../server/src/config';
import { warmRenderPath } from '../../server/src/services/warm-render-path';
import { createWorkPool } from '../../server/src/work/pool';

const loaded = loadConfig({ LOG_LEVEL: 'info', RENDER_WORKERS: '2', DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), 'mockup-warm-')) });
if (!loaded.ok) throw new Error(loaded.errors.join('\n'));
const { config } = loaded;
const work = createWorkPool({ threads: config.renderWorkers, queueLimit: config.renderQueueLimit });
afterAll(() => work.close());

it('renders once on every render thread before the server listens, and says so', async () => {
  const lines: Array<Record<string, unknown>> = [];
  const logger = pino({ level: 'info' }, { write: (line: string) => void lines.push(JSON.parse(line) as Record<string, unknown>) });
  await work.ready();
  const before = work.stats().completed;
  await warmRenderPath(work, config, logger);
  expect(work.stats().completed - before).toBe(config.renderWorkers);
  expect(lines.find((line) => line.msg === 'render path warm-up')).toMatchObject({ outcome: 'warmed' });
}, 120_000);
