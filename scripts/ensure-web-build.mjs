#!/usr/bin/env node
// Builds the web app when dist/web is missing or older than its sources, so that `npm start`
// works straight after `npm install` and does not rebuild on every start.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const builtIndex = path.join(root, 'dist/web/index.html');
// The server reads this beside dist/web: each page's chunks, to preload them (decisions/026).
const pageChunks = path.join(root, 'dist/web.page-chunks.json');
// The public pages' server renderer, from the same sources (docs/decisions/056).
const serverRenderer = path.join(root, 'dist/ssr/entry-server.js');
const sources = [
  'src/web',
  'src/shared',
  'index.html',
  'public',
  'vite.config.ts',
  'scripts/vite-page-chunks.ts',
  'scripts/vite-page-routes.ts',
  'scripts/vite-precompress.ts',
];

function newestMtime(target) {
  if (!existsSync(target)) return 0;
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(target))
    newest = Math.max(newest, newestMtime(path.join(target, entry)));
  return newest;
}

const builtAt =
  existsSync(builtIndex) && existsSync(pageChunks) && existsSync(serverRenderer)
    ? Math.min(statSync(builtIndex).mtimeMs, statSync(serverRenderer).mtimeMs)
    : 0;
const changedAt = Math.max(...sources.map((s) => newestMtime(path.join(root, s))));
if (builtAt > 0 && builtAt >= changedAt && process.env.FORCE_WEB_BUILD !== '1') process.exit(0);

console.log(
  builtAt ? 'Web app sources changed: rebuilding…' : 'Building the web app (first start)…',
);
const vite = path.join(root, 'node_modules/vite/bin/vite.js');
for (const args of [
  ['build', '--logLevel', 'warn'],
  ['build', '--ssr', 'src/web/entry-server.tsx', '--logLevel', 'warn'],
]) {
  const result = spawnSync(process.execPath, [vite, ...args], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
