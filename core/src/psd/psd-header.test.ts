import { describe, expect, it } from 'vitest';
import { readPsdHeader } from './psd-header';

function header({ version = 1, width = 300, height = 200, depth = 8, mode = 3 } = {}): Uint8Array {
  const bytes = new Uint8Array(26);
  const view = new DataView(bytes.buffer);
  bytes.set([0x38, 0x42, 0x50, 0x53]);
  view.setUint16(4, version);
  view.setUint16(12, 4);
  view.setUint32(14, height);
  view.setUint32(18, width);
  view.setUint16(22, depth);
  view.setUint16(24, mode);
  return bytes;
}

describe('readPsdHeader', () => {
  it('reads an RGB PSD and a PSB', () => {
    expect(readPsdHeader(header())).toEqual({ ok: true, header: { psb: false, width: 300, height: 200, channels: 4, depth: 8, colourMode: 'RGB' } });
    expect(readPsdHeader(header({ version: 2 }))).toMatchObject({ ok: true, header: { psb: true } });
  });

  it('refuses other files by their bytes, and cut-short headers', () => {
    expect(readPsdHeader(new TextEncoder().encode('\x89PNG\r\n\x1a\n0000000000000000000'))).toMatchObject({ ok: false, status: 415 });
    expect(readPsdHeader(header().subarray(0, 20))).toMatchObject({ ok: false, status: 400 });
    expect(readPsdHeader(header({ version: 3 }))).toMatchObject({ ok: false, status: 400 });
  });

  it('refuses CMYK and other modes with what to do', () => {
    const cmyk = readPsdHeader(header({ mode: 4 }));
    expect(cmyk).toMatchObject({ ok: false, status: 422 });
    expect(!cmyk.ok && cmyk.message).toContain('CMYK');
    expect(readPsdHeader(header({ mode: 9 }))).toMatchObject({ ok: false, status: 422 });
    expect(readPsdHeader(header({ depth: 32 }))).toMatchObject({ ok: false, status: 422 });
  });

  it('refuses canvases over 30,000 px a side or 120 MP', () => {
    expect(readPsdHeader(header({ width: 30_001, height: 10 }))).toMatchObject({ ok: false, status: 413 });
    expect(readPsdHeader(header({ width: 12_000, height: 12_000 }))).toMatchObject({ ok: false, status: 413 });
    expect(readPsdHeader(header({ width: 30_000, height: 3000 }))).toMatchObject({ ok: true });
  });
});
