import { routePattern } from './pages.ts';

/**
 * The build's list of the chunks each page needs beyond the entry (decisions/026): written by
 * scripts/vite-page-chunks.ts at build time, read by the server to preload a page's own code.
 *
 * It lives beside the served folder, never in it (`dist/web.page-chunks.json` for `dist/web`):
 * the server publishes every file under dist/web, and the map is for the server alone.
 */
export type PageChunks = {
  /** The entry script of the build that wrote the map: a map from another build is ignored. */
  entry: string;
  /** Route pattern ('/jobs/:id') → URLs of its scripts and style sheets, the page's own first. */
  pages: Record<string, { scripts: string[]; styles: string[] }>;
};

export function pageChunksFile(distDir: string): string {
  return `${distDir.replace(/[\\/]+$/, '')}.page-chunks.json`;
}

/** Asset URLs the build writes: same-origin paths of fingerprinted files, nothing to escape. */
const ASSET_URL = /^\/[\w./-]+$/;

const isUrlList = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every((url) => typeof url === 'string' && ASSET_URL.test(url));

/** Reads the map's JSON; null when it is not a map this code can use. */
export function parsePageChunks(json: string): PageChunks | null {
  let value: unknown;
  try {
    value = JSON.parse(json);
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null) return null;
  const { entry, pages } = value as Record<string, unknown>;
  if (typeof entry !== 'string' || !ASSET_URL.test(entry)) return null;
  if (typeof pages !== 'object' || pages === null) return null;
  for (const assets of Object.values(pages)) {
    if (typeof assets !== 'object' || assets === null) return null;
    const { scripts, styles } = assets as Record<string, unknown>;
    if (!isUrlList(scripts) || !isUrlList(styles)) return null;
  }
  return { entry, pages: pages as PageChunks['pages'] };
}

/** The chunks of the page at a path (no query string); none for a path no route has. */
export function chunksForPath(
  map: PageChunks,
): (pathname: string) => { scripts: string[]; styles: string[] } | null {
  const routes = Object.entries(map.pages).map(
    ([pattern, assets]) => [routePattern(pattern), assets] as const,
  );
  return (pathname) => routes.find(([pattern]) => pattern.test(pathname))?.[1] ?? null;
}
