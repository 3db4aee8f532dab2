/**
 * Whether JSON text nests arrays/objects deeper than `maxDepth`, found by one linear scan that skips strings, before
 * anything parses it: JSON.parse of a body that is only brackets (a 15 MB render body holds 7 million) would hold
 * the event loop for seconds and build millions of objects. Malformed text is left for the parser to refuse.
 */
export function jsonNestsDeeperThan(text: string, maxDepth: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (inString) {
      if (code === 0x5c) i++; // backslash: skip the escaped character
      else if (code === 0x22) inString = false;
    } else if (code === 0x22) {
      inString = true;
    } else if (code === 0x5b || code === 0x7b) {
      if (++depth > maxDepth) return true;
    } else if (code === 0x5d || code === 0x7d) {
      depth--;
    }
  }
  return false;
}

/** Request bodies of ours nest a few levels at most; this leaves room and refuses bracket bombs. */
export const MAX_JSON_DEPTH = 32;
