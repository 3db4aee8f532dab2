import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { initialJsFiles, initialJsKbGzip, lazyJsFiles, readManifest } from '../../bench/lib/bundle-size';
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

describe('the built 3D mockup routes', () => {
  const threeJsIn = (files: string[]) => files.filter((file) => fs.readFileSync(path.join(WEB_DIST_DIR, file), 'utf8').includes('WebGLRenderer'));

  it('keep three.js out of the home page and the 3D landing page’s first download', () => {
    const manifest = readManifest(WEB_DIST_DIR);
    expect(threeJsIn(initialJsFiles(manifest, 'src/pages/home-page.tsx'))).toEqual([]);
    expect(threeJsIn(initialJsFiles(manifest, 'src/pages/three-d-mockup-page.tsx'))).toEqual([]);
    const kb = initialJsKbGzip(WEB_DIST_DIR, 'src/pages/three-d-mockup-page.tsx');
    expect(kb, `3D landing initial JS is ${kb.toFixed(1)} KB gzip`).toBeLessThan(HOME_BUDGET_KB);
  });

  it('paint the 3D editor before three.js, which comes with its canvas', () => {
    const manifest = readManifest(WEB_DIST_DIR);
    expect(threeJsIn(initialJsFiles(manifest, 'src/pages/three-d-editor-page.tsx'))).toEqual([]);
    expect(threeJsIn(lazyJsFiles(manifest, 'src/pages/three-d-editor-page.tsx')).length).toBe(1);
  });
});
