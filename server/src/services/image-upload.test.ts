import { describe, expect, it } from 'vitest';
import { sniffImageType } from './image-upload';

const bytes = (...values: number[]) => new Uint8Array(values);
const text = (value: string) => new TextEncoder().encode(value);

describe('sniffImageType', () => {
  it('recognises PNG, JPEG and WebP by their magic numbers', () => {
    expect(sniffImageType(bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0))).toBe('png');
    expect(sniffImageType(bytes(0xff, 0xd8, 0xff, 0xe0))).toBe('jpeg');
    expect(sniffImageType(text('RIFF\0\0\0\0WEBPVP8 '))).toBe('webp');
  });

  it('recognises SVG documents, with or without a prolog', () => {
    expect(sniffImageType(text('<svg xmlns="http://www.w3.org/2000/svg"></svg>'))).toBe('svg');
    expect(sniffImageType(text('\uFEFF<?xml version="1.0"?>\n<!-- logo -->\n<svg width="1"/>'))).toBe('svg');
  });

  it('refuses anything else, whatever it claims to be', () => {
    expect(sniffImageType(text('<html><script>alert(1)</script></html>'))).toBeUndefined();
    expect(sniffImageType(text('GIF89a'))).toBeUndefined();
    expect(sniffImageType(bytes())).toBeUndefined();
  });
});
