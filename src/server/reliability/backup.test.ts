import { execFile } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { acquireDataDirLock, openDatabase } from '../db/client.ts';
import { createChat } from '../test/chat.ts';
import { createTestApp } from '../test/context.ts';
import { authHeader, login } from '../test/factories.ts';
import { multipart, pngBytes } from '../test/multipart.ts';
import { REPO_ROOT } from './server-process.ts';

function runScript(script: 'backup' | 'restore', args: string[], env: Record<string, string>) {
  return new Promise<{ code: number; stdout: string; stderr: string }>((resolve) => {
    const childEnv: NodeJS.ProcessEnv = { ...process.env };
    delete childEnv.DATABASE_URL;
    delete childEnv.REDIS_URL;
    Object.assign(childEnv, env);
    execFile(
      process.execPath,
      ['--import', 'tsx', `scripts/${script}.ts`, ...args],
      { cwd: REPO_ROOT, env: childEnv, timeout: 60_000 },
      (error, stdout, stderr) =>
        resolve({ code: error ? Number(error.code ?? 1) : 0, stdout, stderr }),
    );
  });
}

/**
 * `npm run backup` / `npm run restore` (docs/decisions/024): an archive of DATA_DIR taken with
 * the server stopped, restored into an empty directory, holds every user, job, message and
 * uploaded file. The tests open embedded databases of their own and run the scripts without
 * DATABASE_URL, so they run in both passes of the suite (a PostgreSQL server is pg_dump's job).
 */
describe('backup and restore of the embedded database', () => {
  it('restores users, jobs, messages and uploads into an empty directory', async () => {
    const source = mkdtempSync(path.join(tmpdir(), 'tb-backup-src-'));
    writeFileSync(path.join(source, 'jwt-secret'), `${'s'.repeat(48)}\n`, { mode: 0o600 });
    const database = await openDatabase({ kind: 'pglite', dataDir: path.join(source, 'pglite') });
    await database.migrate();
    const t = await createTestApp({ database, config: { dataDir: source } });
    const chat = await createChat(t.app, { title: 'Archivist for old invoices' });
    const sent = await t.app.services.chat.send(chat.jobseeker.id, {
      jobApplicationId: chat.applicationId,
      content: 'Kept safe in the backup',
    });
    const body = multipart({
      files: [
        { field: 'avatar', filename: 'me.png', contentType: 'image/png', bytes: pngBytes(600) },
      ],
    });
    const uploaded = await t.app.inject({
      method: 'POST',
      url: '/api/profile/upload-avatar',
      payload: body.payload,
      headers: { ...body.headers, ...authHeader(chat.jobseeker.token) },
    });
    expect(uploaded.statusCode, uploaded.body).toBe(200);
    const avatarPath: string = uploaded.json().avatar;
    await t.close();

    const outDir = mkdtempSync(path.join(tmpdir(), 'tb-backup-out-'));
    const archive = path.join(outDir, 'backup.tar.gz');

    // A running server holds the lock: the backup refuses instead of copying a live database.
    const held = acquireDataDirLock(path.join(source, 'pglite'));
    const refused = await runScript('backup', ['--out', archive], { DATA_DIR: source });
    held.release();
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain(
      `Backup failed: cannot back up while the server runs: the embedded database in ${path.join(source, 'pglite')} is in use by another process (PID ${process.pid}`,
    );
    expect(existsSync(archive)).toBe(false);

    const backedUp = await runScript('backup', ['--out', archive], { DATA_DIR: source });
    expect(backedUp.stderr).toBe('');
    expect(backedUp.code).toBe(0);
    expect(backedUp.stdout).toMatch(
      /^Backed up .* \(\d+ users, 1 job posts, 1 applications, 1 messages, 1 uploaded files\) to .*backup\.tar\.gz\n$/,
    );
    expect(statSync(archive).mode & 0o777).toBe(0o600);

    // Into an empty directory.
    const target = path.join(mkdtempSync(path.join(tmpdir(), 'tb-backup-dst-')), 'data');
    const restored = await runScript('restore', [archive], { DATA_DIR: target });
    expect(restored.stderr).toBe('');
    expect(restored.code).toBe(0);
    expect(restored.stdout).toContain(`into ${target}: `);
    expect(readFileSync(path.join(target, 'jwt-secret'), 'utf8')).toBe(`${'s'.repeat(48)}\n`);

    // Never over existing data.
    const again = await runScript('restore', [archive], { DATA_DIR: target });
    expect(again.code).toBe(1);
    expect(again.stderr).toMatch(
      /^Restore failed: .* is not empty \(.*\): restore into an empty DATA_DIR/,
    );
    const notOurs = path.join(outDir, 'other.tar.gz');
    writeFileSync(notOurs, 'not a tarball');
    const empty = path.join(outDir, 'empty');
    mkdirSync(empty);
    const wrong = await runScript('restore', [notOurs], { DATA_DIR: empty });
    expect(wrong.code).toBe(1);
    expect(wrong.stderr).toMatch(/^Restore failed: tar failed: /);

    // The restored directory, opened by the app: everything is there.
    const r = await createTestApp({
      database: await openDatabase({ kind: 'pglite', dataDir: path.join(target, 'pglite') }),
      config: { dataDir: target },
    });
    try {
      const token = await login(r.app, chat.jobseeker.email, chat.jobseeker.password);
      const history = await r.app.inject({
        url: `/api/chats/${chat.applicationId}/messages`,
        headers: authHeader(token),
      });
      expect(history.json().data).toEqual([
        expect.objectContaining({ id: sent.message.id, content: 'Kept safe in the backup' }),
      ]);
      const job = await r.app.inject({ url: `/api/job-posts/${chat.jobId}` });
      expect(job.json()).toMatchObject({ title: 'Archivist for old invoices' });
      const employer = await login(r.app, chat.employer.email, chat.employer.password);
      expect(employer).toBeTruthy();
      const avatar = await r.app.inject({ url: avatarPath });
      expect(avatar.statusCode).toBe(200);
      expect(avatar.rawPayload.equals(pngBytes(600))).toBe(true);
    } finally {
      await r.close();
    }
  }, 120_000);

  it('refuses with DATABASE_URL set, pointing to pg_dump', async () => {
    const result = await runScript('backup', [], {
      DATA_DIR: mkdtempSync(path.join(tmpdir(), 'tb-backup-pg-')),
      DATABASE_URL: 'postgres://db.invalid/x',
    });
    expect(result.code).toBe(1);
    expect(result.stderr).toContain(
      'DATABASE_URL is set: this command can only back up the embedded database. For PostgreSQL use pg_dump',
    );
  });
});
