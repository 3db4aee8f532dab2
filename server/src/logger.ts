import pino from 'pino';
import type { LogLevel } from './config';

export type Logger = pino.Logger;

/** Structured JSON logs on stdout, one object per line. */
export function createLogger(level: LogLevel): Logger {
  return pino({ level, base: { service: 'mockup-studio' } });
}
