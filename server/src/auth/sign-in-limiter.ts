/**
 * Per-account brake on password guessing, on top of better-auth's per-IP limit: after
 * MAX_FAILURES wrong passwords for one address within WINDOW_MS, sign-in for it pauses.
 */
export const MAX_FAILURES = 5;
export const WINDOW_MS = 15 * 60_000;

export interface SignInLimiter {
  /** Minutes until the account may try again, or 0 when it may try now. */
  lockedForMinutes: (email: string, now?: number) => number;
  recordFailure: (email: string, now?: number) => void;
  recordSuccess: (email: string) => void;
}

export function createSignInLimiter(): SignInLimiter {
  const failures = new Map<string, number[]>();
  const recent = (email: string, now: number) =>
    (failures.get(email.toLowerCase()) ?? []).filter((at) => now - at < WINDOW_MS);
  return {
    lockedForMinutes: (email, now = Date.now()) => {
      const times = recent(email, now);
      if (times.length < MAX_FAILURES) return 0;
      return Math.ceil((times[0]! + WINDOW_MS - now) / 60_000);
    },
    recordFailure: (email, now = Date.now()) => {
      if (failures.size > 100_000) failures.clear(); // a bound on memory under a spray of addresses
      failures.set(email.toLowerCase(), [...recent(email, now), now]);
    },
    recordSuccess: (email) => {
      failures.delete(email.toLowerCase());
    },
  };
}
