/**
 * `npm run restore -- <file.tar.gz>`
 *
 * Restores an archive made by `npm run backup` into DATA_DIR, which must be empty or absent (a
 * restore never overwrites data: move the current directory away first). Holds DATA_DIR's
 * one-writer lock while it works, so no server can start on the half-restored directory; then
 * opens the restored database and checks that it holds what the archive's manifest says.
 * With DATABASE_URL set it refuses and points to pg_restore. Prints one line and exits 0, or
 * prints one line and exits 1.
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { acquireDataDirLock, DataDirLockedError, openDatabase } from '../src/server/db/client.ts';
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

const USAGE = 'Usage: npm run restore -- <file.tar.gz>';

async function main() {
  let archive: string | undefined;
  try {
    const { values, positionals } = parseArgs({
      args: process.argv.slice(2),
      options: { help: { type: 'boolean', short: 'h' } },
      strict: true,
      allowPositionals: true,
    });
    if (values.help) {
      process.stdout.write(`${USAGE}\n`);
      return;
    }
    if (positionals.length !== 1) throw new Error('Give exactly one archive');
    archive = path.resolve(positionals[0] ?? '');
  } catch (error) {
    throw new ScriptError(`${firstLine(error).replace(/\.?$/, '.')} ${USAGE}`);
  }
  refuseWithDatabaseUrl('restore');
  if (!existsSync(archive)) throw new ScriptError(`${archive} does not exist`);
  const dataDir = dataDirFromEnv();
  // The lock sits beside pglite/, inside DATA_DIR: it is the one entry allowed there.
  mkdirSync(dataDir, { recursive: true });
  const pgliteDir = path.join(dataDir, 'pglite');
  let lock: ReturnType<typeof acquireDataDirLock>;
  try {
    lock = acquireDataDirLock(pgliteDir);
  } catch (error) {
    if (error instanceof DataDirLockedError) {
      throw new ScriptError(`cannot restore while a server uses ${dataDir}: ${error.message}`);
    }
    throw error;
  }
  const lockName = path.basename(lock.file);
  try {
    const present = readdirSync(dataDir).filter((name) => name !== lockName);
    if (present.length > 0) {
      throw new ScriptError(
        `${dataDir} is not empty (${present.slice(0, 3).join(', ')}${present.length > 3 ? ', …' : ''}): restore into an empty DATA_DIR, or move the current one away first`,
      );
    }
    const entries = (await tar(['-tzf', archive])).split('\n').map((e) => e.replace(/^\.\//, ''));
    if (!entries.includes(MANIFEST)) {
      throw new ScriptError(`${archive} is not an archive made by npm run backup (no ${MANIFEST})`);
    }
    if (entries.some((e) => e.startsWith('/') || e.split('/').includes('..'))) {
      throw new ScriptError(`${archive} holds paths outside its directory: refusing it`);
    }
    await tar(['-xzf', archive, '-C', dataDir, '--no-same-owner']);
    const manifest = JSON.parse(readFileSync(path.join(dataDir, MANIFEST), 'utf8')) as Manifest;
    rmSync(path.join(dataDir, MANIFEST));
    if (manifest.format !== BACKUP_FORMAT) {
      throw new ScriptError(
        `${archive} has backup format ${manifest.format}; this version reads ${BACKUP_FORMAT}`,
      );
    }
    const database = await openDatabase({ kind: 'pglite', dataDir: pgliteDir, lock: false });
    let counts: Manifest['counts'];
    try {
      // A newer version's archive may need migrations; the server applies them when it starts.
      counts = await countContents(database, dataDir);
    } finally {
      await database.close();
    }
    if (JSON.stringify(counts) !== JSON.stringify(manifest.counts)) {
      throw new ScriptError(
        `the restored data (${describeCounts(counts)}) differs from the archive's manifest (${describeCounts(manifest.counts)})`,
      );
    }
    process.stdout.write(
      `Restored ${archive} (made ${manifest.createdAt}) into ${dataDir}: ${describeCounts(counts)}\n`,
    );
  } finally {
    lock.release();
  }
}

try {
  await main();
} catch (error) {
  process.stderr.write(`Restore failed: ${firstLine(error)}\n`);
  process.exitCode = 1;
}
