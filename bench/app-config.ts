import type { AppOptions } from '../src/server/app.ts';

/** A fixed secret for the benchmarks' throw-away servers (never a real deployment's). */
export const BENCH_JWT_SECRET = 'bench-secret-bench-secret-bench-secret-0123';

/**
 * The configuration every benchmark server runs with: quiet, no proxy, no CORS, mail to the
 * outbox under `dataDir`, Redis when REDIS_URL is set. Each bench adds its own limits.
 */
export function benchConfig(
  dataDir: string,
  overrides: Partial<AppOptions['config']> = {},
): AppOptions['config'] {
  return {
    jwtSecret: BENCH_JWT_SECRET,
    dataDir,
    mailFrom: 'TalentBridge <no-reply@localhost>',
    trustProxy: false,
    corsOrigins: [],
    logLevel: 'silent',
    publicUrl: 'http://127.0.0.1',
    redisUrl: process.env.REDIS_URL,
    ...overrides,
  };
}
