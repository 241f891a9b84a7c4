import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** index.html's header bar, as the built file has it inside #root (decisions/026 and 043). */
export const HEADER_BAR =
  '<header class="bar">TalentBridge<div data-search-band class="band"></div></header>';

/**
 * A web build laid out as Vite writes it, in a folder of its own: `dist/web/index.html` (the
 * entry script's tag, a title, `head` and `root` as given) and `dist/web/assets/`. Returns the
 * folder (where `web.page-chunks.json` and `ssr/` go) and the served `web` folder under it.
 */
export function writeFakeBuild(options: { head?: string; root?: string } = {}): {
  root: string;
  webDir: string;
} {
  const root = mkdtempSync(path.join(tmpdir(), 'tb-web-build-'));
  const webDir = path.join(root, 'web');
  mkdirSync(path.join(webDir, 'assets'), { recursive: true });
  writeFileSync(
    path.join(webDir, 'index.html'),
    `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />${options.head ?? ''}
    <title>TalentBridge</title>
    <script type="module" crossorigin src="/assets/index-abc.js"></script>
  </head>
  <body><div id="root">${options.root ?? ''}</div></body>
</html>`,
  );
  return { root, webDir };
}
