/**
 * The commands of scripts/: `npm run admin:create` and the one-line start failure of
 * src/server/main.ts (the demo data of `npm run demo`: scripts-demo.test.ts).
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { decodeToken } from '../shared/token.ts';
import { openDatabase } from './db/client.ts';
import { users } from './db/schema.ts';
import { client } from './test/client.ts';
import { createTestApp } from './test/context.ts';
import { registerUser } from './test/factories.ts';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

type RunResult = { code: number | null; stdout: string; stderr: string };

/** Environment variables the server reads: the children get only the ones a test sets. */
const CONFIG_VARIABLES = [
  'NODE_ENV',
  'PORT',
  'HOST',
  'DATA_DIR',
  'DATABASE_URL',
  'REDIS_URL',
  'SMTP_URL',
  'PUBLIC_URL',
  'JWT_SECRET',
  'ADMIN_EMAIL',
  'ADMIN_PASSWORD',
  'TRUST_PROXY',
  'CORS_ORIGINS',
  'LOG_LEVEL',
];

function runNode(args: string[], env: Record<string, string>): Promise<RunResult> {
  const base = Object.fromEntries(
    Object.entries(process.env).filter(([key]) => !CONFIG_VARIABLES.includes(key)),
  );
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', ...args], {
      cwd: ROOT,
      env: { ...base, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk) => {
      stdout += chunk;
    });
    child.stderr.on('data', (chunk) => {
      stderr += chunk;
    });
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}

const lines = (text: string) => text.split('\n').filter((line) => line.length > 0);

describe('npm run admin:create', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'tb-admin-create-'));
  const adminCreate = (...args: string[]) =>
    runNode(['scripts/admin-create.ts', ...args], { DATA_DIR: dataDir });
  // The first run that opens it initialises a fresh PGlite directory there (about 6 s).
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('prints the usage on one line and exits 1 without --email or --password', {
    timeout: 60_000,
  }, async () => {
    const [noEmail, noPassword] = await Promise.all([
      adminCreate('--password', 'Lantern-Harbour-2026'),
      adminCreate('--email', 'ops.lead@example.com'),
    ]);
    for (const [result, missing] of [
      [noEmail, '--email'],
      [noPassword, '--password'],
    ] as const) {
      expect(result.code).toBe(1);
      expect(result.stdout).toBe('');
      expect(lines(result.stderr)).toHaveLength(1);
      expect(result.stderr).toContain(`Missing ${missing}.`);
      expect(result.stderr).toContain('Usage: npm run admin:create -- --email');
    }
  });

  it('refuses a weak password or an invalid e-mail with one line and exit 1', {
    timeout: 60_000,
  }, async () => {
    const [common, short, badEmail] = await Promise.all([
      adminCreate('--email', 'ops.lead@example.com', '--password', 'password1234'),
      adminCreate('--email', 'ops.lead@example.com', '--password', 'Kt7-short'),
      adminCreate('--email', 'not-an-address', '--password', 'Lantern-Harbour-2026'),
    ]);
    for (const result of [common, short, badEmail]) {
      expect(result.code).toBe(1);
      expect(result.stdout).toBe('');
      expect(lines(result.stderr)).toHaveLength(1);
    }
    expect(common.stderr).toMatch(/^--password: This password is too common/);
    expect(short.stderr).toMatch(/^--password: Password must be at least 12 characters/);
    expect(badEmail.stderr).toMatch(/^--email: Please enter a valid e-mail address/);
  });

  it('creates an admin, then a second run sets a new password; a non-admin e-mail is refused', {
    timeout: 120_000,
  }, async () => {
    const created = await adminCreate(
      '--email',
      '  Ops.Lead@Example.com ',
      '--password',
      'Lantern-Harbour-2026',
      '--username',
      'ops_lead',
    );
    expect(created, created.stderr).toMatchObject({ code: 0, stderr: '' });
    expect(created.stdout).toBe('Created admin ops_lead <ops.lead@example.com>\n');

    const updated = await adminCreate(
      '--email',
      'ops.lead@example.com',
      '--password',
      'Copper-Kettle-Morning-7',
    );
    expect(updated, updated.stderr).toMatchObject({ code: 0, stderr: '' });
    expect(updated.stdout).toBe('Updated the password of admin ops_lead <ops.lead@example.com>\n');

    // The children are done: open their database and log in as a browser would.
    const t = await createTestApp({
      database: await openDatabase({ kind: 'pglite', dataDir: path.join(dataDir, 'pglite') }),
    });
    try {
      const login = (password: string) =>
        client(t.app).visitor.post('/api/auth/login', { email: 'ops.lead@example.com', password });
      const fresh = await login('Copper-Kettle-Morning-7');
      expect(fresh.statusCode, fresh.body).toBe(200);
      expect(decodeToken(fresh.json().accessToken)?.role).toBe('admin');
      expect((await login('Lantern-Harbour-2026')).statusCode).toBe(401);
      const admins = await t.database.db.select().from(users).where(eq(users.role, 'admin'));
      expect(admins.map((a) => a.username)).toEqual(['ops_lead']);
      await registerUser(t.app, 'jobseeker', { email: 'casey.jobs@example.com' });
    } finally {
      await t.close();
    }

    const refused = await adminCreate(
      '--email',
      'casey.jobs@example.com',
      '--password',
      'Lantern-Harbour-2026',
    );
    expect(refused.code).toBe(1);
    expect(refused.stdout).toBe('');
    expect(lines(refused.stderr)).toEqual([
      'casey.jobs@example.com belongs to a jobseeker account, not an admin.',
    ]);
  });
});

describe('src/server/main.ts', () => {
  it('exits 1 with exactly one line on stderr naming PORT when PORT is not a number', {
    timeout: 60_000,
  }, async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'tb-main-'));
    try {
      const result = await runNode(['src/server/main.ts'], { PORT: 'abc', DATA_DIR: dataDir });
      expect(result.code).toBe(1);
      expect(result.stdout).toBe('');
      expect(lines(result.stderr)).toHaveLength(1);
      expect(result.stderr).toMatch(/^Invalid configuration: PORT /);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
