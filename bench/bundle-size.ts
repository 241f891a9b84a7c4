/**
 * What JavaScript each main page makes a browser download, from the Vite manifest: the entry
 * chunk and everything it imports statically (transitively), plus for a lazy page its own chunk
 * and that chunk's static imports. Prints raw and gzipped sizes per chunk and the home page's
 * total against the 120 kB gzipped budget (docs/decisions/015). As a cross-check, opens the home
 * page in Chromium on the real app (embedded PGlite in a temporary directory, 127.0.0.1 only),
 * as a visitor and signed in, and lists every script the page actually loaded by the time the
 * network is idle: chunks loaded on first render count too. Prints figures; asserts nothing, but
 * exits with status 1 when the home page is over budget so a script can notice.
 *
 *   npm run bench:bundle                        # builds into dist/bench-web, then measures
 *   BENCH_DIST=dist/bench-web npm run bench:bundle   # measures an existing build with a manifest
 *   BENCH_BROWSER=0 npm run bench:bundle        # skips the browser cross-check
 *
 * The production build (dist/web) has no manifest on purpose: the server would publish it.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { buildApp } from '../src/server/app.ts';
import { openDatabase } from '../src/server/db/client.ts';
import { lazyModulesOf, pageFor } from '../src/shared/pages.ts';
import { benchConfig } from './app-config.ts';

/** 120 kB, in the units Vite reports (1 kB = 1000 bytes): the stricter reading of the budget. */
const BUDGET_GZIP_BYTES = 120_000;
const root = path.resolve(import.meta.dirname, '..');

type ManifestChunk = {
  file: string;
  src?: string;
  name?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
};
type Manifest = Record<string, ManifestChunk>;

/**
 * Pages beyond home. Their lazily loaded modules come from src/shared/pages.ts, whose modules the
 * build checks against src/web/routes.tsx.
 */
const PAGES: { label: string; path: string }[] = [
  { label: 'Find Jobs', path: '/find-job' },
  { label: 'Job details', path: '/jobs/:id' },
  { label: 'Post a Job', path: '/post-job' },
  { label: 'Login', path: '/login' },
  { label: 'Profile', path: '/profile' },
];

function build(outDir: string): void {
  console.log(`Building the web app into ${path.relative(root, outDir)} …`);
  const result = spawnSync(
    process.execPath,
    [
      path.join(root, 'node_modules/vite/bin/vite.js'),
      'build',
      '--outDir',
      outDir,
      '--emptyOutDir',
      '--manifest',
      '--logLevel',
      'warn',
    ],
    { cwd: root, stdio: 'inherit' },
  );
  if (result.status !== 0) process.exit(result.status ?? 1);
}

const outDir = process.env.BENCH_DIST
  ? path.resolve(root, process.env.BENCH_DIST)
  : path.join(root, 'dist/bench-web');
if (!process.env.BENCH_DIST) build(outDir);
const manifestPath = path.join(outDir, '.vite/manifest.json');
if (!existsSync(manifestPath)) {
  console.error(`${manifestPath} is missing: build with \`vite build --manifest\` first.`);
  process.exit(1);
}
const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Manifest;

const sizes = new Map<string, { raw: number; gzip: number }>();
function sizeOf(file: string): { raw: number; gzip: number } {
  let size = sizes.get(file);
  if (!size) {
    const content = readFileSync(path.join(outDir, file));
    // zlib's default level, as Vite's own report and most servers' on-the-fly compression use.
    size = { raw: content.length, gzip: gzipSync(content).length };
    sizes.set(file, size);
  }
  return size;
}

/** The manifest keys of a chunk and everything it imports statically, depth first. */
function staticClosure(key: string, seen = new Set<string>()): Set<string> {
  if (seen.has(key)) return seen;
  const chunk = manifest[key];
  if (!chunk) throw new Error(`The manifest has no chunk ${key}`);
  seen.add(key);
  for (const imported of chunk.imports ?? []) staticClosure(imported, seen);
  return seen;
}

const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`.padStart(10);

function total(keys: Iterable<string>): { raw: number; gzip: number } {
  let raw = 0;
  let gzip = 0;
  for (const key of keys) {
    const chunk = manifest[key];
    if (!chunk) continue;
    const size = sizeOf(chunk.file);
    raw += size.raw;
    gzip += size.gzip;
  }
  return { raw, gzip };
}

function printChunks(keys: Iterable<string>): void {
  const rows = [...keys]
    .map((key) => manifest[key])
    .filter((chunk): chunk is ManifestChunk => chunk !== undefined)
    .map((chunk) => ({ file: chunk.file, ...sizeOf(chunk.file) }))
    .sort((a, b) => b.gzip - a.gzip);
  for (const row of rows) {
    console.log(`  ${row.file.padEnd(48)} ${kb(row.raw)} raw ${kb(row.gzip)} gzip`);
  }
}

const entryKey = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
if (!entryKey) throw new Error('The manifest has no entry chunk');
const home = staticClosure(entryKey);
const homeTotal = total(home);

console.log('\nHome page (/): entry and its static imports');
printChunks(home);
const verdict = homeTotal.gzip <= BUDGET_GZIP_BYTES ? 'within budget' : 'OVER BUDGET';
console.log(
  `  ${'total'.padEnd(48)} ${kb(homeTotal.raw)} raw ${kb(homeTotal.gzip)} gzip` +
    `   budget ${kb(BUDGET_GZIP_BYTES).trim()}: ${verdict}` +
    ` (${((homeTotal.gzip / BUDGET_GZIP_BYTES) * 100).toFixed(0)}%)`,
);

for (const page of PAGES) {
  const entry = pageFor(page.path);
  const sources = (entry ? lazyModulesOf(entry) : []).map((module) => `src/web/${module}`);
  const keys = sources.map((src) =>
    Object.keys(manifest).find((key) => manifest[key]?.src === src),
  );
  const lost = sources.filter((_, i) => keys[i] === undefined);
  if (sources.length === 0 || lost.length > 0) {
    const what = lost.length > 0 ? lost.join(', ') : 'no lazy module in src/shared/pages.ts';
    console.log(`\n${page.label} (${page.path}): ${what} is not a chunk of its own`);
    continue;
  }
  const closure = new Set<string>();
  for (const key of keys) if (key) staticClosure(key, closure);
  const extra = [...closure].filter((key) => !home.has(key));
  const extraTotal = total(extra);
  const pageTotal = total(new Set([...home, ...extra]));
  console.log(`\n${page.label} (${page.path}): the shell above plus the page's chunks`);
  printChunks(extra);
  console.log(
    `  ${'page chunks'.padEnd(48)} ${kb(extraTotal.raw)} raw ${kb(extraTotal.gzip)} gzip` +
      `\n  ${'total on a first visit'.padEnd(48)} ${kb(pageTotal.raw)} raw ${kb(pageTotal.gzip)} gzip`,
  );
}

const everything = total(
  Object.keys(manifest).filter((key) => manifest[key]?.file.endsWith('.js')),
);
console.log(
  `\nAll JavaScript of the app: ${kb(everything.raw).trim()} raw, ${kb(everything.gzip).trim()} gzip`,
);

/** Opens `/` in Chromium and returns the JavaScript files (under assets/) it loaded. */
async function scriptsLoadedByHome(): Promise<{ visitor: string[]; member: string[] }> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'tb-bench-bundle-'));
  const database = await openDatabase({ kind: 'pglite', dataDir: path.join(dataDir, 'pglite') });
  await database.migrate();
  const app = await buildApp({
    logger: false,
    database,
    webDistDir: outDir,
    config: benchConfig(dataDir, { redisUrl: undefined }),
  });
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
  try {
    await app.listen({ port: 0, host: '127.0.0.1' });
    const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
    const registered = await fetch(`${base}/api/auth/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-fingerprint': 'bench-bundle' },
      body: JSON.stringify({
        username: 'bench_bundle',
        email: 'bench-bundle@example.com',
        password: 'Bench-Harbour-Lantern-2026',
        role: 'jobseeker',
      }),
    });
    if (!registered.ok) throw new Error(`register answered ${registered.status}`);
    const { accessToken } = (await registered.json()) as { accessToken: string };

    const open = async (token: string | null): Promise<string[]> => {
      const context = await browser.newContext({ viewport: { width: 1440, height: 1800 } });
      if (token) {
        await context.addInitScript((value) => localStorage.setItem('token', value), token);
      }
      const page = await context.newPage();
      const files: string[] = [];
      page.on('response', (response) => {
        const { pathname } = new URL(response.url());
        if (pathname.startsWith('/assets/') && pathname.endsWith('.js'))
          files.push(pathname.slice(1));
      });
      await page.goto(`${base}/`, { waitUntil: 'networkidle' });
      await context.close();
      return [...new Set(files)];
    };
    return { visitor: await open(null), member: await open(accessToken) };
  } finally {
    await browser.close();
    await app.close();
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

function printLoaded(label: string, files: string[]): void {
  const preloaded = new Set([...home].map((key) => manifest[key]?.file));
  let raw = 0;
  let gzip = 0;
  console.log(`\n${label}`);
  for (const file of files) {
    const size = sizeOf(file);
    raw += size.raw;
    gzip += size.gzip;
    const note = preloaded.has(file) ? '' : '   (loaded on first render)';
    console.log(`  ${file.padEnd(48)} ${kb(size.raw)} raw ${kb(size.gzip)} gzip${note}`);
  }
  console.log(`  ${'total'.padEnd(48)} ${kb(raw)} raw ${kb(gzip)} gzip`);
}

if (process.env.BENCH_BROWSER !== '0') {
  const loaded = await scriptsLoadedByHome();
  printLoaded(
    'Home page in Chromium, visitor: every script loaded until the network is idle',
    loaded.visitor,
  );
  printLoaded('Home page in Chromium, signed in (jobseeker)', loaded.member);
  const preloaded = new Set([...home].map((key) => manifest[key]?.file));
  if (loaded.visitor.some((file) => !preloaded.has(file))) {
    console.log('  A visitor loads chunks beyond the manifest figure: the budget counts them too.');
  }
}

if (homeTotal.gzip > BUDGET_GZIP_BYTES) process.exitCode = 1;
