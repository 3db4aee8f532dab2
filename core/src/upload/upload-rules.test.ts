import { describe, expect, it } from 'vitest';
import { checkUpload, formatMegabytes, INVALID_TYPE, MAX_UPLOAD_BYTES, sniffDesignFormat, TOO_LARGE } from './upload-rules';

const bytes = (...values: number[]) => new Uint8Array(values);
const text = (value: string) => new TextEncoder().encode(value);

describe('sniffDesignFormat', () => {
  it('recognises PNG, JPEG and WebP by their signatures', () => {
    expect(sniffDesignFormat(bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0))).toBe('png');
    expect(sniffDesignFormat(bytes(0xff, 0xd8, 0xff, 0xe0))).toBe('jpeg');
    expect(sniffDesignFormat(text('RIFF\0\0\0\0WEBPVP8 '))).toBe('webp');
  });

  it('recognises SVG after a BOM, an XML prolog, comments and a doctype', () => {
    expect(sniffDesignFormat(text('<svg xmlns="http://www.w3.org/2000/svg"></svg>'))).toBe('svg');
    expect(
      sniffDesignFormat(text('\uFEFF<?xml version="1.0"?>\n<!-- made by hand -->\n<!DOCTYPE svg>\n<svg>')),
    ).toBe('svg');
  });

  it('refuses everything else, whatever the file is called', () => {
    expect(sniffDesignFormat(text('%PDF-1.7'))).toBeUndefined();
    expect(sniffDesignFormat(text('<html><svg></svg></html>'))).toBeUndefined();
    expect(sniffDesignFormat(text('RIFF\0\0\0\0WAVEfmt '))).toBeUndefined();
    expect(sniffDesignFormat(bytes())).toBeUndefined();
  });
});

describe('checkUpload', () => {
  const png = bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a);

  it('accepts an image up to exactly 10 MB', () => {
    expect(checkUpload(png, MAX_UPLOAD_BYTES)).toBeUndefined();
  });

  it('refuses a larger image and a non-image with the spec messages', () => {
    expect(checkUpload(png, MAX_UPLOAD_BYTES + 1)).toEqual(TOO_LARGE);
    expect(checkUpload(text('hello'), 10)).toEqual(INVALID_TYPE);
    expect(TOO_LARGE.description).toBe('Please upload an image smaller than 10MB');
  });
});

it('formats sizes in MB with two decimals', () => {
  expect(formatMegabytes(2_464_153)).toBe('2.35 MB');
  expect(formatMegabytes(1024)).toBe('0.00 MB');
});
