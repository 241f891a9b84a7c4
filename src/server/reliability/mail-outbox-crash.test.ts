import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { JOB_DESCRIPTION } from '../test/factories.ts';
import { type SmtpMail, startTestSmtpServer } from '../test/smtp.ts';
import {
  api,
  createPostgresDatabase,
  freePort,
  SERVER_ADMIN,
  type ServerProcess,
  startServer,
} from './server-process.ts';

const PASSWORD = 'Quiet-Harbour-Lantern-2026';
/** The lease of a mail being sent: short, so the restarted server takes over the killed one's. */
const LEASE_SECONDS = '3';

async function waitFor(what: string, check: () => boolean, ms = 30_000) {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/**
 * The outbox's promise (docs/decisions/050, 053) across a crash: an alert chosen and being sent
 * when the server is killed goes out exactly once after the restart (two instances on
 * PostgreSQL), and never again.
 */
describe('a server killed while sending a job alert', () => {
  let smtp: Awaited<ReturnType<typeof startTestSmtpServer>> | undefined;
  let pgDatabase: Awaited<ReturnType<typeof createPostgresDatabase>> | undefined;
  const running: ServerProcess[] = [];
  afterAll(async () => {
    for (const server of running) await server.stop('SIGKILL');
    await smtp?.close();
    await pgDatabase?.drop();
  });

  it('sends the alert exactly once after SIGKILL and a restart', { timeout: 180_000 }, async () => {
    smtp = await startTestSmtpServer();
    const databaseUrl = process.env.DATABASE_URL;
    if (databaseUrl) pgDatabase = await createPostgresDatabase(databaseUrl);
    const dataDir = mkdtempSync(path.join(tmpdir(), 'tb-alert-crash-'));
    const env = {
      DATABASE_URL: pgDatabase?.url,
      SMTP_URL: smtp.url,
      MAIL_LEASE_SECONDS: LEASE_SECONDS,
    };
    const first = await startServer({ port: await freePort(), dataDir, env });
    running.push(first);
    const base = first.url;
    const run = randomBytes(3).toString('hex');
    const word = `Pangolin${run}`;

    // A jobseeker signs up and verifies the address from the mail (alerts wait until then).
    const seekerEmail = `alert.seeker.${run}@example.com`;
    const seeker = await api<{ accessToken: string }>(base, 'POST', '/api/auth/register', {
      body: {
        username: `alert_seeker_${run}`,
        email: seekerEmail,
        password: PASSWORD,
        role: 'jobseeker',
      },
    });
    expect(seeker.status).toBe(201);
    const token = seeker.body.accessToken;
    const toSeeker = (mail: SmtpMail) => mail.to.includes(seekerEmail);
    await waitFor('the verification mail', () => (smtp?.received ?? []).some(toSeeker));
    const verification = smtp.received.find(toSeeker);
    const link = verification?.text.match(/\/verify-email\?token=([^\s]+)/)?.[1];
    expect(link).toBeDefined();
    const verified = await api(base, 'GET', `/api/auth/verify-email?token=${link}`);
    expect(verified.status, JSON.stringify(verified.body)).toBe(200);

    const saved = await api(base, 'POST', '/api/saved-searches', {
      token,
      body: { name: 'Pangolin jobs', query: { title: word }, frequency: 'instant' },
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(201);

    // An employer's post, waiting for the admin; the employer's own mail is sent before the hold.
    const employerEmail = `alert.boss.${run}@example.com`;
    const employer = await api<{ accessToken: string }>(base, 'POST', '/api/auth/register', {
      body: {
        username: `alert_boss_${run}`,
        email: employerEmail,
        password: PASSWORD,
        role: 'employer',
      },
    });
    expect(employer.status).toBe(201);
    const job = await api<{ id: number }>(base, 'POST', '/api/job-posts', {
      token: employer.body.accessToken,
      body: {
        title: `Night receptionist ${word}`,
        description: JOB_DESCRIPTION,
        location: 'Remote',
        salary: 14,
        job_type: 'Part-time',
      },
    });
    expect(job.status).toBe(201);
    await waitFor('the employer mail', () =>
      (smtp?.received ?? []).some((mail) => mail.to.includes(employerEmail)),
    );
    const admin = await api<{ accessToken: string }>(base, 'POST', '/api/auth/login', {
      body: SERVER_ADMIN,
    });
    expect(admin.status).toBe(200);

    // The SMTP server takes the alert's DATA and stalls; the server is killed mid-send.
    smtp.hold();
    const approved = await api(base, 'POST', `/api/admin/job-posts/${job.body.id}/approve`, {
      token: admin.body.accessToken,
    });
    expect(approved.status).toBe(200);
    await waitFor('the alert on the wire', () => smtp?.heldCount() === 1);
    await first.stop('SIGKILL');
    smtp.dropHeld();
    const alerts = () =>
      (smtp?.received ?? []).filter((m) => toSeeker(m) && / new job/.test(m.subject));
    expect(alerts()).toHaveLength(0);

    // Restarted on the same data (on PostgreSQL, two instances): the lease runs out, one sends.
    const restarts = databaseUrl ? 2 : 1;
    for (let i = 0; i < restarts; i++) {
      running.push(
        await startServer({
          port: await freePort(),
          dataDir: i === 0 ? dataDir : mkdtempSync(path.join(tmpdir(), 'tb-alert-crash-')),
          env,
        }),
      );
    }
    await waitFor('the alert after the restart', () => alerts().length >= 1, 60_000);
    const [mail] = alerts();
    expect(mail?.subject).toBe('1 new job for "Pangolin jobs"');
    expect(mail?.text).toContain(`Night receptionist ${word}`);
    expect(mail?.headers['list-unsubscribe']).toMatch(/\/api\/saved-searches\/unsubscribe\?token=/);
    expect(mail?.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');

    // Sweeps and drains go on (every minute, every 10 s): still exactly one.
    await new Promise((resolve) => setTimeout(resolve, 25_000));
    expect(alerts()).toHaveLength(1);
  });
});
