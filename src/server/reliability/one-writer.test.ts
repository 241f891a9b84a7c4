import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { acquireDataDirLock, DataDirLockedError, lockFileFor } from '../db/client.ts';
import { freePort, type ServerProcess, spawnServer, startServer } from './server-process.ts';

/**
 * One writer per embedded database (docs/decisions/024): a second server on the same DATA_DIR
 * refuses to start with a message naming the first, and a lock left by a killed server is
 * taken over. PGlite only: with DATABASE_URL (the suite's second pass) there is nothing to lock.
 */
// Skipped with DATABASE_URL: PostgreSQL takes many writers; only the embedded directory is locked.
describe.skipIf(process.env.DATABASE_URL)('one writer per embedded data directory', () => {
  const running: ServerProcess[] = [];
  afterEach(async () => {
    for (const server of running.splice(0)) await server.stop('SIGKILL');
  });

  it('refuses a second server on the same DATA_DIR, and takes over the lock of a killed one', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'tb-one-writer-'));
    const lockFile = lockFileFor(path.join(dataDir, 'pglite'));
    const [firstPort, secondPort] = [await freePort(), await freePort()];
    const first = await startServer({ port: firstPort, dataDir });
    running.push(first);
    expect(JSON.parse(readFileSync(lockFile, 'utf8'))).toMatchObject({ pid: first.child.pid });

    const second = spawnServer({ port: secondPort, dataDir });
    running.push(second);
    const refused = await second.exited;
    expect(refused.code).toBe(1);
    expect(second.stderr()).toContain(
      `Failed to start: the embedded database in ${path.join(dataDir, 'pglite')} is in use by another process (PID ${first.child.pid}`,
    );
    expect(second.stderr()).toContain('set DATABASE_URL to run several instances');
    // The first one never noticed.
    expect((await fetch(`${first.url}/api/health/ready`)).status).toBe(200);

    // A crash leaves the lock behind; its PID is dead, so the next start takes it over.
    await first.stop('SIGKILL');
    expect(existsSync(lockFile)).toBe(true);
    const third = await startServer({ port: secondPort, dataDir });
    running.push(third);
    expect(JSON.parse(readFileSync(lockFile, 'utf8'))).toMatchObject({ pid: third.child.pid });

    // A clean stop removes it.
    expect(await third.stop('SIGTERM')).toEqual({ code: 0, signal: null });
    expect(existsSync(lockFile)).toBe(false);
  }, 90_000);

  it('treats a lock whose PID is not a running Node process as stale', async () => {
    const dataDir = path.join(mkdtempSync(path.join(tmpdir(), 'tb-lock-')), 'pglite');
    const file = lockFileFor(dataDir);
    // A PID that exists but is not a server (after a container restart, PID 1 is its init).
    const sleeper = spawn('sleep', ['30']);
    try {
      writeFileSync(file, JSON.stringify({ pid: sleeper.pid, hostname: '', startedAt: '' }));
      const lock = acquireDataDirLock(dataDir);
      expect(JSON.parse(readFileSync(file, 'utf8')).pid).toBe(process.pid);
      // The same process cannot open it twice either.
      expect(() => acquireDataDirLock(dataDir)).toThrow('already open in this process');
      lock.release();
      expect(existsSync(file)).toBe(false);
    } finally {
      sleeper.kill('SIGKILL');
    }

    writeFileSync(file, 'not json at all');
    acquireDataDirLock(dataDir).release();
  });

  it('refuses a lock held on another host, saying which file to delete', () => {
    const dataDir = path.join(mkdtempSync(path.join(tmpdir(), 'tb-lock-')), 'pglite');
    const file = lockFileFor(dataDir);
    writeFileSync(
      file,
      JSON.stringify({ pid: 4242, hostname: 'other-host', startedAt: '2026-01-01T00:00:00Z' }),
    );
    let error: unknown;
    try {
      acquireDataDirLock(dataDir);
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(DataDirLockedError);
    expect((error as Error).message).toBe(
      `the embedded database in ${dataDir} is locked by PID 4242 on host other-host: if no server runs there any more, delete ${file} and start again`,
    );
    expect(existsSync(file)).toBe(true);
  });
});
