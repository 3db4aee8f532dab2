import { describe, expect, it } from 'vitest';
import { colourIn } from './scene-words';

describe('colourIn', () => {
  it('finds the colour a prompt names, lightened or darkened', () => {
    expect(colourIn('a red backdrop')).toMatch(/^#[0-9a-f]{6}$/);
    expect(colourIn('dark red')).not.toBe(colourIn('red'));
    expect(colourIn('no colour at all')).toBeUndefined();
  });

  it("finds no colour in the names of Object's own properties (they were looked up in a plain object)", () => {
    for (const word of ['constructor', 'toString', 'valueOf', 'hasOwnProperty', '__proto__', 'dark constructor']) {
      expect(colourIn(word), word).toBeUndefined();
    }
  });
});
