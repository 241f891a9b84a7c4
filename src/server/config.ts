import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

function urlWithProtocols(name: string, protocols: string[]) {
  return z
    .string()
    .trim()
    .refine(
      (value) => {
        try {
          return protocols.includes(new URL(value).protocol);
        } catch {
          return false;
        }
      },
      `must be a URL starting with ${protocols.map((p) => `${p}//`).join(' or ')} (${name})`,
    );
}

/**
 * TRUST_PROXY follows Fastify's trustProxy: "true"/"false", a hop count, or a comma-separated
 * list of addresses and CIDR ranges of the proxies whose forwarded headers we believe.
 */
const trustProxySchema = z
  .string()
  .trim()
  .transform((value, ctx): boolean | number | string[] => {
    if (value === '' || value === 'false') return false;
    if (value === 'true') return true;
    if (/^\d+$/.test(value)) return Number(value);
    const list = value
      .split(',')
      .map((v) => v.trim())
      .filter(Boolean);
    const ipOrCidr = /^([0-9a-fA-F:.]+)(\/\d{1,3})?$/;
    if (list.length === 0 || !list.every((v) => ipOrCidr.test(v))) {
      ctx.addIssue({
        code: 'custom',
        message: 'must be true, false, a number of hops or a comma-separated list of IPs/CIDRs',
      });
      return z.NEVER;
    }
    return list;
  });

const envSchema = z.object({
  NODE_ENV: z.string().default('production'),
  PORT: z.coerce
    .number({ error: 'must be a port number' })
    .int('must be a whole number')
    .min(0, 'must be between 0 and 65535')
    .max(65535, 'must be between 0 and 65535')
    .default(3000),
  HOST: z.string().trim().min(1, 'must not be empty').default('0.0.0.0'),
  DATA_DIR: z.string().trim().min(1, 'must not be empty').default('./data'),
  DATABASE_URL: urlWithProtocols('DATABASE_URL', ['postgres:', 'postgresql:']).optional(),
  REDIS_URL: urlWithProtocols('REDIS_URL', ['redis:', 'rediss:']).optional(),
  SMTP_URL: urlWithProtocols('SMTP_URL', ['smtp:', 'smtps:']).optional(),
  PUBLIC_URL: urlWithProtocols('PUBLIC_URL', ['http:', 'https:']).optional(),
  JWT_SECRET: z.string().min(32, 'must be at least 32 characters long').optional(),
  ADMIN_EMAIL: z
    .string()
    .trim()
    .toLowerCase()
    .regex(z.regexes.email, 'must be an e-mail address')
    .optional(),
  ADMIN_PASSWORD: z.string().optional(),
  TRUST_PROXY: trustProxySchema.default(false),
  CORS_ORIGINS: z
    .string()
    .trim()
    .transform((value, ctx) => {
      const origins = value
        .split(',')
        .map((v) => v.trim())
        .filter(Boolean);
      for (const origin of origins) {
        let parsed: URL | undefined;
        try {
          parsed = new URL(origin);
        } catch {
          parsed = undefined;
        }
        if (!parsed || parsed.origin !== origin) {
          ctx.addIssue({
            code: 'custom',
            message: `"${origin}" is not an origin like https://app.example.com (no path, no trailing slash)`,
          });
          return z.NEVER;
        }
      }
      return origins;
    })
    .default([]),
  // A header the proxy in front sets to the client's country (Cloudflare: cf-ipcountry).
  COUNTRY_HEADER: z
    .string()
    .trim()
    .toLowerCase()
    .regex(/^[a-z0-9!#$%&'*+.^_`|~-]+$/, 'must be an HTTP header name such as cf-ipcountry')
    .optional(),
  REGISTRATIONS_PER_IP_PER_HOUR: z.coerce
    .number({ error: 'must be a whole number' })
    .int('must be a whole number')
    .min(1, 'must be at least 1')
    .default(20),
  // The general API rate limit per client IP (decisions/003). Raised only for a scan's own
  // server (npm run security:scan); production keeps the default.
  REQUESTS_PER_MINUTE: z.coerce
    .number({ error: 'must be a whole number' })
    .int('must be a whole number')
    .min(1, 'must be at least 1')
    .default(600),
  // How long one instance holds a mail of the outbox while sending it (docs/decisions/050).
  MAIL_LEASE_SECONDS: z.coerce
    .number({ error: 'must be a whole number' })
    .int('must be a whole number')
    .min(1, 'must be at least 1')
    .default(300),
  MAIL_FROM: z
    .string()
    .trim()
    .min(3, 'must be an address like "TalentBridge <no-reply@example.com>"')
    .optional(),
  S3_BUCKET: z
    .string()
    .trim()
    .regex(
      /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/,
      'must be an S3 bucket name (3-63 lower-case letters, digits, dots, hyphens)',
    )
    .optional(),
  S3_REGION: z.string().trim().min(1, 'must not be empty').default('us-east-1'),
  S3_ENDPOINT: urlWithProtocols('S3_ENDPOINT', ['http:', 'https:']).optional(),
  S3_ACCESS_KEY_ID: z.string().trim().optional(),
  S3_SECRET_ACCESS_KEY: z.string().trim().optional(),
  S3_FORCE_PATH_STYLE: z
    .enum(['true', 'false'], { error: 'must be true or false' })
    .default('false'),
  // Stripe (docs/decisions/055): all four or none. Without them, a paid plan is asked for and
  // an admin grants it.
  STRIPE_SECRET_KEY: z
    .string()
    .trim()
    .regex(
      /^(sk|rk)_(test|live)_[A-Za-z0-9]+$/,
      'must be a Stripe secret key (sk_test_… or sk_live_…)',
    )
    .optional(),
  STRIPE_WEBHOOK_SECRET: z
    .string()
    .trim()
    .regex(/^whsec_[A-Za-z0-9]+$/, 'must be a Stripe webhook signing secret (whsec_…)')
    .optional(),
  STRIPE_PRICE_PRO: z
    .string()
    .trim()
    .regex(/^price_[A-Za-z0-9]+$/, 'must be a Stripe price id (price_…)')
    .optional(),
  STRIPE_PRICE_ENTERPRISE: z
    .string()
    .trim()
    .regex(/^price_[A-Za-z0-9]+$/, 'must be a Stripe price id (price_…)')
    .optional(),
  // Admins and two-factor sign-in (docs/decisions/047): "prompt" asks them to set it up at every
  // sign-in until they do; "required" refuses their other calls until they have.
  ADMIN_MFA: z
    .enum(['prompt', 'required'], { error: 'must be prompt or required' })
    .default('prompt'),
  LOG_LEVEL: z
    .enum(LOG_LEVELS, { error: `must be one of ${LOG_LEVELS.join(', ')}` })
    .default('info'),
});

export type Config = {
  env: string;
  port: number;
  host: string;
  dataDir: string;
  databaseUrl?: string;
  redisUrl?: string;
  smtpUrl?: string;
  publicUrl: string;
  jwtSecret: string;
  admin?: { email: string; password: string };
  trustProxy: boolean | number | string[];
  corsOrigins: string[];
  /**
   * The trusted header holding the client's ISO country code (decisions.md, "Trust and safety"),
   * believed before the offline IP database. Only for deployments where every request passes
   * through the proxy that sets it.
   */
  countryHeader?: string;
  logLevel: (typeof LOG_LEVELS)[number];
  /** ADMIN_MFA: whether admins are prompted (default) or required to use two-factor sign-in. */
  adminMfa: 'prompt' | 'required';
  /** Sign-ups allowed per client IP per hour (decisions.md, rate limits). */
  registrationsPerIpPerHour: number;
  /** API requests per minute per client IP (REQUESTS_PER_MINUTE, default 600). */
  requestsPerMinute: number;
  /** The From header of every mail. */
  mailFrom: string;
  /** MAIL_LEASE_SECONDS: how long a sending instance holds an outbox mail (default 300). */
  mailLeaseSeconds?: number;
  /** Set when Stripe takes payments for plans (docs/decisions/055). */
  stripe?: StripeConfig;
  /** Set when uploads go to an S3-compatible bucket instead of DATA_DIR/uploads. */
  s3?: {
    bucket: string;
    region: string;
    endpoint?: string;
    accessKeyId?: string;
    secretAccessKey?: string;
    forcePathStyle: boolean;
  };
};

export type StripeConfig = {
  secretKey: string;
  webhookSecret: string;
  /** The monthly recurring Price of each paid plan. */
  prices: { pro: string; enterprise: string };
};

const STRIPE_VARIABLES = [
  'STRIPE_SECRET_KEY',
  'STRIPE_WEBHOOK_SECRET',
  'STRIPE_PRICE_PRO',
  'STRIPE_PRICE_ENTERPRISE',
] as const;

export class ConfigError extends Error {
  override name = 'ConfigError';
}

function readOrCreateSecret(dataDir: string): string {
  const file = path.join(dataDir, 'jwt-secret');
  if (existsSync(file)) {
    const secret = readFileSync(file, 'utf8').trim();
    if (secret.length >= 32) return secret;
    throw new ConfigError(
      `${file} holds a secret shorter than 32 characters; remove it to regenerate`,
    );
  }
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  try {
    writeFileSync(file, `${secret}\n`, { mode: 0o600, flag: 'wx' });
  } catch (error) {
    // Another process started at the same moment and wrote it first: use theirs.
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return readOrCreateSecret(dataDir);
    throw error;
  }
  chmodSync(file, 0o600);
  return secret;
}

/**
 * Reads and validates the environment once at start. Throws a ConfigError whose message is one
 * line naming the variable and the reason, which main.ts prints before exiting.
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  // An empty variable means "not set": shells and .env files produce those often.
  const present = Object.fromEntries(
    Object.entries(env).filter(([key, value]) => key in envSchema.shape && value !== ''),
  );
  const parsed = envSchema.safeParse(present);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const variable = String(issue?.path[0] ?? 'environment');
    throw new ConfigError(`Invalid configuration: ${variable} ${issue?.message ?? 'is invalid'}`);
  }
  const e = parsed.data;
  if ((e.ADMIN_EMAIL === undefined) !== (e.ADMIN_PASSWORD === undefined)) {
    throw new ConfigError(
      'Invalid configuration: ADMIN_EMAIL and ADMIN_PASSWORD must be set together',
    );
  }
  if ((e.S3_ACCESS_KEY_ID === undefined) !== (e.S3_SECRET_ACCESS_KEY === undefined)) {
    throw new ConfigError(
      'Invalid configuration: S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY must be set together',
    );
  }
  const stripeSet = STRIPE_VARIABLES.filter((name) => e[name] !== undefined);
  if (stripeSet.length > 0 && stripeSet.length < STRIPE_VARIABLES.length) {
    throw new ConfigError(
      `Invalid configuration: ${STRIPE_VARIABLES.join(', ')} must be set together (missing ${STRIPE_VARIABLES.filter((name) => e[name] === undefined).join(', ')})`,
    );
  }
  const dataDir = path.resolve(e.DATA_DIR);
  const hostForUrl = e.HOST === '0.0.0.0' || e.HOST === '::' ? 'localhost' : e.HOST;
  const publicUrl = (e.PUBLIC_URL ?? `http://${hostForUrl}:${e.PORT}`).replace(/\/+$/, '');
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    dataDir,
    databaseUrl: e.DATABASE_URL,
    redisUrl: e.REDIS_URL,
    smtpUrl: e.SMTP_URL,
    publicUrl,
    jwtSecret: e.JWT_SECRET ?? readOrCreateSecret(dataDir),
    admin:
      e.ADMIN_EMAIL && e.ADMIN_PASSWORD
        ? { email: e.ADMIN_EMAIL, password: e.ADMIN_PASSWORD }
        : undefined,
    trustProxy: e.TRUST_PROXY,
    corsOrigins: e.CORS_ORIGINS,
    countryHeader: e.COUNTRY_HEADER,
    logLevel: e.LOG_LEVEL,
    adminMfa: e.ADMIN_MFA,
    registrationsPerIpPerHour: e.REGISTRATIONS_PER_IP_PER_HOUR,
    requestsPerMinute: e.REQUESTS_PER_MINUTE,
    mailFrom: e.MAIL_FROM ?? `TalentBridge <no-reply@${new URL(publicUrl).hostname}>`,
    mailLeaseSeconds: e.MAIL_LEASE_SECONDS,
    stripe:
      e.STRIPE_SECRET_KEY &&
      e.STRIPE_WEBHOOK_SECRET &&
      e.STRIPE_PRICE_PRO &&
      e.STRIPE_PRICE_ENTERPRISE
        ? {
            secretKey: e.STRIPE_SECRET_KEY,
            webhookSecret: e.STRIPE_WEBHOOK_SECRET,
            prices: { pro: e.STRIPE_PRICE_PRO, enterprise: e.STRIPE_PRICE_ENTERPRISE },
          }
        : undefined,
    s3: e.S3_BUCKET
      ? {
          bucket: e.S3_BUCKET,
          region: e.S3_REGION,
          endpoint: e.S3_ENDPOINT,
          accessKeyId: e.S3_ACCESS_KEY_ID,
          secretAccessKey: e.S3_SECRET_ACCESS_KEY,
          forcePathStyle: e.S3_FORCE_PATH_STYLE === 'true',
        }
      : undefined,
  };
}
