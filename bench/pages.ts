/**
 * Public pages drawn on the server (docs/decisions/056) under load, beside the trivial query:
 * `GET /api/health/ready` (one trivial query through the same stack, the reference), a job's
 * page `GET /jobs/<id>` over BENCH_POPULAR (default 100) public posts sampled from the database
 * (each request picks one at random), and Find Jobs page 1 `GET /find-job`, in the same run,
 * taking turns in BENCH_ROUNDS rounds. Then the cost of a cache miss: every request a new page
 * (`/jobs/<id>?r=<n>` is a new cache key), under the same connections and one at a time. Prints
 * requests per second and p50/p95/p99 per phase and each page phase's throughput as a share of the
 * trivial query's; asserts no timing.
 *
 * The server is bench/jobs-server.ts (the real app in a child process) on the database
 * bench/jobs-generate.ts filled (DATABASE_URL, else the embedded PGlite in BENCH_DATA_DIR), with
 * the built web app (dist/web and its server renderer dist/ssr, `node scripts/ensure-web-build.mjs`
 * first, which this script runs). Before measuring, every URL is asked for once, gzipped as a
 * browser asks, and must answer 200 with the server-drawn page (`id="page-data"`): the bench
 * fails rather than measure the app's shell. Traffic goes to 127.0.0.1 only; each phase is
 * time-bounded.
 *
 * Load from wrk (Debian's `wrk`) where installed, else Node's http client (`BENCH_CLIENT=node`
 * forces it). BENCH_SECONDS (default 15 per phase), BENCH_ROUNDS (default 5), BENCH_CONCURRENCY
 * (default 50), BENCH_POOL (PostgreSQL connections, default 20), BENCH_POPULAR (default 100),
 * BENCH_MISS_SECONDS (default 5: the miss phase under load), BENCH_MISS_SAMPLES (default 200: misses
 * one at a time), BENCH_GZIP=off, BENCH_PROFILE=<dir> (a CPU profile of the server,
 * `node --cpu-prof`, written there when the run ends).
 */
import { execFile, fork, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gunzipSync } from 'node:zlib';
import { seededRandom } from './job-data.ts';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 15);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 50);
const POPULAR = Number(process.env.BENCH_POPULAR ?? 100);
const MISS_SECONDS = Number(process.env.BENCH_MISS_SECONDS ?? 5);
const MISS_SAMPLES = Number(process.env.BENCH_MISS_SAMPLES ?? 200);
const PROFILE = process.env.BENCH_PROFILE;
const GZIP = process.env.BENCH_GZIP !== 'off';
/** As a browser asks: a gzipped reply where the server offers one. */
const ACCEPT: Record<string, string> = GZIP ? { 'accept-encoding': 'gzip' } : {};
const hasWrk = spawnSync('wrk', ['--version']).error === undefined;
if (process.env.BENCH_CLIENT === 'wrk' && !hasWrk) {
  throw new Error('BENCH_CLIENT=wrk, but wrk is not installed (apt-get install -y wrk)');
}
const CLIENT = process.env.BENCH_CLIENT === 'node' || !hasWrk ? 'node' : 'wrk';

const root = path.resolve(import.meta.dirname, '..');
// The built web app and its server renderer (dist/web, dist/ssr): pages are really drawn.
const build = spawnSync(process.execPath, [path.join(root, 'scripts/ensure-web-build.mjs')], {
  cwd: root,
  stdio: 'inherit',
});
if (build.status !== 0) throw new Error('the web build failed');

const server = fork(fileURLToPath(new URL('./jobs-server.ts', import.meta.url)), {
  execArgv: ['--import', 'tsx', ...(PROFILE ? ['--cpu-prof', `--cpu-prof-dir=${PROFILE}`] : [])],
  stdio: 'inherit',
});
const { port, kind } = await new Promise<{ port: number; kind: string }>((resolve, reject) => {
  server.once('message', (m) => resolve(m as { port: number; kind: string }));
  server.once('exit', (code) => reject(new Error(`the bench server exited (${code})`)));
});
const agent = new http.Agent({ keepAlive: true, maxSockets: CONCURRENCY });

type Reply = { status: number; encoding: string | undefined; body: string };

/** One GET, the body read whole (and unpacked when gzipped). */
function fetchPage(pathname: string): Promise<Reply> {
  return new Promise((resolve, reject) => {
    const request = http.get(
      { host: '127.0.0.1', port, path: pathname, agent, headers: ACCEPT },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => {
          const raw = Buffer.concat(chunks);
          const encoding = response.headers['content-encoding'];
          resolve({
            status: response.statusCode ?? 0,
            encoding,
            body: (encoding === 'gzip' ? gunzipSync(raw) : raw).toString('utf8'),
          });
        });
      },
    );
    request.on('error', reject);
  });
}

/** One GET for the load: status only. */
function get(pathname: string): Promise<number> {
  return new Promise((resolve) => {
    const request = http.get(
      { host: '127.0.0.1', port, path: pathname, agent, headers: ACCEPT },
      (response) => {
        response.resume();
        response.on('end', () => resolve(response.statusCode ?? 0));
      },
    );
    request.on('error', () => resolve(0));
  });
}

/**
 * A page must arrive drawn: status 200 and its data in the HTML. Anything else (the shell, a
 * failed render, a 404) stops the bench before it measures the wrong thing.
 */
async function mustBeDrawn(pathname: string): Promise<Reply> {
  const reply = await fetchPage(pathname);
  if (reply.status !== 200 || !reply.body.includes('id="page-data"')) {
    throw new Error(
      `${pathname} answered ${reply.status} ${reply.body.includes('id="page-data"') ? 'with' : 'WITHOUT'} id="page-data": ` +
        'not the server-drawn page (is dist/ssr built? `node scripts/ensure-web-build.mjs`). Measuring nothing.',
    );
  }
  if (GZIP && reply.encoding !== 'gzip') {
    throw new Error(`${pathname} was not gzipped (content-encoding ${reply.encoding ?? 'none'})`);
  }
  return reply;
}

const random = seededRandom(11);

/** BENCH_POPULAR public posts: ids read from the listing's pages at random places. */
async function popularJobIds(total: number): Promise<number[]> {
  const pages = Math.max(1, Math.floor(Math.min(total, 1000 * 100) / 100));
  const ids = new Set<number>();
  for (let tries = 0; ids.size < POPULAR && tries < POPULAR * 4; tries++) {
    const page = 1 + Math.floor(random() * pages);
    const reply = await fetchPage(`/api/job-posts?page=${page}&limit=100`);
    if (reply.status !== 200) throw new Error(`GET /api/job-posts answered ${reply.status}`);
    const body = JSON.parse(reply.body) as { data: { id: number }[] };
    const rows = body.data;
    for (let i = 0; i < 10 && ids.size < POPULAR && rows.length > 0; i++) {
      ids.add((rows[Math.floor(random() * rows.length)] as { id: number }).id);
    }
  }
  if (ids.size === 0) throw new Error('no public job posts: run `npm run bench:jobs:generate`');
  return [...ids];
}

type Result = { label: string; rps: number; p50: number; p95: number; p99: number; errors: number };

function summary(label: string, latencies: number[], seconds: number, errors: number): Result {
  latencies.sort((a, b) => a - b);
  const at = (p: number) =>
    latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))] ??
    Number.NaN;
  return { label, rps: latencies.length / seconds, p50: at(50), p95: at(95), p99: at(99), errors };
}

type Tally = { latencies: number[]; seconds: number; errors: number };
const tally = (): Tally => ({ latencies: [], seconds: 0, errors: 0 });

/** Drives one phase with Node's client for `seconds`, adding what it measured to `into`. */
async function nodePhase(seconds: number, nextPath: () => string, into: Tally): Promise<void> {
  const started = performance.now();
  const deadline = started + seconds * 1000;
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (performance.now() < deadline) {
        const t0 = performance.now();
        const status = await get(nextPath());
        into.latencies.push(performance.now() - t0);
        if (status !== 200) into.errors += 1;
      }
    }),
  );
  into.seconds += (performance.now() - started) / 1000;
}

const wrkDir = mkdtempSync(path.join(tmpdir(), 'tb-bench-pages-'));
const wrkScript = fileURLToPath(new URL('./wrk-paths.lua', import.meta.url));
/** What bench/wrk-paths.lua prints when a phase ends; latencies in µs. */
type WrkFigures = {
  requests: number;
  micros: number;
  p50: number;
  p95: number;
  p99: number;
  errors: number;
};

/** One phase under wrk, over `paths` in order (drawn beforehand). */
async function wrkPhase(seconds: number, paths: string[], into: WrkFigures[]) {
  const file = path.join(wrkDir, 'paths.txt');
  writeFileSync(file, `${paths.join('\n')}\n`);
  const header = GZIP ? ['-H', 'Accept-Encoding: gzip'] : [];
  const stdout = await new Promise<string>((resolve, reject) => {
    execFile(
      'wrk',
      [
        '-t1',
        `-c${CONCURRENCY}`,
        `-d${Math.max(1, Math.round(seconds))}s`,
        '--timeout',
        '10s',
        ...header,
        '-s',
        wrkScript,
        `http://127.0.0.1:${port}`,
      ],
      { env: { ...process.env, WRK_PATHS: file } },
      (error, out) => (error ? reject(error) : resolve(out)),
    );
  });
  const line = stdout.split('\n').find((l) => l.startsWith('{"requests"'));
  if (!line) throw new Error(`wrk printed no figures:\n${stdout}`);
  into.push(JSON.parse(line) as WrkFigures);
}

/** wrk's rounds of one phase added up: percentiles weighted by each round's requests. */
function pooled(label: string, rounds: WrkFigures[]): Result {
  const requests = rounds.reduce((sum, r) => sum + r.requests, 0);
  const seconds = rounds.reduce((sum, r) => sum + r.micros, 0) / 1e6;
  const mean = (pick: (r: WrkFigures) => number) =>
    rounds.reduce((sum, r) => sum + pick(r) * r.requests, 0) / requests / 1000;
  return {
    label,
    rps: requests / seconds,
    p50: mean((r) => r.p50),
    p95: mean((r) => r.p95),
    p99: mean((r) => r.p99),
    errors: rounds.reduce((sum, r) => sum + r.errors, 0),
  };
}

function print(r: Result) {
  const f = (n: number) => n.toFixed(1).padStart(7);
  console.log(
    `${r.label.padEnd(44)} ${r.rps.toFixed(0).padStart(7)} req/s  p50 ${f(r.p50)} ms  p95 ${f(r.p95)} ms  p99 ${f(r.p99)} ms  errors ${r.errors}`,
  );
}

const load = () =>
  loadavg()
    .map((l) => l.toFixed(1))
    .join(' ');
const loads: number[] = [];
const noteLoad = () => loads.push(loadavg()[0] ?? 0);

/** A phase: a fixed path or a maker of paths. */
type Phase = { label: string; next: () => string };

let missCounter = 0;
try {
  const total = (JSON.parse((await fetchPage('/api/job-posts?limit=1')).body) as { total: number })
    .total;
  const ids = await popularJobIds(total);
  const jobPath = () => `/jobs/${ids[Math.floor(random() * ids.length)]}`;
  const missPath = () => {
    missCounter += 1;
    return `/jobs/${ids[missCounter % ids.length]}?r=${missCounter}`;
  };

  // Every URL once, checked: the server-drawn page, 200, gzipped. This also fills the cache.
  const sizes: string[] = [];
  for (const url of ['/find-job', ...ids.map((id) => `/jobs/${id}`)]) {
    const reply = await mustBeDrawn(url);
    if (url === '/find-job' || url === `/jobs/${ids[0]}`) {
      sizes.push(`${url} ${(reply.body.length / 1024).toFixed(1)} kB of HTML`);
    }
  }
  await mustBeDrawn(missPath());
  const ready = await fetchPage('/api/health/ready');
  if (ready.status !== 200) throw new Error(`/api/health/ready answered ${ready.status}`);

  console.log(
    `TalentBridge public pages benchmark (decision 056): ${kind}, ${total >= 1000 ? '1,000+' : total} public posts, ` +
      `${ids.length} popular job pages, ${SECONDS} s per phase in ${ROUNDS} rounds, ${CONCURRENCY} connections, ` +
      `${GZIP ? 'gzip accepted' : 'no gzip'}, load generator: ${CLIENT === 'wrk' ? 'wrk, 1 thread' : "Node's http client in its own process"}, ` +
      `server on Node ${process.version}`,
  );
  console.log(
    `checked: every URL answered 200 with the server-drawn page (id="page-data"), gzipped; ${sizes.join(', ')}`,
  );
  console.log(`load average at the start (1, 5, 15 min): ${load()}`);

  const phases: Phase[] = [
    { label: 'GET /api/health/ready', next: () => '/api/health/ready' },
    { label: `GET /jobs/<id> (${ids.length} popular, cached)`, next: jobPath },
    { label: 'GET /find-job (page 1, cached)', next: () => '/find-job' },
  ];
  const results: Result[] = [];
  let miss: Result;

  if (CLIENT === 'wrk') {
    // A fixed path needs one line; a drawn one gets 200,000 (wrk goes through them in order).
    const pathsOf = (p: Phase) =>
      p.next === jobPath ? Array.from({ length: 200_000 }, jobPath) : [p.next()];
    const figures = phases.map(() => [] as WrkFigures[]);
    await wrkPhase(Math.min(3, SECONDS / ROUNDS), pathsOf(phases[1] as Phase), []); // warm-up
    for (let round = 0; round < ROUNDS; round++) {
      for (const [i, p] of phases.entries()) {
        await wrkPhase(SECONDS / ROUNDS, pathsOf(p), figures[i] as WrkFigures[]);
      }
      noteLoad();
    }
    for (const [i, p] of phases.entries()) results.push(pooled(p.label, figures[i] ?? []));
    const missFigures: WrkFigures[] = [];
    await wrkPhase(MISS_SECONDS, Array.from({ length: 200_000 }, missPath), missFigures);
    miss = pooled('every request a new page (no cache)', missFigures);
  } else {
    const tallies = phases.map(() => tally());
    await nodePhase(Math.min(3, SECONDS / ROUNDS), jobPath, tally()); // warm-up
    for (let round = 0; round < ROUNDS; round++) {
      for (const [i, p] of phases.entries()) {
        await nodePhase(SECONDS / ROUNDS, p.next, tallies[i] as Tally);
      }
      noteLoad();
    }
    for (const [i, p] of phases.entries()) {
      const t = tallies[i] as Tally;
      results.push(summary(p.label, t.latencies, t.seconds, t.errors));
    }
    const t = tally();
    await nodePhase(MISS_SECONDS, missPath, t);
    miss = summary('every request a new page (no cache)', t.latencies, t.seconds, t.errors);
  }
  noteLoad();

  // One miss at a time: what drawing a page costs the server with nothing else to do.
  const oneByOne: number[] = [];
  for (let i = 0; i < MISS_SAMPLES; i++) {
    const t0 = performance.now();
    const status = await get(missPath());
    oneByOne.push(performance.now() - t0);
    if (status !== 200) throw new Error(`a miss answered ${status}`);
  }
  const missMean = oneByOne.reduce((sum, ms) => sum + ms, 0) / oneByOne.length;
  const missOne = summary('  one at a time', [...oneByOne], (missMean * oneByOne.length) / 1000, 0);
  noteLoad();

  console.log('');
  for (const r of results) print(r);
  const readyResult = results[0] as Result;
  for (const r of results.slice(1)) {
    console.log(
      `${r.label} throughput / trivial query throughput: ${((r.rps / readyResult.rps) * 100).toFixed(0)}%` +
        ` (target: 30%+ with p95 <= 40 ms: ${r.rps / readyResult.rps >= 0.3 && r.p95 <= 40 ? 'met' : 'NOT met'})`,
    );
  }
  console.log('');
  print({ ...miss, label: `${miss.label}, ${CONCURRENCY} connections` });
  console.log(
    `every request a new page (no cache) throughput / trivial query throughput: ${((miss.rps / readyResult.rps) * 100).toFixed(0)}%`,
  );
  print(missOne);
  console.log(
    `every request a new page (no cache), one at a time: mean ${missMean.toFixed(1)} ms per miss (render, head look-up, in-process API reads, gzip) over ${MISS_SAMPLES} misses`,
  );
  if (CLIENT === 'wrk' && ROUNDS > 1) {
    console.log(
      `(wrk reports percentiles per run: each figure is the mean of the ${ROUNDS} rounds' own, weighted by their requests)`,
    );
  }
  console.log(
    `load average (1 min) after each round: ${loads.map((l) => l.toFixed(1)).join(', ')}; at the end (1, 5, 15 min): ${load()} on ${
      (await import('node:os')).cpus().length
    } cores`,
  );
} finally {
  agent.destroy();
  rmSync(wrkDir, { recursive: true, force: true });
  const exited = new Promise((resolve) => server.once('exit', resolve));
  server.send('close');
  await exited;
}
