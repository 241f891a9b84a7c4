import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { LRUCache } from 'lru-cache';
import type { Generation } from '../../infra/generation.ts';
import { INTERNAL_REQUEST_HEADER, INTERNAL_REQUEST_TOKEN } from '../../infra/internal-request.ts';

/** What the build's server renderer (src/web/entry-server.tsx) gives. */
type RendererModule = {
  configure(apiFetch: typeof fetch): void;
  renderPage(
    url: string,
    viewer: { hasConsented: boolean },
  ): Promise<{ html: string; data: string } | null>;
};

/** A public page drawn on the server: the markup for #root and its data, escaped for HTML. */
export type RenderedPage = { html: string; data: string };

/**
 * Renders the page at `url` for a visitor; `hasConsented`: whether they accepted the cookie notice
 * (its cookie), the one thing about a visitor a drawn page depends on.
 */
export type PageRenderer = (
  url: string,
  viewer: { hasConsented: boolean },
) => Promise<RenderedPage | null>;

/** The renderer's bundle beside the served folder: dist/ssr for dist/web. */
export function rendererFile(distDir: string): string {
  return path.join(path.dirname(distDir), 'ssr', 'entry-server.js');
}

/**
 * Loads the build's server renderer and points its API client at this server, in-process: a
 * visitor's GET through every hook and serializer the network request would meet, with the
 * internal header so the per-address rate limit does not count it (docs/decisions/056). Null when
 * there is no build (tests with a fake one, a server started before `npm run build`): pages are
 * then the app's shell, drawn in the browser.
 */
export async function loadPageRenderer(
  app: FastifyInstance,
  distDir: string,
): Promise<PageRenderer | null> {
  const file = rendererFile(distDir);
  if (!existsSync(file)) return null;
  const renderer = (await import(pathToFileURL(file).href)) as RendererModule;
  renderer.configure(async (input, init) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const reply = await app.inject({
      method: 'GET',
      url,
      headers: {
        accept: 'application/json',
        [INTERNAL_REQUEST_HEADER]: INTERNAL_REQUEST_TOKEN,
      },
      ...(init?.signal ? { signal: init.signal } : {}),
    });
    const headers = new Headers();
    for (const [name, value] of Object.entries(reply.headers)) {
      if (value === undefined) continue;
      headers.set(name, Array.isArray(value) ? value.join(', ') : String(value));
    }
    const hasBody = reply.statusCode !== 204 && reply.statusCode !== 304;
    return new Response(hasBody ? new Uint8Array(reply.rawPayload) : null, {
      status: reply.statusCode,
      headers,
    });
  });
  return (url, viewer) => renderer.renderPage(url, viewer);
}

/** A page as sent: status and HTML, and its gzipped bytes once a client asked for them. */
export type CachedPage = { status: number; html: string; gzipped?: Buffer };

/**
 * Pages as sent, by address (path and query), for the current write generation
 * (docs/decisions/056): a popular job's page costs what a cached search costs. Every API write
 * that can change a public page moves the generation (pageWrites), and so does every change of
 * the job search's own; an entry made under an older one is never sent. Entries also expire after
 * `ttlMs`, for what changes without a request (a post closing when it expires).
 */
export function createPageCache(deps: {
  generations: readonly Generation[];
  ttlMs: number;
  log: FastifyBaseLogger;
}) {
  const pages = new LRUCache<string, CachedPage & { generation: string }>({
    max: 5_000,
    maxSize: 64 * 1024 * 1024,
    sizeCalculation: (page) => page.html.length + (page.gzipped?.length ?? 0) + 64,
    ttl: deps.ttlMs,
  });
  const generation = async () =>
    (await Promise.all(deps.generations.map((g) => g.current()))).join(':');
  /**
   * Pages being drawn, by generation and address: the requests that miss together (a popular
   * page right after a write moved the generation) wait for one render instead of each drawing
   * the same page, which costs tens of milliseconds of the event loop each (docs/performance.md).
   */
  const drawing = new Map<string, Promise<CachedPage>>();
  return {
    /**
     * The page for `url`: the cached one made under the current generation, else the one being
     * made for it, else `make()`'s, stored. Without the generation (Redis unreachable), made anew.
     */
    async page(url: string, make: () => Promise<CachedPage>): Promise<CachedPage> {
      let current: string;
      try {
        current = await generation();
      } catch (error) {
        deps.log.error({ err: error }, 'page cache generation');
        return make();
      }
      const hit = pages.get(url);
      if (hit && hit.generation === current) return hit;
      const key = `${current} ${url}`;
      const pending = drawing.get(key);
      if (pending) return pending;
      const made = make()
        .then((page) => {
          // The entry itself is sent: its gzipped bytes, once made, stay with it.
          const entry = { ...page, generation: current };
          pages.set(url, entry);
          return entry;
        })
        .finally(() => drawing.delete(key));
      drawing.set(key, made);
      return made;
    },
    clear() {
      pages.clear();
    },
  };
}

export type PageCache = ReturnType<typeof createPageCache>;

/**
 * API writes that never change what a public page shows, so they leave drawn pages in the cache:
 * a job's view count (its page reads it after load), chat, notifications, alerts, feedback,
 * complaints, billing, and signing in and out. Every other successful write moves the pages'
 * generation (decisions/056): a missed case would only cost a render, a wrong one a stale page.
 */
const PAGE_NEUTRAL_WRITES = [
  /^\/api\/job-posts\/\d+\/increment-view$/,
  /^\/api\/chats(\/|$)/,
  /^\/api\/notifications(\/|$)/,
  /^\/api\/notification-preferences$/,
  /^\/api\/saved-searches(\/|$)/,
  /^\/api\/feedback$/,
  /^\/api\/complaints$/,
  /^\/api\/billing(\/|$)/,
  /^\/api\/auth\/(login|logout|sign-out-everywhere|mfa\/.*|forgot-password|reset-password-request|resend-verification)$/,
];

/** Whether a request's reply means public pages may have changed. */
export function changesPublicPages(method: string, url: string, status: number): boolean {
  if (method === 'GET' || method === 'HEAD' || method === 'OPTIONS' || status >= 400) return false;
  const pathname = url.split('?')[0] ?? '';
  if (!pathname.startsWith('/api/')) return false;
  return !PAGE_NEUTRAL_WRITES.some((pattern) => pattern.test(pathname));
}

/** How long a drawn page is kept at most, for changes no request makes (decisions/056). */
export const PAGE_CACHE_TTL_MS = 5 * 60_000;
