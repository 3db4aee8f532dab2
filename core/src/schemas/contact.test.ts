import { expect, it } from 'vitest';
import { contactRequestSchema } from './contact';

const valid = { email: ' ada@example.com ', message: ' Hello ', name: '', subject: '  ', category: 'Bug Report' };

it('trims fields and turns blank optional ones into absent values', () => {
  expect(contactRequestSchema.parse(valid)).toEqual({ email: 'ada@example.com', message: 'Hello', category: 'Bug Report' });
});

it('requires e-mail and message with the form’s wording', () => {
  for (const body of [{ ...valid, email: '' }, { ...valid, message: '  ' }, {}]) {
    const result = contactRequestSchema.safeParse(body);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('Please fill in your email and message.');
  }
});

it('rejects unknown categories, bad addresses and over-long text', () => {
  expect(contactRequestSchema.safeParse({ ...valid, category: 'Spam' }).success).toBe(false);
  expect(contactRequestSchema.safeParse({ ...valid, email: 'a b@example.com' }).success).toBe(false);
  expect(contactRequestSchema.safeParse({ ...valid, subject: 'x'.repeat(151) }).success).toBe(false);
  expect(contactRequestSchema.safeParse({ ...valid, message: 'x'.repeat(5001) }).success).toBe(false);
  expect(contactRequestSchema.safeParse({ ...valid, message: 'x'.repeat(5000) }).success).toBe(true);
});

it('refuses NUL and other control characters in every field, but keeps line breaks in the message', () => {
  for (const field of ['name', 'email', 'subject', 'message'] as const) {
    const result = contactRequestSchema.safeParse({ ...valid, [field]: `${valid[field] || 'x'}\u0000` });
    expect(result.success, field).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('must not contain control characters');
  }
  expect(contactRequestSchema.safeParse({ ...valid, subject: 'two\nlines' }).success).toBe(false);
  expect(contactRequestSchema.parse({ ...valid, message: 'Hello,\r\n\tthanks' }).message).toBe('Hello,\r\n\tthanks');
});
