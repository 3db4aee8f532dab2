import { readFileSync } from 'node:fs';
import fs from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { Hono } from 'hono';
import { compress } from 'hono/compress';
import type { AppEnv } from '../http/app-env';

/**
 * /developers/reference: Scalar's API reference for /api/v1/openapi.json, every script served from here (Scalar's
 * standalone bundle out of node_modules; no CDN, no web fonts, no Scalar cloud proxy or AI agent). The app's CSP
 * allows only same-origin scripts and connections, so nothing could reach another host anyway.
 */
const PACKAGE_DIR = path.resolve(path.dirname(createRequire(import.meta.url).resolve('@scalar/api-reference')), '..');
const STANDALONE = path.join(PACKAGE_DIR, 'dist/browser/standalone.js');
/** In the bundle's URL, so it can be cached for good. */
const VERSION = (JSON.parse(readFileSync(path.join(PACKAGE_DIR, 'package.json'), 'utf8')) as { version: string }).version;

const PAGE = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>API reference · Mockup Studio</title>
<meta name="description" content="The Mockup Studio render API: endpoints, schemas and examples.">
<style>body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif}</style>
</head>
<body>
<div id="api-reference"></div>
<script src="/developers/reference/scalar-${VERSION}.js"></script>
<script src="/developers/reference/init.js"></script>
</body>
</html>`;

// Scalar reads some options per source, others at the top: both are given. The CSS keeps its web fonts unused even
// where its theme still declares them, so the browser never asks fonts.scalar.com for them.
const OPTIONS = `{
  withDefaultFonts: false,
  hideClientButton: true,
  agent: { disabled: true },
  mcp: { disabled: true },
  showDeveloperTools: 'never',
  telemetry: false,
  documentDownloadType: 'json',
  customCss: ':root, .light-mode, .dark-mode { --scalar-font: system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; --scalar-font-code: ui-monospace, "DejaVu Sans Mono", monospace; }',
}`;
const INIT = `const options = ${OPTIONS};
Scalar.createApiReference('#api-reference', { ...options, sources: [{ url: '/api/v1/openapi.json', ...options }] });`;

/** Scalar's theme declares its web fonts on fonts.scalar.com; served without them, the system fonts are used. */
const withoutWebFonts = (script: string) => script.replace(/url\(https:\/\/fonts\.scalar\.com\/[^)]*\)\s*format\("woff2"\)/g, 'local("none")');

let bundle: Promise<Buffer> | undefined;

export const developerDocs = new Hono<AppEnv>()
  .use(compress())
  .get('/', (c) => c.html(PAGE))
  .get('/init.js', (c) => c.body(INIT, 200, { 'content-type': 'text/javascript; charset=utf-8', 'cache-control': 'no-cache' }))
  .get(`/scalar-${VERSION}.js`, async (c) => {
    bundle ??= fs.readFile(STANDALONE, 'utf8').then((script) => Buffer.from(withoutWebFonts(script)));
    return c.body(new Uint8Array(await bundle), 200, {
      'content-type': 'text/javascript; charset=utf-8',
      'cache-control': 'public, max-age=31536000, immutable',
    });
  });
