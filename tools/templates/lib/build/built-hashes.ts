// What each physically rendered template was last built from (recipe.inputHash), so a build skips the unchanged.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const file = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../built-hashes.json');

export function readBuiltHashes(): Record<string, string> {
  return fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, string>) : {};
}

export function recordBuiltHash(id: string, hash: string): void {
  const all = { ...readBuiltHashes(), [id]: hash };
  const sorted = Object.fromEntries(Object.entries(all).sort(([a], [b]) => a.localeCompare(b, 'en', { numeric: true })));
  fs.writeFileSync(file, `${JSON.stringify(sorted, null, 2)}\n`);
}
