import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { wasmModuleSource, watSources } from './wasm-module-source';

describe('the project’s WebAssembly', () => {
  it('is what its committed source compiles to (run `npm run wasm:build` after editing a .wat)', async () => {
    const sources = watSources(path.resolve('.'));
    expect(sources.length).toBe(5);
    for (const source of sources) {
      const committed = fs.readFileSync(source.replace(/\.wat$/, '-wasm.ts'), 'utf8');
      expect(committed, source).toBe(await wasmModuleSource(source));
    }
  });
});
