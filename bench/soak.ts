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
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { io as connect, type Socket } from 'socket.io-client';
import { adminClient, databaseUrlWithName } from '../src/server/test/postgres.ts';

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

const latencies = new Map<string, number[]>();
/** Latencies recorded once every person has arrived: the steady state. */
const steady: number[] = [];
let rampEndsAt = Number.POSITIVE_INFINITY;
const errors = new Map<string, number>();
const errorSamples: string[] = [];
let requests = 0;

function record(step: string, ms: number) {
  requests += 1;
  const list = latencies.get(step) ?? [];
  if (list.length === 0) latencies.set(step, list);
  list.push(ms);
  if (Date.now() >= rampEndsAt) steady.push(ms);
}

function fail(step: string, detail: string) {
  errors.set(step, (errors.get(step) ?? 0) + 1);
  if (errorSamples.length < 20) errorSamples.push(`${step}: ${detail}`);
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;
}

class Unexpected extends Error {}

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

type ChatSocket = Socket;
const sockets: ChatSocket[] = [];

function openSocket(token: string, ip: string): Promise<ChatSocket> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const socket = connect(BASE, {
      path: '/socket.io/',
      auth: { token: `Bearer ${token}` },
      transports: ['websocket'],
      extraHeaders: { 'x-forwarded-for': ip },
      reconnection: false,
    });
    sockets.push(socket);
    socket.once('connect', () => {
      record('socket connect', performance.now() - started);
      resolve(socket);
    });
    socket.once('connect_error', (error) => {
      fail('socket connect', error.message);
      reject(new Unexpected());
    });
  });
}

async function sendMessage(socket: ChatSocket, applicationId: number, content: string) {
  const started = performance.now();
  const reply = await new Promise<{ ok: boolean; error?: { message: string } } | Error>((resolve) =>
    socket
      .timeout(15_000)
      .emit(
        'sendMessage',
        { jobApplicationId: applicationId, content, clientId: randomBytes(8).toString('hex') },
        (error: Error | null, ack: { ok: boolean }) => resolve(error ?? ack),
      ),
  );
  record('socket sendMessage', performance.now() - started);
  if (reply instanceof Error || !reply.ok) {
    fail(
      'socket sendMessage',
      reply instanceof Error ? reply.message : (reply.error?.message ?? '?'),
    );
  }
}

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

type Memory = { at: number; rss: number; heapUsed: number };
const memory: Memory[] = [];

async function startServer(env: Record<string, string>): Promise<ChildProcess> {
  const child = spawn(
    process.execPath,
    [
      '--import',
      'tsx',
      '--import',
      path.join(repoRoot, 'bench/soak-probe.ts'),
      'src/server/main.ts',
    ],
    {
      cwd: repoRoot,
      env: {
        ...process.env,
        NODE_ENV: 'production',
        PORT: String(PORT),
        HOST: '127.0.0.1',
        LOG_LEVEL: 'warn',
        TRUST_PROXY: '127.0.0.1',
        ADMIN_EMAIL: ADMIN.email,
        ADMIN_PASSWORD: ADMIN.password,
        ...env,
      },
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    },
  );
  child.on('message', (message: { memory?: { rss: number; heapUsed: number } }) => {
    if (message.memory) memory.push({ at: Date.now(), ...message.memory });
  });
  const until = Date.now() + 120_000;
  while (Date.now() < until) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${BASE}/api/health/ready`)).ok) return child;
    } catch {}
    await sleep(250);
  }
  child.kill('SIGKILL');
  throw new Error('the server did not become ready in 120 s');
}

const mb = (bytes: number) => (bytes / 1024 / 1024).toFixed(0);

function report(kind: string, wallSeconds: number) {
  const lines: string[] = [];
  const all = [...latencies.values()].flat().sort((a, b) => a - b);
  const errorCount = [...errors.values()].reduce((a, b) => a + b, 0);
  lines.push(
    `TalentBridge soak: ${kind}, ${USERS} simulated users, ${SECONDS} s, think ${THINK_MS} ms, Node ${process.version}`,
  );
  lines.push(
    `requests+socket events ${requests} (${(requests / wallSeconds).toFixed(0)}/s), errors ${errorCount}`,
  );
  lines.push(
    `all steps: p50 ${all.length ? percentile(all, 50).toFixed(1) : '-'} ms  p95 ${percentile(all, 95).toFixed(1)} ms  p99 ${percentile(all, 99).toFixed(1)} ms  max ${(all[all.length - 1] ?? 0).toFixed(0)} ms`,
  );
  const calm = [...steady].sort((a, b) => a - b);
  lines.push(
    `steady state (after the ${RAMP_SECONDS} s ramp, ${calm.length} steps): p50 ${percentile(calm, 50).toFixed(1)} ms  p95 ${percentile(calm, 95).toFixed(1)} ms  p99 ${percentile(calm, 99).toFixed(1)} ms  max ${(calm[calm.length - 1] ?? 0).toFixed(0)} ms`,
  );
  lines.push('');
  lines.push(
    `${'step'.padEnd(34)} ${'count'.padStart(6)} ${'p50'.padStart(7)} ${'p95'.padStart(7)} ${'p99'.padStart(7)} ${'errors'.padStart(6)}`,
  );
  for (const [step, list] of [...latencies.entries()].sort((a, b) => b[1].length - a[1].length)) {
    const sorted = [...list].sort((a, b) => a - b);
    lines.push(
      `${step.padEnd(34)} ${String(list.length).padStart(6)} ${percentile(sorted, 50).toFixed(1).padStart(7)} ${percentile(sorted, 95).toFixed(1).padStart(7)} ${percentile(sorted, 99).toFixed(1).padStart(7)} ${String(errors.get(step) ?? 0).padStart(6)}`,
    );
  }
  if (errorSamples.length) {
    lines.push('', 'first errors:');
    for (const sample of errorSamples) lines.push(`  ${sample}`);
  }
  if (memory.length > 0) {
    const start = memory[0] as Memory;
    const t0 = start.at;
    lines.push('', 'server memory (MB), every 10 s: time rss/heapUsed');
    const series: string[] = [];
    for (let s = 0; ; s += 10) {
      const sample = memory.find((m) => m.at - t0 >= s * 1000);
      if (!sample) break;
      series.push(`${s}s ${mb(sample.rss)}/${mb(sample.heapUsed)}`);
    }
    lines.push(`  ${series.join('  ')}`);
    const half = memory.filter((m) => m.at - t0 >= ((memory.at(-1)?.at ?? t0) - t0) / 2);
    const slope = (key: 'rss' | 'heapUsed') => {
      // Least squares over the second half: MB per minute.
      const xs = half.map((m) => (m.at - t0) / 60_000);
      const ys = half.map((m) => m[key] / 1024 / 1024);
      const mx = xs.reduce((a, b) => a + b, 0) / xs.length;
      const my = ys.reduce((a, b) => a + b, 0) / ys.length;
      let num = 0;
      let den = 0;
      xs.forEach((x, i) => {
        num += (x - mx) * ((ys[i] as number) - my);
        den += (x - mx) ** 2;
      });
      return den ? num / den : 0;
    };
    const max = (key: 'rss' | 'heapUsed') => Math.max(...memory.map((m) => m[key]));
    // The heap's floor per 30 s window (its lowest sample, right after a collection) is what a
    // leak would raise; the sawtooth above it is garbage waiting for the next collection.
    const floors: string[] = [];
    for (let w = 0; ; w += 30) {
      const window = memory.filter((m) => m.at - t0 >= w * 1000 && m.at - t0 < (w + 30) * 1000);
      if (window.length === 0) break;
      floors.push(
        `${w}-${w + 30}s ${mb(Math.min(...window.map((m) => m.heapUsed)))}/${mb(Math.max(...window.map((m) => m.rss)))}`,
      );
    }
    lines.push(`  per 30 s window, heap floor / rss peak: ${floors.join('  ')}`);
    lines.push(
      `  rss: start ${mb(start.rss)}, max ${mb(max('rss'))}, end ${mb(memory.at(-1)?.rss ?? 0)}, second-half trend ${slope('rss').toFixed(1)} MB/min`,
    );
    lines.push(
      `  heapUsed: start ${mb(start.heapUsed)}, max ${mb(max('heapUsed'))}, end ${mb(memory.at(-1)?.heapUsed ?? 0)}, second-half trend ${slope('heapUsed').toFixed(1)} MB/min`,
    );
  }
  console.log(lines.join('\n'));
  return errorCount;
}

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
  server = await startServer(env);
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
  latencies.clear();
  requests = 0;
  memory.splice(0);

  const started = Date.now();
  deadline = started + SECONDS * 1000;
  rampEndsAt = started + RAMP_SECONDS * 1000;
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
  for (const socket of sockets) socket.disconnect();
  errorCount = report(kind, (Date.now() - started) / 1000);
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
