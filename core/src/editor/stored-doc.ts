import type { EditorDoc } from './editor-history';
import { parseVersion1 } from './document';

/**
 * Reads an editor document kept in browser storage (or anywhere else untrusted). Anything that is not a placement of
 * four finite numbers and a #RRGGBB colour gives null; numbers are brought inside the sliders' bounds. (A layered,
 * version-2 document is read by `migrateDocument` in document.ts, which accepts this one too.)
 */
export function parseEditorDoc(text: string | null): EditorDoc | null {
  if (text === null) return null;
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null) return null;
  return parseVersion1(value);
}
