/**
 * Server rendering of the public pages (docs/decisions/056). Built by Vite as its own bundle
 * (dist/ssr, `vite build --ssr`); the Fastify server imports it and calls `renderPage` for a
 * page whose content belongs in its HTML. The same components as in the browser draw the page:
 * the router at the request's address, and a query cache filled by calling the server's own API
 * as a visitor would. Its replies travel in the HTML, so the browser's first render has them.
 */
import { type Query, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router';
import { setTransport } from './lib/api.ts';
import { ServerConsentContext } from './lib/cookie-consent.ts';
import { type PageData, serializePageData } from './lib/page-data.ts';
import { AppRoutes } from './routes.tsx';

/** What the page depends on about its visitor: whether they accepted the cookie notice. */
export type Viewer = { hasConsented: boolean };

/** The server's API as a fetch: a visitor's GET answered in-process. */
export type ApiFetch = typeof fetch;

export type RenderedPage = {
  /** The markup for #root. */
  html: string;
  /** The page's data, for a `<script type="application/json">` (already escaped for HTML). */
  data: string;
};

/**
 * Renders at most this many times: again while the page asks for data it has not got, or while
 * a part of it waited for its code (a lazy page's first render in this process).
 */
const MAX_ROUNDS = 5;

/**
 * Whether React wrote a part that was still loading as a placeholder to be filled by an inline
 * script (its `<template id="B:n">` marker; page text never contains a raw `<`). Such scripts
 * would be refused by the content security policy, so the page is rendered again: lazy code,
 * once loaded, is ready at once in every later render of this process.
 */
const hasPendingParts = (html: string) => /<template id="B:\d+">/.test(html);

export function configure(apiFetch: ApiFetch): void {
  setTransport(apiFetch);
}

/** A read the page made that has not been answered, and that the page would run. */
function isWanted(query: Query): boolean {
  if (query.state.status !== 'pending' || query.state.fetchStatus !== 'idle') return false;
  const enabled = (query.options as { enabled?: unknown }).enabled;
  if (typeof enabled === 'function') return (enabled as (q: Query) => boolean)(query) !== false;
  return enabled !== false;
}

async function renderOnce(url: string, client: QueryClient, viewer: Viewer): Promise<string> {
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <ServerConsentContext value={viewer.hasConsented}>
        <QueryClientProvider client={client}>
          <StaticRouter location={url}>
            <AppRoutes />
          </StaticRouter>
        </QueryClientProvider>
      </ServerConsentContext>
    </StrictMode>,
    // One piece: React would otherwise move a large part to the end, to be put in place by an
    // inline script that the content security policy refuses.
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  const chunks: Buffer[] = [];
  for await (const chunk of prelude) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

/**
 * The page at `url` (path and query) as HTML with its data; null when a read failed, so the
 * caller serves the app's shell and the browser draws the page itself (its error state included).
 */
export async function renderPage(url: string, viewer: Viewer): Promise<RenderedPage | null> {
  const client = new QueryClient({
    defaultOptions: {
      queries: {
        retry: false,
        staleTime: Number.POSITIVE_INFINITY,
        gcTime: Number.POSITIVE_INFINITY,
      },
    },
  });
  let html = await renderOnce(url, client, viewer);
  for (let round = 1; ; round += 1) {
    const wanted = client.getQueryCache().getAll().filter(isWanted);
    if (wanted.length === 0 && !hasPendingParts(html)) break;
    if (round === MAX_ROUNDS) return null;
    await Promise.all(wanted.map((query) => query.fetch().catch(() => undefined)));
    if (wanted.some((query) => query.state.status === 'error')) return null;
    html = await renderOnce(url, client, viewer);
  }
  const data: PageData = client
    .getQueryCache()
    .getAll()
    .filter((query) => query.state.status === 'success')
    .map((query) => [query.queryKey, query.state.data]);
  return { html, data: serializePageData(data) };
}
