import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { AppError } from '../http/app-error';
import { renderPrintFilePng } from './layers-task';
import { printFileSize } from './render';

const area = (widthMm: number, heightMm: number) => ({ name: 'front', widthMm, heightMm });

describe('print files', () => {
  it('are the area’s real size at the DPI, and refused past 32 million pixels with the DPI that would fit', () => {
    expect(printFileSize(area(304.8, 406.4), 300)).toEqual({ width: 3600, height: 4800 }); // 12 × 16 in
    expect(printFileSize(area(100, 100), 72)).toEqual({ width: 283, height: 283 });
    let refused: unknown;
    try {
      printFileSize(area(300, 400), 600);
    } catch (error) {
      refused = error;
    }
    expect(refused).toBeInstanceOf(AppError);
    expect((refused as AppError).status).toBe(400);
    expect((refused as AppError).message).toMatch(/7087 × 9449 px.*at most 414 DPI/);
    expect(() => printFileSize(area(300, 400), 414)).not.toThrow();
  });

  it('are PNGs with the DPI in pHYs and an alpha channel, transparent where no layer draws', async () => {
    const logo = new Uint8Array(await sharp({ create: { width: 40, height: 40, channels: 4, background: '#dc2626' } }).png().toBuffer());
    const png = Buffer.from(
      await renderPrintFilePng({ layers: [{ type: 'image', bytes: logo, placement: { x: 50, y: 50, size: 0.5, rotation: 0 } }], width: 120, height: 160, dpi: 300 }),
    );
    const at = png.indexOf('pHYs', 8, 'latin1');
    expect(at).toBeGreaterThan(0);
    expect([png.readUInt32BE(at + 4), png.readUInt32BE(at + 8), png[at + 12]]).toEqual([11811, 11811, 1]); // 300 DPI in pixels per metre
    const { data, info } = await sharp(png).raw().toBuffer({ resolveWithObject: true });
    expect([info.width, info.height, info.channels]).toEqual([120, 160, 4]);
    expect(data[3]).toBe(0);
    expect(Array.from(data.subarray((80 * 120 + 60) * 4, (80 * 120 + 60) * 4 + 4))).toEqual([220, 38, 38, 255]);
  });
});
