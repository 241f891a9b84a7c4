/**
 * The server side of bench/jobs-load.ts, in a process of its own so that the load generator
 * does not share its event loop: the real app on the database bench/jobs-generate.ts filled
 * (DATABASE_URL, or the embedded PGlite in BENCH_DATA_DIR), listening on a free 127.0.0.1 port.
 * Tells its parent the port over IPC and closes when the parent says so. `BENCH_CACHE=off` turns
 * the job search result cache off (for the honest figures without it), `BENCH_INDEX=off` the
 * in-memory search index. Run it under
 * `node --cpu-prof` (BENCH_PROFILE in jobs-load.ts) to see where the server's time goes.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { monitorEventLoopDelay, PerformanceObserver } from 'node:perf_hooks';
import { buildApp } from '../src/server/app.ts';
import { openDatabase } from '../src/server/db/client.ts';
import { benchConfig } from './app-config.ts';

const database = process.env.DATABASE_URL
  ? await openDatabase({
      kind: 'postgres',
      url: process.env.DATABASE_URL,
      maxConnections: Number(process.env.BENCH_POOL ?? 20),
    })
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
  jobSearchCache: process.env.BENCH_CACHE !== 'off',
  jobSearchIndex: process.env.BENCH_INDEX !== 'off',
  config: benchConfig(dataDir),
});
// The in-memory search index (decisions/021) loads before the first request is timed.
const warmStarted = performance.now();
if (await app.services.jobs.warmSearchIndex()) {
  const stats = app.services.jobs.searchIndexStats();
  process.stderr.write(
    `search index: ${stats?.posts} posts, ${stats?.lexemes} lexemes, loaded in ${Math.round(performance.now() - warmStarted)} ms, heap ${Math.round(process.memoryUsage().heapUsed / 1e6)} MB\n`,
  );
}
await app.listen({ port: 0, host: '127.0.0.1' });
// Where a slow reply's time went besides its own work: the event loop's delays (other requests'
// work, garbage collection) and the collector's pauses, printed when the run ends.
const loopDelay = monitorEventLoopDelay({ resolution: 1 });
loopDelay.enable();
const gcPauses: number[] = [];
new PerformanceObserver((list) => {
  for (const entry of list.getEntries()) gcPauses.push(entry.duration);
}).observe({ entryTypes: ['gc'] });

async function close() {
  const stats = app.services.jobs.searchIndexStats();
  if (stats) {
    const { answered, declined, postCache } = stats;
    process.stderr.write(
      `search index: ${answered} searches answered, ${declined} left to PostgreSQL; page posts from the post cache ${postCache.hits}, from PostgreSQL ${postCache.misses}\n`,
    );
  }
  const delay = (p: number) => (loopDelay.percentile(p) / 1e6).toFixed(1);
  gcPauses.sort((a, b) => a - b);
  const pause = (p: number) => (gcPauses[Math.floor(gcPauses.length * p)] ?? 0).toFixed(1);
  const paused = gcPauses.reduce((sum, d) => sum + d, 0);
  process.stderr.write(
    `event loop delay: p50 ${delay(50)} ms, p95 ${delay(95)} ms, p99 ${delay(99)} ms, max ${(loopDelay.max / 1e6).toFixed(1)} ms; ` +
      `garbage collection: ${gcPauses.length} pauses, ${paused.toFixed(0)} ms in all, p99 ${pause(0.99)} ms, max ${(gcPauses.at(-1) ?? 0).toFixed(1)} ms\n`,
  );
  await app.close();
  await database.close();
  rmSync(dataDir, { recursive: true, force: true });
  process.exit(0);
}

process.on('message', (message) => {
  if (message === 'close') void close();
});
// The parent went away without saying so: do not linger.
process.on('disconnect', () => void close());
process.send?.({ port: (app.server.address() as AddressInfo).port, kind: database.kind });
