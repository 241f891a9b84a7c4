import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { BLOG_ARTICLES } from '../../shared/blog.ts';
import { HOME_HERO } from '../../shared/home-hero.ts';
import type { PageChunks } from '../../shared/page-chunks.ts';
import { acceptsGzip } from '../infra/http-encoding.ts';
import { createTestApp, type TestApp } from '../test/context.ts';
import { createJob } from '../test/factories.ts';
import { marketplace } from '../test/marketplace.ts';

/**
 * The head the server writes for each page: preload links for the page's own chunks and for the
 * API reply it shows first (decisions/026). A build laid out as Vite writes it: dist/web (served)
 * and, beside it, the map of each route's chunks (scripts/vite-page-chunks.ts).
 */
const root = mkdtempSync(path.join(tmpdir(), 'tb-web-preload-'));
const webDir = path.join(root, 'web');
mkdirSync(path.join(webDir, 'assets'), { recursive: true });
writeFileSync(
  path.join(webDir, 'index.html'),
  `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <title>TalentBridge</title>
    <script type="module" crossorigin src="/assets/index-abc.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/react-abc.js">
  </head>
  <body><div id="root"><header class="bar">TalentBridge<div data-search-band class="band"></div></header></div></body>
</html>`,
);
writeFileSync(path.join(webDir, 'assets', 'index-abc.js'), 'export {};');

const FIND_JOB_CHUNKS = ['/assets/find-job-page-1.js', '/assets/select-2.js', '/assets/jobs-3.js'];
const JOB_CHUNKS = ['/assets/job-details-page-4.js', '/assets/jobs-3.js'];
const map: PageChunks = {
  entry: '/assets/index-abc.js',
  pages: {
    '/find-job': { scripts: FIND_JOB_CHUNKS, styles: [] },
    '/jobs/:id': { scripts: JOB_CHUNKS, styles: [] },
    '/blog/:slug': { scripts: ['/assets/blog-article-page-5.js'], styles: ['/assets/blog-6.css'] },
  },
};
writeFileSync(path.join(root, 'web.page-chunks.json'), JSON.stringify(map));

const m = marketplace({ admin: true, employers: 1, jobseekers: 1 }, { webDistDir: webDir });
const { api } = m;

const decode = (href: string) => href.replaceAll('&amp;', '&');

/** The preload links of a page as the browser reads them (attribute values unescaped). */
async function preloadsOf(app: TestApp['app'], url: string) {
  const response = await app.inject(url);
  const html = response.body;
  const hrefs = (pattern: RegExp) => [...html.matchAll(pattern)].map((m) => decode(m[1] ?? ''));
  return {
    status: response.statusCode,
    html,
    modules: hrefs(
      /<link rel="modulepreload" crossorigin (?:fetchpriority="low" )?href="([^"]+)">/g,
    ),
    lowPriority: hrefs(
      /<link rel="modulepreload" crossorigin fetchpriority="low" href="([^"]+)">/g,
    ),
    styles: hrefs(/<link rel="preload" as="style" crossorigin href="([^"]+)">/g),
    fetches: hrefs(/<link rel="preload" as="fetch" crossorigin href="([^"]+)">/g),
  };
}

describe("a page's code", () => {
  it("preloads a lazy page's chunks once each, after the entry's own, the page's first", async () => {
    const page = await preloadsOf(m.app, '/find-job');
    expect(page.status).toBe(200);
    expect(page.modules).toEqual(['/assets/react-abc.js', ...FIND_JOB_CHUNKS]);
    // The entry's own first: the page's chunks wait behind what draws the shell.
    expect(page.lowPriority).toEqual(FIND_JOB_CHUNKS);
    // After the build's own tags, in the head.
    const html = page.html;
    expect(html.indexOf(FIND_JOB_CHUNKS[0] ?? '')).toBeGreaterThan(html.indexOf('react-abc.js'));
    expect(html.indexOf(FIND_JOB_CHUNKS[0] ?? '')).toBeLessThan(html.indexOf('</head>'));
  });

  it('matches parameterised routes and their trailing slash, style sheets included', async () => {
    const article = await preloadsOf(m.app, `/blog/${BLOG_ARTICLES[0]?.slug}/`);
    expect(article.status).toBe(200);
    expect(article.modules).toEqual(['/assets/react-abc.js', '/assets/blog-article-page-5.js']);
    expect(article.styles).toEqual(['/assets/blog-6.css']);
    const unknownArticle = await preloadsOf(m.app, '/blog/no-such-article');
    expect(unknownArticle.status).toBe(404);
    expect(unknownArticle.modules).toEqual(['/assets/react-abc.js']);
    expect(unknownArticle.styles).toEqual([]);
  });

  it('preloads nothing of any page for a path no page has, nor for pages the map omits', async () => {
    for (const url of ['/no/such/page', '/find-job/extra', '/jobs', '/jobs/12/edit']) {
      const page = await preloadsOf(m.app, url);
      expect(page.status, url).toBe(404);
      expect(page.modules, url).toEqual(['/assets/react-abc.js']);
      expect(page.fetches, url).toEqual([]);
    }
    // Home is drawn by the entry: the map has nothing for it, and nothing else leaks in.
    const home = await preloadsOf(m.app, '/');
    expect(home.modules).toEqual(['/assets/react-abc.js']);
    expect(home.fetches).toEqual([]);
  });

  it('never serves the map: it lives beside the served folder, not in it', async () => {
    for (const url of [
      '/web.page-chunks.json',
      '/../web.page-chunks.json',
      '/%2e%2e/web.page-chunks.json',
      '/assets/..%2f..%2fweb.page-chunks.json',
      '/.vite/manifest.json',
      '/manifest.json',
    ]) {
      const response = await m.app.inject(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.body, url).not.toContain('find-job-page-1.js');
    }
  });

  it('ignores a map from another build, and works without one', async () => {
    const otherRoot = mkdtempSync(path.join(tmpdir(), 'tb-web-preload-stale-'));
    const otherWeb = path.join(otherRoot, 'web');
    mkdirSync(otherWeb);
    writeFileSync(
      path.join(otherWeb, 'index.html'),
      '<!doctype html><head><title>TalentBridge</title><script type="module" crossorigin src="/assets/index-new.js"></script></head><div id="root"></div>',
    );
    const unmapped = await createTestApp({ webDistDir: otherWeb });
    try {
      const page = await preloadsOf(unmapped.app, '/find-job');
      expect(page.status).toBe(200);
      expect(page.modules).toEqual([]);
    } finally {
      await unmapped.close();
    }
    writeFileSync(path.join(otherRoot, 'web.page-chunks.json'), JSON.stringify(map));
    const mismatched = await createTestApp({ webDistDir: otherWeb });
    try {
      const page = await preloadsOf(mismatched.app, '/find-job');
      expect(page.status).toBe(200);
      expect(page.modules).toEqual([]);
      // The reply's preload does not depend on the build.
      expect(page.fetches).toHaveLength(1);
    } finally {
      await mismatched.close();
    }
  });
});

describe("a page's first API reply", () => {
  it("preloads Find Jobs' results with the URL the app fetches, escaped", async () => {
    const page = await preloadsOf(
      m.app,
      '/find-job?title=%3Cscript%3Ereact&skills=a,%20b&job_type=Bogus&page=2',
    );
    expect(page.fetches).toEqual([
      '/api/job-posts?title=%3Cscript%3Ereact&required_skills%5B%5D=a&required_skills%5B%5D=b&page=2&limit=30&sort_by=relevance&sort_order=DESC',
    ]);
    expect(page.html).not.toContain('<script>react');
    expect(page.html).toContain('&amp;limit=30&amp;');
    // The default search: newest first, page 1.
    expect((await preloadsOf(m.app, '/find-job')).fetches).toEqual([
      '/api/job-posts?page=1&limit=30&sort_by=created_at&sort_order=DESC',
    ]);
    // It is a reply the API gives.
    const fetched = page.fetches[0] ?? '';
    expect((await m.app.inject(fetched)).statusCode).toBe(200);
  });

  it("preloads a public job's post, and nothing for a post the public cannot see", async () => {
    const job = await createJob(m.app, m.employer, m.admin);
    const open = await preloadsOf(m.app, `/jobs/${job.id}`);
    expect(open.status).toBe(200);
    expect(open.modules).toEqual(['/assets/react-abc.js', ...JOB_CHUNKS]);
    expect(open.fetches).toEqual([`/api/job-posts/${job.id}`]);

    const pending = await createJob(m.app, m.employer, m.admin, {}, false);
    const hidden = await preloadsOf(m.app, `/jobs/${pending.id}`);
    expect(hidden.status).toBe(404);
    expect(hidden.fetches).toEqual([]);
    expect(hidden.modules).toEqual(['/assets/react-abc.js']);
    expect((await preloadsOf(m.app, '/jobs/0012')).fetches).toEqual([]);
  });

  it('preloads only replies that are the same for every viewer (Chromium gives them to members too)', async () => {
    // decisions/026: a member's fetch with a bearer token takes the preloaded visitor reply.
    // If one of these replies ever depends on who asks, stop preloading it.
    const job = await createJob(m.app, m.employer, m.admin, { title: 'Bookkeeper for a bakery' });
    const urls = [
      ...(await preloadsOf(m.app, `/jobs/${job.id}`)).fetches,
      ...(await preloadsOf(m.app, '/find-job?title=bookkeeper')).fetches,
      ...(await preloadsOf(m.app, '/find-job')).fetches,
    ];
    expect(urls).toHaveLength(3);
    for (const url of urls) {
      const visitor = await m.app.inject(url);
      expect(visitor.statusCode, url).toBe(200);
      for (const member of [m.jobseeker, m.employer, m.admin]) {
        const signedIn = await api.as(member).get(url);
        expect(signedIn.statusCode, `${url} as ${member.role}`).toBe(200);
        expect(signedIn.body, `${url} as ${member.role}`).toBe(visitor.body);
      }
    }
  });
});

describe("the page's HTML", () => {
  it('reads Accept-Encoding as HTTP does', () => {
    expect(acceptsGzip('gzip, deflate, br')).toBe(true);
    expect(acceptsGzip('br;q=1.0, GZIP;q=0.5')).toBe(true);
    expect(acceptsGzip('gzip;q=0')).toBe(false);
    expect(acceptsGzip('*')).toBe(true);
    expect(acceptsGzip('*;q=0')).toBe(false);
    expect(acceptsGzip('br, *;q=0.1')).toBe(true);
    expect(acceptsGzip('identity')).toBe(false);
    expect(acceptsGzip(undefined)).toBe(false);
    expect(acceptsGzip('gzipx')).toBe(false);
  });

  it('is sent gzipped to browsers that accept it, the same page once unpacked', async () => {
    const plain = await m.app.inject('/find-job');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toContain('<div id="root">');
    const packed = await api.as(null, { 'accept-encoding': 'gzip, br' }).get('/find-job');
    expect(packed.statusCode).toBe(200);
    expect(packed.headers['content-encoding']).toBe('gzip');
    expect(packed.headers.vary).toMatch(/accept-encoding/i);
    expect(packed.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(gunzipSync(packed.rawPayload).toString('utf8')).toBe(plain.body);
    const refused = await api.as(null, { 'accept-encoding': 'gzip;q=0' }).get('/find-job');
    expect(refused.headers['content-encoding']).toBeUndefined();
    expect(refused.body).toBe(plain.body);
    const missing = await api.as(null, { 'accept-encoding': 'gzip' }).get('/nowhere');
    expect(missing.statusCode).toBe(404);
    expect(gunzipSync(missing.rawPayload).toString('utf8')).toContain('<div id="root">');
  });
});

describe('what a page draws before its JavaScript runs (decisions/028, 043)', () => {
  /** The content of #root in a page's HTML. */
  async function rootOf(url: string) {
    const response = await m.app.inject(url);
    const match = /<div id="root">([\s\S]*?)<\/div>\s*<\/body>/.exec(response.body);
    return { status: response.statusCode, root: match?.[1] ?? null };
  }

  it("the home page: its hero's text, after index.html's header bar, in the app's landmarks", async () => {
    const { status, root } = await rootOf('/');
    expect(status).toBe(200);
    expect(root).toMatch(
      /^<header class="bar">TalentBridge<\/header><main id="main"[^>]*><section/,
    );
    expect(root).toContain(`<h1 class="mt-3 text-4xl`);
    expect(root).toContain(`>${HOME_HERO.heading}</h1>`);
    expect(root).toContain(`>${HOME_HERO.lead}</p>`);
    expect(root?.match(/<h1/g)).toHaveLength(1);
  });

  it('every other page, found or not: the header bar alone, with its search band where the app draws one', async () => {
    const withBand =
      '<header class="bar">TalentBridge<div data-search-band class="band"></div></header>';
    for (const url of ['/pricing', '/nowhere', '/jobs/999999', '/role-selection', '/register/x']) {
      expect((await rootOf(url)).root, url).toBe(withBand);
    }
    // decisions/043: the pages with a search of their own, sign-in and sign-up.
    for (const url of ['/find-job', '/find-talent/', '/login', '/register/employer']) {
      expect((await rootOf(url)).root, url).toBe('<header class="bar">TalentBridge</header>');
    }
  });
});
