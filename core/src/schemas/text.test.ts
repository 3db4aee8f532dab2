import { describe, expect, it } from 'vitest';
import { idText, safeText } from './text';

describe('safeText', () => {
  it('refuses NUL and other control characters', () => {
    expect(safeText().safeParse('Logo\u0000').success).toBe(false);
    expect(safeText().safeParse('a\u001bb').success).toBe(false);
    expect(safeText().safeParse('Café ☕ 東京').success).toBe(true);
  });

  it('allows line breaks and tabs only in multiline text', () => {
    expect(safeText().safeParse('two\nlines').success).toBe(false);
    expect(safeText({ multiline: true }).safeParse('two\nlines\tand a tab').success).toBe(true);
    expect(safeText({ multiline: true }).safeParse('nul\u0000').success).toBe(false);
  });
});

describe('idText', () => {
  it('accepts ids and refuses blanks, paths and padding', () => {
    expect(idText().safeParse('t-shirts-3').success).toBe(true);
    expect(idText().safeParse('6f1c2a9e-0b7d-4c1e-9a53-2f3f0e2b9c11').success).toBe(true);
    for (const bad of ['', ' ', '../../etc/passwd', 'a b', 'x\u0000']) expect(idText().safeParse(bad).success).toBe(false);
  });
});
