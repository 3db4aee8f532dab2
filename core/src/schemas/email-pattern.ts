/**
 * "Looks like an address with no spaces" — the rule forms check before sending.
 * Kept apart from the zod schemas so the footer can use it without putting zod in every page's bundle.
 */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
