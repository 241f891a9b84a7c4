import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { inArray, sql } from 'drizzle-orm';
import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, describe, expect, it } from 'vitest';
import { type DatabaseHandle, openDatabase } from '../db/client.ts';
import { chatMessages, jobApplications, users } from '../db/schema.ts';
import { JOB_DESCRIPTION } from '../test/factories.ts';
import {
  api,
  createPostgresDatabase,
  freePort,
  SERVER_ADMIN,
  type ServerProcess,
  startServer,
} from './server-process.ts';

const PASSWORD = 'Sturdy-Anchor-Weather-2026';
const WORKERS = 6;
/** Under the chat rate limit (20 per 10 s per sender). */
const MESSAGES_PER_SEEKER = 12;

/** A sign-up on the server at `url`, with the file's password. */
function signUp(url: string, role: 'employer' | 'jobseeker', username: string, email: string) {
  return api<{ accessToken: string }>(url, 'POST', '/api/auth/register', {
    body: { username, email, password: PASSWORD, role },
  });
}

type Acknowledged = {
  users: { id: number; email: string }[];
  applications: { id: number; accepted: boolean }[];
  messages: { id: number; applicationId: number; content: string }[];
};

/**
 * Crash safety (docs/decisions/024): writes from several clients at once (registrations,
 * applications and their decisions, chat messages), SIGKILL in the middle of them, a restart on
 * the same data, and every write whose success the client saw must be there, consistent. On the
 * suite's database: the file-backed PGlite of DATA_DIR, or PostgreSQL when DATABASE_URL is set.
 */
describe('a server killed in the middle of writes', () => {
  let pgDatabase: Awaited<ReturnType<typeof createPostgresDatabase>> | undefined;
  const running: ServerProcess[] = [];
  const sockets: Socket[] = [];
  afterAll(async () => {
    for (const socket of sockets) socket.disconnect();
    for (const server of running) await server.stop('SIGKILL');
    await pgDatabase?.drop();
  });

  it('keeps every acknowledged write after SIGKILL and a restart', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'tb-crash-'));
    const databaseUrl = process.env.DATABASE_URL;
    if (databaseUrl) pgDatabase = await createPostgresDatabase(databaseUrl);
    const env = { DATABASE_URL: pgDatabase?.url };
    // The restart takes the same port: the clients keep their address.
    const port = await freePort();
    const server = await startServer({ port, dataDir, env });
    running.push(server);
    const base = server.url;
    const run = randomBytes(3).toString('hex');

    const adminLogin = await api<{ accessToken: string }>(base, 'POST', '/api/auth/login', {
      body: SERVER_ADMIN,
    });
    expect(adminLogin.status).toBe(200);
    const admin = adminLogin.body.accessToken;
    const employerSignup = await signUp(
      base,
      'employer',
      `crash_boss_${run}`,
      `crash.boss.${run}@example.com`,
    );
    expect(employerSignup.status).toBe(201);
    const employer = employerSignup.body.accessToken;
    const job = await api<{ id: number }>(base, 'POST', '/api/job-posts', {
      token: employer,
      body: {
        title: 'Bookkeeping assistant',
        description: JOB_DESCRIPTION,
        location: 'Remote',
        salary: 15,
        job_type: 'Part-time',
      },
    });
    expect(job.status).toBe(201);
    const approved = await api(base, 'POST', `/api/admin/job-posts/${job.body.id}/approve`, {
      token: admin,
    });
    expect(approved.status).toBe(200);

    const acked: Acknowledged = { users: [], applications: [], messages: [] };
    let killed = false;
    let sequence = 0;

    /** One person's journey: sign up, apply, get accepted, write messages. */
    async function journey(worker: number) {
      sequence += 1;
      const name = `crash_${run}_${worker}_${sequence}`;
      const email = `${name}@example.com`;
      const signup = await signUp(base, 'jobseeker', name, email);
      if (signup.status !== 201) throw new Error(`register ${signup.status}`);
      const token = signup.body.accessToken;
      const me = await api<{ id: number }>(base, 'GET', '/api/profile', { token });
      acked.users.push({ id: me.body.id, email });
      const applied = await api<{ id: number }>(base, 'POST', '/api/job-applications', {
        token,
        body: { job_post_id: job.body.id },
      });
      if (applied.status !== 201) throw new Error(`apply ${applied.status}`);
      const application = { id: applied.body.id, accepted: false };
      acked.applications.push(application);
      const decided = await api(base, 'PUT', `/api/job-applications/${application.id}`, {
        token: employer,
        body: { status: 'Accepted' },
      });
      if (decided.status !== 200) throw new Error(`decide ${decided.status}`);
      application.accepted = true;

      const socket = connect(base, {
        path: '/socket.io/',
        auth: { token: `Bearer ${token}` },
        transports: ['websocket'],
        reconnection: false,
      });
      sockets.push(socket);
      // A server killed between the WebSocket's opening and socket.io's handshake answers
      // neither 'connect' nor 'connect_error': the wait has its own end, or the worker (and the
      // test) would wait for ever.
      await new Promise<void>((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error('socket connect timed out')), 10_000);
        const settle = (error?: Error) => {
          clearTimeout(timer);
          if (error) reject(error);
          else resolve();
        };
        socket.once('connect', () => settle());
        socket.once('connect_error', settle);
        socket.io.once('close', () => settle(new Error('connection closed while connecting')));
      });
      for (let i = 0; i < MESSAGES_PER_SEEKER && !killed; i++) {
        const content = `${name} message ${i}`;
        const reply = await new Promise<{ ok: boolean; message?: { id: number } }>(
          (resolve, reject) => {
            socket
              .timeout(5000)
              .emit(
                'sendMessage',
                { jobApplicationId: application.id, content, clientId: `${name}-${i}` },
                (error: Error | null, ack: { ok: boolean; message?: { id: number } }) =>
                  error ? reject(error) : resolve(ack),
              );
          },
        );
        if (!reply.ok || !reply.message) throw new Error('message refused');
        acked.messages.push({ id: reply.message.id, applicationId: application.id, content });
      }
      socket.disconnect();
    }

    async function worker(index: number) {
      while (!killed) {
        try {
          await journey(index);
        } catch (error) {
          // After the kill, failures are the point; before it there must be none.
          if (!killed) throw error;
        }
      }
    }

    const workers = Array.from({ length: WORKERS }, (_, i) => worker(i));
    // Kill once every kind of write has been acknowledged a good number of times, with more
    // of them in flight.
    await expect
      .poll(() => acked.messages.length >= 40 && acked.users.length >= 10, {
        timeout: 60_000,
        interval: 20,
      })
      .toBe(true);
    server.child.kill('SIGKILL');
    killed = true;
    expect(await server.exited).toEqual({ code: null, signal: 'SIGKILL' });
    await Promise.all(workers);
    for (const socket of sockets) socket.disconnect();

    // The same data, a new process (the lock the killed one left is stale).
    const restarted = await startServer({ port, dataDir, env });
    running.push(restarted);
    const applications = await api<{ id: number; status: string }[]>(
      restarted.url,
      'GET',
      `/api/job-applications/job-post/${job.body.id}`,
      { token: employer },
    );
    expect(applications.status).toBe(200);
    const statusById = new Map(applications.body.map((a) => [a.id, a.status]));
    for (const application of acked.applications) {
      // A decision in flight at the kill may or may not have landed: Pending or Accepted.
      expect(statusById.get(application.id), `application ${application.id}`).toEqual(
        application.accepted ? 'Accepted' : expect.stringMatching(/^(Pending|Accepted)$/),
      );
    }
    const lastChat = acked.messages[acked.messages.length - 1];
    if (!lastChat) throw new Error('no message acknowledged');
    const history = await api<{ data: { id: number; content: string }[] }>(
      restarted.url,
      'GET',
      `/api/chats/${lastChat.applicationId}/messages?limit=100`,
      { token: employer },
    );
    expect(history.status).toBe(200);
    const contents = history.body.data.map((m) => m.content);
    for (const message of acked.messages.filter((m) => m.applicationId === lastChat.applicationId))
      expect(contents).toContain(message.content);
    const lastUser = acked.users[acked.users.length - 1];
    if (!lastUser) throw new Error('no user acknowledged');
    const login = await api(restarted.url, 'POST', '/api/auth/login', {
      body: { email: lastUser.email, password: PASSWORD },
    });
    expect(login.status, 'the last acknowledged sign-up can log in').toBe(200);
    // And it takes writes again.
    const after = await signUp(
      restarted.url,
      'jobseeker',
      `crash_after_${run}`,
      `crash.after.${run}@example.com`,
    );
    expect(after.status).toBe(201);
    expect(await restarted.stop('SIGTERM')).toEqual({ code: 0, signal: null });

    // Every acknowledged row, read straight from the database, and the references between them.
    const database: DatabaseHandle = pgDatabase
      ? await openDatabase({ kind: 'postgres', url: pgDatabase.url, maxConnections: 1 })
      : await openDatabase({ kind: 'pglite', dataDir: path.join(dataDir, 'pglite') });
    try {
      const { db } = database;
      const foundUsers = await db
        .select({ id: users.id, email: users.email })
        .from(users)
        .where(
          inArray(
            users.id,
            acked.users.map((u) => u.id),
          ),
        );
      expect(foundUsers.sort((a, b) => a.id - b.id)).toEqual(
        [...acked.users].sort((a, b) => a.id - b.id),
      );
      const foundApplications = await db
        .select({ id: jobApplications.id, status: jobApplications.status })
        .from(jobApplications)
        .where(
          inArray(
            jobApplications.id,
            acked.applications.map((a) => a.id),
          ),
        );
      expect(foundApplications).toHaveLength(acked.applications.length);
      for (const row of foundApplications) {
        if (acked.applications.find((a) => a.id === row.id)?.accepted)
          expect(row.status).toBe('Accepted');
      }
      const foundMessages = await db
        .select({ id: chatMessages.id, content: chatMessages.content })
        .from(chatMessages)
        .where(
          inArray(
            chatMessages.id,
            acked.messages.map((m) => m.id),
          ),
        );
      expect(new Map(foundMessages.map((m) => [m.id, m.content]))).toEqual(
        new Map(acked.messages.map((m) => [m.id, m.content])),
      );
      // Consistency: no message in a chat that is not Accepted, no duplicate client ids, no
      // duplicate applications, and the indexes agree with the tables.
      const problems = await db.execute(sql`
        select
          (select count(*)::int from chat_messages m join job_applications a on a.id = m.job_application_id
            where a.status <> 'Accepted') as messages_outside_accepted,
          (select count(*)::int from (select client_id from chat_messages where client_id is not null
            group by sender_id, client_id having count(*) > 1) d) as duplicate_messages,
          (select count(*)::int from (select 1 from job_applications
            group by job_post_id, jobseeker_id having count(*) > 1) d) as duplicate_applications,
          (select count(*)::int from (select 1 from users group by email having count(*) > 1) d)
            as duplicate_emails`);
      const rows = (problems as unknown as { rows?: unknown[] }).rows ?? problems;
      expect((rows as unknown[])[0]).toEqual({
        messages_outside_accepted: 0,
        duplicate_messages: 0,
        duplicate_applications: 0,
        duplicate_emails: 0,
      });
    } finally {
      await database.close();
    }
  }, 180_000);
});
