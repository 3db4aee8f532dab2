import { z } from 'zod';
import { EMAIL_PATTERN } from './email-pattern';
import { safeText } from './text';

export { EMAIL_PATTERN };

export const newsletterRequestSchema = z.object({
  email: safeText()
    .trim()
    .min(1, 'Please enter your email address.')
    .max(254, 'That email address is too long.')
    .regex(EMAIL_PATTERN, 'Please enter a valid email address.'),
});

export type NewsletterRequest = z.infer<typeof newsletterRequestSchema>;
