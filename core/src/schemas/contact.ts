import { z } from 'zod';
import { CONTACT_CATEGORIES, CONTACT_LIMITS } from './contact-fields';
import { EMAIL_PATTERN } from './email-pattern';
import { safeText } from './text';

/** Optional text: trimmed, and blank becomes absent so the database stores NULL rather than ''. */
const optionalText = (max: number, label: string) =>
  safeText()
    .trim()
    .max(max, `${label} must be at most ${max} characters.`)
    .optional()
    .transform((value) => (value ? value : undefined));

/** Same rules as the form: e-mail and message are required; everything has a length limit. */
export const contactRequestSchema = z.object({
  name: optionalText(CONTACT_LIMITS.name, 'Name'),
  email: safeText({ error: 'Please fill in your email and message.' })
    .trim()
    .min(1, 'Please fill in your email and message.')
    .max(CONTACT_LIMITS.email, 'That email address is too long.')
    .regex(EMAIL_PATTERN, 'Please enter a valid email address.'),
  subject: optionalText(CONTACT_LIMITS.subject, 'Subject'),
  category: z.enum(CONTACT_CATEGORIES, { error: 'Please choose one of the listed categories.' }).optional(),
  message: safeText({ multiline: true, error: 'Please fill in your email and message.' })
    .trim()
    .min(1, 'Please fill in your email and message.')
    .max(CONTACT_LIMITS.message, `Message must be at most ${CONTACT_LIMITS.message} characters.`),
});

export type ContactRequest = z.input<typeof contactRequestSchema>;
export type ContactMessage = z.output<typeof contactRequestSchema>;

