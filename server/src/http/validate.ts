import { zValidator } from '@hono/zod-validator';
import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import type { z } from 'zod';
import { badRequest } from './app-error';
import { MAX_JSON_DEPTH, jsonNestsDeeperThan } from './json-depth';

/** A sentence for one issue: our schemas' own sentences as they are; zod's fragments ("must …") after the field. */
export function issueSentence(issue: { path: PropertyKey[]; message: string }): string {
  const path = issue.path.map(String).join('.');
  return path && /^[a-z]/.test(issue.message) ? `${path}: ${issue.message}` : issue.message;
}

/** Refuses a JSON body nested deeper than any of ours before it is parsed (the text is cached for the parser). */
export async function refuseDeepJson(c: Context): Promise<void> {
  if (!/\bjson\b/i.test(c.req.header('content-type') ?? '')) return;
  if (jsonNestsDeeperThan(await c.req.text(), MAX_JSON_DEPTH)) throw badRequest('The request body is nested too deeply.');
}

/** `refuseDeepJson` as a middleware, for validators that parse the body themselves (the OpenAPI routes'). */
export const shallowJsonBodies = () =>
  createMiddleware(async (c, next) => {
    await refuseDeepJson(c);
    await next();
  });

/** JSON body validation whose 400 answer carries the first problem as a readable sentence. */
export const validateJson = <T extends z.ZodType>(schema: T) => {
  const validator = zValidator('json', schema, (result, c) => {
    if (!result.success) {
      const issues = result.error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message }));
      return c.json({ error: issueSentence(result.error.issues[0] ?? { path: [], message: 'Invalid request' }), issues }, 400);
    }
  });
  const guarded: typeof validator = async (c, next) => {
    await refuseDeepJson(c);
    return validator(c, next);
  };
  return guarded;
};
