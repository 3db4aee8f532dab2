/**
 * Runs Blender on a scene description, once per template, in its own process, and caches the passes it writes by a
 * hash of everything that made them: the description and the Blender scripts (tools/templates/blender/*.py).
 */
import { spawn, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { markUsed, prunePassCache } from './pass-cache';

const scriptsDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../blender');
/** Where rendered passes are kept between builds (not committed: the layers made from them are). */
export const passCacheDir = process.env.TEMPLATE_PASS_CACHE ?? path.join(os.tmpdir(), 'mockup-studio-passes');

export function blenderPath(): string {
  const found = spawnSync('sh', ['-c', 'command -v blender'], { encoding: 'utf8' }).stdout.trim();
  if (!found) throw new Error('templates:build needs Blender 3.4+ with python3-numpy: apt-get install -y --no-install-recommends blender python3-numpy');
  return found;
}

/** A scene names its entry script in a folder below blender/ (e.g. 'hoodie/render_hoodie.py'), which imports the
 *  shared scripts; a drape's description names the entry that sews it. */
const entryScript = (scene: object): string | undefined => (scene as { script?: string }).script;

/** The hash of a scene description together with the Blender scripts that render it: the shared scripts, and the
 *  scripts its entry can reach (scriptsFor), so a garment's scripts change only the templates that run them. */
export function sceneHash(scene: object): string {
  const h = createHash('sha256');
  h.update(JSON.stringify(scene));
  for (const file of scriptsFor(entryScript(scene))) {
    h.update(path.relative(scriptsDir, file));
    h.update(fs.readFileSync(file));
  }
  return h.digest('hex').slice(0, 16);
}

function requiredEntry(scene: object): string {
  const entry = entryScript(scene);
  if (!entry) throw new Error('a physical scene names its Blender entry script (scene.script)');
  return entry;
}

/** Python files below `dir`, subfolders included (an entry's staging/ and drape/ modules), sorted. */
function pythonFiles(dir: string): string[] {
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .filter((e) => e.name !== '__pycache__')
    .flatMap((e) => (e.isDirectory() ? pythonFiles(path.join(dir, e.name)) : e.name.endsWith('.py') ? [path.join(dir, e.name)] : []))
    .sort();
}

/** A folder below blender/ that a script puts on its path or runs from: `os.path.join(blender, 'hoodie_front', …)`,
 *  `os.path.join(os.path.dirname(here), 'hoodie', …)`. */
const FOLDER_REFERENCE = /os\.path\.join\(\s*[\w.()]+\s*,\s*'([a-z0-9_]+)'/g;

/**
 * Every script a scene's Blender run can load: the shared top-level scripts, and for an entry, its folder with its
 * subfolders, the scripts directly in the folders above it (hat/beanie/ imports hat/stage.py, not hat/bucket/), and
 * every folder below blender/ that those scripts name (followed until nothing new is named).
 */
export function scriptsFor(entry: string | undefined): string[] {
  const shared = fs.readdirSync(scriptsDir).filter((f) => f.endsWith('.py')).sort().map((f) => path.join(scriptsDir, f));
  if (!entry) return shared;
  const files = new Set<string>();
  const seen = new Set<string>();
  const queue = [path.dirname(entry)];
  while (queue.length) {
    const folder = queue.shift()!;
    if (seen.has(folder)) continue;
    seen.add(folder);
    const own = pythonFiles(path.join(scriptsDir, folder));
    const above = folder.split('/').slice(0, -1).map((_, i, parts) => parts.slice(0, i + 1).join('/'));
    const besides = above.flatMap((dir) => fs.readdirSync(path.join(scriptsDir, dir)).filter((f) => f.endsWith('.py')).map((f) => path.join(scriptsDir, dir, f)));
    for (const file of [...own, ...besides]) {
      files.add(file);
      for (const [, named] of fs.readFileSync(file, 'utf8').matchAll(FOLDER_REFERENCE)) {
        if (fs.existsSync(path.join(scriptsDir, named!, '.'))) queue.push(named!);
      }
    }
  }
  return [...shared, ...[...files].sort()];
}

export interface RenderedPasses {
  /** Folder with <pass>.f32 files, grid.json and timings.json. */
  dir: string;
  hash: string;
  /** Seconds Blender took (0 when the cache answered). */
  seconds: number;
  cached: boolean;
}

/** Renders `scene` (its `out` is set here) unless the cache holds its passes already. */
export async function renderPasses(scene: object, log: (line: string) => void = () => {}, cacheDir = passCacheDir): Promise<RenderedPasses> {
  const hash = sceneHash(scene);
  const dir = path.join(cacheDir, hash);
  if (fs.existsSync(path.join(dir, 'timings.json'))) {
    markUsed(dir);
    return { dir, hash, seconds: 0, cached: true };
  }
  const work = `${dir}.partial`;
  fs.rmSync(work, { recursive: true, force: true });
  fs.mkdirSync(work, { recursive: true });
  const specFile = path.join(work, 'scene.json');
  fs.writeFileSync(specFile, JSON.stringify({ ...scene, out: work }));
  const started = performance.now();
  // A scene that asks for `threads` gets them for the whole process (the cloth simulation too), not only the render.
  const threads = (scene as { threads?: number }).threads;
  const args = [...(threads ? ['-t', String(threads)] : []), '-b', '--factory-startup', '-noaudio', '-P', path.join(scriptsDir, requiredEntry(scene)), '--', specFile];
  const output: string[] = [];
  const code = await new Promise<number | null>((resolve, reject) => {
    const child = spawn(blenderPath(), args, { stdio: ['ignore', 'pipe', 'pipe'] });
    const keep = (chunk: Buffer) => {
      output.push(chunk.toString());
      if (output.length > 400) output.splice(0, output.length - 400);
    };
    child.stdout.on('data', keep);
    child.stderr.on('data', keep);
    child.on('error', reject);
    child.on('close', resolve);
  });
  const text = output.join('');
  if (code !== 0 || !fs.existsSync(path.join(work, 'timings.json')) || /Traceback|Error: Python/.test(text)) {
    throw new Error(`Blender failed (exit ${code}):\n${text.split('\n').filter((l) => !/^Fra:/.test(l)).slice(-30).join('\n')}`);
  }
  fs.rmSync(dir, { recursive: true, force: true });
  fs.renameSync(work, dir);
  markUsed(dir);
  const seconds = (performance.now() - started) / 1000;
  log(`blender ${hash} ${seconds.toFixed(1)} s`);
  const pruned = prunePassCache(cacheDir);
  if (pruned.length) log(`pass cache: removed ${pruned.length} entries used longest ago (TEMPLATE_PASS_CACHE_GB)`);
  return { dir, hash, seconds, cached: false };
}

/** A pass as float32 RGBA, rows top to bottom. */
export function readPass(dir: string, name: string, size: number): Float32Array {
  const bytes = fs.readFileSync(path.join(dir, `${name}.f32`));
  if (bytes.length !== size * size * 16) throw new Error(`${name}.f32 holds ${bytes.length} bytes, not ${size}² RGBA floats`);
  return new Float32Array(bytes.buffer, bytes.byteOffset, bytes.length / 4);
}

/** The print area's grid as grid.py wrote it: pixel positions, centimetres on the product, depths, the camera. */
export interface GridFile {
  cols: number;
  rows: number;
  points: number[];
  world: number[];
  depth: number[];
  camera: number[];
  /** Grid points not found on the garment (0 when the print area lies on its panel). */
  missing: number;
}

export function readGrid(dir: string): GridFile {
  return JSON.parse(fs.readFileSync(path.join(dir, 'grid.json'), 'utf8')) as GridFile;
}
