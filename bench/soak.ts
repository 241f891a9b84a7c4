/**
 * Soak test (docs/decisions/024): BENCH_USERS simulated people (default 200) go through mixed journeys
 * against the real server (`src/server/main.ts`, started here as a child process) for
 * BENCH_SECONDS (default 120), with a think time between steps:
 * - visitors browse: the home page, job lists, searches, a job's page, categories, stats;
 * - jobseekers sign up, search, apply, read their applications and chats, and chat live;
 * - employers post jobs, read applications, accept them and chat live;
 * - admins page through users and job posts, approve new posts, read analytics.
 * Prints the errors (any 5xx, network failure or answer a journey did not expect), latency
 * percentiles per kind of step, and the server's memory (RSS and V8 heap, sampled every second
 * through bench/soak-probe.ts) over time: the target is zero errors and flat memory.
 *
 * Embedded PGlite by default; with DATABASE_URL, on a fresh database created beside it (and
 * dropped after); REDIS_URL is passed on when set. Each simulated person has an address of
 * its own in X-Forwarded-For (TEST-NET-3, trusted from 127.0.0.1), so the per-IP limits apply
 * per person as in production. Traffic stays on 127.0.0.1; the run is bounded in time.
 * BENCH_PORT (default 3287), BENCH_THINK_MS (mean think time, default 1000), BENCH_RAMP_SECONDS
 * (arrivals spread over the first 30 s; percentiles are also given for the steady state after).
 * BENCH_USERS (default 200).
 */
import { type ChildProcess, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { adminClient, databaseUrlWithName } from '../src/server/test/postgres.ts';
import { startServer } from './soak-server.ts';
import { createSoakSockets } from './soak-sockets.ts';
import { createSoakStats, Unexpected } from './soak-stats.ts';

const USERS = Number(process.env.BENCH_USERS ?? 200);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 120);
const PORT = Number(process.env.BENCH_PORT ?? 3287);
const THINK_MS = Number(process.env.BENCH_THINK_MS ?? 1000);
/** People arrive spread over this many seconds (each signs up on arrival: argon2 is costly). */
const RAMP_SECONDS = Number(process.env.BENCH_RAMP_SECONDS ?? 30);
const BASE = `http://127.0.0.1:${PORT}`;
const ADMIN = { email: 'soak.admin@example.com', password: 'Soak-Admin-Lantern-2026' };
const PASSWORD = 'Soak-Member-Harbour-2026';
const RUN = randomBytes(3).toString('hex');
const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const DESCRIPTION =
  '<p>Answer customer e-mails and chats for a growing online shop, keep the help centre articles current and report recurring problems every week to the team lead.</p>';
const WORDS = ['assistant', 'support', 'designer', 'bookkeeping', 'writer', 'assistnt', 'data'];

// ---------------------------------------------------------------- measurement

const stats = createSoakStats({
  users: USERS,
  seconds: SECONDS,
  thinkMs: THINK_MS,
  rampSeconds: RAMP_SECONDS,
});
const { record, fail, memory } = stats;

/** One HTTP step: measured; anything but an expected status counts as an error. */
async function call<T = unknown>(
  step: string,
  ip: string,
  method: string,
  url: string,
  options: { token?: string; body?: unknown; expect?: number[] } = {},
): Promise<T> {
  const started = performance.now();
  let status = 0;
  let text = '';
  try {
    const response = await fetch(`${BASE}${url}`, {
      method,
      headers: {
        'x-forwarded-for': ip,
        'accept-encoding': 'gzip',
        ...(options.body !== undefined ? { 'content-type': 'application/json' } : {}),
        ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
      },
      body: options.body !== undefined ? JSON.stringify(options.body) : undefined,
      signal: AbortSignal.timeout(30_000),
    });
    status = response.status;
    text = await response.text();
  } catch (error) {
    record(step, performance.now() - started);
    fail(step, `network: ${(error as Error).message}`);
    throw new Unexpected();
  }
  record(step, performance.now() - started);
  if (!(options.expect ?? [200]).includes(status)) {
    fail(step, `${method} ${url} answered ${status} ${text.slice(0, 160)}`);
    throw new Unexpected();
  }
  return (text && text[0] !== '<' ? JSON.parse(text) : text) as T;
}

// ---------------------------------------------------------------- the world the people share

type Job = { id: number; ownerIndex: number };
const publicJobs: Job[] = [];
const pendingJobs: number[] = [];
/** Accepted applications: the chats the parties talk in. */
const chatsByUser = new Map<number, number[]>();
let deadline = 0;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const think = () => sleep(THINK_MS * (0.5 + Math.random()));
const pick = <T>(list: T[]): T | undefined => list[Math.floor(Math.random() * list.length)];
const running = () => Date.now() < deadline;

const sockets = createSoakSockets(BASE, stats);
const { openSocket, sendMessage } = sockets;

// ---------------------------------------------------------------- journeys

type Person = { index: number; ip: string };

async function browse(p: Person) {
  const job = pick(publicJobs);
  const steps = [
    () => call('GET / (page)', p.ip, 'GET', '/'),
    () =>
      call(
        'GET /api/job-posts',
        p.ip,
        'GET',
        `/api/job-posts?page=${1 + Math.floor(Math.random() * 3)}`,
      ),
    () => call('GET /api/job-posts?title', p.ip, 'GET', `/api/job-posts?title=${pick(WORDS)}`),
    () => call('GET /api/categories', p.ip, 'GET', '/api/categories'),
    () => call('GET /api/stats', p.ip, 'GET', '/api/stats'),
    ...(job
      ? [
          () => call('GET /api/job-posts/:id', p.ip, 'GET', `/api/job-posts/${job.id}`),
          () =>
            call('POST increment-view', p.ip, 'POST', `/api/job-posts/${job.id}/increment-view`, {
              expect: [200, 204],
            }),
          () =>
            call('GET /find-job/:id (page)', p.ip, 'GET', `/find-job/${job.id}`, {
              expect: [200, 404],
            }),
        ]
      : []),
  ];
  await (pick(steps) as () => Promise<unknown>)();
}

async function signUp(p: Person, role: 'jobseeker' | 'employer') {
  const username = `soak_${RUN}_${role[0]}${p.index}`;
  const reply = await call<{ accessToken: string }>(
    'POST /api/auth/register',
    p.ip,
    'POST',
    '/api/auth/register',
    {
      body: { username, email: `${username}@example.com`, password: PASSWORD, role },
      expect: [201],
    },
  );
  const me = await call<{ id: number }>('GET /api/profile', p.ip, 'GET', '/api/profile', {
    token: reply.accessToken,
  });
  return { token: reply.accessToken, id: me.id };
}

async function visitor(p: Person) {
  while (running()) {
    await browse(p).catch(() => {});
    await think();
  }
}

async function jobseeker(p: Person) {
  const me = await signUp(p, 'jobseeker');
  const socket = await openSocket(me.token, p.ip);
  const applied = new Set<number>();
  while (running()) {
    const roll = Math.random();
    try {
      if (roll < 0.35) await browse(p);
      else if (roll < 0.5) {
        const job = pick(publicJobs.filter((j) => !applied.has(j.id)));
        if (job) {
          applied.add(job.id);
          await call('POST /api/job-applications', p.ip, 'POST', '/api/job-applications', {
            token: me.token,
            body: { job_post_id: job.id },
            expect: [201],
          });
        }
      } else if (roll < 0.6)
        await call('GET my-applications', p.ip, 'GET', '/api/job-applications/my-applications', {
          token: me.token,
        });
      else if (roll < 0.7)
        await call('GET /api/chats', p.ip, 'GET', '/api/chats', { token: me.token });
      else if (roll < 0.75)
        await call('GET /api/profile', p.ip, 'GET', '/api/profile', { token: me.token });
      else {
        const chat = pick(chatsByUser.get(me.id) ?? []);
        if (chat) await sendMessage(socket, chat, `Hello from jobseeker ${p.index}`);
        else await browse(p);
      }
    } catch {}
    await think();
  }
}

async function employer(p: Person) {
  const me = await signUp(p, 'employer');
  const socket = await openSocket(me.token, p.ip);
  const mine: number[] = [];
  const post = async () => {
    const job = await call<{ id: number }>('POST /api/job-posts', p.ip, 'POST', '/api/job-posts', {
      token: me.token,
      body: {
        title: `${pick(['Virtual', 'Remote', 'Part-time'])} ${pick(WORDS.slice(0, 5))} ${p.index}`,
        description: DESCRIPTION,
        location: 'Remote',
        salary: 10 + (p.index % 20),
        job_type: 'Part-time',
      },
      expect: [201],
    });
    mine.push(job.id);
    pendingJobs.push(job.id);
  };
  await post().catch(() => {});
  while (running()) {
    const roll = Math.random();
    try {
      if (roll < 0.05) await post();
      else if (roll < 0.15)
        await call('GET my-posts', p.ip, 'GET', '/api/job-posts/my-posts', { token: me.token });
      else if (roll < 0.55) {
        const jobId = pick(mine);
        if (jobId) {
          const list = await call<
            { id: number; status: string; jobseeker_id?: number; user_id?: number }[]
          >('GET applications of a post', p.ip, 'GET', `/api/job-applications/job-post/${jobId}`, {
            token: me.token,
          });
          const waiting = list.find((a) => a.status === 'Pending');
          if (waiting) {
            await call(
              'PUT accept application',
              p.ip,
              'PUT',
              `/api/job-applications/${waiting.id}`,
              {
                token: me.token,
                body: { status: 'Accepted' },
              },
            );
            const seeker = (waiting.jobseeker_id ?? waiting.user_id) as number;
            chatsByUser.set(me.id, [...(chatsByUser.get(me.id) ?? []), waiting.id]);
            chatsByUser.set(seeker, [...(chatsByUser.get(seeker) ?? []), waiting.id]);
          }
        }
      } else if (roll < 0.65)
        await call('GET /api/chats/unread-count', p.ip, 'GET', '/api/chats/unread-count', {
          token: me.token,
        });
      else {
        const chat = pick(chatsByUser.get(me.id) ?? []);
        if (chat) await sendMessage(socket, chat, `Hello from employer ${p.index}`);
        else await browse(p);
      }
    } catch {}
    await think();
  }
}

async function admin(p: Person) {
  const { accessToken: token } = await call<{ accessToken: string }>(
    'POST /api/auth/login',
    p.ip,
    'POST',
    '/api/auth/login',
    { body: ADMIN },
  );
  while (running()) {
    const roll = Math.random();
    try {
      const pending = pendingJobs.shift();
      if (pending !== undefined) {
        await call('POST approve job', p.ip, 'POST', `/api/admin/job-posts/${pending}/approve`, {
          token,
        });
        publicJobs.push({ id: pending, ownerIndex: -1 });
      } else if (roll < 0.3)
        await call(
          'GET /api/admin/users',
          p.ip,
          'GET',
          `/api/admin/users?page=${1 + Math.floor(Math.random() * 3)}`,
          {
            token,
          },
        );
      else if (roll < 0.5)
        await call(
          'GET /api/admin/job-posts',
          p.ip,
          'GET',
          '/api/admin/job-posts?pendingReview=true',
          {
            token,
          },
        );
      else if (roll < 0.7)
        await call('GET /api/admin/analytics', p.ip, 'GET', '/api/admin/analytics', { token });
      else if (roll < 0.8)
        await call('GET online-users', p.ip, 'GET', '/api/admin/analytics/online-users', { token });
      else await call('GET /api/admin/audit-log', p.ip, 'GET', '/api/admin/audit-log', { token });
    } catch {}
    await think();
  }
}

// ---------------------------------------------------------------- the server

// ---------------------------------------------------------------- main

const dataDir = mkdtempSync(path.join(tmpdir(), 'tb-soak-'));
let dropDatabase: (() => Promise<void>) | undefined;
const env: Record<string, string> = {
  DATA_DIR: dataDir,
  DATABASE_URL: '',
  REDIS_URL: process.env.REDIS_URL ?? '',
};
let kind = 'embedded PGlite';
if (process.env.DATABASE_URL) {
  const base = process.env.DATABASE_URL;
  const name = `${new URL(base).pathname.slice(1) || 'tb'}_soak_${RUN}`;
  const adminDb = await adminClient(base);
  await adminDb.query(`create database "${name}"`);
  await adminDb.end();
  env.DATABASE_URL = databaseUrlWithName(base, name);
  kind = 'PostgreSQL';
  dropDatabase = async () => {
    const cleanup = await adminClient(base);
    await cleanup.query(`drop database if exists "${name}" with (force)`);
    await cleanup.end();
  };
}
if (process.env.REDIS_URL) kind += ' + Redis';

let server: ChildProcess | undefined;
let errorCount = 0;
try {
  // The pages are served from the built web app, as in production (builds it when stale).
  const built = spawnSync(process.execPath, ['scripts/ensure-web-build.mjs'], {
    cwd: repoRoot,
    stdio: 'inherit',
  });
  if (built.status !== 0) throw new Error('the web app could not be built');
  server = await startServer({
    port: PORT,
    repoRoot,
    admin: ADMIN,
    env,
    onMemory: (sample) => memory.push(sample),
  });
  // A few approved jobs before anyone arrives, posted by a seed employer.
  const seedIp = '198.51.100.1';
  const { accessToken: adminToken } = await call<{ accessToken: string }>(
    'setup',
    seedIp,
    'POST',
    '/api/auth/login',
    { body: ADMIN },
  );
  const seed = await signUp({ index: 0, ip: seedIp }, 'employer');
  for (let i = 0; i < 20; i++) {
    const job = await call<{ id: number }>('setup', seedIp, 'POST', '/api/job-posts', {
      token: seed.token,
      body: {
        title: `${pick(WORDS.slice(0, 5))} needed ${i}`,
        description: DESCRIPTION,
        location: 'Remote',
        salary: 12,
        job_type: 'Part-time',
      },
      expect: [201],
    });
    await call('setup', seedIp, 'POST', `/api/admin/job-posts/${job.id}/approve`, {
      token: adminToken,
    });
    publicJobs.push({ id: job.id, ownerIndex: 0 });
  }

  const started = Date.now();
  deadline = started + SECONDS * 1000;
  stats.start(started + RAMP_SECONDS * 1000);
  console.log(
    `${kind}: ${USERS} users for ${SECONDS} s against ${BASE} (server PID ${server.pid})`,
  );
  const people = Array.from({ length: USERS }, (_, i) => {
    const p: Person = { index: i + 1, ip: `203.0.113.${(i % 250) + 1}` };
    // 60 % jobseekers, 20 % employers, 15 % visitors, 5 % admins.
    const share = i % 20;
    const journey = share < 12 ? jobseeker : share < 16 ? employer : share < 19 ? visitor : admin;
    return sleep(Math.random() * RAMP_SECONDS * 1000).then(() =>
      journey(p).catch((error: unknown) => {
        if (!(error instanceof Unexpected)) fail('journey', String(error));
      }),
    );
  });
  await Promise.all(people);
  sockets.disconnectAll();
  errorCount = stats.report(kind, (Date.now() - started) / 1000);
} finally {
  if (server && server.exitCode === null) {
    const exited = new Promise((resolve) => server?.once('exit', resolve));
    server.kill('SIGTERM');
    await exited;
  }
  await dropDatabase?.();
  rmSync(dataDir, { recursive: true, force: true });
}
process.exitCode = errorCount > 0 ? 1 : 0;
