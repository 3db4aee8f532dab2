import { describe, expect, it } from 'vitest';
import { designStyleFor, generateDesignRequestSchema } from './design-request';

const parse = (body: Record<string, unknown>) => generateDesignRequestSchema.safeParse(body);
const firstError = (body: Record<string, unknown>) => {
  const result = parse(body);
  return result.success ? undefined : result.error.issues[0]?.message;
};

describe('generate-design request', () => {
  it('accepts the hub and upload-widget calls', () => {
    expect(parse({ prompt: '  Wild fox  ', style: 'vintage', category: 'badge', size: '1024x1024' }).data).toEqual({
      prompt: 'Wild fox',
      style: 'vintage',
      category: 'badge',
      side: 1024,
      seed: undefined,
    });
    expect(parse({ prompt: 'cat', style: 'modern' }).data).toMatchObject({ category: 't-shirt', side: 1024 });
  });

  it("maps the spec's background and photography styles to a design style, as a poster", () => {
    expect(designStyleFor('luxury_photography')).toBe('vintage');
    expect(designStyleFor('studio')).toBe('minimalist');
    expect(designStyleFor('Vintage_photography')).toBe('vintage');
    expect(parse({ prompt: 'Professional product photography of a mug', style: 'professional_photography', size: '1024x1024' }).data).toMatchObject({ style: 'modern', category: 'poster' });
  });

  it('refuses blank and over-long prompts, unknown styles, categories and sizes with a clear message', () => {
    expect(firstError({ prompt: '   ', style: 'modern' })).toMatch(/Please enter a prompt/);
    expect(firstError({ prompt: 'x'.repeat(1001), style: 'modern' })).toMatch(/under 1000 characters/);
    expect(parse({ prompt: 'x'.repeat(1000), style: 'modern' }).success).toBe(true);
    expect(firstError({ prompt: 'fox', style: 'cubist' })).toMatch(/Unknown style\. Choose one of: modern, vintage/);
    expect(firstError({ prompt: 'fox', style: 'modern', category: 'mug' })).toMatch(/Unknown category/);
    expect(firstError({ prompt: 'fox', style: 'modern', size: '1792x1024' })).toMatch(/Unknown size/);
    expect(firstError({ prompt: 'fox\u0000', style: 'modern' })).toMatch(/control characters/);
  });

  it("refuses the names of Object's own properties as styles (they found Object's, not an alias)", () => {
    for (const style of ['constructor', '__proto__', 'toString', 'hasOwnProperty', 'valueOf', 'constructor_photography']) {
      expect(designStyleFor(style), style).toBeUndefined();
      expect(firstError({ prompt: 'fox', style }), style).toMatch(/Unknown style/);
    }
  });
});
