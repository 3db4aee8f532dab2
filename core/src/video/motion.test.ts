import { describe, expect, it } from 'vitest';
import { frameState, planMotion } from './motion';
import { composeVideoPrompt, generateVideoSchema, titleFromPrompt } from './video-request';

describe('planMotion', () => {
  it('uses the product default when the prompt names no movement', () => {
    expect(planMotion('mug', 'Our new mug')).toMatchObject({ motion: 'spin' });
    expect(planMotion('poster', 'Gallery wall')).toMatchObject({ motion: 'zoom', sweep: false });
    expect(planMotion('phone', 'New case')).toMatchObject({ motion: 'tilt', sweep: true });
  });

  it('takes the earliest movement word, and turns a spin of a flat product into a tilt', () => {
    expect(planMotion('tshirt', 'Pan across, then zoom in').motion).toBe('pan');
    expect(planMotion('tshirt', 'Zoom in, then pan').motion).toBe('zoom');
    expect(planMotion('hoodie', 'a floating hoodie').motion).toBe('float');
    expect(planMotion('tshirt', 'rotate it 360').motion).toBe('tilt');
    expect(planMotion('mug', 'rotate it slowly').motion).toBe('spin');
  });

  it('adds the light sweep, the reveal and a quoted title when asked', () => {
    expect(planMotion('poster', 'glossy print with a reveal and "Autumn Sale"')).toEqual({ motion: 'zoom', sweep: true, reveal: true, title: 'Autumn Sale' });
  });
});

describe('titleFromPrompt', () => {
  it('is the first quoted phrase, tidied and at most 48 characters', () => {
    expect(titleFromPrompt('Zoom with “Summer  Drop” in bold')).toBe('Summer Drop');
    expect(titleFromPrompt('no title here')).toBeUndefined();
    expect(titleFromPrompt(`"${'x'.repeat(60)}"`)).toHaveLength(48);
  });
});

describe('the generate-video schema', () => {
  const valid = { imageUrl: 'data:image/png;base64,AAAA', prompt: composeVideoPrompt('Float', 'hoodie', 10), productType: 'hoodie', duration: 10 };
  it('accepts the spec fields, composes the prompt sentence and defaults the platform, the style (a product) and its colour', () => {
    expect(generateVideoSchema.parse(valid)).toEqual({
      ...valid,
      prompt: 'Create a 10-second video mockup of a hoodie: Float',
      platform: 'instagram',
      style: 'product',
      color: '#FFFFFF',
    });
  });
  it('refuses durations and product types outside the lists and control characters', () => {
    expect(generateVideoSchema.safeParse({ ...valid, duration: 20 }).success).toBe(false);
    expect(generateVideoSchema.safeParse({ ...valid, productType: 'cap' }).success).toBe(false);
    expect(generateVideoSchema.safeParse({ ...valid, prompt: 'bad\u0000' }).success).toBe(false);
    expect(generateVideoSchema.safeParse({ ...valid, style: 'cinematic' }).success).toBe(false);
    expect(generateVideoSchema.safeParse({ ...valid, color: 'red' }).success).toBe(false);
    expect(generateVideoSchema.safeParse({ ...valid, placement: { x: 50, y: 50, size: 99, rotation: 0 } }).success).toBe(false);
  });
});

describe('frameState', () => {
  it('eases a mug spin through whole turns, so the print starts and ends facing the camera', () => {
    const plan = planMotion('mug', 'spin');
    expect(frameState(plan, 0, 5, false).spin).toBeCloseTo(0);
    expect(frameState(plan, 5, 5, false).spin).toBeCloseTo(2 * Math.PI);
    expect(frameState(plan, 30, 30, false).spin).toBeCloseTo(10 * Math.PI);
    // Eased: slow at the ends, fast in the middle.
    const step = (t: number) => frameState(plan, t + 1 / 30, 5, false).spin - frameState(plan, t, 5, false).spin;
    expect(step(2.5)).toBeGreaterThan(10 * step(0));
  });

  it('pushes in steadily for a zoom, reveals over the first second and passes a band of light', () => {
    const plan = { motion: 'zoom' as const, sweep: true, reveal: true };
    const scales = [0, 1, 2, 3, 4, 5].map((t) => frameState(plan, t, 5, false).card.scale);
    expect(scales).toEqual([...scales].sort((a, b) => a - b));
    expect(frameState(plan, 0, 5, false).card.opacity).toBe(0);
    expect(frameState(plan, 1, 5, false).card.opacity).toBe(1);
    expect(frameState(plan, 0.2, 5, false).sweep).toBeNull();
    expect(frameState(plan, 1.25, 5, false).sweep).toBeGreaterThan(0);
  });
});
