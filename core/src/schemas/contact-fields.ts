/** The contact form's fixed values, without zod, so pages can use them without the schema library. */

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

/** Where contact messages are delivered, and the address the form's failure toast points to. */
export const SUPPORT_EMAIL = 'support@mockupstudio.app';
export const SALES_EMAIL = 'sales@mockupstudio.app';
