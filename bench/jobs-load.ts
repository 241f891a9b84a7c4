/**
 * Drives GET /api/job-posts with a realistic mix of keyword searches and filters against the
 * database bench/jobs-generate.ts filled, and GET /api/health/ready (one trivial query through
 * the same stack) in the same run. Prints requests per second and p50/p95/p99 latency for both
 * and the throughput ratio. Traffic goes to 127.0.0.1 only; each phase is time-bounded.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildApp } from '../src/server/app.ts';
import { openDatabase } from '../src/server/db/client.ts';
import { JOB_TYPES } from '../src/shared/jobs.ts';
import { LOCATIONS, pick, ROLES_BY_CATEGORY, seededRandom } from './job-data.ts';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 15);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 50);

const database = process.env.DATABASE_URL
  ? await openDatabase({ kind: 'postgres', url: process.env.DATABASE_URL, maxConnections: 20 })
  : await openDatabase({
      kind: 'pglite',
      dataDir: path.resolve(process.env.BENCH_DATA_DIR ?? '.data-bench/pglite'),
    });
await database.migrate();
const dataDir = mkdtempSync(path.join(tmpdir(), 'tb-bench-'));
const app = await buildApp({
  logger: false,
  database,
  requestsPerMinute: 100_000_000,
  config: {
    jwtSecret: 'bench-secret-bench-secret-bench-secret-0123',
    dataDir,
    mailFrom: 'TalentBridge <no-reply@localhost>',
    trustProxy: false,
    corsOrigins: [],
    logLevel: 'silent',
    publicUrl: 'http://127.0.0.1',
    redisUrl: process.env.REDIS_URL,
  },
});
await app.listen({ port: 0, host: '127.0.0.1' });
const { port } = app.server.address() as AddressInfo;
const agent = new http.Agent({ keepAlive: true, maxSockets: CONCURRENCY });

function get(pathname: string): Promise<number> {
  return new Promise((resolve) => {
    const request = http.get({ host: '127.0.0.1', port, path: pathname, agent }, (response) => {
      response.resume();
      response.on('end', () => resolve(response.statusCode ?? 0));
    });
    request.on('error', () => resolve(0));
  });
}

const random = seededRandom(7);
const roles = Object.values(ROLES_BY_CATEGORY).flatMap((f) => f.roles);
const skills = Object.values(ROLES_BY_CATEGORY).flatMap((f) => f.skills);
/** Drops or doubles one letter: the typos people make. */
const misspell = (word: string) => {
  const i = 1 + Math.floor(random() * (word.length - 2));
  return random() < 0.5
    ? word.slice(0, i) + word.slice(i + 1)
    : word.slice(0, i) + word[i] + word.slice(i);
};
const keyword = () => {
  const words = pick(random, roles).toLowerCase().split(' ');
  const word = pick(random, words.filter((w) => w.length > 3).concat(words[0] as string));
  return random() < 0.3 ? misspell(word) : word;
};

/** The mix of issue 4: listings, keywords (some misspelled), keyword + filters, location, skills. */
function jobQuery(): string {
  const r = random();
  const q = new URLSearchParams();
  if (r < 0.4) {
    q.set('page', String(1 + Math.floor(random() * 5)));
  } else if (r < 0.7) {
    q.set('title', keyword());
  } else if (r < 0.85) {
    q.set('title', keyword());
    q.set('job_type', pick(random, JOB_TYPES));
    q.set('salary_min', String(5 + Math.floor(random() * 20)));
    q.set('salary_max', String(30 + Math.floor(random() * 30)));
  } else if (r < 0.95) {
    q.set(
      'location',
      pick(random, LOCATIONS).split(',')[0]?.split(' (')[0]?.toLowerCase() ?? 'remote',
    );
  } else {
    q.append('required_skills[]', pick(random, skills));
    q.append('required_skills[]', pick(random, skills));
  }
  return `/api/job-posts?${q}`;
}

type Result = { label: string; rps: number; p50: number; p95: number; p99: number; errors: number };

async function phase(label: string, nextPath: () => string): Promise<Result> {
  const latencies: number[] = [];
  let errors = 0;
  const started = performance.now();
  const deadline = started + SECONDS * 1000;
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (performance.now() < deadline) {
        const t0 = performance.now();
        const status = await get(nextPath());
        latencies.push(performance.now() - t0);
        if (status !== 200) errors += 1;
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  const at = (p: number) =>
    latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))] ??
    Number.NaN;
  return { label, rps: latencies.length / seconds, p50: at(50), p95: at(95), p99: at(99), errors };
}

function print(r: Result) {
  const f = (n: number) => n.toFixed(1).padStart(7);
  console.log(
    `${r.label.padEnd(30)} ${r.rps.toFixed(0).padStart(7)} req/s  p50 ${f(r.p50)} ms  p95 ${f(r.p95)} ms  p99 ${f(r.p99)} ms  errors ${r.errors}`,
  );
}

try {
  const total = (
    (await (await fetch(`http://127.0.0.1:${port}/api/job-posts?limit=1`)).json()) as {
      total: number;
    }
  ).total;
  console.log(
    `TalentBridge job search benchmark: ${database.kind}, ${total >= 1000 ? '1,000+' : total} public posts, ${SECONDS} s per phase, ` +
      `${CONCURRENCY} concurrent connections, load generator in the same process, Node ${process.version}`,
  );
  await phase('warm-up', jobQuery);
  const ready = await phase('GET /api/health/ready', () => '/api/health/ready');
  print(ready);
  const search = await phase('GET /api/job-posts (mix)', jobQuery);
  print(search);
  console.log(
    `job search throughput / trivial query throughput: ${((search.rps / ready.rps) * 100).toFixed(0)}%`,
  );
} finally {
  agent.destroy();
  await app.close();
  await database.close();
  rmSync(dataDir, { recursive: true, force: true });
}
