import { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { BLOG_ARTICLES } from '../../../shared/blog.ts';
import { jobIdOfSegment } from '../../../shared/job-slug.ts';
import { MESSAGES } from '../../../shared/messages.ts';
import { PAGES, sitemapPaths } from '../../../shared/pages.ts';
import { sendError } from '../../plugins/errors.ts';
import { escapeHtml } from './head.ts';
import { createJobCards } from './job-card.ts';
import type { SeoService } from './service.ts';

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

/**
 * GET /robots.txt, /sitemap.xml (an index), /sitemap-pages.xml and /sitemap-jobs-{n}.xml.
 * Absolute URLs from config.publicUrl. The job files stream from the database in batches, so
 * 100,000 posts never sit in memory at once (decisions/022).
 */
export async function seoRoutes(
  app: FastifyInstance,
  opts: { seo: SeoService; publicUrl: string },
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
    const files = await seo.jobSitemapFiles();
    const newestArticle = BLOG_ARTICLES.map((a) => a.publishedOn)
      .sort()
      .at(-1);
    const entries = [
      `<sitemap><loc>${escapeHtml(`${publicUrl}/sitemap-pages.xml`)}</loc>${newestArticle ? `<lastmod>${newestArticle}</lastmod>` : ''}</sitemap>`,
      ...files.map(
        (file) =>
          `<sitemap><loc>${escapeHtml(`${publicUrl}/sitemap-jobs-${file.index}.xml`)}</loc><lastmod>${file.lastModified.toISOString()}</lastmod></sitemap>`,
      ),
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
      if (!/^[1-9]\d{0,4}$/.test(request.params.n)) {
        return sendError(reply, 404, `There is no sitemap ${request.url}.`);
      }
      const index = Number(request.params.n);
      async function* body() {
        yield `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="${SITEMAP_NS}">\n`;
        for await (const batch of seo.jobSitemapEntries(index)) {
          yield `${batch.map((job) => url(`${publicUrl}/jobs/${job.id}`, job.updatedAt.toISOString())).join('\n')}\n`;
        }
        yield '</urlset>\n';
      }
      return reply
        .type(XML)
        .header('cache-control', 'public, max-age=900')
        .send(Readable.from(body()));
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
}
