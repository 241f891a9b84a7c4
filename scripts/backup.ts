/**
 * `npm run backup -- [--out <file.tar.gz>]`
 *
 * Backs up the embedded database and everything else under DATA_DIR (uploads, the JWT secret,
 * the mail outbox) into one gzipped tar archive, mode 0600 (it holds the JWT secret). The server
 * must be stopped: the command takes DATA_DIR's one-writer lock and refuses while a server holds
 * it (docs/decisions/024). The database is opened and closed first, so that the copy is of a
 * cleanly shut down database even after a crash. With DATABASE_URL set it refuses and points to
 * pg_dump. Prints one line and exits 0, or prints one line and exits 1.
 */
import { chmodSync, existsSync, mkdtempSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import {
  acquireDataDirLock,
  DataDirLockedError,
  lockFileFor,
  openDatabase,
} from '../src/server/db/client.ts';
import {
  BACKUP_FORMAT,
  countContents,
  dataDirFromEnv,
  describeCounts,
  firstLine,
  MANIFEST,
  type Manifest,
  refuseWithDatabaseUrl,
  ScriptError,
  tar,
} from './backup-common.ts';

const USAGE = 'Usage: npm run backup -- [--out <file.tar.gz>]';

async function main() {
  let out: string | undefined;
  try {
    const { values } = parseArgs({
      args: process.argv.slice(2),
      options: { out: { type: 'string' }, help: { type: 'boolean', short: 'h' } },
      strict: true,
      allowPositionals: false,
    });
    if (values.help) {
      process.stdout.write(`${USAGE}\n`);
      return;
    }
    out = values.out;
  } catch (error) {
    throw new ScriptError(`${firstLine(error).replace(/\.?$/, '.')} ${USAGE}`);
  }
  refuseWithDatabaseUrl('back up');
  const dataDir = dataDirFromEnv();
  const pgliteDir = path.join(dataDir, 'pglite');
  if (!existsSync(pgliteDir)) {
    throw new ScriptError(`nothing to back up: ${dataDir} holds no database (is DATA_DIR right?)`);
  }
  const stamp = new Date().toISOString().replace(/[-:]/g, '').replace(/\..*$/, 'Z');
  const target = path.resolve(out ?? `talentbridge-backup-${stamp}.tar.gz`);
  if (target.startsWith(`${dataDir}${path.sep}`)) {
    throw new ScriptError(`--out must be outside DATA_DIR (${dataDir})`);
  }
  if (existsSync(target)) throw new ScriptError(`${target} exists already: choose another --out`);

  let lock: ReturnType<typeof acquireDataDirLock>;
  try {
    lock = acquireDataDirLock(pgliteDir);
  } catch (error) {
    if (error instanceof DataDirLockedError) {
      throw new ScriptError(
        `cannot back up while the server runs: ${error.message}. Stop the server, back up, start it again.`,
      );
    }
    throw error;
  }
  const staging = mkdtempSync(path.join(tmpdir(), 'tb-backup-'));
  const partial = `${target}.partial-${process.pid}`;
  try {
    const database = await openDatabase({ kind: 'pglite', dataDir: pgliteDir, lock: false });
    let manifest: Manifest;
    try {
      manifest = {
        format: BACKUP_FORMAT,
        createdAt: new Date().toISOString(),
        counts: await countContents(database, dataDir),
      };
    } finally {
      await database.close();
    }
    writeFileSync(path.join(staging, MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`);
    const lockName = path.basename(lockFileFor(pgliteDir));
    await tar([
      '-czf',
      partial,
      `--exclude=./${lockName}`,
      `--exclude=./${lockName}.stale-*`,
      '-C',
      staging,
      MANIFEST,
      '-C',
      dataDir,
      '.',
    ]);
    chmodSync(partial, 0o600);
    renameSync(partial, target);
    process.stdout.write(
      `Backed up ${dataDir} (${describeCounts(manifest.counts)}) to ${target}\n`,
    );
    if (process.env.S3_BUCKET?.trim()) {
      process.stdout.write(
        `Note: uploads go to the S3 bucket ${process.env.S3_BUCKET.trim()}, which this archive does not hold: back the bucket up on its own (versioning or replication).\n`,
      );
    }
  } finally {
    rmSync(staging, { recursive: true, force: true });
    rmSync(partial, { force: true });
    lock.release();
  }
}

try {
  await main();
} catch (error) {
  process.stderr.write(`Backup failed: ${firstLine(error)}\n`);
  process.exitCode = 1;
}
