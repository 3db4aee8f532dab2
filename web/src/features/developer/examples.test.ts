import { describe, expect, it } from 'vitest';
import { v1PrintFileRequestSchema, v1RenderRequestSchema } from '../../../../core/src/api/v1-schemas';
import { curlLayers, curlPrintFile, curlPsdAreas, curlRender } from './examples';

const body = (curl: string) => JSON.parse(/-d '(.*)' \\\n/s.exec(curl)![1]!) as unknown;

describe('/developers examples', () => {
  it('send bodies the API’s own schemas accept', () => {
    expect(v1RenderRequestSchema.safeParse(body(curlRender('http://x'))).error).toBeUndefined();
    expect(v1RenderRequestSchema.safeParse(body(curlLayers('http://x'))).error).toBeUndefined();
    expect(v1RenderRequestSchema.safeParse(body(curlPsdAreas('http://x'))).error).toBeUndefined();
    expect(v1PrintFileRequestSchema.safeParse(body(curlPrintFile('http://x'))).error).toBeUndefined();
  });
});
