import { z } from 'zod';

/** "Looks like an address with no spaces" — the rule the footer form checks before sending. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const newsletterRequestSchema = z.object({
  email: z
    .string()
    .trim()
    .min(1, 'Please enter your email address.')
    .max(254, 'That email address is too long.')
    .regex(EMAIL_PATTERN, 'Please enter a valid email address.'),
});

export type NewsletterRequest = z.infer<typeof newsletterRequestSchema>;
