import { describe, expect, it } from 'vitest';
import { normaliseHex } from './colour-field';

describe('normaliseHex', () => {
  it('takes #rrggbb, rrggbb and #rgb, in any case', () => {
    expect(normaliseHex('#1E3A8A')).toBe('#1e3a8a');
    expect(normaliseHex(' 1e3a8a ')).toBe('#1e3a8a');
    expect(normaliseHex('#fa0')).toBe('#ffaa00');
  });
  it('refuses anything else', () => {
    for (const text of ['', '#12345', '#1234567', 'navy', '#ggg000']) expect(normaliseHex(text)).toBeNull();
  });
});
