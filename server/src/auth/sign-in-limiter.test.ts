import { describe, expect, it } from 'vitest';
import { createSignInLimiter, MAX_FAILURES, WINDOW_MS } from './sign-in-limiter';

describe('createSignInLimiter', () => {
  it('locks an address after repeated failures and frees it when the window passes', () => {
    const limiter = createSignInLimiter();
    for (let i = 0; i < MAX_FAILURES; i++) limiter.recordFailure('A@x.com', 1000 + i);
    expect(limiter.lockedForMinutes('a@x.com', 2000)).toBe(15);
    expect(limiter.lockedForMinutes('other@x.com', 2000)).toBe(0);
    expect(limiter.lockedForMinutes('a@x.com', 1000 + WINDOW_MS)).toBe(0);
  });

  it('forgets failures after a successful sign-in', () => {
    const limiter = createSignInLimiter();
    for (let i = 0; i < MAX_FAILURES; i++) limiter.recordFailure('b@x.com', 1000);
    limiter.recordSuccess('b@x.com');
    expect(limiter.lockedForMinutes('b@x.com', 1001)).toBe(0);
  });
});
