import path from 'node:path';
import { z } from 'zod';

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

const urlWithScheme = (schemes: string[], example: string) =>
  z
    .string()
    .refine((value) => {
      try {
        return schemes.includes(new URL(value).protocol);
      } catch {
        return false;
      }
    }, `must be a URL starting with ${schemes.map((s) => `${s}//`).join(' or ')} (e.g. ${example})`);

const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === '' ? undefined : value), schema.optional());

const envSchema = z.object({
  PORT: optional(
    z
      .string()
      .regex(/^\d+$/, 'must be a whole number from 1 to 65535')
      .transform(Number)
      .refine((port) => port >= 1 && port <= 65535, 'must be a whole number from 1 to 65535'),
  ),
  HOST: optional(z.string().min(1)),
  DATA_DIR: optional(z.string().min(1)),
  DATABASE_URL: optional(urlWithScheme(['postgres:', 'postgresql:'], 'postgres://user:pass@host:5432/db')),
  APP_URL: optional(urlWithScheme(['http:', 'https:'], 'https://mockups.example.com')),
  SMTP_URL: optional(urlWithScheme(['smtp:', 'smtps:'], 'smtp://user:pass@mail.example.com:587')),
  MAIL_FROM: optional(z.string().min(3)),
  LOG_LEVEL: optional(z.enum(LOG_LEVELS, { error: `must be one of ${LOG_LEVELS.join(', ')}` })),
});

export type LogLevel = (typeof LOG_LEVELS)[number];

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  appUrl: string;
  smtpUrl: string | undefined;
  mailFrom: string;
  logLevel: LogLevel;
}

export type ConfigResult = { ok: true; config: Config } | { ok: false; errors: string[] };

/** Reads the environment; every bad variable yields one line that names it. */
export function loadConfig(env: NodeJS.ProcessEnv, cwd = process.cwd()): ConfigResult {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const errors = parsed.error.issues.map((issue) => {
      const name = String(issue.path[0]);
      return `${name}: ${issue.message} (got ${JSON.stringify(env[name])})`;
    });
    return { ok: false, errors };
  }
  const e = parsed.data;
  const port = e.PORT ?? 3000;
  return {
    ok: true,
    config: {
      port,
      host: e.HOST ?? '0.0.0.0',
      dataDir: path.resolve(cwd, e.DATA_DIR ?? 'data'),
      databaseUrl: e.DATABASE_URL,
      appUrl: (e.APP_URL ?? `http://localhost:${port}`).replace(/\/+$/, ''),
      smtpUrl: e.SMTP_URL,
      mailFrom: e.MAIL_FROM ?? 'Mockup Studio <no-reply@localhost>',
      logLevel: e.LOG_LEVEL ?? 'info',
    },
  };
}
