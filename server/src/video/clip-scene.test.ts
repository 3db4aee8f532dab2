import { describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { clipDrawer } from '../../../core/src/video/clip-frame';
import { clipFor } from '../../../core/src/video/clip-library';
import { clipFrame } from '../../../core/src/video/clips';
import { VIDEO_PLATFORMS } from '../../../core/src/video/video-request';
import { clipScene, preparedClipScene, type ClipKeyframeInput } from './clip-scene';

const look = { clip: clipFor('tshirt')!.id, color: '#1E3A8A', placement: null };
const input = { image: new Uint8Array(0), width: 1080, height: 1080, look, cacheBytes: 0 };

describe('clipScene', () => {
  it('prepares each keyframe once, when first asked for, into the scene\'s shared memory', async () => {
    const asked: number[] = [];
    const preparing = clipScene(input, async ({ keyframe, into }: ClipKeyframeInput) => {
      asked.push(keyframe);
      into.fill(keyframe + 1);
    });
    const { keyframes, size } = preparing.scene.pictures;
    expect(keyframes.every((k) => k.buffer instanceof SharedArrayBuffer && k.byteLength === size * size * 4)).toBe(true);
    expect(asked).toEqual([]);
    await Promise.all([preparing.keyframe(1), preparing.keyframe(1)]);
    expect(asked).toEqual([1]);
    expect(keyframes[1]![0]).toBe(2);
    await preparing.all();
    expect(asked.sort()).toEqual(keyframes.map((_, k) => k));
  });

  it('knows which keyframes a run of frames reads: the first frame only the first, the whole video all of them', () => {
    const preparing = clipScene(input, async () => undefined);
    const count = preparing.scene.pictures.keyframes.length;
    expect(preparing.keyframesFor(0, 1)).toEqual([0]);
    expect(preparing.keyframesFor(0, 30).length).toBeLessThan(count);
    expect(preparing.keyframesFor(0, 300).sort()).toEqual(Array.from({ length: count }, (_, k) => k));
  });

  it('refuses a clip that does not exist with a 404', async () => {
    await expect(preparedClipScene({ ...input, look: { ...look, clip: 'no-such-clip' } }, async () => undefined)).rejects.toMatchObject({ status: 404 });
  });

  it.each(['instagram', 'tiktok', 'youtube'] as const)('composites every row a frame of %s shows, and only those', async (platform) => {
    const { width, height } = VIDEO_PLATFORMS[platform];
    const image = new Uint8Array(await sharp({ create: { width: 64, height: 64, channels: 4, background: '#16a34a' } }).png().toBuffer());
    const scene = await preparedClipScene({ ...input, image, width, height });
    const { size, keyframes } = scene.pictures;
    const drawer = clipDrawer(scene.pictures);
    const frame = new Uint8Array(width * height * 4);
    // The first frame shows the whole framing (the camera then moves in): every pixel of it comes from a composited row.
    for (const t of [0, 2.5]) {
      drawer.draw(clipFrame(scene.clip, t, width, height, size), frame, width, height);
      let transparent = 0;
      for (let i = 3; i < frame.length; i += 4) if (frame[i] !== 255) transparent++;
      expect(transparent, `t = ${t}`).toBe(0);
    }
    // Rows no frame shows are left alone (a tall frame's framing spans the keyframe's height, so only wide ones skip).
    const untouched = (row: number) => keyframes[0]!.subarray(row * size * 4, (row + 1) * size * 4).every((v) => v === 0);
    if (width > height) expect(untouched(0) || untouched(size - 1)).toBe(true);
  });
});
