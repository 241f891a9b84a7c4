/**
 * Lighthouse on the production build (docs/decisions/025): the home page, Find Jobs, one real job's
 * page and one jobseeker's public profile, on a fresh embedded database filled with the demo marketplace (`npm run demo`'s data), in
 * Debian's Chromium. Prints the four category scores per page and form factor; asserts nothing.
 * Target: performance 95+, accessibility, best practices and SEO 100 (docs/performance.md,
 * "Lighthouse").
 *
 *   npm run bench:lighthouse                           # mobile (Lighthouse's default) and desktop
 *   BENCH_FORM_FACTORS=mobile npm run bench:lighthouse   # one form factor
 *   BENCH_RUNS=3 npm run bench:lighthouse              # the median of three runs per page
 *   BENCH_PAGES=find,public npm run bench:lighthouse    # some pages (home, find, job, public)
 *   BENCH_CPU_SLOWDOWN=8 npm run bench:lighthouse      # a phone twice as slow (CPU index / 2)
 *   BENCH_CPU_INDEX=1000 npm run bench:lighthouse      # as on a machine whose CPU index reads 1,000
 *   BENCH_DOCUMENT=1 BENCH_RUNS=10 npm run bench:lighthouse  # each page's own HTML and CSS work, no Lighthouse
 *   BENCH_HYDRATION=1 BENCH_RUNS=5 npm run bench:lighthouse  # when each page answers, throttled as a phone
 *
 * The JSON and HTML reports of every run are kept in .data-bench/lighthouse/ (git-ignored) to
 * read what an audit flagged. Only 127.0.0.1 is contacted.
 */
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { type Browser, chromium } from '@playwright/test';
import { pageFunctions } from 'lighthouse/core/lib/page-functions.js';
import { CHROMIUM_ARGS } from '../e2e/support/chromium.ts';
import { freePort } from '../src/server/test/free-port.ts';

const root = path.resolve(import.meta.dirname, '..');
const reportDir = path.join(root, '.data-bench/lighthouse');
const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const CHROME_FLAGS = CHROMIUM_ARGS;
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
type Category = (typeof CATEGORIES)[number];
type FormFactor = 'mobile' | 'desktop';

const formFactors = (process.env.BENCH_FORM_FACTORS ?? 'mobile,desktop')
  .split(',')
  .map((s) => s.trim())
  .filter((s): s is FormFactor => s === 'mobile' || s === 'desktop');
const runs = Math.max(1, Number(process.env.BENCH_RUNS ?? 1) || 1);
/**
 * The phone's CPU as a multiple of this machine's (Lighthouse's mobile default is 4). Doubling it
 * on a machine whose CPU index reads about 2,000 simulates the slower machines whose index read
 * about 1,000: `BENCH_CPU_SLOWDOWN=8`.
 */
const fixedSlowdown = Number(process.env.BENCH_CPU_SLOWDOWN ?? 0) || null;
/**
 * The CPU index of the machine to stand for: before each mobile run the bench reads this
 * machine's index the way Lighthouse does (its own benchmark, in Chromium) and slows the phone by
 * 4 × (this machine's index / the target's), so that a run here weighs the page as Lighthouse's
 * default phone would on that machine. The index moves from run to run on a shared machine, so
 * it is read again each time.
 */
const targetIndex = Number(process.env.BENCH_CPU_INDEX ?? 0) || null;
if (fixedSlowdown && targetIndex) {
  throw new Error('BENCH_CPU_SLOWDOWN and BENCH_CPU_INDEX each set the slowdown: give one of them');
}
/**
 * Instead of Lighthouse: what each page's document costs the browser's main thread without its
 * JavaScript (parse, style, layout, paint), the work that decides its first paint and, when the
 * browser paints early, its blocking time (docs/performance.md, 2026-11-28).
 */
const documentOnly = process.env.BENCH_DOCUMENT === '1';
/**
 * Instead of Lighthouse: each page loaded in Chromium throttled as Lighthouse's devtools preset
 * throttles (562.5 ms per request, 1.6 Mbit/s down, CPU 4x), with the first paint, the largest
 * paint and the moment React has adopted the page's heading, when its controls start to answer.
 * Lighthouse's simulation guesses the network from a load on localhost; this one waits for it.
 */
const hydrationOnly = process.env.BENCH_HYDRATION === '1';
if (documentOnly && hydrationOnly) {
  throw new Error('BENCH_DOCUMENT and BENCH_HYDRATION each choose what to measure: give one');
}
/** Only these pages (comma-separated labels' first words, lower case: home,find,job,public). */
const onlyPages = process.env.BENCH_PAGES?.split(',').map((s) => s.trim().toLowerCase());

async function waitForHealth(base: string, server: ChildProcess): Promise<void> {
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`the server exited (${server.exitCode})`);
    try {
      const response = await fetch(`${base}/api/health`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error('the server did not answer /api/health within 3 minutes');
}

/** The newest approved job of the demo data: a page that exists, with a real description. */
async function someJobId(base: string): Promise<number> {
  const response = await fetch(`${base}/api/job-posts?page=1&limit=1`);
  if (!response.ok) throw new Error(`GET /api/job-posts answered ${response.status}`);
  const body = (await response.json()) as { id: number }[] | { data: { id: number }[] };
  const first = Array.isArray(body) ? body[0] : body.data[0];
  if (!first) throw new Error('the demo data has no approved job');
  return first.id;
}

/**
 * The first jobseeker Find Talent lists (best rated) of the demo data: a public profile with its
 * facts, skills and reviews.
 */
async function someJobseekerId(base: string): Promise<number> {
  const response = await fetch(`${base}/api/talents?page=1&limit=1`);
  if (!response.ok) throw new Error(`GET /api/talents answered ${response.status}`);
  const first = ((await response.json()) as { data: { id: number }[] }).data[0];
  if (!first) throw new Error('the demo data has no jobseeker');
  return first.id;
}

type Scores = Record<Category, number>;
/** The performance metrics behind the score, in milliseconds (CLS unitless). */
const METRICS = [
  ['first-contentful-paint', 'FCP'],
  ['largest-contentful-paint', 'LCP'],
  ['total-blocking-time', 'TBT'],
  ['speed-index', 'SI'],
  ['cumulative-layout-shift', 'CLS'],
] as const;
type Metrics = Record<(typeof METRICS)[number][1], number> & {
  /** Lighthouse's CPU benchmark of the machine during the run: lower is slower (busier). */
  cpuIndex: number;
  /** The CPU slowdown the run simulated. */
  slowdown: number;
};
type Flagged = { id: string; title: string; score: number | null; displayValue?: string };

/**
 * This machine's CPU index, read with Lighthouse's benchmark in Chromium before the first mobile
 * run: the highest of three readings. Later runs take Lighthouse's own reading of the run before,
 * which came out 10-20 % above ours; the table's "as index" shows what each run stood for.
 */
async function readCpuIndex(): Promise<number> {
  const browser = await chromium.launch({
    executablePath: CHROME_PATH,
    args: CHROME_FLAGS.filter((flag) => flag !== '--headless'),
  });
  try {
    const page = await browser.newPage();
    const readings: number[] = [];
    for (let i = 0; i < 3; i++)
      readings.push(await page.evaluate(pageFunctions.computeBenchmarkIndex));
    return Math.max(...readings);
  } finally {
    await browser.close();
  }
}

function runLighthouse(
  url: string,
  formFactor: FormFactor,
  name: string,
  cpuSlowdown: number | null,
): {
  scores: Scores;
  metrics: Metrics;
  flagged: Flagged[];
  lcpElement: string;
} {
  const base = path.join(reportDir, name);
  const args = [
    path.join(root, 'node_modules/lighthouse/cli/index.js'),
    url,
    `--only-categories=${CATEGORIES.join(',')}`,
    '--output=json',
    '--output=html',
    `--output-path=${base}`,
    `--chrome-flags=${CHROME_FLAGS.join(' ')}`,
    '--quiet',
    ...(formFactor === 'desktop' ? ['--preset=desktop'] : []),
    ...(cpuSlowdown && formFactor === 'mobile'
      ? [`--throttling.cpuSlowdownMultiplier=${cpuSlowdown}`]
      : []),
  ];
  // A loaded machine now and then loses the trace (NO_NAVSTART): such a run is tried again.
  let status: number | null = null;
  for (let attempt = 1; attempt <= 3 && status !== 0; attempt++) {
    if (attempt > 1) console.log(`  lighthouse failed on ${url}; attempt ${attempt} of 3`);
    status = spawnSync(process.execPath, args, {
      cwd: root,
      env: { ...process.env, CHROME_PATH },
      stdio: ['ignore', 'inherit', 'inherit'],
    }).status;
  }
  if (status !== 0) throw new Error(`lighthouse exited with ${status} on ${url}`);
  const report = JSON.parse(readFileSync(`${base}.report.json`, 'utf8')) as {
    categories: Record<
      Category,
      { score: number | null; auditRefs: { id: string; weight: number }[] }
    >;
    audits: Record<
      string,
      Flagged & { scoreDisplayMode: string; numericValue?: number; details?: LcpElementDetails }
    >;
    environment?: { benchmarkIndex?: number };
  };
  const scores = Object.fromEntries(
    CATEGORIES.map((c) => [c, Math.round((report.categories[c].score ?? 0) * 100)]),
  ) as Scores;
  const metrics = {
    ...Object.fromEntries(
      METRICS.map(([id, short]) => [short, report.audits[id]?.numericValue ?? Number.NaN]),
    ),
    cpuIndex: report.environment?.benchmarkIndex ?? Number.NaN,
    slowdown: formFactor === 'mobile' ? (cpuSlowdown ?? 4) : 1,
  } as Metrics;
  // What cost points: every weighted audit of any category that did not pass.
  const flagged: Flagged[] = [];
  const seen = new Set<string>();
  for (const category of CATEGORIES) {
    for (const ref of report.categories[category].auditRefs) {
      const audit = report.audits[ref.id];
      if (!audit || seen.has(ref.id)) continue;
      const failing =
        audit.scoreDisplayMode === 'binary' || audit.scoreDisplayMode === 'numeric'
          ? (audit.score ?? 1) < 0.9
          : false;
      if (ref.weight > 0 && failing) {
        seen.add(ref.id);
        flagged.push({
          id: ref.id,
          title: audit.title,
          score: audit.score,
          displayValue: audit.displayValue,
        });
      }
    }
  }
  return {
    scores,
    metrics,
    flagged,
    lcpElement: lcpElementOf(report.audits['largest-contentful-paint-element']?.details),
  };
}

/** The part of the `largest-contentful-paint-element` audit's details that names the element. */
type LcpElementDetails = {
  items?: { type?: string; items?: { node?: { selector?: string; nodeLabel?: string } }[] }[];
};

/**
 * The run's largest contentful paint element, as its selector's last step and the start of its
 * text: which element the page's LCP waited for can change from run to run.
 */
function lcpElementOf(details: LcpElementDetails | undefined): string {
  const node = details?.items?.flatMap((item) => item.items ?? []).find((i) => i.node)?.node;
  if (!node) return 'none';
  const selector = node.selector?.split(' > ').at(-1) ?? '?';
  const label = (node.nodeLabel ?? '').slice(0, 32);
  return `${selector} "${label}"`;
}

const DOCUMENT_PHASES = [
  ['ParseHTML', 'parse'],
  ['UpdateLayoutTree', 'style'],
  ['Layout', 'layout'],
  ['Paint', 'paint'],
  ['PrePaint', 'paint'],
] as const;
type TraceEvent = {
  name: string;
  ph: string;
  pid: number;
  dur?: number;
  args?: { beginData?: { url?: string } };
};
type DocumentCost = Record<'parse' | 'style' | 'layout' | 'paint', number>;

/**
 * One load of `url` in a fresh browser context with its scripts refused, traced: the time the
 * page's renderer spent in each phase until load, at 1x, in milliseconds.
 */
async function documentCost(browser: Browser, url: string): Promise<DocumentCost> {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
  try {
    const page = await context.newPage();
    await page.route(/\.js$/, (route) => route.abort());
    const cdp = await context.newCDPSession(page);
    const events: TraceEvent[] = [];
    cdp.on('Tracing.dataCollected', ({ value }) =>
      events.push(...(value as unknown as TraceEvent[])),
    );
    const complete = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve));
    await cdp.send('Tracing.start', {
      transferMode: 'ReportEvents',
      traceConfig: { includedCategories: ['devtools.timeline'] },
    });
    await page.goto(url, { waitUntil: 'load' });
    await page.waitForTimeout(300);
    await cdp.send('Tracing.end');
    await complete;
    // The page's own renderer: the one that parsed its HTML (the browser's own pages are others).
    const pid = events.find(
      (e) => e.name === 'ParseHTML' && String(e.args?.beginData?.url).startsWith(url.slice(0, 12)),
    )?.pid;
    const cost: DocumentCost = { parse: 0, style: 0, layout: 0, paint: 0 };
    for (const e of events) {
      const phase = DOCUMENT_PHASES.find(([name]) => name === e.name)?.[1];
      if (phase && e.ph === 'X' && e.pid === pid) cost[phase] += (e.dur ?? 0) / 1000;
    }
    return cost;
  } finally {
    await context.close();
  }
}

/** BENCH_DOCUMENT's table: each page's median cost beside a trivial document's, in one run. */
async function printDocumentCosts(base: string, chosen: { label: string; path: string }[]) {
  const trivial = `${base}/bench-trivial-document`;
  const targets = [
    { label: 'trivial: an unknown path (the app shell)', path: '/bench-trivial-document' },
    ...chosen,
  ];
  const browser = await chromium.launch({ executablePath: CHROME_PATH, args: CHROME_FLAGS });
  const costs = new Map<string, DocumentCost[]>();
  try {
    // Interleaved, so that a busy moment of the machine falls on every page alike.
    for (let run = 0; run < runs; run++) {
      for (const target of targets) {
        const url = target.path === '/bench-trivial-document' ? trivial : `${base}${target.path}`;
        costs.set(target.label, [
          ...(costs.get(target.label) ?? []),
          await documentCost(browser, url),
        ]);
      }
    }
  } finally {
    await browser.close();
  }
  console.log(`\nEach page's document without JavaScript, at 1x (median of ${runs} loads, ms):\n`);
  console.log('| page | parse | style | layout | paint | all |');
  console.log('|---|---|---|---|---|---|');
  for (const { label } of targets) {
    const loads = costs.get(label) ?? [];
    const column = (pick: (c: DocumentCost) => number) => median(loads.map(pick)).toFixed(1);
    console.log(
      `| ${label} | ${column((c) => c.parse)} | ${column((c) => c.style)} | ${column((c) => c.layout)} | ${column((c) => c.paint)} | ${column((c) => c.parse + c.style + c.layout + c.paint)} |`,
    );
  }
}

type Hydration = { fcp: number; lcp: number; adopted: number };

/** One throttled load of `url` in a fresh context: BENCH_HYDRATION's three moments, in ms. */
async function hydrationTimes(browser: Browser, url: string): Promise<Hydration> {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 562.5,
      downloadThroughput: (1474.56 * 1024) / 8,
      uploadThroughput: (675 * 1024) / 8,
    });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await page.addInitScript(() => {
      const w = window as unknown as { benchAdopted?: number; benchLcp?: number };
      const timer = setInterval(() => {
        const heading = document.querySelector('main h1');
        if (heading && Object.keys(heading).some((key) => key.startsWith('__react'))) {
          w.benchAdopted = performance.now();
          clearInterval(timer);
        }
      }, 10);
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) w.benchLcp = entry.startTime;
      }).observe({ type: 'largest-contentful-paint', buffered: true });
    });
    await page.goto(url, { waitUntil: 'load', timeout: 120_000 });
    await page.waitForFunction(() => 'benchAdopted' in window, null, { timeout: 120_000 });
    return await page.evaluate(() => {
      const w = window as unknown as { benchAdopted: number; benchLcp?: number };
      const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? NaN;
      return { fcp, lcp: w.benchLcp ?? NaN, adopted: w.benchAdopted };
    });
  } finally {
    await context.close();
  }
}

/** BENCH_HYDRATION's table: each page's median moments, pages interleaved run by run. */
async function printHydrationTimes(base: string, chosen: { label: string; path: string }[]) {
  const browser = await chromium.launch({ executablePath: CHROME_PATH, args: CHROME_FLAGS });
  const times = new Map<string, Hydration[]>();
  try {
    for (let run = 0; run < runs; run++) {
      for (const target of chosen) {
        const measured = await hydrationTimes(browser, `${base}${target.path}`);
        times.set(target.label, [...(times.get(target.label) ?? []), measured]);
      }
    }
  } finally {
    await browser.close();
  }
  console.log(
    `\nThrottled as Lighthouse's devtools preset (median of ${runs} loads, s): first paint, largest paint, heading adopted by React\n`,
  );
  console.log('| page | FCP | LCP | adopted |');
  console.log('|---|---|---|---|');
  for (const { label } of chosen) {
    const loads = times.get(label) ?? [];
    const column = (pick: (h: Hydration) => number) => (median(loads.map(pick)) / 1000).toFixed(2);
    console.log(
      `| ${label} | ${column((h) => h.fcp)} | ${column((h) => h.lcp)} | ${column((h) => h.adopted)} |`,
    );
  }
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}

/** The Lighthouse tables: each chosen page's median scores and metrics per form factor. */
async function printLighthouseScores(base: string, chosen: { label: string; path: string }[]) {
  const rows: string[] = [];
  const metricRows: string[] = [];
  const flaggedByPage: string[] = [];
  const lcpElementsByPage: string[] = [];
  /** Each run's performance score, in the order run: the spread a median hides. */
  const runScores: string[] = [];
  /** The machine's latest CPU index reading, for BENCH_CPU_INDEX's slowdown. */
  let lastCpuIndex: number | undefined;
  for (const formFactor of formFactors) {
    for (const page of chosen) {
      const results: Scores[] = [];
      const measured: Metrics[] = [];
      const lcpElements = new Map<string, number>();
      let flagged: Flagged[] = [];
      for (let run = 0; run < runs; run++) {
        // Each run's report is kept (…mobile.2.report.json), to compare a low run with a high one.
        const name = `${page.path === '/' ? 'home' : page.path.slice(1).replace(/\//g, '-')}.${formFactor}${runs > 1 ? `.${run + 1}` : ''}`;
        let cpuSlowdown = fixedSlowdown;
        if (targetIndex && formFactor === 'mobile') {
          lastCpuIndex ??= await readCpuIndex();
          cpuSlowdown = Math.round(((4 * lastCpuIndex) / targetIndex) * 10) / 10;
        }
        const result = runLighthouse(`${base}${page.path}`, formFactor, name, cpuSlowdown);
        if (Number.isFinite(result.metrics.cpuIndex)) lastCpuIndex = result.metrics.cpuIndex;
        results.push(result.scores);
        measured.push(result.metrics);
        lcpElements.set(result.lcpElement, (lcpElements.get(result.lcpElement) ?? 0) + 1);
        flagged = result.flagged;
      }
      const scores = CATEGORIES.map((c) => median(results.map((r) => r[c])));
      rows.push(`| ${page.label} | ${formFactor} | ${scores.map((s) => String(s)).join(' | ')} |`);
      runScores.push(
        `  ${page.label}, ${formFactor}: ${results.map((r) => r.performance).join(', ')}`,
      );
      const values = METRICS.map(([, short]) => {
        const value = median(measured.map((m) => m[short]));
        return short === 'CLS' ? value.toFixed(3) : `${(value / 1000).toFixed(2)} s`;
      });
      const cpuIndex = Math.round(median(measured.map((m) => m.cpuIndex)));
      const slowdowns = measured.map((m) => m.slowdown);
      const slowdown =
        Math.min(...slowdowns) === Math.max(...slowdowns)
          ? `${slowdowns[0]}x`
          : `${Math.min(...slowdowns)}-${Math.max(...slowdowns)}x`;
      // The CPU index the run stood for: Lighthouse's own reading of this machine during the
      // run, scaled by its default phone's 4x against the slowdown simulated.
      const standsFor =
        formFactor === 'mobile'
          ? String(Math.round(median(measured.map((m) => (m.cpuIndex * 4) / m.slowdown))))
          : '';
      const load = loadavg()[0]?.toFixed(1);
      metricRows.push(
        `| ${page.label} | ${formFactor} | ${values.join(' | ')} | ${cpuIndex} | ${slowdown} | ${standsFor} | ${load} |`,
      );
      lcpElementsByPage.push(
        `  ${page.label}, ${formFactor}: ${[...lcpElements].map(([element, count]) => `${element} ×${count}`).join('; ')}`,
      );
      for (const f of flagged) {
        flaggedByPage.push(
          `  ${page.label}, ${formFactor}: ${f.id}: ${f.title}${f.displayValue ? ` (${f.displayValue})` : ''}`,
        );
      }
    }
  }

  console.log(
    `\nLighthouse ${process.env.npm_package_devDependencies_lighthouse ?? ''} scores${runs > 1 ? ` (median of ${runs} runs)` : ''}${fixedSlowdown ? `, mobile CPU slowed ${fixedSlowdown}x` : ''}${targetIndex ? `, mobile CPU slowed as for a CPU index of ${targetIndex}` : ''}:\n`,
  );
  console.log('| page | form factor | performance | accessibility | best practices | SEO |');
  console.log('|---|---|---|---|---|---|');
  for (const row of rows) console.log(row);
  // CPU index: Lighthouse's benchmark of the machine (median); slowdown: the CPU multiplier the
  // runs simulated; as index: the phone's CPU index that stands for (median of each run's index ×
  // 4 / slowdown); load: the 1-minute load average when the page's last run ended. A shared
  // machine inflates TBT most.
  console.log(
    `\n| page | form factor | ${METRICS.map(([, short]) => short).join(' | ')} | CPU index | slowdown | as index | load |`,
  );
  console.log(`|---|---|${METRICS.map(() => '---|').join('')}---|---|---|---|`);
  for (const row of metricRows) console.log(row);
  if (runs > 1) console.log(`\nPerformance, each run:\n${runScores.join('\n')}`);
  console.log(`\nLargest contentful paint element (runs):\n${lcpElementsByPage.join('\n')}`);
  console.log(
    flaggedByPage.length > 0
      ? `\nAudits below 90 (weighted):\n${flaggedByPage.join('\n')}`
      : '\nNo weighted audit below 90.',
  );
  console.log(`\nReports: ${path.relative(root, reportDir)}/`);
}

const dataDir = mkdtempSync(path.join(tmpdir(), 'talentbridge-lighthouse-'));
let server: ChildProcess | undefined;
try {
  const build = spawnSync(process.execPath, [path.join(root, 'scripts/ensure-web-build.mjs')], {
    cwd: root,
    stdio: 'inherit',
  });
  if (build.status !== 0) throw new Error('the web build failed');
  mkdirSync(reportDir, { recursive: true });

  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  console.log('Starting the server on a fresh embedded database with the demo data …');
  // The embedded database and in-process adapters, whatever the shell has configured.
  const { DATABASE_URL: _database, REDIS_URL: _redis, ...inherited } = process.env;
  server = spawn(process.execPath, ['--import', 'tsx', 'scripts/demo.ts'], {
    cwd: root,
    env: {
      ...inherited,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      PUBLIC_URL: base,
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  await waitForHealth(base, server);
  const jobId = await someJobId(base);
  const jobseekerId = await someJobseekerId(base);
  const pages = [
    { label: 'Home', path: '/' },
    { label: 'Find Jobs', path: '/find-job' },
    { label: `Job details (/jobs/${jobId})`, path: `/jobs/${jobId}` },
    { label: `Public profile (/users/${jobseekerId})`, path: `/users/${jobseekerId}` },
  ];

  const chosen = onlyPages
    ? pages.filter((page) => onlyPages.includes(page.label.split(' ')[0]?.toLowerCase() ?? ''))
    : pages;
  if (documentOnly) await printDocumentCosts(base, chosen);
  else if (hydrationOnly) await printHydrationTimes(base, chosen);
  else await printLighthouseScores(base, chosen);
} finally {
  if (server && server.exitCode === null) {
    server.kill('SIGTERM');
    await new Promise((resolve) => server?.once('exit', resolve));
  }
  rmSync(dataDir, { recursive: true, force: true });
}
