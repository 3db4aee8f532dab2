import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { ZodError } from 'zod';
import type { Logger } from '../logger';
import { AppError } from './app-error';

export { AppError, badRequest, notFound, type ClientErrorStatus } from './app-error';

const firstIssue = (error: ZodError) => {
  const issue = error.issues[0];
  if (!issue) return 'Invalid request.';
  return issue.path.length ? `${issue.path.join('.')}: ${issue.message}` : issue.message;
};

/** What a thrown value means for the client: a status, a sentence and maybe a Retry-After; undefined for our faults. */
export function clientError(error: unknown): { status: ContentfulStatusCode; message: string; retryAfter?: number } | undefined {
  if (error instanceof AppError) return { status: error.status, message: error.message, retryAfter: error.retryAfterSeconds };
  if (error instanceof ZodError) return { status: 400, message: firstIssue(error) };
  // A malformed %-escape in the path or a query (decodeURIComponent throws URIError).
  if (error instanceof URIError) return { status: 400, message: 'The address contains a malformed %-escape.' };
  if (error instanceof HTTPException && error.status < 500) {
    return { status: error.status, message: error.message || 'The request could not be read.' };
  }
  return undefined;
}

/** The app's one `onError`: client errors answer 4xx with `{ error }`; anything else is logged and answers 500. */
export function handleError(error: Error, c: Context, logger: Logger): Response {
  const known = clientError(error);
  if (known) {
    if (known.retryAfter !== undefined) c.header('Retry-After', String(Math.max(1, Math.ceil(known.retryAfter))));
    // better-auth's client reads `message`, so answers on its paths carry the sentence under that name too.
    const body = c.req.path.startsWith('/api/auth/') ? { error: known.message, message: known.message } : { error: known.message };
    return c.json(body, known.status);
  }
  logger.error({ err: error, path: c.req.path }, 'unhandled error');
  return c.json({ error: 'Something went wrong on our side. Please try again.' }, 500);
}

/**
 * An Error for any thrown value. A worker pool's child process rejects with a plain object ({ name, message, stack }),
 * a library may throw a string; the original stays as `cause` and its stack, when it has one, is kept for the log.
 */
export function asError(thrown: unknown): Error {
  if (thrown instanceof Error) return thrown;
  const fields = typeof thrown === 'object' && thrown !== null ? (thrown as { message?: unknown; stack?: unknown }) : {};
  const error = new Error(typeof fields.message === 'string' ? fields.message : `Non-Error thrown: ${String(thrown)}`, { cause: thrown });
  if (typeof fields.stack === 'string') error.stack = fields.stack;
  return error;
}

/**
 * Hono hands only Error instances to `onError`; anything else thrown passes it by, and @hono/node-server answers an
 * empty 500 with no log line and none of our headers. Mounted after the logger and the security headers (and first in
 * each app with an `onError` of its own), this turns such a value into an Error, so the one error path answers it.
 */
export const thrownValuesAsErrors = () =>
  createMiddleware(async (_c, next) => {
    try {
      await next();
    } catch (thrown) {
      throw asError(thrown);
    }
  });
