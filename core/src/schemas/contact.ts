import { z } from 'zod';
import { EMAIL_PATTERN } from './newsletter';

/** The contact form's categories (spec §3), in the order the form lists them. */
export const CONTACT_CATEGORIES = [
  'General Inquiry',
  'Technical Support',
  'Billing & Pricing',
  'Feature Request',
  'Bug Report',
  'Partnership',
  'Press & Media',
  'Other',
] as const;

export type ContactCategory = (typeof CONTACT_CATEGORIES)[number];

export const CONTACT_LIMITS = { name: 100, email: 254, subject: 150, message: 5000 } as const;

/** Optional text: trimmed, and blank becomes absent so the database stores NULL rather than ''. */
const optionalText = (max: number, label: string) =>
  z
    .string()
    .trim()
    .max(max, `${label} must be at most ${max} characters.`)
    .optional()
    .transform((value) => (value ? value : undefined));

/** Same rules as the form: e-mail and message are required; everything has a length limit. */
export const contactRequestSchema = z.object({
  name: optionalText(CONTACT_LIMITS.name, 'Name'),
  email: z
    .string({ error: 'Please fill in your email and message.' })
    .trim()
    .min(1, 'Please fill in your email and message.')
    .max(CONTACT_LIMITS.email, 'That email address is too long.')
    .regex(EMAIL_PATTERN, 'Please enter a valid email address.'),
  subject: optionalText(CONTACT_LIMITS.subject, 'Subject'),
  category: z.enum(CONTACT_CATEGORIES, { error: 'Please choose one of the listed categories.' }).optional(),
  message: z
    .string({ error: 'Please fill in your email and message.' })
    .trim()
    .min(1, 'Please fill in your email and message.')
    .max(CONTACT_LIMITS.message, `Message must be at most ${CONTACT_LIMITS.message} characters.`),
});

export type ContactRequest = z.input<typeof contactRequestSchema>;
export type ContactMessage = z.output<typeof contactRequestSchema>;

/** Where contact messages are delivered, and the address the form's failure toast points to. */
export const SUPPORT_EMAIL = 'support@mockupstudio.app';
export const SALES_EMAIL = 'sales@mockupstudio.app';
