import { describe, expect, it } from 'vitest';
import { delaySeconds, THROTTLE_POLICY } from './sign-in-throttle';

describe('delaySeconds', () => {
  it('lets the first failures through, then doubles the wait up to the maximum', () => {
    const free = THROTTLE_POLICY.freePerAccount;
    const waits = Array.from({ length: free + 13 }, (_, i) => delaySeconds(i + 1, free));
    expect(waits.slice(0, free - 1)).toEqual(Array(free - 1).fill(0));
    expect(waits.slice(free - 1, free + 4)).toEqual([1, 2, 4, 8, 16]);
    expect(waits.at(-1)).toBe(THROTTLE_POLICY.maxDelaySeconds);
    expect(Math.max(...waits)).toBe(THROTTLE_POLICY.maxDelaySeconds);
  });
});
