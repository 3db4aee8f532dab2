import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  name?: string;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}
type Manifest = Record<string, ManifestChunk>;

export function readManifest(distDir: string): Manifest {
  const file = path.join(distDir, '.vite', 'manifest.json');
  if (!fs.existsSync(file)) throw new Error(`No Vite manifest at ${file}: build the web app first.`);
  return JSON.parse(fs.readFileSync(file, 'utf8')) as Manifest;
}

/**
 * The manifest key of a page's chunk. Usually its source path; when the page shares modules with a chunk
 * it loads lazily, Rollup may key it by file name instead (`_home-page-<hash>.js`), so fall back to the name.
 */
function pageChunkKey(manifest: Manifest, pageSource: string): string {
  if (manifest[pageSource]) return pageSource;
  const name = pageSource.replace(/^.*\//, '').replace(/\.[jt]sx?$/, '');
  const key = Object.keys(manifest).find((k) => manifest[k]?.name === name && manifest[k]?.isDynamicEntry);
  if (!key) throw new Error(`The manifest has no chunk for ${pageSource}.`);
  return key;
}

/** The JS files of chunks `keys` and everything they import statically. */
function jsFilesWithImports(manifest: Manifest, keys: string[]): string[] {
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    for (const imported of manifest[key]?.imports ?? []) visit(imported);
  };
  keys.forEach(visit);
  return [...seen].map((key) => manifest[key]!.file).filter((file) => file.endsWith('.js'));
}

/** The JS files a first visit to a route downloads: the entry, the route's page chunk, and their static imports. */
export function initialJsFiles(manifest: Manifest, pageSource: string): string[] {
  const entry = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  if (!entry) throw new Error('The manifest has no entry chunk.');
  return jsFilesWithImports(manifest, [entry, pageChunkKey(manifest, pageSource)]);
}

/** The JS files a route's page loads after its first paint: its dynamic imports and what they import. */
export function lazyJsFiles(manifest: Manifest, pageSource: string): string[] {
  return jsFilesWithImports(manifest, manifest[pageChunkKey(manifest, pageSource)]?.dynamicImports ?? []);
}

/** Gzipped size in KB (level 9, as the server sends it) of a route's initial JavaScript. */
export function initialJsKbGzip(distDir: string, pageSource: string): number {
  const files = initialJsFiles(readManifest(distDir), pageSource);
  const bytes = files.reduce((sum, file) => sum + zlib.gzipSync(fs.readFileSync(path.join(distDir, file)), { level: 9 }).length, 0);
  return bytes / 1024;
}
