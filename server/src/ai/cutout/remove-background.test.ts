import { afterAll, describe, expect, it } from 'vitest';
import { FLOOR_SHADOW_POINT, PRODUCTS, productShot, SHOT_SIZE, silhouette } from '../../../../tests/support/product-shots';
import { ISNET_SIDE, Segmenter } from '../segmentation/segmenter';
import { cutoutOf } from './cutout-task';
import { prepareCutout } from './prepare';

/**
 * The whole background-removal pipeline (decode → ISNet → guided up-sampling → edge clean-up) on generated product
 * shots whose true silhouette is known (tests/support/product-shots.ts).
 */

const SIZE = SHOT_SIZE;

const segmenter = new Segmenter({ side: ISNET_SIDE, threads: 2, queueLimit: 4, idleMs: 60_000 });
afterAll(() => segmenter.close());

async function removeBackground(bytes: Uint8Array) {
  const { modelInput, ...prepared } = await prepareCutout({ bytes, workingSide: SIZE, side: ISNET_SIDE, keepOwnCutout: false });
  expect(modelInput).toBeDefined();
  const mask = await segmenter.segment(modelInput!, 120_000);
  return cutoutOf({ ...prepared, mask });
}

describe('remove background', () => {
  it.each(PRODUCTS)('cuts the $name out of a white studio shot', async (product) => {
    const [photo, truth] = await Promise.all([productShot(product), silhouette(product)]);
    const cutout = await removeBackground(new Uint8Array(photo));
    expect([cutout.width, cutout.height]).toEqual([SIZE, SIZE]);
    const alpha = (p: number) => cutout.rgba[p * 4 + 3]!;

    // Transparent corners (and the floor shadow is not part of the product).
    for (const p of [0, SIZE - 1, (SIZE - 1) * SIZE, SIZE * SIZE - 1]) expect(alpha(p)).toBeLessThan(8);
    expect(alpha(FLOOR_SHADOW_POINT.y * SIZE + FLOOR_SHADOW_POINT.x)).toBeLessThan(32);

    let intersection = 0;
    let union = 0;
    let inside = 0;
    let insideAlpha = 0;
    for (let p = 0; p < SIZE * SIZE; p++) {
      const kept = alpha(p) >= 128 ? 1 : 0;
      intersection += kept & truth[p]!;
      union += kept | truth[p]!;
      // Well inside the object (all 8 neighbours 6 px away are object too): it must be fully opaque.
      const x = p % SIZE;
      const y = (p - x) / SIZE;
      if (truth[p] && x > 6 && y > 6 && x < SIZE - 6 && y < SIZE - 6 && truth[p - 6]! && truth[p + 6]! && truth[p - 6 * SIZE]! && truth[p + 6 * SIZE]!) {
        inside++;
        insideAlpha += alpha(p);
      }
    }
    expect(intersection / union).toBeGreaterThanOrEqual(0.95);
    expect(insideAlpha / inside).toBeGreaterThan(250);
  }, 180_000);
});

describe('the segmenter under time limits', () => {
  it('answers 503 to a job that runs out of time, and the same model then serves the next one', async () => {
    const input = () => new Float32Array(3 * ISNET_SIDE * ISNET_SIDE);
    await segmenter.segment(input(), 120_000); // the model is loaded and warm
    const late = segmenter.segment(input(), 1);
    const next = segmenter.segment(input(), 120_000);
    await expect(late).rejects.toMatchObject({ status: 503 });
    const mask = await next;
    expect(mask).toHaveLength(ISNET_SIDE * ISNET_SIDE);
    expect(segmenter.stats()).toMatchObject({ queued: 0, running: false, started: true });
  }, 180_000);
});
