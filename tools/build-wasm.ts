// `npm run wasm:build`: compiles the project's WebAssembly text (the renderer's row blending, the PNG encoder's filter)
// into TypeScript modules holding the binary as base64, which the browser and Node instantiate synchronously. A unit
// test checks the committed modules match their sources.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { wasmModuleSource, watSources } from './wasm-module-source';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
for (const source of watSources(root)) {
  const target = source.replace(/\.wat$/, '-wasm.ts');
  fs.writeFileSync(target, await wasmModuleSource(source));
  console.log(`wrote ${path.relative(process.cwd(), target)}`);
}
