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
