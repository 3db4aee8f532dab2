import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../support/app-server';
import { freshDatabase } from '../support/databases';
import { pictureDataUrl, postJson, probeMp4 } from '../support/video';

// The video functions' answers to bad input and their limits. This app runs no job workers, so queued renders stay
// queued: that is what lets the per-requester limit be tested without waiting for renders.
describe('video functions: validation, limits and encode-video', () => {
  let database: Awaited<ReturnType<typeof freshDatabase>>;
  let app: TestApp;
  let imageUrl: string;
  const valid = () => ({ imageUrl, prompt: 'Slow zoom on the front print', productType: 'tshirt', duration: 5 });

  beforeAll(async () => {
    database = await freshDatabase('pglite');
    app = await startTestApp(database);
    imageUrl = await pictureDataUrl(200, 160);
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  const generate = (body: unknown) => postJson(app.url, '/api/functions/generate-video', body);
  const errorOf = async (response: Response) => ((await response.json()) as { error: string }).error;

  it.each([
    ['no image', { imageUrl: undefined }, /imageUrl/],
    ['an image that is not a data URL', { imageUrl: 'https://example.com/shirt.png' }, /data URL/],
    ['a product type outside the list', { productType: 'sock' }, /productType must be one of tshirt, hoodie, mug, phone, poster/],
    ['a duration outside the list', { duration: 7 }, /duration must be one of 5, 10, 15, 30/],
    ['a duration as text', { duration: '5' }, /duration must be one of/],
    ['a blank description', { prompt: '   ' }, /animation description/],
    ['a platform outside the list', { platform: 'myspace' }, /platform must be one of/],
    ['text that is not an image', { imageUrl: `data:image/png;base64,${Buffer.from('hello, not a picture').toString('base64')}` }, /Invalid file type/],
  ])('answers 400 for %s', async (_name, change, message) => {
    const response = await generate({ ...valid(), ...change });
    expect(response.status).toBe(400);
    expect(await errorOf(response)).toMatch(message);
  });

  it('answers 400 for a truncated PNG (checked by decoding it, not by its name)', async () => {
    const png = await sharp({ create: { width: 300, height: 300, channels: 3, background: '#123456' } }).png().toBuffer();
    const response = await generate({ ...valid(), imageUrl: `data:image/png;base64,${png.subarray(0, png.length - 40).toString('base64')}` });
    expect(response.status).toBe(400);
    expect(await errorOf(response)).toMatch(/damaged or incomplete/);
  });

  it('refuses an image over 10 MB: 400 from the schema, 413 once the body passes its limit', async () => {
    const over = await generate({ ...valid(), imageUrl: `data:image/png;base64,${'A'.repeat(14 * 1024 * 1024)}` });
    expect(over.status).toBe(400);
    expect(await errorOf(over)).toMatch(/smaller than 10MB/);
    const huge = await generate({ ...valid(), imageUrl: `data:image/png;base64,${'A'.repeat(16 * 1024 * 1024)}` });
    expect(huge.status).toBe(413);
    expect(await errorOf(huge)).toMatch(/smaller than 10MB/);
  });

  it('answers 400 for a malformed task id and 404 for an unknown one', async () => {
    const malformed = await postJson(app.url, '/api/functions/check-video-status', { taskId: '../../etc' });
    expect(malformed.status).toBe(400);
    const unknown = await postJson(app.url, '/api/functions/check-video-status', { taskId: 'no-such-task-here' });
    expect(unknown.status).toBe(404);
  });

  it('queues a render (202, a task id, status queued at 0%) and refuses a third at once with 429 and Retry-After', async () => {
    const first = await generate(valid());
    expect(first.status).toBe(202);
    const { success, taskId } = (await first.json()) as { success: boolean; taskId: string };
    expect(success).toBe(true);
    const status = await (await postJson(app.url, '/api/functions/check-video-status', { taskId })).json();
    expect(status).toMatchObject({ success: true, taskId, status: 'queued', progress: 0, videoUrl: null, error: null });
    expect((await generate({ ...valid(), productType: 'mug', platform: 'tiktok' })).status).toBe(202);
    const third = await generate(valid());
    expect(third.status).toBe(429);
    expect(Number(third.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await errorOf(third)).toMatch(/already have 2 videos rendering/);
  });
});

describe('encode-video: frames in, MP4 out', () => {
  let database: Awaited<ReturnType<typeof freshDatabase>>;
  let app: TestApp;

  beforeAll(async () => {
    database = await freshDatabase('pglite');
    app = await startTestApp(database);
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  const frame = (k: number, width = 320, height = 240) =>
    sharp({ create: { width, height, channels: 3, background: { r: (k * 20) % 256, g: 90, b: 160 } } }).jpeg().toBuffer();
  const send = async (frames: Buffer[], fps?: string, type = 'image/jpeg') => {
    const form = new FormData();
    if (fps) form.set('fps', fps);
    frames.forEach((bytes, k) => form.append('frame', new Blob([new Uint8Array(bytes)], { type }), `frame-${k}.jpg`));
    return fetch(`${app.url}/api/functions/encode-video`, { method: 'POST', body: form });
  };

  it('encodes JPEG frames at the given rate into an H.264 MP4 with one frame per upload', async () => {
    const frames = await Promise.all(Array.from({ length: 36 }, (_, k) => frame(k)));
    const response = await send(frames, '24');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('video/mp4');
    const mp4 = await probeMp4(new Uint8Array(await response.arrayBuffer()));
    expect(mp4).toMatchObject({ tracks: 1, codec: 'avc', width: 320, height: 240, frames: 36 });
    expect(mp4.seconds).toBeCloseTo(1.5, 1);
  });

  it('refuses no frames, a bad rate, too many frames, frames of different sizes, too large and non-images with 400', async () => {
    const one = await frame(0);
    const cases: Array<[Promise<Response>, RegExp]> = [
      [send([]), /multipart\/form-data "frame" fields/],
      [send([one], '60'), /fps must be a whole number from 1 to 30/],
      [send(Array.from({ length: 31 }, () => one), '1'), /At most 30 frames at 1 fps/],
      [send([one, await frame(1, 320, 200)]), /frame 2 is 320×200/],
      [send([await frame(0, 1200, 200)]), /16 to 1080 px a side/],
      [send([Buffer.from('GIF89a not allowed here')]), /JPEG or PNG/],
    ];
    for (const [response, message] of cases) {
      const answer = await response;
      expect(answer.status).toBe(400);
      expect(((await answer.json()) as { error: string }).error).toMatch(message);
    }
  });
});
