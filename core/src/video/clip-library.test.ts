import { describe, expect, it } from 'vitest';
import { clipFor, clipForTemplate, clipKeyframeAsset, clipsFor } from './clip-library';
import { keyframeId } from './clips';
import { VIDEO_CLIPS } from './clips.generated';
import { VIDEO_PRODUCT_TYPES } from './video-request';

describe('the built video clips', () => {
  it('give every product type at least two filmed clips', () => {
    for (const type of VIDEO_PRODUCT_TYPES) expect(clipsFor(type).length, type).toBeGreaterThanOrEqual(2);
  });

  it.each(VIDEO_CLIPS.map((c) => [c.id, c] as const))('%s: keyframes of one size, framed round its product', (_, clip) => {
    expect(clip.keyframes.length).toBeGreaterThanOrEqual(2);
    clip.keyframes.forEach((keyframe, k) => {
      expect(keyframe.id).toBe(keyframeId(clip.id, k));
      expect(keyframe.size).toBe(clip.keyframes[0]!.size);
      expect(clipKeyframeAsset(keyframe.id)).toBe(keyframe);
    });
    const [x0, y0, x1, y1] = clip.subject;
    expect(0 <= x0 && x0 < x1 && x1 <= 1 && 0 <= y0 && y0 < y1 && y1 <= 1).toBe(true);
    const [fx, fy] = clip.focus;
    expect(fx > x0 && fx < x1 && fy > y0 && fy < y1).toBe(true);
    expect(clip.motion.zoom[1]).toBeGreaterThan(clip.motion.zoom[0]);
  });

  it('finds a clip by the id asked for, by the template it films, else the product type’s first', () => {
    const [first, second] = clipsFor('tshirt');
    expect(clipFor('tshirt')).toBe(first);
    expect(clipFor('tshirt', second!.id)).toBe(second);
    expect(clipFor('tshirt', 'no-such-clip')).toBe(first);
    expect(clipForTemplate('tshirt', second!.template)).toEqual({ clip: second, own: true });
    expect(clipForTemplate('tshirt', 't-shirts-1')).toEqual({ clip: first, own: false });
    expect(clipKeyframeAsset('tshirt-flat-lay.k9')).toBeUndefined();
    expect(clipKeyframeAsset('t-shirts-1')).toBeUndefined();
  });
});
