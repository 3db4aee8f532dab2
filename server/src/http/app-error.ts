/** The app's one error class for requests a client can fix. Free of imports, so worker processes load it cheaply. */

export type ClientErrorStatus = 400 | 401 | 402 | 403 | 404 | 409 | 410 | 413 | 415 | 422 | 429 | 503;

/**
 * A problem with a request that its sender can act on: answered with `status` and `message`, never logged as a
 * server fault. Every route and service throws this; `handleError` is the one place that turns it into a response.
 */
export class AppError extends Error {
  constructor(
    readonly status: ClientErrorStatus,
    message: string,
    /** For 429 and 503: how many seconds to wait before trying again (sent as Retry-After). */
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export const badRequest = (message: string) => new AppError(400, message);
export const notFound = (message: string) => new AppError(404, message);

/** The caller's plan does not include this, or its monthly quota is spent (PLANS=on): the message names the plan. */
export const planLimit = (message: string) => new AppError(402, message);
