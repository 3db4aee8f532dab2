import os from 'node:os';
import path from 'node:path';
import { z } from 'zod';
import { PROVIDER_ENV, providerConfig, type ProviderConfig } from './ai/providers/config';
import { isAddressOrRange } from './http/client-address';
import { PLAN_MODES, type PlanMode } from '../../core/src/plans/entitlements';

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
  RENDER_DISK_CACHE_MB: optional(wholeNumber(0, 1_048_576)),
  WORKERS: optional(z.enum(['on', 'off'], { error: 'must be on or off' })),
  ANON_FILE_TTL_HOURS: optional(wholeNumber(1, 24 * 365)),
  API_RATE_LIMIT: optional(wholeNumber(1, 1_000_000)),
  ALLOW_REMOTE_DESIGNS: optional(z.enum(['on', 'off'], { error: 'must be on or off' })),
  WEBHOOK_ALLOW_PRIVATE: optional(z.enum(['on', 'off'], { error: 'must be on or off' })),
  HEAVY_RATE_LIMIT: optional(
    z.union([z.literal('off'), wholeNumber(1, 100_000)], { error: 'must be off or a whole number from 1 to 100000' }),
  ),
  VIDEO_WORKERS: optional(wholeNumber(0, 16)),
  VIDEO_CACHE_MB: optional(wholeNumber(0, 65_536)),
  PLANS: optional(z.enum(PLAN_MODES, { error: 'must be on or off' })),
  ADMIN_TOKEN: optional(z.string().min(32, 'must be at least 32 characters (e.g. `openssl rand -base64 32`)')),
  FFMPEG_PATH: optional(z.string().min(1)),
  ...PROVIDER_ENV,
  S3_BUCKET: optional(
    z.string().regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, 'must be a bucket name: 3 to 63 lowercase letters, digits, dots and hyphens'),
  ),
  S3_ENDPOINT: optional(urlWithScheme(['http:', 'https:'], 'http://minio:9000')),
  S3_REGION: optional(z.string().regex(/^[a-z0-9-]+$/, 'must be a region name such as us-east-1 (or auto)')),
  S3_ACCESS_KEY_ID: optional(z.string().min(1)),
  S3_SECRET_ACCESS_KEY: optional(z.string().min(1)),
  S3_FORCE_PATH_STYLE: optional(z.enum(['true', 'false'], { error: 'must be true or false' })),
  TRUST_PROXY: optional(
    z
      .string()
      .transform((list) => list.split(',').map((entry) => entry.trim()).filter(Boolean))
      .refine(
        (entries) => entries.length > 0 && entries.every(isAddressOrRange),
        'must be a comma-separated list of proxy addresses or CIDR ranges (e.g. 10.0.0.0/8,::1)',
      ),
  ),
});

/** Sized for a 2-core, 2 GB server (peak RSS under 1 GB): ~4 templates' 1024² levels (16.8 MB each) per render thread. */
const DEFAULT_RENDER_CACHE_MB = 160;

/**
 * Disk the library's prepared levels may take (DATA_DIR/cache/levels): a 2048² template's own level is ~50 MB, a
 * 1024² one's ~13 MB, so the default keeps all eight photographic templates and about fifty others.
 */
const DEFAULT_RENDER_DISK_CACHE_MB = 1024;

/**
 * The parts of clip keyframes product videos read, kept for the next videos of the same clip and shape: a square
 * video's four keyframe windows take ~62 MB, a 9:16 one's ~110 MB.
 */
const DEFAULT_VIDEO_CACHE_MB = 128;

/** Heavy requests a minute per address and route: a person at work never needs more; a script hits the wall. */
export const DEFAULT_HEAVY_RATE_LIMIT = 60;

const S3_SETTINGS = ['S3_ENDPOINT', 'S3_REGION', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY', 'S3_FORCE_PATH_STYLE'] as const;

/** Settings that are useless, or a trap, with only one half set. */
const PAIRS = [
  ['GOOGLE_CLIENT_ID', 'GOOGLE_CLIENT_SECRET'],
  ['FACEBOOK_CLIENT_ID', 'FACEBOOK_CLIENT_SECRET'],
  ['S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'],
] as const;

export interface OAuthCredentials {
  clientId: string;
  clientSecret: string;
}

export type LogLevel = (typeof LOG_LEVELS)[number];

/** An S3-compatible bucket (AWS S3, Cloudflare R2, MinIO, Ceph) that holds the files instead of DATA_DIR/files. */
export interface S3Settings {
  bucket: string;
  /** Unset for AWS itself. */
  endpoint: string | undefined;
  region: string;
  /** Unset: the AWS SDK's own chain (AWS_ACCESS_KEY_ID, an instance role…). */
  credentials: { accessKeyId: string; secretAccessKey: string } | undefined;
  /** `host/bucket/key` URLs instead of `bucket.host/key` (MinIO and most self-hosted stores want this). */
  forcePathStyle: boolean;
}

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  appUrl: string;
  smtpUrl: string | undefined;
  mailFrom: string;
  logLevel: LogLevel;
  /** Signs session cookies; unset, one is generated and kept in DATA_DIR (required with DATABASE_URL). */
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
  /** Bytes of prepared template levels kept on disk across restarts (DATA_DIR/cache/levels); 0: none. */
  renderDiskCacheBytes: number;
  /** Bytes of clip keyframe windows kept for the next product videos (video/keyframe-windows.ts); 0: none. */
  videoCacheBytes: number;
  /** Whether this server also runs the job queue's workers (`npm run worker` runs only them). */
  workers: boolean;
  /** How long files made for anonymous visitors (AI results, videos, batch ZIPs) are kept. */
  anonymousFileTtlMs: number;
  /** Requests one API key may make a minute (/api/v1). */
  apiRateLimit: number;
  /** Whether /api/v1 renders may fetch a design from an https URL (never a private address). */
  allowRemoteDesigns: boolean;
  /** Tests only: webhooks and remote designs may reach loopback and private addresses. */
  allowPrivateAddresses: boolean;
  /** Requests a minute one address may make to each heavy route (renders, uploads, AI, video); undefined: no limit. */
  heavyRateLimit: number | undefined;
  /** Video renders one process runs at once (0: this process renders none). */
  videoWorkers: number;
  /** The ffmpeg binary; unset, /usr/bin/ffmpeg or the one in @ffmpeg-installer/ffmpeg. */
  ffmpegPath: string | undefined;
  /** Hosted AI image providers (OPENAI_API_KEY, REPLICATE_API_TOKEN…); none by default: the offline engines answer. */
  aiProviders: ProviderConfig;
  /** Set: files live in this bucket; unset: in DATA_DIR/files. */
  s3: S3Settings | undefined;
  /** `on`: spec §9's Free/Pro/Enterprise entitlements apply per account (core/src/plans); `off`: nothing is limited. */
  plans: PlanMode;
  /** Bearer token of the admin API (/api/admin: set an account's plan); unset, that API answers 404. */
  adminToken: string | undefined;
  /** Reverse proxies (addresses, CIDR ranges) whose X-Forwarded-For names the client; empty: the socket does. */
  trustProxy: string[];
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
  const s3WithoutBucket = e.S3_BUCKET ? undefined : S3_SETTINGS.find((name) => e[name] !== undefined);
  const combinationErrors = [
    ...PAIRS.flatMap(([a, b]) =>
      !e[a] === !e[b] ? [] : [`${e[a] ? b : a}: must be set together with ${e[a] ? a : b} (got undefined)`],
    ),
    ...(s3WithoutBucket ? [`S3_BUCKET: must be set when ${s3WithoutBucket} is set (got undefined)`] : []),
    // Each server would otherwise sign sessions with its own generated secret, and a session from one fails on the next.
    ...(e.DATABASE_URL && !e.AUTH_SECRET
      ? ['AUTH_SECRET: must be set when DATABASE_URL is set, the same on every server (e.g. `openssl rand -base64 32`) (got undefined)']
      : []),
  ];
  if (combinationErrors.length) return { ok: false, errors: combinationErrors };
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
      renderDiskCacheBytes: (e.RENDER_DISK_CACHE_MB ?? DEFAULT_RENDER_DISK_CACHE_MB) * 1024 * 1024,
      videoCacheBytes: (e.VIDEO_CACHE_MB ?? DEFAULT_VIDEO_CACHE_MB) * 1024 * 1024,
      workers: e.WORKERS !== 'off',
      anonymousFileTtlMs: (e.ANON_FILE_TTL_HOURS ?? 24) * 3_600_000,
      apiRateLimit: e.API_RATE_LIMIT ?? 300,
      allowRemoteDesigns: e.ALLOW_REMOTE_DESIGNS === 'on',
      allowPrivateAddresses: e.WEBHOOK_ALLOW_PRIVATE === 'on',
      heavyRateLimit: e.HEAVY_RATE_LIMIT === 'off' ? undefined : (e.HEAVY_RATE_LIMIT ?? DEFAULT_HEAVY_RATE_LIMIT),
      videoWorkers: e.VIDEO_WORKERS ?? 1,
      ffmpegPath: e.FFMPEG_PATH,
      aiProviders: providerConfig(e),
      s3: e.S3_BUCKET
        ? {
            bucket: e.S3_BUCKET,
            endpoint: e.S3_ENDPOINT,
            region: e.S3_REGION ?? 'us-east-1',
            credentials:
              e.S3_ACCESS_KEY_ID && e.S3_SECRET_ACCESS_KEY
                ? { accessKeyId: e.S3_ACCESS_KEY_ID, secretAccessKey: e.S3_SECRET_ACCESS_KEY }
                : undefined,
            // A custom endpoint is nearly always a self-hosted store, which wants path-style URLs.
            forcePathStyle: e.S3_FORCE_PATH_STYLE ? e.S3_FORCE_PATH_STYLE === 'true' : e.S3_ENDPOINT !== undefined,
          }
        : undefined,
      trustProxy: e.TRUST_PROXY ?? [],
      plans: e.PLANS ?? 'off',
      adminToken: e.ADMIN_TOKEN,
    },
  };
}
