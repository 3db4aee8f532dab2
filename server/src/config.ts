import os from 'node:os';
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

const wholeNumber = (min: number, max: number) =>
  z
    .string()
    .regex(/^\d+$/, `must be a whole number from ${min} to ${max}`)
    .transform(Number)
    .refine((n) => n >= min && n <= max, `must be a whole number from ${min} to ${max}`);

const envSchema = z.object({
  PORT: optional(wholeNumber(1, 65535)),
  HOST: optional(z.string().min(1)),
  DATA_DIR: optional(z.string().min(1)),
  DATABASE_URL: optional(urlWithScheme(['postgres:', 'postgresql:'], 'postgres://user:pass@host:5432/db')),
  APP_URL: optional(urlWithScheme(['http:', 'https:'], 'https://mockups.example.com')),
  SMTP_URL: optional(urlWithScheme(['smtp:', 'smtps:'], 'smtp://user:pass@mail.example.com:587')),
  MAIL_FROM: optional(z.string().min(3)),
  LOG_LEVEL: optional(z.enum(LOG_LEVELS, { error: `must be one of ${LOG_LEVELS.join(', ')}` })),
  AUTH_SECRET: optional(z.string().min(32, 'must be at least 32 characters (e.g. `openssl rand -base64 32`)')),
  AUTH_RATE_LIMIT: optional(z.enum(['on', 'off'], { error: 'must be on or off' })),
  GOOGLE_CLIENT_ID: optional(z.string().min(1)),
  GOOGLE_CLIENT_SECRET: optional(z.string().min(1)),
  FACEBOOK_CLIENT_ID: optional(z.string().min(1)),
  FACEBOOK_CLIENT_SECRET: optional(z.string().min(1)),
  RENDER_WORKERS: optional(wholeNumber(1, 64)),
  RENDER_QUEUE_LIMIT: optional(wholeNumber(0, 10_000)),
  RENDER_CACHE_MB: optional(wholeNumber(16, 65_536)),
  WORKERS: optional(z.enum(['on', 'off'], { error: 'must be on or off' })),
  ANON_FILE_TTL_HOURS: optional(wholeNumber(1, 24 * 365)),
});

/** Sized for a 2-core, 2 GB server: ~10 templates' 1024² levels per render thread. */
const DEFAULT_RENDER_CACHE_MB = 256;

/** Each OAuth provider needs both halves of its credentials. */
const OAUTH_PAIRS = [
  ['GOOGLE_CLIENT_ID', 'GOOGLE_CLIENT_SECRET'],
  ['FACEBOOK_CLIENT_ID', 'FACEBOOK_CLIENT_SECRET'],
] as const;

export interface OAuthCredentials {
  clientId: string;
  clientSecret: string;
}

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
  /** Signs session cookies; unset, one is generated and kept in DATA_DIR. */
  authSecret: string | undefined;
  /** Off only for load tests or behind a proxy that limits already. */
  authRateLimit: boolean;
  google: OAuthCredentials | undefined;
  facebook: OAuthCredentials | undefined;
  /** Worker threads for renders, decodes and other heavy tasks (default: one per core). */
  renderWorkers: number;
  /** Heavy tasks that may wait for a worker; past it the server answers 503 with Retry-After. */
  renderQueueLimit: number;
  /** Bytes of prepared template layers the render threads keep in all (each thread an equal share). */
  renderCacheBytes: number;
  /** Whether this server also runs the job queue's workers (`npm run worker` runs only them). */
  workers: boolean;
  /** How long files made for anonymous visitors (AI results, videos, batch ZIPs) are kept. */
  anonymousFileTtlMs: number;
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
  const pairErrors = OAUTH_PAIRS.flatMap(([id, secret]) =>
    !e[id] === !e[secret] ? [] : [`${e[id] ? secret : id}: must be set together with ${e[id] ? id : secret} (got undefined)`],
  );
  if (pairErrors.length) return { ok: false, errors: pairErrors };
  const credentials = (clientId?: string, clientSecret?: string) =>
    clientId && clientSecret ? { clientId, clientSecret } : undefined;
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
      authSecret: e.AUTH_SECRET,
      authRateLimit: e.AUTH_RATE_LIMIT !== 'off',
      google: credentials(e.GOOGLE_CLIENT_ID, e.GOOGLE_CLIENT_SECRET),
      facebook: credentials(e.FACEBOOK_CLIENT_ID, e.FACEBOOK_CLIENT_SECRET),
      renderWorkers: e.RENDER_WORKERS ?? os.availableParallelism(),
      renderQueueLimit: e.RENDER_QUEUE_LIMIT ?? 4 * (e.RENDER_WORKERS ?? os.availableParallelism()),
      renderCacheBytes: (e.RENDER_CACHE_MB ?? DEFAULT_RENDER_CACHE_MB) * 1024 * 1024,
      workers: e.WORKERS !== 'off',
      anonymousFileTtlMs: (e.ANON_FILE_TTL_HOURS ?? 24) * 3_600_000,
    },
  };
}
