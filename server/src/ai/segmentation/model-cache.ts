import { fork } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** Where optimised models are kept between runs (rebuilt when missing: a reboot that empties /tmp costs ~3 s). */
export const defaultModelCacheDir = () => path.join(os.tmpdir(), 'mockup-studio-models');

/** Bump when isnet-model.ts changes what it writes, so no cache keeps an older adaptation. */
const ADAPTATION_VERSION = 1;

/** ONNX Runtime's optimised models are specific to its version and the processor they were made on. */
function cacheKey(): string {
  const ortPackage = createRequire(import.meta.url).resolve('onnxruntime-node/package.json');
  const { version } = JSON.parse(readFileSync(ortPackage, 'utf8')) as { version: string };
  const cpu = os.cpus()[0]?.model ?? 'cpu';
  return createHash('sha256').update(`${ADAPTATION_VERSION}|${version}|${cpu}|${os.arch()}`).digest('hex').slice(0, 16);
}

const building = new Map<string, Promise<string>>();

/**
 * The path of the ISNet model optimised for a `side`² input on this machine, building it first in a child process
 * when it is not cached. Concurrent callers share one build; concurrent processes each write a temporary file and
 * rename it, so the cache never holds half a model.
 */
export function optimisedModelPath(side: number, cacheDir = defaultModelCacheDir()): Promise<string> {
  const file = path.join(cacheDir, `isnet-${side}-${cacheKey()}.onnx`);
  if (existsSync(file)) return Promise.resolve(file);
  let pending = building.get(file);
  if (!pending) {
    pending = new Promise<string>((resolve, reject) => {
      mkdirSync(cacheDir, { recursive: true });
      const child = fork(fileURLToPath(new URL('./build-model-entry.mjs', import.meta.url)), [String(side), file], {
        stdio: ['ignore', 'ignore', 'pipe', 'ipc'],
        execArgv: [],
      });
      let stderr = '';
      child.stderr?.on('data', (chunk: Buffer) => {
        stderr = (stderr + chunk.toString()).slice(-2000);
      });
      child.on('error', reject);
      child.on('exit', (code) => {
        if (code === 0 && existsSync(file)) resolve(file);
        else reject(new Error(`Preparing the background-removal model failed (exit ${code}): ${stderr.trim()}`));
      });
    }).finally(() => building.delete(file));
    building.set(file, pending);
  }
  return pending;
}
