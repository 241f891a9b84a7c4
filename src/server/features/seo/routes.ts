import { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { BLOG_ARTICLES } from '../../../shared/blog.ts';
import { jobIdOfSegment, jobPagePath } from '../../../shared/job-slug.ts';
import { MESSAGES } from '../../../shared/messages.ts';
import { PAGES, sitemapPaths } from '../../../shared/pages.ts';
import type { JobPost } from '../../../shared/schemas/jobs.ts';
import { sendError } from '../../plugins/errors.ts';
import type { JobsService } from '../jobs/service.ts';
import { ATOM, atomFeed, feedQuery } from './feed.ts';
import { escapeHtml } from './head.ts';
import { createJobCards } from './job-card.ts';
import type { SeoService, SitemapFile } from './service.ts';

const XML = 'application/xml; charset=utf-8';
const SITEMAP_NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';

/**
 * robots.txt: the public pages open, every page that belongs to one person or a session closed
 * (the `indexable: false` pages of src/shared/pages.ts), the API closed. Robots rules match by prefix, so a
 * closed page that prefixes an open one (/profile and /profile-tips) gets an Allow for the open
 * one: the longest matching rule wins (RFC 9309).
 */
export function robotsTxt(publicUrl: string): string {
  const staticPages = PAGES.filter((page) => !page.path.includes(':'));
  const open = staticPages.filter((page) => page.meta.indexable).map((page) => page.path);
  const lines = ['User-agent: *', 'Allow: /'];
  for (const { path } of staticPages.filter((page) => !page.meta.indexable)) {
    lines.push(`Disallow: ${path}`);
    for (const openPath of open) {
      if (openPath !== path && openPath.startsWith(path)) lines.push(`Allow: ${openPath}`);
    }
  }
  lines.push('Disallow: /api/', 'Disallow: /socket.io/', '', `Sitemap: ${publicUrl}/sitemap.xml`);
  return `${lines.join('\n')}\n`;
}

function url(loc: string, lastModified?: string): string {
  const lastmod = lastModified ? `<lastmod>${lastModified}</lastmod>` : '';
  return `<url><loc>${escapeHtml(loc)}</loc>${lastmod}</url>`;
}

const ARTICLE_DATES = new Map(
  BLOG_ARTICLES.map((article) => [`/blog/${article.slug}`, article.publishedOn]),
);

/** The public pages without parameters; a blog article with its date. */
export function pagesSitemap(publicUrl: string): string {
  const urls = sitemapPaths().map((path) =>
    url(`${publicUrl}${path === '/' ? '/' : path}`, ARTICLE_DATES.get(path)),
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="${SITEMAP_NS}">\n${urls.join('\n')}\n</urlset>\n`;
}

/** A sitemap file number as a URL gives it: 1 to 99,999, no leading zero. */
const FILE_NUMBER = /^[1-9]\d{0,4}$/;

/**
 * GET /robots.txt, /sitemap.xml (an index), /sitemap-pages.xml, /sitemap-jobs-{n}.xml and
 * /sitemap-profiles-{n}.xml, and each Find Jobs search's Atom feed, /find-job/feed.xml.
 * Absolute URLs from config.publicUrl. The job and profile files stream from the database in
 * batches, so 100,000 rows never sit in memory at once (decisions/022, 059).
 */
export async function seoRoutes(
  app: FastifyInstance,
  opts: {
    seo: SeoService;
    publicUrl: string;
    /** The job search the feed runs: the one GET /api/job-posts answers from. */
    jobs: Pick<JobsService, 'listJson'>;
  },
) {
  const { seo, publicUrl } = opts;
  const r = app.withTypeProvider<ZodTypeProvider>();
  const hidden = { hide: true } as const;
  const jobCardPng = createJobCards();

  r.get('/robots.txt', { schema: hidden }, async (_request, reply) =>
    reply
      .type('text/plain; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(robotsTxt(publicUrl)),
  );

  r.get('/sitemap.xml', { schema: hidden }, async (_request, reply) => {
    const [files, profileFiles] = await Promise.all([
      seo.jobSitemapFiles(),
      seo.profileSitemapFiles(),
    ]);
    const fileEntry = (kind: string, file: SitemapFile) =>
      `<sitemap><loc>${escapeHtml(`${publicUrl}/sitemap-${kind}-${file.index}.xml`)}</loc><lastmod>${file.lastModified.toISOString()}</lastmod></sitemap>`;
    const newestArticle = BLOG_ARTICLES.map((a) => a.publishedOn)
      .sort()
      .at(-1);
    const entries = [
      `<sitemap><loc>${escapeHtml(`${publicUrl}/sitemap-pages.xml`)}</loc>${newestArticle ? `<lastmod>${newestArticle}</lastmod>` : ''}</sitemap>`,
      ...files.map((file) => fileEntry('jobs', file)),
      ...profileFiles.map((file) => fileEntry('profiles', file)),
    ];
    return reply
      .type(XML)
      .header('cache-control', 'public, max-age=900')
      .send(
        `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="${SITEMAP_NS}">\n${entries.join('\n')}\n</sitemapindex>\n`,
      );
  });

  r.get('/sitemap-pages.xml', { schema: hidden }, async (_request, reply) =>
    reply.type(XML).header('cache-control', 'public, max-age=3600').send(pagesSitemap(publicUrl)),
  );

  r.get(
    '/sitemap-jobs-:n.xml',
    { schema: { ...hidden, params: z.object({ n: z.string() }) } },
    async (request, reply) => {
      if (!FILE_NUMBER.test(request.params.n)) {
        return sendError(reply, 404, `There is no sitemap ${request.url}.`);
      }
      const entries = seo.jobSitemapEntries(Number(request.params.n));
      return reply
        .type(XML)
        .header('cache-control', 'public, max-age=900')
        .send(
          Readable.from(
            urlset(entries, (job) =>
              url(`${publicUrl}${jobPagePath(job.id, job.title)}`, job.updatedAt.toISOString()),
            ),
          ),
        );
    },
  );

  // Jobseekers' profile pages (decisions/059): cut by user id exactly as the posts are.
  r.get(
    '/sitemap-profiles-:n.xml',
    { schema: { ...hidden, params: z.object({ n: z.string() }) } },
    async (request, reply) => {
      if (!FILE_NUMBER.test(request.params.n)) {
        return sendError(reply, 404, `There is no sitemap ${request.url}.`);
      }
      const entries = seo.profileSitemapEntries(Number(request.params.n));
      return reply
        .type(XML)
        .header('cache-control', 'public, max-age=900')
        .send(
          Readable.from(
            urlset(entries, (member) =>
              url(`${publicUrl}/users/${member.id}`, member.updatedAt.toISOString()),
            ),
          ),
        );
    },
  );

  // A public job's sharing picture (decisions/057): what og:image and twitter:image name. A real
  // route, so the app's page fallback never answers it; `v` in its URL is only for caches.
  r.get(
    '/jobs/:id/card.png',
    {
      schema: { ...hidden, params: z.object({ id: z.string() }) },
      config: { access: 'public' },
    },
    async (request, reply) => {
      const id = jobIdOfSegment(request.params.id);
      const job = id === null ? null : await seo.publicJob(id);
      if (!job) return sendError(reply, 404, MESSAGES.jobNotFound);
      const png = await jobCardPng(job);
      return reply.type('image/png').header('cache-control', 'public, max-age=3600').send(png);
    },
  );

  const { jobs } = opts;
  /**
   * A Find Jobs search as an Atom feed (decisions/059): the page's query string, read as the page
   * reads it, its newest posts from the same search service GET /api/job-posts answers from.
   * The same for every viewer, so publicly cacheable like the sitemaps.
   */
  r.get('/find-job/feed.xml', { schema: hidden }, async (request, reply) => {
    const queryAt = request.url.indexOf('?');
    const search = new URLSearchParams(queryAt === -1 ? '' : request.url.slice(queryAt + 1));
    const built = feedQuery(search);
    if ('error' in built) return sendError(reply, 400, built.error, { field: built.field });
    const encoded = await jobs.listJson(built.query);
    const { data } = JSON.parse(encoded.json.toString('utf8')) as { data: JobPost[] };
    return reply
      .type(ATOM)
      .header('cache-control', 'public, max-age=900')
      .send(atomFeed({ publicUrl, search, jobs: data, now: new Date() }));
  });
}

/** A sitemap's urlset, one batch of rows at a time. */
async function* urlset<T>(
  batches: AsyncGenerator<T[]>,
  entry: (row: T) => string,
): AsyncGenerator<string> {
  yield `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="${SITEMAP_NS}">\n`;
  for await (const batch of batches) yield `${batch.map(entry).join('\n')}\n`;
  yield '</urlset>\n';
}
