/**
 * Measures what authentication costs: the per-request session check (token verification, user
 * and revocation look-ups) and login throughput. Prints requests per second and latency
 * percentiles; asserts nothing. Traffic goes to 127.0.0.1 only and every phase is time-bounded.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildApp } from '../src/server/app.ts';
import { openDatabase } from '../src/server/db/client.ts';
import { benchConfig } from './app-config.ts';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 16);
const PASSWORD = 'Bench-Harbour-Lantern-2026';

type Result = {
  label: string;
  requests: number;
  errors: number;
  seconds: number;
  latencies: number[];
};

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;
}

async function run(
  label: string,
  concurrency: number,
  send: () => Promise<Response>,
): Promise<Result> {
  const latencies: number[] = [];
  let errors = 0;
  const deadline = performance.now() + SECONDS * 1000;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (performance.now() < deadline) {
        const t0 = performance.now();
        const response = await send().catch(() => null);
        if (!response?.ok) errors += 1;
        await response?.arrayBuffer().catch(() => undefined);
        latencies.push(performance.now() - t0);
      }
    }),
  );
  return {
    label,
    requests: latencies.length,
    errors,
    seconds: (performance.now() - started) / 1000,
    latencies,
  };
}

function print(result: Result) {
  const sorted = [...result.latencies].sort((a, b) => a - b);
  const f = (n: number) => n.toFixed(1).padStart(7);
  console.log(
    `${result.label.padEnd(34)} ${(result.requests / result.seconds).toFixed(0).padStart(7)} req/s` +
      `  p50 ${f(percentile(sorted, 50))} ms  p95 ${f(percentile(sorted, 95))} ms  p99 ${f(percentile(sorted, 99))} ms` +
      `  errors ${result.errors}`,
  );
}

const dataDir = mkdtempSync(path.join(tmpdir(), 'tb-bench-'));
const database = process.env.DATABASE_URL
  ? await openDatabase({ kind: 'postgres', url: process.env.DATABASE_URL })
  : await openDatabase({ kind: 'pglite', dataDir: path.join(dataDir, 'pglite') });
await database.migrate();
const app = await buildApp({
  logger: false,
  database,
  requestsPerMinute: 10_000_000,
  authLimits: { failedLoginsPerIp: 1_000_000, registrationsPerIp: 1_000_000 },
  config: benchConfig(dataDir),
});
await app.listen({ port: 0, host: '127.0.0.1' });
const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;

try {
  const email = `bench-${Date.now()}@example.com`;
  const registered = await fetch(`${base}/api/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      username: `bench_${Date.now()}`,
      email,
      password: PASSWORD,
      role: 'jobseeker',
    }),
  });
  const { accessToken } = (await registered.json()) as { accessToken: string };
  const auth = { authorization: `Bearer ${accessToken}` };

  console.log(
    `TalentBridge auth benchmark: ${database.kind}${process.env.REDIS_URL ? ' + Redis' : ''}, ` +
      `${SECONDS} s per phase, concurrency ${CONCURRENCY}, Node ${process.version}`,
  );
  print(await run('GET /api/health (no auth)', CONCURRENCY, () => fetch(`${base}/api/health`)));
  print(
    await run('GET /api/profile (session check)', CONCURRENCY, () =>
      fetch(`${base}/api/profile`, { headers: auth }),
    ),
  );
  print(
    await run('POST /api/auth/login (argon2id)', 4, () =>
      fetch(`${base}/api/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email, password: PASSWORD }),
      }),
    ),
  );
} finally {
  await app.close();
  await database.close();
  rmSync(dataDir, { recursive: true, force: true });
}
