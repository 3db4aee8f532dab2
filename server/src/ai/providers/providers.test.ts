import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startFakeProviders, type FakeProviders } from '../../../../tests/support/fake-image-providers';
import { providerConfig } from './config';
import { openAiProvider } from './openai';
import { replicateProvider } from './replicate';
import { ProviderError } from './types';

let fake: FakeProviders;
beforeAll(async () => {
  fake = await startFakeProviders();
});
afterAll(() => fake.close());
beforeEach(() => {
  fake.mode = 'ok';
  fake.requests.length = 0;
});

const openai = (apiKey = 'test-key') => openAiProvider({ apiKey, baseUrl: `${fake.url}/v1`, model: 'gpt-image-1' });
const replicate = (apiToken = 'test-key') => replicateProvider({ apiToken, baseUrl: `${fake.url}/v1`, model: 'black-forest-labs/flux-schnell', pollMs: 20 });
const request = { prompt: 'a fox in the mountains', side: 1024, transparent: true };

async function expectPng(bytes: Uint8Array) {
  const meta = await sharp(bytes).metadata();
  expect(meta.format).toBe('png');
  expect([meta.width, meta.height]).toEqual([1024, 1024]);
}

describe('OpenAI images adapter', () => {
  it('sends the Images API request and decodes the base64 image', async () => {
    const image = await openai().generate(request);
    await expectPng(image.bytes);
    expect(image.engine).toBe('OpenAI gpt-image-1');
    const sent = fake.requests[0]!;
    expect(sent.method).toBe('POST');
    expect(sent.path).toBe('/v1/images/generations');
    expect(sent.headers.authorization).toBe('Bearer test-key');
    expect(sent.body).toEqual({ model: 'gpt-image-1', prompt: 'a fox in the mountains', n: 1, size: '1024x1024', output_format: 'png', background: 'transparent' });
  });

  it('downloads the image when the answer is a URL (DALL·E style), asking DALL·E for base64', async () => {
    fake.mode = 'url';
    const image = await openAiProvider({ apiKey: 'test-key', baseUrl: `${fake.url}/v1`, model: 'dall-e-3' }).generate(request);
    await expectPng(image.bytes);
    expect((fake.requests[0]!.body as Record<string, unknown>).response_format).toBe('b64_json');
    expect(fake.requests[1]!.path).toBe('/files/image.png');
  });

  it("reports the provider's own error message", async () => {
    fake.mode = 'rejected';
    await expect(openai().generate(request)).rejects.toThrow('OpenAI: Your request was rejected by the safety system.');
    await expect(openai('wrong-key').generate(request)).rejects.toMatchObject({ status: 401, message: 'OpenAI: Incorrect API key provided.' });
  });

  it('fails clearly on a server error that is not JSON', async () => {
    fake.mode = 'server-error';
    await expect(openai().generate(request)).rejects.toThrow('OpenAI: HTTP 500');
  });

  it('gives up when the provider does not answer in time', async () => {
    fake.mode = 'hang';
    const started = Date.now();
    await expect(openai().generate({ ...request, signal: AbortSignal.timeout(300) })).rejects.toThrow('OpenAI: timed out');
    expect(Date.now() - started).toBeLessThan(3000);
  });
});

describe('Replicate FLUX adapter', () => {
  it('creates a prediction on the official model and downloads its output', async () => {
    const image = await replicate().generate(request);
    await expectPng(image.bytes);
    expect(image.engine).toBe('Replicate black-forest-labs/flux-schnell');
    const sent = fake.requests[0]!;
    expect(sent.path).toBe('/v1/models/black-forest-labs/flux-schnell/predictions');
    expect(sent.headers.authorization).toBe('Bearer test-key');
    expect(sent.headers.prefer).toBe('wait');
    expect(sent.body).toEqual({ input: { prompt: 'a fox in the mountains', aspect_ratio: '1:1', output_format: 'png', num_outputs: 1 } });
  });

  it('polls an unfinished prediction until it succeeds', async () => {
    fake.mode = 'url';
    const image = await replicate().generate(request);
    await expectPng(image.bytes);
    const polls = fake.requests.filter((r) => r.method === 'GET' && r.path.startsWith('/v1/predictions/'));
    expect(polls).toHaveLength(2);
  });

  it('reports a failed prediction and API errors in their own words', async () => {
    fake.mode = 'failed';
    await expect(replicate().generate(request)).rejects.toThrow('Replicate: prediction failed: CUDA out of memory');
    fake.mode = 'rejected';
    await expect(replicate().generate(request)).rejects.toMatchObject({ status: 422, message: 'Replicate: input.prompt: prompt is required' });
    fake.mode = 'ok';
    await expect(replicate('nope').generate(request)).rejects.toThrow('Replicate: You did not pass a valid authentication token');
  });

  it('gives up when the prediction takes too long', async () => {
    fake.mode = 'hang';
    const error = await replicate().generate({ ...request, signal: AbortSignal.timeout(300) }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ProviderError);
    expect((error as Error).message).toBe('Replicate: timed out');
  });
});

describe('provider configuration', () => {
  it('uses a provider only when its key is set, with overridable base URLs and models', () => {
    expect(providerConfig({})).toEqual({ openai: undefined, replicate: undefined, timeoutMs: 90_000 });
    const config = providerConfig({ OPENAI_API_KEY: 'k', REPLICATE_API_TOKEN: 't', REPLICATE_BASE_URL: 'http://127.0.0.1:9/v1', AI_PROVIDER_TIMEOUT_SECONDS: 5 });
    expect(config.openai).toEqual({ apiKey: 'k', baseUrl: 'https://api.openai.com/v1', model: 'gpt-image-1' });
    expect(config.replicate).toEqual({ apiToken: 't', baseUrl: 'http://127.0.0.1:9/v1', model: 'black-forest-labs/flux-schnell' });
    expect(config.timeoutMs).toBe(5000);
  });
});
