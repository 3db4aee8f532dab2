import pino from 'pino';
import type { Logger } from '../../server/src/logger';

export interface LogCapture {
  logger: Logger;
  /** Every line logged at error level or above so far, parsed. */
  errors: () => Array<Record<string, unknown>>;
}

/** A real pino logger (warnings and up) whose lines are kept in memory, so a test can assert the server logged no error. */
export function captureLogs(): LogCapture {
  const lines: Array<Record<string, unknown>> = [];
  const logger = pino(
    { level: 'warn', base: { service: 'mockup-studio' } },
    { write: (line: string) => void lines.push(JSON.parse(line) as Record<string, unknown>) },
  );
  return { logger, errors: () => lines.filter((line) => Number(line.level) >= 50) };
}
