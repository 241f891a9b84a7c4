/**
 * What `npm run backup` and `npm run restore` share (docs/decisions/024, docs/operations.md).
 * Both work on the embedded database only, with the server stopped: they hold the one-writer
 * lock of DATA_DIR/pglite for their whole run, so a running server makes them refuse and a server
 * started meanwhile refuses in turn. They read DATA_DIR and DATABASE_URL straight from the
 * environment: loadConfig would create DATA_DIR/jwt-secret, and a restore needs DATA_DIR empty.
 */
import { spawn } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { DatabaseHandle } from '../src/server/db/client.ts';

/** The file at the root of every archive that says what it holds. */
export const MANIFEST = 'talentbridge-backup.json';
export const BACKUP_FORMAT = 1;

export type Manifest = {
  format: number;
  createdAt: string;
  counts: Counts;
};

export type Counts = {
  users: number;
  jobPosts: number;
  applications: number;
  messages: number;
  uploadedFiles: number;
};

export class ScriptError extends Error {}

export function dataDirFromEnv(): string {
  return path.resolve(process.env.DATA_DIR?.trim() || './data');
}

export function refuseWithDatabaseUrl(what: 'back up' | 'restore') {
  if (process.env.DATABASE_URL?.trim()) {
    throw new ScriptError(
      `DATABASE_URL is set: this command can only ${what} the embedded database. For PostgreSQL use ${what === 'back up' ? 'pg_dump' : 'pg_restore'} (docs/operations.md, "Back up and restore").`,
    );
  }
}

function countFiles(dir: string): number {
  if (!existsSync(dir)) return 0;
  return readdirSync(dir, { recursive: true, withFileTypes: true }).filter((e) => e.isFile())
    .length;
}

export async function countContents(database: DatabaseHandle, dataDir: string): Promise<Counts> {
  const result = await database.db.execute(sql`select
    (select count(*)::int from users) as users,
    (select count(*)::int from job_posts) as job_posts,
    (select count(*)::int from job_applications) as applications,
    (select count(*)::int from chat_messages) as messages`);
  const rows = ((result as unknown as { rows?: unknown[] }).rows ?? result) as Record<
    string,
    number
  >[];
  const row = rows[0] ?? {};
  return {
    users: row.users ?? 0,
    jobPosts: row.job_posts ?? 0,
    applications: row.applications ?? 0,
    messages: row.messages ?? 0,
    uploadedFiles: countFiles(path.join(dataDir, 'uploads')),
  };
}

export function describeCounts(c: Counts): string {
  return `${c.users} users, ${c.jobPosts} job posts, ${c.applications} applications, ${c.messages} messages, ${c.uploadedFiles} uploaded files`;
}

/** Runs tar (GNU tar or bsdtar: both understand these options) and fails with its stderr. */
export function tar(args: string[]): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn('tar', args, { stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => {
      stdout += chunk.toString();
    });
    child.stderr.on('data', (chunk: Buffer) => {
      stderr += chunk.toString();
    });
    child.on('error', (error) => reject(new ScriptError(`could not run tar: ${error.message}`)));
    child.on('close', (code) => {
      if (code === 0) resolve(stdout);
      else reject(new ScriptError(`tar failed: ${stderr.trim().split('\n')[0] ?? `exit ${code}`}`));
    });
  });
}

export function firstLine(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  return message.split('\n')[0] ?? message;
}
