import { z } from 'zod';

/**
 * Control characters (NUL, escapes, …) that no form field needs: PostgreSQL refuses NUL in text, and the rest only
 * hide things from people reading logs or pages. Tab, newline and carriage return stay allowed in long text.
 */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;
// eslint-disable-next-line no-control-regex
const CONTROL_OR_LINE_BREAK = /[\u0000-\u001F\u007F]/;

/** A string with no control characters (`multiline`: tabs and line breaks allowed). Use for every text a client sends. */
export const safeText = ({ multiline = false } = {}) =>
  z.string().refine((value) => !(multiline ? CONTROL : CONTROL_OR_LINE_BREAK).test(value), 'must not contain control characters');

/** An id the server made (UUIDs, template ids): letters, digits, '-' and '_' only, so it never reaches SQL malformed. */
export const idText = (max = 100) =>
  z
    .string()
    .min(1, 'is required')
    .max(max, `must be at most ${max} characters`)
    .regex(/^[A-Za-z0-9_-]+$/, 'must be an id (letters, digits, - and _)');
