import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { PRODUCTS, productShot } from '../../../../tests/support/product-shots';
import { prepareCutout } from '../cutout/prepare';
import { productPhotoBackdrop, productPhotoPng, SCENE_SIDE } from './photo-tasks';

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
