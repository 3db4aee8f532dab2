import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { PRODUCTS, productShot } from '../../../../tests/support/product-shots';
import { prepareCutout } from '../cutout/prepare';
import { BACKGROUND_STYLES } from '../../../../core/src/ai/options';
import { paintBackdrop } from './compose';
import { backgroundSet, productPhotoBackdrop, productPhotoPng, SCENE_SIDE } from './photo-tasks';

describe('product photo tasks', () => {
  it('make the same picture from a set painted beforehand as from one painted in the task', async () => {
    // A transparent PNG brings its own cut-out, so no model is needed here.
    const shot = await sharp(await productShot(PRODUCTS[0]!)).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
    const { data, info } = shot;
    for (let i = 0; i < data.length; i += 4) if (data[i]! > 235 && data[i + 1]! > 235 && data[i + 2]! > 235) data[i + 3] = 0;
    const png = await sharp(data, { raw: { width: info.width, height: info.height, channels: 4 } }).png().toBuffer();
    const { modelInput: _unused, ...image } = await prepareCutout({ bytes: new Uint8Array(png), workingSide: 1024, side: 512, keepOwnCutout: true });
    const request = { style: 'lifestyle' as const, lighting: 'golden' as const, description: 'on a wooden table' };

    const backdrop = productPhotoBackdrop(request);
    expect(backdrop).toHaveLength(SCENE_SIDE * SCENE_SIDE * 3);
    const [inTask, beforehand] = await Promise.all([productPhotoPng({ ...request, image }), productPhotoPng({ ...request, image, backdrop })]);
    const pixels = async (bytes: Uint8Array) => (await sharp(bytes).raw().toBuffer()).toString('base64');
    expect(await pixels(beforehand.png)).toBe(await pixels(inTask.png));
    expect([beforehand.width, beforehand.height]).toEqual([SCENE_SIDE, SCENE_SIDE]);
  }, 60_000);
});

describe('background styles', () => {
  it('the 8 styles paint 8 different sets: every two differ by a clear colour distance over a 4×4 grid', () => {
    const SIZE = 64;
    const CELLS = 4;
    const signature = (rgb: Float32Array) => {
      const out = new Float32Array(CELLS * CELLS * 3);
      const cell = SIZE / CELLS;
      for (let y = 0; y < SIZE; y++) for (let x = 0; x < SIZE; x++) {
        const k = (Math.floor(y / cell) * CELLS + Math.floor(x / cell)) * 3;
        for (let c = 0; c < 3; c++) out[k + c] = out[k + c]! + Math.min(1, rgb[(y * SIZE + x) * 3 + c]!) / (cell * cell);
      }
      return out;
    };
    const sets = BACKGROUND_STYLES.map((style) => {
      const { recipe, lighting } = backgroundSet(style, '');
      return { style, signature: signature(paintBackdrop(recipe, lighting, SIZE)) };
    });
    for (const [i, a] of sets.entries()) {
      for (const b of sets.slice(i + 1)) {
        let sum = 0;
        for (let k = 0; k < a.signature.length; k++) sum += (a.signature[k]! - b.signature[k]!) ** 2;
        expect(Math.sqrt(sum / a.signature.length), `${a.style} vs ${b.style}`).toBeGreaterThan(0.08);
      }
    }
  });
});
