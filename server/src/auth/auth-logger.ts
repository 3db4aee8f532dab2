import { isAPIError } from 'better-auth/api';
import type { Logger } from '../logger';

type AuthLogLevel = 'debug' | 'info' | 'warn' | 'error';

/**
 * better-auth's log lines into our JSON log. better-auth says "error" for a client's mistake too (an invalid
 * callback URL, a malformed token); only lines that carry a real fault (an Error that is not a 4xx APIError) stay
 * errors, the rest become warnings, so the error level means "our fault" everywhere.
 */
export function authLogger(logger: Logger, disabled: boolean) {
  return {
    disabled,
    level: 'info' as const,
    log: (level: AuthLogLevel, message: string, ...args: unknown[]) => {
      const err = args.find((arg): arg is Error => arg instanceof Error);
      const fault = err !== undefined && !(isAPIError(err) && err.statusCode < 500);
      const fields = { source: 'better-auth', ...(err ? { err } : {}) };
      if (level === 'error' && fault) logger.error(fields, message);
      else if (level === 'error' || level === 'warn') logger.warn(fields, message);
      else logger[level](fields, message);
    },
  };
}
