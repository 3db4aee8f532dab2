import { describe, expect, it } from 'vitest';
import { ENTITLEMENTS, type PlansInfo } from '../../../core/src/plans/entitlements';
import { planRefusal } from './plan-access';

const info = (mode: PlansInfo['mode'], plan?: 'free' | 'pro'): PlansInfo => ({
  mode,
  plans: ENTITLEMENTS,
  account: plan ? { plan, month: '2026-11', downloads: 0, videos: 0 } : null,
});

describe('planRefusal', () => {
  it('refuses nothing with plans off, or before the server has answered', () => {
    expect(planRefusal(info('off'), 'threeD')).toBeUndefined();
    expect(planRefusal(undefined, 'threeD')).toBeUndefined();
  });

  it('asks anonymous visitors to sign in and names the plan that lacks the feature', () => {
    expect(planRefusal(info('on'), 'threeD')).toMatch(/sign in/);
    expect(planRefusal(info('on', 'free'), 'threeD')).toBe('3D exports are not included in the Free plan.');
    expect(planRefusal(info('on', 'pro'), 'threeD')).toBeUndefined();
  });
});
