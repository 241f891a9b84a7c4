import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { inject } from 'vitest';
import { type AppOptions, buildApp } from '../app.ts';
import { type DatabaseHandle, openDatabase } from '../db/client.ts';
import { adminClient, databaseUrlWithName } from './postgres.ts';

export const TEST_JWT_SECRET = 'test-secret-that-is-long-enough-for-hs256-0123456789';

/**
 * A database of its own for one test file, migrated: a PGlite loaded from the run's snapshot, or
 * with DATABASE_URL a PostgreSQL database copied from the run's template.
 */
export async function openTestDatabase(): Promise<DatabaseHandle> {
  const template = inject('postgresTemplate');
  const databaseUrl = process.env.DATABASE_URL;
  if (template && databaseUrl) {
    const name = `${template}_f${randomBytes(4).toString('hex')}`;
    const admin = await adminClient(databaseUrl);
    await admin.query(`create database "${name}" template "${template}"`);
    await admin.end();
    const database = await openDatabase({
      kind: 'postgres',
      url: databaseUrlWithName(databaseUrl, name),
      maxConnections: 4,
    });
    const close = database.close;
    return {
      ...database,
      async close() {
        await close();
        const cleanup = await adminClient(databaseUrl);
        await cleanup.query(`drop database if exists "${name}" with (force)`);
        await cleanup.end();
      },
    };
  }
  const snapshot = inject('pgliteSnapshot');
  return openDatabase({ kind: 'pglite', loadDataDir: new Blob([readFileSync(snapshot)]) });
}

const databases = new WeakMap<FastifyInstance, DatabaseHandle>();

/** The database an app of createTestApp runs on (fixtures that write rows directly). */
export const databaseOf = (app: FastifyInstance): DatabaseHandle | undefined => databases.get(app);

export type TestApp = {
  app: FastifyInstance;
  database: DatabaseHandle;
  /** DATA_DIR of this app: uploads and the mail outbox live under it. */
  dataDir: string;
  close(): Promise<void>;
};

/**
 * The real app on a real database. With REDIS_URL set the app uses Redis, under a key prefix of
 * its own so that test files running side by side never share rate-limit counts.
 */
export async function createTestApp(
  overrides: Partial<Omit<AppOptions, 'config' | 'database'>> & {
    config?: Partial<AppOptions['config']>;
    database?: DatabaseHandle;
    /** false: leave the app open for more routes (a test's own); inject readies it. */
    ready?: boolean;
  } = {},
): Promise<TestApp> {
  const database = overrides.database ?? (await openTestDatabase());
  const { config: configOverrides, ready = true, ...rest } = overrides;
  const dataDir = configOverrides?.dataDir ?? mkdtempSync(path.join(tmpdir(), 'tb-test-data-'));
  const app = await buildApp({
    logger: false,
    redisPrefix: `tb-test:${randomBytes(6).toString('hex')}:`,
    authLimits: { registrationsPerIp: 10_000, failedLoginsPerIp: 10_000 },
    requestsPerMinute: 100_000,
    ...rest,
    database,
    config: {
      jwtSecret: TEST_JWT_SECRET,
      dataDir,
      mailFrom: 'TalentBridge <no-reply@localhost>',
      trustProxy: false,
      corsOrigins: [],
      logLevel: 'silent',
      publicUrl: 'http://localhost:3000',
      redisUrl: process.env.REDIS_URL,
      ...configOverrides,
    },
  });
  databases.set(app, database);
  if (ready) await app.ready();
  return {
    app,
    database,
    dataDir,
    async close() {
      await app.close();
      await database.close();
    },
  };
}
