import fs from 'node:fs';
import path from 'node:path';
import type { Context } from 'hono';

interface Asset {
  body: Buffer;
  gzip?: Buffer;
  brotli?: Buffer;
  type: string;
  cacheControl: string;
}

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.webp': 'image/webp',
  '.jpg': 'image/jpeg',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.woff2': 'font/woff2',
  '.wasm': 'application/wasm',
  '.mp4': 'video/mp4',
  '.bin': 'application/octet-stream',
};
const IMMUTABLE = 'public, max-age=31536000, immutable';

function walk(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (entry.name.startsWith('.')) return []; // e.g. Vite's .vite/manifest.json is not for the public
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? walk(full) : [full];
  });
}

const readIfExists = (file: string) => (fs.existsSync(file) ? fs.readFileSync(file) : undefined);

/**
 * Files under assets/ carry a content hash in their name, so they can be cached for a year.
 * The build wrote `.br`/`.gz` siblings for text files (web/build/precompress.ts).
 */
function loadAsset(file: string, urlPath: string): Asset {
  const hashed = urlPath.startsWith('/assets/') || urlPath.startsWith('/templates/');
  return {
    body: fs.readFileSync(file),
    brotli: readIfExists(`${file}.br`),
    gzip: readIfExists(`${file}.gz`),
    type: TYPES[path.extname(file).toLowerCase()] ?? 'application/octet-stream',
    cacheControl: hashed ? IMMUTABLE : 'no-cache',
  };
}

function send(c: Context, asset: Asset, status: 200 | 404 = 200): Response {
  const accept = c.req.header('accept-encoding') ?? '';
  let body = asset.body;
  const headers: Record<string, string> = {
    'content-type': asset.type,
    'cache-control': asset.cacheControl,
    vary: 'accept-encoding',
  };
  if (asset.brotli && /\bbr\b/.test(accept)) {
    body = asset.brotli;
    headers['content-encoding'] = 'br';
  } else if (asset.gzip && /\bgzip\b/.test(accept)) {
    body = asset.gzip;
    headers['content-encoding'] = 'gzip';
  }
  return c.body(new Uint8Array(body), status, headers);
}

/**
 * Serves the built single-page app from memory, pre-compressed once at start.
 * Unknown paths get index.html (history fallback); `isAppPath` decides whether that is a 200 or a 404.
 */
export function createStaticSite(distDir: string, isAppPath: (pathname: string) => boolean) {
  const assets = new Map<string, Asset>();
  if (fs.existsSync(distDir)) {
    for (const file of walk(distDir)) {
      if (file.endsWith('.br') || file.endsWith('.gz')) continue;
      const urlPath = '/' + path.relative(distDir, file).split(path.sep).join('/');
      assets.set(urlPath, loadAsset(file, urlPath));
    }
  }
  const index = assets.get('/index.html');

  return (c: Context): Response => {
    const pathname = decodeURIComponent(c.req.path);
    const asset = assets.get(pathname);
    if (asset && pathname !== '/index.html') return send(c, asset);
    const looksLikeFile = /\.[a-z0-9]+$/i.test(pathname) || pathname.startsWith('/assets/');
    if (!index || looksLikeFile) return c.text('Not found', 404);
    return send(c, index, isAppPath(pathname) ? 200 : 404);
  };
}
