import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { jobPosts } from '../../db/schema.ts';
import { INTERNAL_REQUEST_HEADER } from '../../infra/internal-request.ts';
import { databaseOf } from '../../test/context.ts';
import { createJob } from '../../test/factories.ts';
import { HEADER_BAR, writeFakeBuild } from '../../test/fake-build.ts';
import { marketplace } from '../../test/marketplace.ts';
import { changesPublicPages } from './page-render.ts';

/**
 * The server's side of server rendering (docs/decisions/056): a build laid out as Vite writes it,
 * dist/web and dist/ssr, with a stand-in renderer in place of the build's React one (the real one
 * is exercised in Chromium by e2e/server-rendering.spec.ts). The stand-in reads the API through
 * the function the server gives it, as the real one does, and counts its renders.
 */
const { root, webDir } = writeFakeBuild({ root: HEADER_BAR });
mkdirSync(path.join(root, 'ssr'), { recursive: true });
writeFileSync(
  path.join(root, 'ssr', 'entry-server.js'),
  `let api;
globalThis.__renders = [];
export function configure(fetchApi) { api = fetchApi; }
const esc = (s) => s.replaceAll('&', '&amp;').replaceAll('<', '&lt;');
export async function renderPage(url, viewer) {
  globalThis.__renders.push(url);
  const job = /^\\/jobs\\/(\\d+)/.exec(url);
  if (url.startsWith('/find-talent')) throw new Error('the renderer broke');
  if (!job) {
    const notice = viewer.hasConsented ? '' : '<section>cookie notice</section>';
    return { html: '<main>drawn ' + esc(url) + '</main>' + notice, data: '[]' };
  }
  const reply = await api('/api/job-posts/' + job[1]);
  if (!reply.ok) return null;
  const post = await reply.json();
  return {
    html: '<main><h1>' + esc(post.title) + '</h1></main>',
    data: JSON.stringify([[['job', post.id], { title: post.title }]]).replaceAll('<', '\\\\u003c'),
  };
}
`,
);

const renders = () => (globalThis as unknown as { __renders: string[] }).__renders;

// A low per-address limit: the renderer's own reads must not count against it.
const m = marketplace({ admin: true, employers: 1 }, { webDistDir: webDir, requestsPerMinute: 20 });

describe('public pages drawn on the server', () => {
  it('puts the drawn page in #root and its data after it, without preloading what it carries', async () => {
    const job = await createJob(m.app, m.employer, m.admin, { title: 'Drawn <b>bookkeeper</b>' });
    const response = await m.app.inject(`/jobs/${job.id}`);
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain(
      `<div id="root"><main><h1>Drawn &lt;b>bookkeeper&lt;/b></h1></main></div><script type="application/json" id="page-data">`,
    );
    // The header bar of index.html is gone: the drawn page has its own.
    expect(response.body).not.toContain('<header class="bar">');
    expect(response.body).not.toContain('rel="preload" as="fetch"');
    const data = /<script type="application\/json" id="page-data">([^<]*)<\/script>/.exec(
      response.body,
    );
    expect(JSON.parse(data?.[1] ?? 'null')).toEqual([
      [['job', job.id], { title: 'Drawn <b>bookkeeper</b>' }],
    ]);
  });

  it('draws only public pages: a signed-in page and a missing post get the shell', async () => {
    const before = renders().length;
    for (const url of ['/profile', '/messages', '/jobs/999999', '/no-such-page']) {
      const response = await m.app.inject(url);
      expect(response.body).toContain('<header class="bar">');
      expect(response.body).not.toContain('id="page-data"');
    }
    expect(renders().length).toBe(before);
  });

  it('sends the shell when the renderer fails, and the page still loads', async () => {
    const response = await m.app.inject('/find-talent');
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<header class="bar">');
    expect(response.body).not.toContain('id="page-data"');
  });

  it('serves a drawn page again until a write changes what it may show', async () => {
    const job = await createJob(m.app, m.employer, m.admin, { title: 'Cached assistant' });
    const url = `/jobs/${job.id}`;
    await m.app.inject(url);
    const drawn = renders().filter((u) => u === url).length;
    // A change made behind the app's back is not seen: the page comes from the cache.
    const database = databaseOf(m.app);
    await database?.db
      .update(jobPosts)
      .set({ title: 'Changed quietly' })
      .where(eq(jobPosts.id, job.id));
    expect((await m.app.inject(url)).body).toContain('Cached assistant');
    // A view is counted through the API without touching the page.
    expect((await m.api.visitor.post(`/api/job-posts/${job.id}/increment-view`)).statusCode).toBe(
      200,
    );
    expect((await m.app.inject(url)).body).toContain('Cached assistant');
    expect(renders().filter((u) => u === url).length).toBe(drawn);
    // An edit through the API moves the generation: the post is back in review, not public.
    const edit = await m.api
      .as(m.employer)
      .put(`/api/job-posts/${job.id}`, { title: 'Edited assistant' });
    expect(edit.statusCode).toBe(200);
    const inReview = await m.app.inject(url);
    expect(inReview.statusCode).toBe(404);
    expect(inReview.body).not.toContain('Cached assistant');
    // Approved again: the next visitor gets the new page, drawn once more.
    const approve = await m.api.as(m.admin).post(`/api/admin/job-posts/${job.id}/approve`);
    expect(approve.statusCode).toBe(200);
    const after = await m.app.inject(url);
    expect(after.body).toContain('<h1>Edited assistant</h1>');
    expect(renders().filter((u) => u === url).length).toBe(drawn + 1);
  });

  it('draws the cookie notice only for visitors without its cookie, and keeps both pages', async () => {
    const asked = await m.app.inject('/pricing');
    expect(asked.body).toContain('<section>cookie notice</section>');
    const consented = await m.app.inject({
      url: '/pricing',
      headers: { cookie: 'theme=dark; cookieConsent=accepted' },
    });
    expect(consented.body).toContain('drawn /pricing');
    expect(consented.body).not.toContain('cookie notice');
    // Each kept apart: the first visitor's page again, not the second's.
    expect((await m.app.inject('/pricing')).body).toContain('cookie notice');
    const lookalike = await m.app.inject({
      url: '/pricing',
      headers: { cookie: 'cookieConsent=acceptedx' },
    });
    expect(lookalike.body).toContain('cookie notice');
  });

  it("keeps a query's pages apart, and gzips the cached page once", async () => {
    const a = await m.app.inject('/find-job?title=a');
    const b = await m.app.inject('/find-job?title=b');
    expect(a.body).toContain('drawn /find-job?title=a');
    expect(b.body).toContain('drawn /find-job?title=b');
    const zipped = await m.app.inject({
      url: '/find-job?title=a',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(zipped.headers['content-encoding']).toBe('gzip');
  });

  it('draws a page once for the requests that miss it together', async () => {
    const job = await createJob(m.app, m.employer, m.admin, { title: 'Popular assistant' });
    const url = `/jobs/${job.id}?together=1`;
    const replies = await Promise.all(Array.from({ length: 5 }, () => m.app.inject(url)));
    for (const reply of replies) expect(reply.body).toContain('<h1>Popular assistant</h1>');
    expect(renders().filter((u) => u === url).length).toBe(1);
  });

  it("does not count the renderer's reads against the visitor's address, and no client can pose as it", async () => {
    const job = await createJob(m.app, m.employer, m.admin, { title: 'Limit check' });
    // More pages than the limit's 20 requests, each a new page (a new query) read through the API.
    for (let i = 0; i < 25; i += 1) {
      const response = await m.app.inject(`/jobs/${job.id}?from=${i}`);
      expect(response.body).toContain('<h1>Limit check</h1>');
    }
    const statuses: number[] = [];
    for (let i = 0; i < 25; i += 1) {
      const response = await m.app.inject({
        url: `/api/job-posts/${job.id}`,
        headers: { [INTERNAL_REQUEST_HEADER]: 'guess' },
      });
      statuses.push(response.statusCode);
    }
    expect(statuses).toContain(429);
  });
});

describe('which writes move the pages generation', () => {
  it('moves it for writes that can change a public page, not for views, chat or sign-ins', () => {
    expect(changesPublicPages('PUT', '/api/job-posts/3', 200)).toBe(true);
    expect(changesPublicPages('PUT', '/api/profile', 200)).toBe(true);
    expect(changesPublicPages('POST', '/api/reviews', 201)).toBe(true);
    expect(changesPublicPages('POST', '/api/auth/register', 201)).toBe(true);
    expect(changesPublicPages('POST', '/api/job-posts/3/increment-view', 200)).toBe(false);
    expect(changesPublicPages('POST', '/api/auth/login', 200)).toBe(false);
    expect(changesPublicPages('POST', '/api/notifications/1/read', 204)).toBe(false);
    expect(changesPublicPages('PUT', '/api/job-posts/3', 400)).toBe(false);
    expect(changesPublicPages('GET', '/api/job-posts/3', 200)).toBe(false);
  });
});
