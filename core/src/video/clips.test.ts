import { describe, expect, it } from 'vitest';
import { clipFrame, clipFraming } from './clips';

const clip = {
  subject: [0.25, 0.3, 0.75, 0.7] as const,
  focus: [0.5, 0.45] as const,
  motion: { seconds: 5, zoom: [1, 1.2] as const, lightSeconds: 7 },
  keyframes: { length: 4 },
};

/** Where keyframe point (fx, fy) (fractions) shows in a width × height frame. */
const onScreen = (f: ReturnType<typeof clipFrame>, fx: number, fy: number, size: number) => [(fx * size - f.x0) / f.step, (fy * size - f.y0) / f.step];

describe('clipFraming', () => {
  it.each([
    [1080, 1080],
    [1080, 1920],
    [1920, 1080],
  ])('frames the product whole, with room round it, in the video’s shape (%i × %i)', (width, height) => {
    const f = clipFraming(clip, width, height);
    expect(f.w / f.h).toBeCloseTo(width / height, 6);
    expect(f.left).toBeGreaterThanOrEqual(0);
    expect(f.top).toBeGreaterThanOrEqual(0);
    expect(f.left + f.w).toBeLessThanOrEqual(1 + 1e-9);
    expect(f.top + f.h).toBeLessThanOrEqual(1 + 1e-9);
    expect(f.left).toBeLessThan(clip.subject[0]);
    expect(f.top).toBeLessThan(clip.subject[1]);
    expect(f.left + f.w).toBeGreaterThan(clip.subject[2]);
    expect(f.top + f.h).toBeGreaterThan(clip.subject[3]);
  });
});

describe('clipFrame', () => {
  const size = 2048;
  it('pushes in toward the focus, which keeps its place in the frame, and back out after one push', () => {
    const start = clipFrame(clip, 0, 1080, 1080, size);
    const pushed = clipFrame(clip, 5, 1080, 1080, size);
    const back = clipFrame(clip, 10, 1080, 1080, size);
    expect(start.step / pushed.step).toBeCloseTo(1.2, 6);
    expect(onScreen(pushed, 0.5, 0.45, size)[0]).toBeCloseTo(onScreen(start, 0.5, 0.45, size)[0]!, 3);
    expect(onScreen(pushed, 0.5, 0.45, size)[1]).toBeCloseTo(onScreen(start, 0.5, 0.45, size)[1]!, 3);
    expect(back.step).toBeCloseTo(start.step, 9);
    expect(back.x0).toBeCloseTo(start.x0, 9);
  });

  it('moves smoothly: no frame jumps, at the turns least of all', () => {
    let previous = clipFrame(clip, 0, 1080, 1080, size);
    for (let frame = 1; frame <= 30 * 30; frame++) {
      const now = clipFrame(clip, frame / 30, 1080, 1080, size);
      expect(Math.abs(now.x0 - previous.x0)).toBeLessThan(2);
      expect(Math.abs(now.step - previous.step)).toBeLessThan(0.003);
      const light = (f: typeof now) => f.light + f.mix;
      expect(Math.abs(light(now) - light(previous))).toBeLessThan(0.05);
      previous = now;
    }
    const turn = [clipFrame(clip, 5 - 1 / 30, 1080, 1080, size), clipFrame(clip, 5, 1080, 1080, size), clipFrame(clip, 5 + 1 / 30, 1080, 1080, size)];
    expect(Math.abs(turn[2]!.step - turn[0]!.step)).toBeLessThan(1e-4);
  });

  it('carries the light across every keyframe and back', () => {
    const at = (t: number) => {
      const f = clipFrame(clip, t, 1080, 1080, size);
      return f.light + f.mix;
    };
    expect(at(0)).toBe(0);
    expect(at(7)).toBeCloseTo(3, 9);
    expect(at(3.5)).toBeCloseTo(1.5, 9);
    expect(at(14)).toBeCloseTo(0, 9);
    for (let t = 0; t < 14; t += 0.1) {
      const f = clipFrame(clip, t, 1080, 1080, size);
      expect(f.light).toBeGreaterThanOrEqual(0);
      expect(f.light).toBeLessThanOrEqual(2);
      expect(f.mix).toBeGreaterThanOrEqual(0);
      expect(f.mix).toBeLessThanOrEqual(1);
    }
  });
});
