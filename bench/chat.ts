/**
 * Chat delivery benchmark (docs/decisions/016): 1,000 signed-in sockets across 500 chats (one employer
 * and one jobseeker each), messages sent at a steady rate, delivery latency measured from the
 * send to the recipient's `newMessage`. Prints p50/p95/p99 and delivered messages per second:
 * first on one instance, then, with DATABASE_URL and REDIS_URL set, on two instances joined by
 * Redis with every employer on one instance and every jobseeker on the other, so that every
 * message crosses instances. Servers run in child processes; traffic stays on 127.0.0.1.
 *
 * BENCH_RATE (messages per second, default 200), BENCH_SECONDS (default 15, after a warm-up in
 * which every socket sends once), BENCH_CHATS (default 500).
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { io as connect, type Socket } from 'socket.io-client';
import { type DatabaseHandle, openDatabase } from '../src/server/db/client.ts';
import { jobApplications, jobPosts, users } from '../src/server/db/schema.ts';
import { createTokenSigner } from '../src/server/features/auth/tokens.ts';
import type {
  ChatMessage,
  ClientToServerEvents,
  ServerToClientEvents,
} from '../src/shared/schemas/chat.ts';

const RATE = Number(process.env.BENCH_RATE ?? 200);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 15);
const CHATS = Number(process.env.BENCH_CHATS ?? 500);
/**
 * Until every socket has sent once (two rounds over the chats, one per direction) and paid its
 * one-off party check, plus a second: the figures are the steady state.
 */
const WARMUP_SECONDS = Math.max(3, Math.ceil((2 * CHATS) / RATE) + 1);
const SECRET = `bench-${randomBytes(16).toString('hex')}`;
const here = path.dirname(fileURLToPath(import.meta.url));

type ChatSocket = Socket<ServerToClientEvents, ClientToServerEvents>;
type Pair = { applicationId: number; employer: string; jobseeker: string };

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;
}

/** 500 employers, 500 jobseekers, a job per employer and an Accepted application per job. */
async function seed(database: DatabaseHandle): Promise<Pair[]> {
  const { db } = database;
  const run = randomBytes(3).toString('hex');
  const people = (role: 'employer' | 'jobseeker') =>
    Array.from({ length: CHATS }, (_, i) => ({
      username: `b${run}_${role[0]}${i}`,
      email: `b${run}_${role[0]}${i}@example.com`,
      passwordHash: 'not-a-password-hash',
      role,
    }));
  const employers = await db.insert(users).values(people('employer')).returning({ id: users.id });
  const seekers = await db.insert(users).values(people('jobseeker')).returning({ id: users.id });
  const description =
    'Answer customer e-mails and chats for a growing online shop, keep the help centre current and report recurring problems every week to the team lead.';
  const jobs = await db
    .insert(jobPosts)
    .values(
      employers.map((e) => ({
        employerId: e.id,
        title: 'Customer support assistant',
        description: `<p>${description}</p>`,
        descriptionText: description,
        jobType: 'Part-time',
        pendingReview: false,
      })),
    )
    .returning({ id: jobPosts.id });
  const applications = await db
    .insert(jobApplications)
    .values(
      jobs.map((job, i) => ({
        jobPostId: job.id,
        jobseekerId: seekers[i]?.id as number,
        status: 'Accepted' as const,
      })),
    )
    .returning({ id: jobApplications.id });
  const signer = createTokenSigner(SECRET);
  const token = async (userId: number, role: 'employer' | 'jobseeker') =>
    (await signer.sign({ userId, role, ttlSeconds: 3600 })).token;
  return Promise.all(
    applications.map(async (application, i) => ({
      applicationId: application.id,
      employer: await token(employers[i]?.id as number, 'employer'),
      jobseeker: await token(seekers[i]?.id as number, 'jobseeker'),
    })),
  );
}

async function startServer(
  env: Record<string, string>,
): Promise<{ url: string; child: ChildProcess }> {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(here, 'chat-server.ts')], {
    env: { ...process.env, ...env, BENCH_JWT_SECRET: SECRET },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const line = await new Promise<string>((resolve, reject) => {
    const lines = createInterface({ input: child.stdout as NodeJS.ReadableStream });
    lines.once('line', resolve);
    child.once('exit', (code) => reject(new Error(`server exited with ${code}`)));
  });
  const { port } = JSON.parse(line) as { port: number };
  return { url: `http://127.0.0.1:${port}`, child };
}

async function stop(child: ChildProcess) {
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

function open(url: string, token: string): Promise<ChatSocket> {
  return new Promise((resolve, reject) => {
    const socket: ChatSocket = connect(url, {
      path: '/socket.io/',
      auth: { token: `Bearer ${token}` },
      transports: ['websocket'],
      reconnection: false,
    });
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', reject);
  });
}

/** Connects 50 at a time, as a crowd arriving over a few seconds would. */
async function openAll(jobs: (() => Promise<ChatSocket>)[]): Promise<ChatSocket[]> {
  const sockets: ChatSocket[] = [];
  for (let i = 0; i < jobs.length; i += 50) {
    sockets.push(...(await Promise.all(jobs.slice(i, i + 50).map((job) => job()))));
  }
  return sockets;
}

async function measure(label: string, pairs: Pair[], employerUrl: string, seekerUrl: string) {
  const connectStart = performance.now();
  const employers = await openAll(pairs.map((p) => () => open(employerUrl, p.employer)));
  const seekers = await openAll(pairs.map((p) => () => open(seekerUrl, p.jobseeker)));
  const connectSeconds = (performance.now() - connectStart) / 1000;

  const sentAt = new Map<string, number>();
  const latencies: number[] = [];
  const warmLatencies: number[] = [];
  let recording = false;
  let delivered = 0;
  let refused = 0;
  let finished = false;
  const onMessage = (recipientIsEmployer: boolean) => (message: ChatMessage) => {
    // Each socket also hears its own messages; only the recipient's copy is waited for.
    const key = message.client_id;
    if (!key) return;
    const t0 = sentAt.get(`${key}:${recipientIsEmployer ? 'e' : 's'}`);
    if (t0 === undefined) return;
    sentAt.delete(`${key}:${recipientIsEmployer ? 'e' : 's'}`);
    if (recording) {
      latencies.push(performance.now() - t0);
      delivered += 1;
    } else if (!finished) {
      warmLatencies.push(performance.now() - t0);
    }
  };
  for (const s of employers) s.on('newMessage', onMessage(true));
  for (const s of seekers) s.on('newMessage', onMessage(false));
  for (const s of [...employers, ...seekers]) s.on('error', () => (refused += 1));

  let sequence = 0;
  const runId = randomBytes(4).toString('hex');
  const send = () => {
    const index = sequence % pairs.length;
    const pair = pairs[index] as Pair;
    // Alternate directions: even rounds the employer writes, odd rounds the jobseeker.
    const employerWrites = Math.floor(sequence / pairs.length) % 2 === 0;
    const from = (employerWrites ? employers : seekers)[index] as ChatSocket;
    // Unique per run: a clientId already used by this sender would be a resend, not delivered.
    const clientId = `${runId}-${sequence}`;
    sequence += 1;
    // The recipient's copy is the one that is timed.
    sentAt.set(`${clientId}:${employerWrites ? 's' : 'e'}`, performance.now());
    from.emit('sendMessage', {
      jobApplicationId: pair.applicationId,
      content: `Benchmark message ${clientId} with a realistic length of about sixty characters.`,
      clientId,
    });
  };

  const total = WARMUP_SECONDS + SECONDS;
  const started = performance.now();
  let recordStart = 0;
  await new Promise<void>((resolve) => {
    const timer = setInterval(() => {
      const elapsed = (performance.now() - started) / 1000;
      if (!recording && elapsed >= WARMUP_SECONDS) {
        recording = true;
        recordStart = performance.now();
      }
      if (elapsed >= total) {
        clearInterval(timer);
        resolve();
        return;
      }
      const due = Math.floor(elapsed * RATE);
      while (sequence < due) send();
    }, 2);
  });
  const recordSeconds = (performance.now() - recordStart) / 1000;
  // Late deliveries still count for latency, up to two seconds after the last send.
  await new Promise((resolve) => setTimeout(resolve, 2000));
  recording = false;
  finished = true;
  const sorted = [...latencies].sort((a, b) => a - b);
  const warm = [...warmLatencies].sort((a, b) => a - b);
  const f = (n: number) => n.toFixed(1).padStart(6);
  console.log(
    `${label.padEnd(36)} ${(delivered / recordSeconds).toFixed(0).padStart(5)} msg/s delivered` +
      `  p50 ${f(percentile(sorted, 50))} ms  p95 ${f(percentile(sorted, 95))} ms  p99 ${f(percentile(sorted, 99))} ms` +
      `  max ${f(sorted.at(-1) ?? Number.NaN)} ms  undelivered ${sentAt.size}  refused ${refused}` +
      `  (${employers.length + seekers.length} sockets connected in ${connectSeconds.toFixed(1)} s)`,
  );
  console.log(
    `${'  warm-up (first message per socket)'.padEnd(36)} p50 ${f(percentile(warm, 50))} ms  p95 ${f(percentile(warm, 95))} ms  p99 ${f(percentile(warm, 99))} ms`,
  );
  for (const s of [...employers, ...seekers]) s.disconnect();
}

const dataDir = mkdtempSync(path.join(tmpdir(), 'tb-bench-chat-'));
const database = process.env.DATABASE_URL
  ? await openDatabase({ kind: 'postgres', url: process.env.DATABASE_URL })
  : await openDatabase({ kind: 'pglite', dataDir: path.join(dataDir, 'pglite') });
const servers: ChildProcess[] = [];
try {
  await database.migrate();
  const pairs = await seed(database);
  // PGlite allows one process: hand the data directory over to the server.
  if (database.kind === 'pglite') await database.close();
  console.log(
    `TalentBridge chat benchmark: ${database.kind}, ${pairs.length} chats, ${pairs.length * 2} sockets, ` +
      `${RATE} msg/s for ${SECONDS} s (after ${WARMUP_SECONDS} s warm-up), Node ${process.version}`,
  );

  const single = await startServer({ BENCH_DATA_DIR: dataDir, REDIS_URL: '' });
  servers.push(single.child);
  await measure('one instance (in-memory adapter)', pairs, single.url, single.url);
  await stop(single.child);
  servers.pop();

  if (process.env.DATABASE_URL && process.env.REDIS_URL) {
    const prefix = `tb-bench:${randomBytes(4).toString('hex')}:`;
    const env = { BENCH_DATA_DIR: dataDir, BENCH_REDIS_PREFIX: prefix };
    const a = await startServer(env);
    servers.push(a.child);
    const b = await startServer(env);
    servers.push(b.child);
    await measure('two instances joined by Redis', pairs, a.url, b.url);
  } else {
    console.log('two instances: skipped (set DATABASE_URL and REDIS_URL)');
  }
} finally {
  await Promise.all(servers.map((child) => stop(child)));
  if (database.kind === 'postgres') await database.close();
  rmSync(dataDir, { recursive: true, force: true });
}
