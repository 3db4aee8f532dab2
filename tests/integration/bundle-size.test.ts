import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { initialJsFiles, initialJsKbGzip, readManifest } from '../../bench/lib/bundle-size';
import { WEB_DIST_DIR } from '../../server/src/server';

/** Spec/issue 3 budget: the home route's first visit downloads under 150 KB of gzipped JavaScript. */
const HOME_BUDGET_KB = 150;

describe('the built home route', () => {
  it(`loads under ${HOME_BUDGET_KB} KB of JavaScript (gzip) on a first visit`, () => {
    if (!fs.existsSync(path.join(WEB_DIST_DIR, '.vite', 'manifest.json'))) {
      throw new Error(`No build in ${WEB_DIST_DIR}: run "npm run build" first (npm test does).`);
    }
    const kb = initialJsKbGzip(WEB_DIST_DIR, 'src/pages/home-page.tsx');
    expect(kb, `home route initial JS is ${kb.toFixed(1)} KB gzip`).toBeLessThan(HOME_BUDGET_KB);
  });

  it('keeps the sections below the hero out of the first download', () => {
    const files = initialJsFiles(readManifest(WEB_DIST_DIR), 'src/pages/home-page.tsx');
    expect(files.some((file) => file.includes('home-page'))).toBe(true);
    expect(files.some((file) => file.includes('home-below-fold'))).toBe(false);
  });
});
