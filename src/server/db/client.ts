import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import * as schema from './schema.ts';

/** The one database type the services see, whichever driver is underneath. */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

export type DatabaseHandle = {
  db: Database;
  kind: 'pglite' | 'postgres';
  migrate(): Promise<void>;
  /** Cheap round trip for the readiness probe. */
  ping(): Promise<void>;
  close(): Promise<void>;
  /** PGlite only: the data directory as a gzipped tarball (tests start from one). */
  dump?: () => Promise<Blob>;
};

export type DatabaseOptions =
  | { kind: 'postgres'; url: string; maxConnections?: number }
  /** dataDir absent: in memory. loadDataDir: start from a dump (tests use a migrated one). */
  | { kind: 'pglite'; dataDir?: string; loadDataDir?: Blob };

export const MIGRATIONS_FOLDER = fileURLToPath(new URL('./migrations', import.meta.url));

/**
 * Settings every connection runs with. Typo-tolerant search (features/jobs) matches each word
 * of a query against title words at word similarity 0.5 instead of pg_trgm's 0.6, so that one
 * slip in a short word ("desiner") still finds "designer".
 */
const SESSION_SETTINGS = 'set pg_trgm.word_similarity_threshold = 0.5';

/** Serialises migrations when several instances start at once against one PostgreSQL. */
const MIGRATION_LOCK_KEY = 727_100_2;

export const PGLITE_EXTENSIONS = { pg_trgm };

export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  if (options.kind === 'postgres') {
    const pool = new pg.Pool({
      connectionString: options.url,
      max: options.maxConnections ?? 10,
      connectionTimeoutMillis: 5_000,
      // Sent at connection start-up, so no query ever runs without it.
      options: '-c pg_trgm.word_similarity_threshold=0.5',
    });
    // An idle client losing its connection must not crash the process; the pool replaces it.
    pool.on('error', () => {});

    const db = drizzlePg({ client: pool, schema });
    return {
      db: db as unknown as Database,
      kind: 'postgres',
      async migrate() {
        const lockClient = await pool.connect();
        try {
          await lockClient.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
          await migratePg(db, { migrationsFolder: MIGRATIONS_FOLDER });
        } finally {
          await lockClient
            .query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY])
            .catch(() => {});
          lockClient.release();
        }
      },
      async ping() {
        await db.execute(sql`select 1`);
      },
      async close() {
        await pool.end();
      },
    };
  }

  if (options.dataDir) mkdirSync(path.dirname(options.dataDir), { recursive: true });
  const client = await PGlite.create({
    dataDir: options.dataDir,
    loadDataDir: options.loadDataDir,
    extensions: PGLITE_EXTENSIONS,
  });
  await client.exec(SESSION_SETTINGS);
  const db = drizzlePglite({ client, schema });
  return {
    db: db as unknown as Database,
    kind: 'pglite',
    async migrate() {
      await migratePglite(db, { migrationsFolder: MIGRATIONS_FOLDER });
    },
    async ping() {
      await client.query('select 1');
    },
    async close() {
      if (!client.closed) await client.close();
    },
    async dump() {
      return client.dumpDataDir('gzip');
    },
  };
}

/** PostgreSQL error codes the services translate into answers a person can act on. */
export const PG_UNIQUE_VIOLATION = '23505';

/** Finds the PostgreSQL error code on an error from either driver (drizzle wraps them). */
export function pgErrorCode(error: unknown): string | undefined {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

export function pgConstraint(error: unknown): string | undefined {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current; depth++) {
    const c = current as { constraint?: unknown; constraint_name?: unknown };
    if (typeof c.constraint === 'string') return c.constraint;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}
