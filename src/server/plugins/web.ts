import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { gzip as gzipCallback } from 'node:zlib';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import {
  chunksForPath,
  type PageChunks,
  pageChunksFile,
  parsePageChunks,
} from '../../shared/page-chunks.ts';
import { isServerRendered, isWebRoute, pageFor } from '../../shared/pages.ts';
import { hasSearchBand } from '../../shared/search-band.ts';
import { firstPaintBody } from '../features/seo/first-paint.ts';
import {
  describePage,
  firstApiPath,
  headTags,
  headTemplate,
  NOT_FOUND_HEAD,
  type PageHead,
  preloadTags,
} from '../features/seo/head.ts';
import {
  type CachedPage,
  loadPageRenderer,
  type PageCache,
  type PageRenderer,
} from '../features/seo/page-render.ts';
import type { SeoService } from '../features/seo/service.ts';
import { acceptsGzip } from '../infra/http-encoding.ts';
import { sendError } from './errors.ts';

/** The cookie that says a visitor accepted the cookie notice (src/web/lib/cookie-consent.ts). */
const hasConsentCookie = (cookies: string | undefined) =>
  /(?:^|;\s*)cookieConsent=accepted(?:;|$)/.test(cookies ?? '');

/** The id of the script element holding a drawn page's data (src/web/lib/page-data.ts). */
const PAGE_DATA_ID = 'page-data';

const gzip = promisify(gzipCallback);

export const WEB_DIST_DIR = fileURLToPath(new URL('../../../dist/web', import.meta.url));

const NOT_BUILT_PAGE = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>TalentBridge</title></head>
<body><main><h1>The web app is not built yet</h1><p>Run <code>npm run build</code> (or <code>npm start</code>, which builds it) and reload.</p></main></body></html>`;

type WebOptions = {
  distDir?: string;
  /** Absolute base of canonical links (config.publicUrl, no trailing slash). */
  publicUrl: string;
  /** Job and member titles for their pages' heads; without it they get the generic entry. */
  seo?: SeoService;
  /** Pages as sent, per write generation (decisions/056); without it every page is made anew. */
  pageCache?: PageCache;
};

/**
 * Serves the built React app, with history fallback: any GET outside /api and /socket.io gets
 * index.html, so every page loads on a full reload. Unknown pages still get the app (it shows
 * its not-found page) but with status 404. Each page's index.html carries that page's title,
 * description, canonical link and Open Graph tags (src/shared/pages.ts, decisions/022), and
 * preload links for the page's own chunks and first API reply (decisions/026).
 */
export default fp(async function webPlugin(app: FastifyInstance, opts: WebOptions) {
  const distDir = opts.distDir ?? WEB_DIST_DIR;
  const indexFile = path.join(distDir, 'index.html');
  const indexHtml = existsSync(indexFile) ? readFileSync(indexFile, 'utf8') : null;
  const renderIndex = indexHtml ? headTemplate(indexHtml) : null;
  const chunksOf = indexHtml ? readPageChunks(distDir, indexHtml, app) : null;
  // The public pages' server renderer, from the same build (decisions/056).
  const renderPage: PageRenderer | null = indexHtml ? await loadPageRenderer(app, distDir) : null;
  if (indexHtml && !renderPage) {
    app.log.warn('the server renderer is not built: public pages are drawn in the browser only');
  }

  /** The markup and data the server draws for a public page that exists; null for the rest. */
  async function serverRendering(
    pathname: string,
    url: string,
    isFound: boolean,
    hasConsented: boolean,
  ) {
    const page = isFound ? pageFor(pathname) : null;
    if (!renderPage || !page || !isServerRendered(page)) return null;
    try {
      return await renderPage(url, { hasConsented });
    } catch (error) {
      // The app draws the page in the browser as it always could: a failed render costs speed only.
      app.log.error({ err: error, url }, 'server rendering failed');
      return null;
    }
  }

  async function headFor(pathname: string, search: string): Promise<PageHead> {
    if (!isWebRoute(pathname)) return NOT_FOUND_HEAD;
    try {
      return (await describePage(pathname, opts.seo, search, opts.publicUrl)) ?? NOT_FOUND_HEAD;
    } catch (error) {
      // A failed title look-up must not cost the person the page: the generic entry will do.
      app.log.error({ err: error }, 'page head look-up failed');
      return (await describePage(pathname, undefined, search)) ?? NOT_FOUND_HEAD;
    }
  }

  if (indexHtml) {
    await app.register(fastifyStatic, {
      root: distDir,
      index: false,
      wildcard: false,
      // The build writes .br and .gz copies of its text assets (scripts/vite-precompress.ts):
      // served to browsers that accept them, with Vary: Accept-Encoding.
      preCompressed: true,
      // Vite fingerprints everything under assets/, so those can be cached for good.
      setHeaders(res, filePath) {
        const isHashed = filePath.includes(`${path.sep}assets${path.sep}`);
        res.header(
          'cache-control',
          isHashed ? 'public, max-age=31536000, immutable' : 'public, max-age=3600',
        );
      },
    });
  } else {
    app.log.warn(`web app not built (${indexFile} missing): run "npm run build"`);
  }

  app.setNotFoundHandler(async (request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    // A missing file (an old asset name after a deploy, a typo'd icon) is a plain 404, not the
    // app: a browser asking for a script must not receive HTML.
    const lastSegment = pathname.slice(pathname.lastIndexOf('/') + 1);
    const isPage =
      (request.method === 'GET' || request.method === 'HEAD') &&
      !pathname.startsWith('/api/') &&
      pathname !== '/api' &&
      !pathname.startsWith('/socket.io/') &&
      !pathname.startsWith('/assets/') &&
      !lastSegment.includes('.');
    if (!isPage) return sendError(reply, 404, `Route ${request.method} ${pathname} not found.`);
    // The cookie notice is drawn for visitors who have not accepted it: two pages per address.
    const hasConsented = hasConsentCookie(request.headers.cookie);
    const make = () => makePage(pathname, request.url, hasConsented);
    const key = `${hasConsented ? 'consented' : 'asked'} ${request.url}`;
    const page = opts.pageCache ? await opts.pageCache.page(key, make) : await make();
    // Gzipped for browsers that accept it: the head's tags and preloads make the page 5 to
    // 15 kB, about a third of that packed.
    reply
      .code(page.status)
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .header('vary', 'Accept-Encoding');
    if (!acceptsGzip(request.headers['accept-encoding'])) return reply.send(page.html);
    page.gzipped ??= await gzip(page.html, { level: 6 });
    return reply.header('content-encoding', 'gzip').send(page.gzipped);
  });

  /** A page's HTML: its head, preloads and, for a public page, its content drawn here. */
  async function makePage(
    pathname: string,
    url: string,
    hasConsented: boolean,
  ): Promise<CachedPage> {
    const search = url.slice(pathname.length + 1);
    const head = await headFor(pathname, search);
    const isFound = head.status === 200;
    const canonicalPath = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
    if (!renderIndex) return { status: head.status, html: NOT_BUILT_PAGE };
    const drawn = await serverRendering(pathname, url, isFound, hasConsented);
    const html = renderIndex(
      headTags(
        head.meta,
        isFound ? `${opts.publicUrl}${head.canonicalPath ?? canonicalPath}` : null,
        head.headExtra,
      ),
      // A page that does not exist, or is not public, preloads nothing: the visitor will read
      // 'not found', and the reply would be a 404. A page drawn here carries its replies.
      isFound
        ? preloadTags(chunksOf?.(pathname) ?? null, drawn ? null : firstApiPath(pathname, search))
        : '',
      // What the page draws before its JavaScript has run (decisions/028).
      isFound && !drawn ? firstPaintBody(canonicalPath) : '',
      // The header's search band, as the app draws it for this page (decisions/043).
      !isFound || hasSearchBand(canonicalPath),
    );
    return { status: head.status, html: drawn ? withDrawnRoot(html, drawn) : html };
  }
});

/**
 * The build's map of each page's chunks (dist/web.page-chunks.json, beside the served folder:
 * scripts/vite-page-chunks.ts). Without one, or with one from another build, pages simply get no
 * preload links for their code.
 */
function readPageChunks(distDir: string, indexHtml: string, app: FastifyInstance) {
  const file = pageChunksFile(distDir);
  if (!existsSync(file)) {
    app.log.warn(`${file} missing: pages load their code without preloading; run "npm run build"`);
    return null;
  }
  const map: PageChunks | null = parsePageChunks(readFileSync(file, 'utf8'));
  if (!map || !indexHtml.includes(`"${map.entry}"`)) {
    app.log.warn(`${file} is unreadable or from another build: ignored; run "npm run build"`);
    return null;
  }
  return chunksForPath(map);
}

/**
 * index.html with #root holding the page the server drew instead of the header bar, and the
 * page's data in a JSON script after it (decisions/056). The data is already escaped for HTML.
 */
function withDrawnRoot(html: string, drawn: { html: string; data: string }): string {
  const ROOT = '<div id="root">';
  const start = html.indexOf(ROOT);
  const end = start === -1 ? -1 : html.indexOf('</header></div>', start);
  if (end === -1) return html;
  return `${html.slice(0, start)}${ROOT}${drawn.html}</div><script type="application/json" id="${PAGE_DATA_ID}">${drawn.data}</script>${html.slice(end + '</header></div>'.length)}`;
}
