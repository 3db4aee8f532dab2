import { describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { clipDrawer } from '../../../core/src/video/clip-frame';
import { clipFor } from '../../../core/src/video/clip-library';
import { clipFrame } from '../../../core/src/video/clips';
import { VIDEO_PLATFORMS } from '../../../core/src/video/video-request';
import { clipScene, preparedClipScene, type ClipKeyframeInput } from './clip-scene';

const look = { clip: clipFor('tshirt')!.id, color: '#1E3A8A', placement: null };
const input = { image: new Uint8Array(0), width: 1080, height: 1080, look };

describe('clipScene', () => {
  it('prepares each keyframe once, when first asked for, into the scene\'s shared memory', async () => {
    const asked: number[] = [];
    const preparing = clipScene(input, async ({ keyframe, into }: ClipKeyframeInput) => {
      asked.push(keyframe);
      into.fill(keyframe + 1);
    });
    const { keyframes, window } = preparing.scene.pictures;
    expect(keyframes.every((k) => k.buffer instanceof SharedArrayBuffer && k.byteLength === window.width * window.height * 4)).toBe(true);
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

  it.each(['instagram', 'tiktok', 'youtube'] as const)('holds only the part of the keyframes the frames of %s read, and all of it', async (platform) => {
    const { width, height } = VIDEO_PLATFORMS[platform];
    const image = new Uint8Array(await sharp({ create: { width: 64, height: 64, channels: 4, background: '#16a34a' } }).png().toBuffer());
    const scene = await preparedClipScene({ ...input, image, width, height });
    const { size, window } = scene.pictures;
    // The first frame shows the whole framing, the camera then moves in: every frame's samples lie inside the window.
    for (let n = 0; n < 300; n += 7) {
      const view = clipFrame(scene.clip, n / 30, width, height, size);
      const right = view.x0 + width * view.step, bottom = view.y0 + height * view.step;
      expect(view.x0 - window.x, `frame ${n}`).toBeGreaterThanOrEqual(0.5);
      expect(view.y0 - window.y, `frame ${n}`).toBeGreaterThanOrEqual(0.5);
      expect(window.x + window.width - right, `frame ${n}`).toBeGreaterThanOrEqual(0.5);
      expect(window.y + window.height - bottom, `frame ${n}`).toBeGreaterThanOrEqual(0.5);
    }
    // A wide or square video holds well under half the keyframe.
    if (width >= height) expect(window.width * window.height).toBeLessThan((size * size) / 2);
    // And what it holds is the product video's picture, composited: a frame of it has no pixel left unpainted.
    const frame = new Uint8Array(width * height * 4);
    clipDrawer(scene.pictures).draw(clipFrame(scene.clip, 2.5, width, height, size), frame, width, height);
    let transparent = 0;
    for (let i = 3; i < frame.length; i += 4) if (frame[i] !== 255) transparent++;
    expect(transparent).toBe(0);
  });
});
