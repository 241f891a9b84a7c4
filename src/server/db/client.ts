import { linkSync, mkdirSync, readFileSync, renameSync, unlinkSync, writeFileSync } from 'node:fs';
import { hostname } from 'node:os';
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
  /**
   * dataDir absent: in memory. loadDataDir: start from a dump (tests use a migrated one).
   * With a dataDir, the one-writer lock is taken (see acquireDataDirLock) unless the caller
   * already holds it and says so with `lock: false`.
   */
  | { kind: 'pglite'; dataDir?: string; loadDataDir?: Blob; lock?: boolean };

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
  const lock =
    options.dataDir && options.lock !== false ? acquireDataDirLock(options.dataDir) : undefined;
  let client: PGlite;
  try {
    // Durability (docs/decisions/024): in Node, PGlite writes through to the files with plain
    // write() calls, and a COMMIT returns only after its WAL record was written, so a commit that
    // was acknowledged survives the process being killed (SIGKILL, out-of-memory killer). PGlite
    // runs its postgres with fsync off and its Node filesystem has no fsync, so a power cut or a
    // kernel crash can lose recent commits: production data that must survive those belongs in
    // PostgreSQL (DATABASE_URL). relaxedDurability only concerns the browser file systems.
    client = await PGlite.create({
      dataDir: options.dataDir,
      loadDataDir: options.loadDataDir,
      extensions: PGLITE_EXTENSIONS,
      relaxedDurability: false,
    });
    await client.exec(SESSION_SETTINGS);
  } catch (error) {
    lock?.release();
    throw error;
  }
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
      try {
        if (!client.closed) await client.close();
      } finally {
        lock?.release();
      }
    },
    async dump() {
      return client.dumpDataDir('gzip');
    },
  };
}

export class DataDirLockedError extends Error {
  override name = 'DataDirLockedError';
  constructor(
    message: string,
    readonly holder: LockHolder,
  ) {
    super(message);
  }
}

type LockHolder = { pid: number; hostname: string; startedAt: string; command: string };

/** Where the one-writer lock of an embedded database lives: beside its data directory. */
export function lockFileFor(dataDir: string): string {
  return `${path.resolve(dataDir)}.lock`;
}

/** Lock files this process holds: a PID equal to ours in a lock file is otherwise stale. */
const locksHeldHere = new Set<string>();

function processIsAlive(pid: number): boolean {
  if (!Number.isSafeInteger(pid) || pid <= 0) return false;
  // Our own PID in a lock we do not hold: a previous run (a container restarts with the same PID).
  if (pid === process.pid) return false;
  try {
    process.kill(pid, 0);
  } catch (error) {
    // EPERM: it exists but belongs to another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
  // On Linux, a PID reused by something that is not Node (a container's init after a restart)
  // does not hold the lock.
  try {
    const cmdline = readFileSync(`/proc/${pid}/cmdline`, 'utf8');
    return /node|tsx|bun|deno/.test(cmdline);
  } catch {
    return true;
  }
}

/**
 * The one-writer lock of an embedded (PGlite) data directory. PGlite is a single-process
 * database: two processes opening one data directory corrupt it. The lock is a file created
 * exclusively beside the directory, holding the PID, host name and start time of its holder.
 * A lock whose process is gone (a crash or SIGKILL leaves one behind) is stale and taken over.
 * Throws DataDirLockedError, whose message says who holds it and what to do.
 */
export function acquireDataDirLock(dataDir: string): { file: string; release(): void } {
  const file = lockFileFor(dataDir);
  if (locksHeldHere.has(file)) {
    throw new DataDirLockedError(
      `the embedded database in ${path.resolve(dataDir)} is already open in this process: close it first`,
      { pid: process.pid, hostname: hostname(), startedAt: '', command: '' },
    );
  }
  mkdirSync(path.dirname(file), { recursive: true });
  const me: LockHolder = {
    pid: process.pid,
    hostname: hostname(),
    startedAt: new Date().toISOString(),
    command: process.argv.slice(1).join(' ').slice(0, 200),
  };
  for (let attempt = 0; attempt < 5; attempt++) {
    try {
      writeFileSync(file, `${JSON.stringify(me)}\n`, { flag: 'wx', mode: 0o600 });
      let released = false;
      locksHeldHere.add(file);
      const release = () => {
        if (released) return;
        released = true;
        locksHeldHere.delete(file);
        process.off('exit', release);
        try {
          // Only our own lock: never one a later holder took over.
          if (readFileSync(file, 'utf8').includes(`"pid":${me.pid},`)) unlinkSync(file);
        } catch {}
      };
      process.on('exit', release);
      return { file, release };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    let raw: string;
    try {
      raw = readFileSync(file, 'utf8');
    } catch {
      continue; // released between our two calls: try again
    }
    let holder: LockHolder;
    try {
      holder = JSON.parse(raw) as LockHolder;
    } catch {
      holder = { pid: 0, hostname: '', startedAt: '', command: '' };
    }
    const sameHost = !holder.hostname || holder.hostname === me.hostname;
    if (sameHost && processIsAlive(holder.pid)) {
      throw new DataDirLockedError(
        `the embedded database in ${path.resolve(dataDir)} is in use by another process (PID ${holder.pid}, started ${holder.startedAt}): ` +
          'stop it first (one process at a time may open it), or set DATABASE_URL to run several instances on PostgreSQL',
        holder,
      );
    }
    if (!sameHost) {
      throw new DataDirLockedError(
        `the embedded database in ${path.resolve(dataDir)} is locked by PID ${holder.pid} on host ${holder.hostname}: ` +
          `if no server runs there any more, delete ${file} and start again`,
        holder,
      );
    }
    // Stale: move it aside, and put it back if it turns out to be someone else's fresh lock.
    const aside = `${file}.stale-${process.pid}`;
    try {
      renameSync(file, aside);
    } catch {
      continue;
    }
    const moved = readFileSync(aside, 'utf8');
    if (moved !== raw) {
      try {
        linkSync(aside, file);
      } catch {}
      unlinkSync(aside);
      continue;
    }
    unlinkSync(aside);
  }
  throw new Error(`could not take the lock ${file}: other processes keep taking it`);
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
