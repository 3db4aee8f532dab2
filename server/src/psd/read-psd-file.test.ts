import { describe, expect, it } from 'vitest';
import { MAX_PSD_BYTES } from '../../../core/src/psd/psd-header';
import { mockupBytes, zipBombBytes } from '../../../tests/support/psd-files';
import { AppError } from '../http/app-error';
import { readPsdFile } from './read-psd-file';

const refusal = (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    return error instanceof AppError ? { status: error.status, message: error.message } : { status: 0, message: String(error) };
  }
  return undefined;
};

describe('readPsdFile', () => {
  it('reads a mockup with its layers decoded', async () => {
    const { header, psd } = readPsdFile(await mockupBytes());
    expect([header.width, header.height]).toEqual([300, 200]);
    expect(psd.children?.map((layer) => [layer.name, layer.imageData?.width])).toEqual([
      ['Background', 300],
      ['Color Fill 1', 100],
      ['Your design', 110],
      ['Shadow', 300],
    ]);
  });

  it('refuses an empty file and more than 200 MB before reading anything', () => {
    expect(refusal(() => readPsdFile(new Uint8Array(0)))).toMatchObject({ status: 415 });
    expect(refusal(() => readPsdFile(new Uint8Array(MAX_PSD_BYTES + 1)))).toMatchObject({ status: 413, message: expect.stringContaining('200 MB') });
  });

  it('refuses a zip bomb in layer data without inflating it', async () => {
    const bytes = await zipBombBytes();
    // Without the cap ag-psd would inflate each 64 MB channel and read the file: the refusal names the layer.
    expect(refusal(() => readPsdFile(bytes))).toMatchObject({ status: 422, message: expect.stringContaining('"Bomb"') });
  });
});
