/**
 * Drives GET /api/job-posts with a realistic mix of keyword searches and filters against the
 * database bench/jobs-generate.ts filled, and GET /api/health/ready (one trivial query through
 * the same stack) in the same run. Prints requests per second and p50/p95/p99 latency for both
 * and the throughput ratio. The server runs in a child process (bench/jobs-server.ts), so the
 * load generator does not share its event loop. Traffic goes to 127.0.0.1 only; each phase is
 * time-bounded.
 *
 * The requests come from wrk (Debian's `wrk` package, in C) where it is installed, else from
 * Node's http client in this process. On two cores the load generator shares the CPU with the
 * server and PostgreSQL: Node's client takes most of a core at these rates and its own event loop
 * adds to every latency it measures, so wrk's figures are the server's own. `BENCH_CLIENT=node`
 * uses Node's client anyway (it also breaks the mix down by kind of search).
 *
 * BENCH_SECONDS (default 15 per phase), BENCH_ROUNDS (default 5: the phases take turns in
 * rounds), BENCH_CONCURRENCY (default 50), BENCH_POOL (PostgreSQL connections, default 20),
 * BENCH_GZIP=off (a client that does not accept gzip), BENCH_CACHE=off (the
 * result cache off, for the figures without it), BENCH_PROFILE=<dir> (a CPU profile of the
 * server, `node --cpu-prof`, written into that directory when the run ends).
 */
import { execFile, fork, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { JOB_TYPES } from '../src/shared/jobs.ts';
import { LOCATIONS, type Random, ROLES_BY_CATEGORY, seededRandom } from './job-data.ts';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 15);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 50);
const PROFILE = process.env.BENCH_PROFILE;
/**
 * BENCH_VERIFIED=0.3: that share of the mix's searches (of every kind) also asks for verified
 * employers only (docs/decisions/049). Default 0: the mix of the earlier measurements.
 */
const VERIFIED_SHARE = Number(process.env.BENCH_VERIFIED ?? 0);
/** BENCH_GZIP=off: a client that does not accept gzipped replies. */
const ACCEPT = process.env.BENCH_GZIP === 'off' ? {} : { 'accept-encoding': 'gzip' };
const hasWrk = spawnSync('wrk', ['--version']).error === undefined;
if (process.env.BENCH_CLIENT === 'wrk' && !hasWrk) {
  throw new Error('BENCH_CLIENT=wrk, but wrk is not installed (apt-get install -y wrk)');
}
const CLIENT = process.env.BENCH_CLIENT === 'node' || !hasWrk ? 'node' : 'wrk';

const server = fork(fileURLToPath(new URL('./jobs-server.ts', import.meta.url)), {
  execArgv: ['--import', 'tsx', ...(PROFILE ? ['--cpu-prof', `--cpu-prof-dir=${PROFILE}`] : [])],
  stdio: 'inherit',
});
const { port, kind } = await new Promise<{ port: number; kind: string }>((resolve, reject) => {
  server.once('message', (m) => resolve(m as { port: number; kind: string }));
  server.once('exit', (code) => reject(new Error(`the bench server exited (${code})`)));
});
const agent = new http.Agent({ keepAlive: true, maxSockets: CONCURRENCY });

function get(pathname: string): Promise<number> {
  return new Promise((resolve) => {
    // As a browser asks: a gzipped reply where the server offers one.
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

const random = seededRandom(7);

/**
 * Popularity: search traffic is heavily skewed (a few queries make most of it; query logs
 * follow Zipf's law with an exponent near 1). Picks the item of rank k with weight 1/k^s; the
 * ranks are a fixed shuffle (unless `shuffled` is false), so the popular items are not simply
 * the first ones of the lists.
 */
function zipf<T>(items: readonly T[], s = 1, shuffled = true): () => T {
  const order = [...items];
  const shuffle = seededRandom(99);
  for (let i = shuffled ? order.length - 1 : 0; i > 0; i--) {
    const j = Math.floor(shuffle() * (i + 1));
    [order[i], order[j]] = [order[j] as T, order[i] as T];
  }
  const cumulative: number[] = [];
  let sum = 0;
  for (let k = 1; k <= order.length; k++) {
    sum += 1 / k ** s;
    cumulative.push(sum);
  }
  return () => {
    const r = random() * sum;
    let lo = 0;
    let hi = cumulative.length - 1;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if ((cumulative[mid] as number) < r) lo = mid + 1;
      else hi = mid;
    }
    return order[lo] as T;
  };
}

const unique = <T>(items: T[]) => [...new Set(items)];
const roles = Object.values(ROLES_BY_CATEGORY).flatMap((f) => f.roles);
/** The words people type: a word of a role title (the first, or any longer than 3 letters). */
const keywords = unique(
  roles.flatMap((role) => {
    const words = role.toLowerCase().split(' ');
    return unique([words[0] as string, ...words.filter((w) => w.length > 3)]);
  }),
);
const popularKeyword = zipf(keywords);
const popularSkill = zipf(unique(Object.values(ROLES_BY_CATEGORY).flatMap((f) => f.skills)));
const popularLocation = zipf(
  unique(LOCATIONS.map((l) => l.split(',')[0]?.split(' (')[0]?.toLowerCase() ?? 'remote')),
);
const popularJobType = zipf(JOB_TYPES);
/** Listing pages: the first dominates, as on every site with pages. */
const listingPage = zipf(['1', '2', '3', '4', '5'], 1, false);

/** Drops or doubles one letter: the typos people make. */
const misspell = (rand: Random, word: string) => {
  const i = 1 + Math.floor(rand() * (word.length - 2));
  return rand() < 0.5
    ? word.slice(0, i) + word.slice(i + 1)
    : word.slice(0, i) + word[i] + word.slice(i);
};
const keyword = () => {
  const word = popularKeyword();
  return random() < 0.3 ? misspell(random, word) : word;
};

/**
 * The mix (docs/performance.md): listings, keywords (30% misspelled), keyword + filters, location,
 * skills.
 * Salary bounds are any whole number in their range, so those searches rarely repeat.
 */
type Kind = 'listing' | 'keyword' | 'keyword+filters' | 'location' | 'skills';
let lastKind: Kind = 'listing';
function jobQuery(): string {
  const r = random();
  const q = new URLSearchParams();
  lastKind =
    r < 0.4
      ? 'listing'
      : r < 0.7
        ? 'keyword'
        : r < 0.85
          ? 'keyword+filters'
          : r < 0.95
            ? 'location'
            : 'skills';
  if (r < 0.4) {
    q.set('page', listingPage());
  } else if (r < 0.7) {
    q.set('title', keyword());
  } else if (r < 0.85) {
    q.set('title', keyword());
    q.set('job_type', popularJobType());
    q.set('salary_min', String(5 + Math.floor(random() * 20)));
    q.set('salary_max', String(30 + Math.floor(random() * 30)));
  } else if (r < 0.95) {
    q.set('location', popularLocation());
  } else {
    q.append('required_skills[]', popularSkill());
    q.append('required_skills[]', popularSkill());
  }
  if (VERIFIED_SHARE > 0 && random() < VERIFIED_SHARE) q.set('verified', 'true');
  return `/api/job-posts?${q}`;
}

type Result = { label: string; rps: number; p50: number; p95: number; p99: number; errors: number };

function summary(label: string, latencies: number[], seconds: number, errors: number): Result {
  latencies.sort((a, b) => a - b);
  const at = (p: number) =>
    latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))] ??
    Number.NaN;
  return { label, rps: latencies.length / seconds, p50: at(50), p95: at(95), p99: at(99), errors };
}

/** What a phase collected; rounds of the same phase add up. */
type Tally = { latencies: number[]; seconds: number; errors: number; kinds: Map<string, number[]> };
const tally = (): Tally => ({ latencies: [], seconds: 0, errors: 0, kinds: new Map() });

const wrkDir = mkdtempSync(path.join(tmpdir(), 'tb-bench-wrk-'));
const wrkScript = fileURLToPath(new URL('./wrk-paths.lua', import.meta.url));
/** What wrk's script (bench/wrk-paths.lua) prints when a phase ends; latencies in µs. */
type WrkFigures = {
  requests: number;
  micros: number;
  p50: number;
  p95: number;
  p99: number;
  errors: number;
};

/**
 * One phase under wrk: the paths it asks for are drawn beforehand, from the same mix, into a
 * file that wrk goes through in order. wrk reports percentiles, not each latency, so the rounds
 * of a phase are weighed by their requests when they add up (`summaryOf`).
 */
async function wrkPhase(seconds: number, pathOrNext: string | (() => string), into: WrkFigures[]) {
  // A phase of one path (the reference, the cached page) needs one line, not 200,000.
  const paths =
    typeof pathOrNext === 'string' ? [pathOrNext] : Array.from({ length: 200_000 }, pathOrNext);
  const file = path.join(wrkDir, 'paths.txt');
  writeFileSync(file, `${paths.join('\n')}\n`);
  const header = 'accept-encoding' in ACCEPT ? ['-H', 'Accept-Encoding: gzip'] : [];
  const stdout = await new Promise<string>((resolve, reject) => {
    execFile(
      'wrk',
      [
        '-t1',
        `-c${CONCURRENCY}`,
        `-d${seconds}s`,
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

/** Drives one phase for `seconds`, adding what it measured to `into`. */
async function phase(seconds: number, nextPath: () => string, into: Tally): Promise<void> {
  const started = performance.now();
  const deadline = started + seconds * 1000;
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (performance.now() < deadline) {
        const path = nextPath();
        const kind = lastKind;
        const t0 = performance.now();
        const status = await get(path);
        const took = performance.now() - t0;
        into.latencies.push(took);
        const list = into.kinds.get(kind) ?? [];
        list.push(took);
        into.kinds.set(kind, list);
        if (status !== 200) into.errors += 1;
      }
    }),
  );
  into.seconds += (performance.now() - started) / 1000;
}

function print(r: Result) {
  const f = (n: number) => n.toFixed(1).padStart(7);
  console.log(
    `${r.label.padEnd(30)} ${r.rps.toFixed(0).padStart(7)} req/s  p50 ${f(r.p50)} ms  p95 ${f(r.p95)} ms  p99 ${f(r.p99)} ms  errors ${r.errors}`,
  );
}

/** The phases with Node's http client: every latency kept, and the mix broken down by kind. */
async function runWithNode() {
  await phase(SECONDS, jobQuery, tally());
  // The phases take turns in ROUNDS short rounds, so that other work on the machine weighs on
  // each of them alike.
  const ready = tally();
  const cached = tally();
  const search = tally();
  for (let round = 0; round < ROUNDS; round++) {
    await phase(SECONDS / ROUNDS, () => '/api/health/ready', ready);
    // The same page again and again: what one search costs the stack when the answer is ready.
    await phase(SECONDS / ROUNDS, () => '/api/job-posts?page=1', cached);
    await phase(SECONDS / ROUNDS, jobQuery, search);
  }
  const readyResult = summary(
    'GET /api/health/ready',
    ready.latencies,
    ready.seconds,
    ready.errors,
  );
  print(readyResult);
  print(summary('GET /api/job-posts?page=1 only', cached.latencies, cached.seconds, cached.errors));
  const searchResult = summary(
    'GET /api/job-posts (mix)',
    search.latencies,
    search.seconds,
    search.errors,
  );
  print(searchResult);
  for (const [kind, latencies] of search.kinds) {
    print(summary(`  ${kind}`, latencies, search.seconds, 0));
  }
  console.log(
    `job search throughput / trivial query throughput: ${((searchResult.rps / readyResult.rps) * 100).toFixed(0)}%`,
  );
}

/** The phases with wrk: the same phases and rounds, the mix as a whole. */
async function runWithWrk() {
  const wholeSeconds = (seconds: number) => Math.max(1, Math.round(seconds));
  await wrkPhase(wholeSeconds(SECONDS), jobQuery, []);
  const ready: WrkFigures[] = [];
  const cached: WrkFigures[] = [];
  const search: WrkFigures[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    await wrkPhase(wholeSeconds(SECONDS / ROUNDS), '/api/health/ready', ready);
    await wrkPhase(wholeSeconds(SECONDS / ROUNDS), '/api/job-posts?page=1', cached);
    await wrkPhase(wholeSeconds(SECONDS / ROUNDS), jobQuery, search);
  }
  const pooled = (label: string, rounds: WrkFigures[]): Result => {
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
  };
  const readyResult = pooled('GET /api/health/ready', ready);
  const searchResult = pooled('GET /api/job-posts (mix)', search);
  print(readyResult);
  print(pooled('GET /api/job-posts?page=1 only', cached));
  print(searchResult);
  console.log(
    `job search throughput / trivial query throughput: ${((searchResult.rps / readyResult.rps) * 100).toFixed(0)}%`,
  );
  if (ROUNDS > 1) {
    console.log(
      `(wrk reports percentiles per run: each figure is the mean of the ${ROUNDS} rounds' own, weighted by their requests)`,
    );
  }
}

try {
  const total = (
    (await (await fetch(`http://127.0.0.1:${port}/api/job-posts?limit=1`)).json()) as {
      total: number;
    }
  ).total;
  console.log(
    `TalentBridge job search benchmark: ${kind}, ${total >= 1000 ? '1,000+' : total} public posts, ${SECONDS} s per phase in ${ROUNDS} rounds, ` +
      `${CONCURRENCY} concurrent connections, result cache ${process.env.BENCH_CACHE === 'off' ? 'OFF' : 'on'}, ` +
      `load generator: ${CLIENT === 'wrk' ? 'wrk, 1 thread' : `Node's http client in its own process`}, server on Node ${process.version}`,
  );
  if (CLIENT === 'wrk') await runWithWrk();
  else await runWithNode();
} finally {
  agent.destroy();
  rmSync(wrkDir, { recursive: true, force: true });
  const exited = new Promise((resolve) => server.once('exit', resolve));
  server.send('close');
  await exited;
}
