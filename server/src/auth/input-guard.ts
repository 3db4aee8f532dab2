import { createMiddleware } from 'hono/factory';
import { z } from 'zod';
import { hasControlCharacters, safeText } from '../../../core/src/schemas/text';
import { badRequest } from '../http/app-error';
import { MAX_JSON_DEPTH, jsonNestsDeeperThan } from '../http/json-depth';

/** Auth bodies are flat forms; anything nested deeper is no request of ours (and would cost time to walk). */
const MAX_DEPTH = 8;

const refused = (where: string) => badRequest(`${where}: must not contain control characters`);

/**
 * What is wrong with a parsed body, as a sentence: the first string (keys included) that holds a control character,
 * or nesting deeper than any auth form. Walked with an explicit stack, never recursion.
 */
export function bodyProblem(value: unknown): string | undefined {
  const stack: Array<[unknown, string, number]> = [[value, '', 0]];
  while (stack.length) {
    const [item, path, depth] = stack.pop()!;
    if (typeof item === 'string') {
      if (hasControlCharacters(item)) return refused(path || 'body').message;
    } else if (item && typeof item === 'object') {
      if (depth >= MAX_DEPTH) return 'The request body is nested too deeply.';
      for (const [key, child] of Object.entries(item)) {
        const childPath = path ? `${path}.${key}` : key;
        if (hasControlCharacters(key)) return refused(childPath).message;
        stack.push([child, childPath, depth + 1]);
      }
    }
  }
  return undefined;
}

/** The body as better-auth will read it (JSON, URL-encoded or multipart), or undefined for a body it does not read. */
async function parsedBody(request: Request): Promise<unknown> {
  const type = (request.headers.get('content-type') ?? '').toLowerCase();
  if (type.includes('json')) {
    const text = await request.text();
    if (jsonNestsDeeperThan(text, MAX_JSON_DEPTH)) throw badRequest('The request body is nested too deeply.');
    try {
      return text ? (JSON.parse(text) as unknown) : undefined;
    } catch {
      throw badRequest('Malformed JSON in request body');
    }
  }
  if (type.includes('application/x-www-form-urlencoded')) return Object.fromEntries(new URLSearchParams(await request.text()));
  if (type.includes('multipart/form-data')) {
    const form = await request.formData().catch(() => {
      throw badRequest('The form data could not be read.');
    });
    return Object.fromEntries([...form].filter((entry) => typeof entry[1] === 'string'));
  }
  return undefined;
}

const name = safeText().trim().max(100, 'must be at most 100 characters');
const image = z.union([z.null(), safeText().max(2048, 'must be at most 2048 characters')]);

/**
 * Our rules for the fields better-auth checks loosely: its update-user takes any record (a null name reached the
 * database's NOT NULL), and sign-up takes a name of any length. Keyed by the end of the path.
 */
const AUTH_BODIES: Array<[suffix: string, schema: z.ZodType]> = [
  ['/update-user', z.strictObject({ name: name.min(1, 'must not be empty').optional(), image: image.optional() })],
  ['/sign-up/email', z.looseObject({ name, image: image.optional() })],
];

/**
 * Runs before better-auth's own handler (whose endpoints we do not write): a NUL or other control character in the
 * path, the query or any field of the body (e-mail, name, password, token…) answers 400 here instead of reaching
 * PostgreSQL, which refuses NUL in text with a server error.
 */
export const authInputGuard = () =>
  createMiddleware(async (c, next) => {
    const url = new URL(c.req.url);
    if (hasControlCharacters(decodeURIComponent(url.pathname))) throw refused('path');
    for (const [key, value] of url.searchParams) {
      if (hasControlCharacters(key) || hasControlCharacters(value)) throw refused(key || 'query');
    }
    if (c.req.raw.body) {
      // A copy: better-auth reads the original.
      const body = await parsedBody(c.req.raw.clone());
      const problem = bodyProblem(body);
      if (problem) throw badRequest(problem);
      const schema = AUTH_BODIES.find(([suffix]) => url.pathname.endsWith(suffix))?.[1];
      if (schema && c.req.method === 'POST') schema.parse(body);
    }
    await next();
  });
