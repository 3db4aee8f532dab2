import type { Context } from 'hono';
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
    return c.json({ error: known.message }, known.status);
  }
  logger.error({ err: error, path: c.req.path }, 'unhandled error');
  return c.json({ error: 'Something went wrong on our side. Please try again.' }, 500);
}
