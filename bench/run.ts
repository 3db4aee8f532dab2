// `npm run bench`: builds the web app, runs every benchmark, prints a table, writes bench/results/latest.json.
import { execSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { aiDesignBenchmarks } from './ai-design.bench';
import { aiEngineBenchmarks } from './ai-engine.bench';
import { aiPhotoBenchmarks } from './ai-photo.bench';
import { authBenchmarks } from './auth.bench';
import { batchBenchmarks } from './batch.bench';
import { bundleBenchmarks } from './bundle.bench';
import { editorBenchmarks } from './editor.bench';
import { sideBySide, type BenchResult } from './lib/results';
import { layersBenchmarks } from './layers.bench';
import { lighthouseBenchmarks } from './lighthouse.bench';
import { ownPhotoBenchmarks } from './own-photo.bench';
import { psdBenchmarks } from './psd.bench';
import { rateLimitBenchmarks } from './rate-limit.bench';
import { renderBenchmarks } from './render.bench';
import { renderLoadBenchmarks } from './render-load.bench';
import { serverBenchmarks } from './server.bench';
import { threeDBenchmarks } from './three-d.bench';
import { videoBenchmarks } from './video.bench';

const here = path.dirname(fileURLToPath(import.meta.url));
execSync('npx vite build --logLevel warn', { stdio: 'inherit', cwd: path.resolve(here, '..') });

const suites: Array<[string, () => Promise<BenchResult[]>]> = [
  ['bundle', bundleBenchmarks],
  ['server', serverBenchmarks],
  ['editor', editorBenchmarks],
  ['lighthouse', lighthouseBenchmarks],
  ['auth', authBenchmarks],
  ['render', renderBenchmarks],
  ['layers', layersBenchmarks],
  ['render-load', renderLoadBenchmarks],
  ['batch', batchBenchmarks],
  ['3d', threeDBenchmarks],
  ['video', videoBenchmarks],
  ['ai-design', aiDesignBenchmarks],
  ['ai-photo', aiPhotoBenchmarks],
  ['ai-engine', aiEngineBenchmarks],
  ['own-photo', ownPhotoBenchmarks],
  ['psd', psdBenchmarks],
  ['rate-limit', rateLimitBenchmarks],
];

// `npm run bench -- render-load batch` runs only those suites and updates their figures in latest.json.
const only = process.argv.slice(2);
const unknown = only.filter((name) => !suites.some(([suite]) => suite === name));
if (unknown.length) throw new Error(`Unknown bench suites: ${unknown.join(', ')} (known: ${suites.map(([suite]) => suite).join(', ')})`);

const results: BenchResult[] = [];
for (const [name, run] of suites.filter(([suite]) => !only.length || only.includes(suite))) {
  console.log(`running ${name} benchmarks…`);
  results.push(...(await run()));
}

const machine = `${os.cpus().length} × ${os.cpus()[0]?.model.trim()}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}`;
console.log(`\nMachine: ${machine}\n`);
console.table(results.map((r) => ({ benchmark: r.name, value: r.value, unit: r.unit, better: r.lowerIsBetter ? 'lower' : 'higher' })));
const compared = sideBySide(results);
if (Object.keys(compared).length) {
  console.log('\nSide by side (cold: a new server process on the same DATA_DIR, the template not rendered since it started, its');
  console.log('prepared level on disk; uncached: a new DATA_DIR, nothing on disk; warm: rendered just before):');
  console.table(compared);
}

fs.mkdirSync(path.join(here, 'results'), { recursive: true });
const latestFile = path.join(here, 'results', 'latest.json');
const earlier: BenchResult[] = only.length && fs.existsSync(latestFile) ? JSON.parse(fs.readFileSync(latestFile, 'utf8')) : [];
const merged = [...earlier.filter((old) => !results.some((r) => r.name === old.name)), ...results];
fs.writeFileSync(latestFile, JSON.stringify(merged, null, 2) + '\n');
fs.writeFileSync(path.join(here, 'results', 'machine.txt'), machine + '\n');
console.log('wrote bench/results/latest.json');
