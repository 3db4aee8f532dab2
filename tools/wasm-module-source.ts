import fs from 'node:fs';
import path from 'node:path';
import wabt from 'wabt';

/** Folders that hold WebAssembly text, under the project root. */
const WAT_FOLDERS = ['core/src/render/wasm', 'core/src/video/wasm', 'server/src/images/wasm'];

/** Every .wat file of the project. */
export const watSources = (root: string) =>
  WAT_FOLDERS.flatMap((folder) =>
    fs.readdirSync(path.join(root, folder)).filter((name) => name.endsWith('.wat')).map((name) => path.join(root, folder, name)),
  );

/** The TypeScript module that holds a .wat file compiled to WebAssembly (base64). */
export async function wasmModuleSource(watFile: string): Promise<string> {
  const tools = await wabt();
  const parsed = tools.parseWat(path.basename(watFile), fs.readFileSync(watFile, 'utf8'), { simd: true });
  try {
    const { buffer } = parsed.toBinary({});
    return [
      `// Generated from ${path.basename(watFile)} by \`npm run wasm:build\`: do not edit.`,
      `export default '${Buffer.from(buffer).toString('base64')}';`,
      '',
    ].join('\n');
  } finally {
    parsed.destroy();
  }
}
