import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BLOG_ARTICLES } from '../../../shared/blog.ts';
import { jobPagePath } from '../../../shared/job-slug.ts';
import { jobPosts, users } from '../../db/schema.ts';
import { createTestApp, type TestApp } from '../../test/context.ts';
import {
  authHeader,
  createAdmin,
  createEmployer,
  createJob,
  createJobseeker,
  type TestUser,
} from '../../test/factories.ts';
import { writeFakeBuild } from '../../test/fake-build.ts';
import { describePage, escapeHtml, shorten } from './head.ts';
import { JOBS_PER_SITEMAP, sitemapFileOf, sitemapRange } from './service.ts';

const PUBLIC_URL = 'https://talent.example.com';

// The built index.html's head, as Vite writes it (index.html at the repo root).
const { webDir } = writeFakeBuild({
  head: `
    <meta
      name="description"
      content="The build's generic description."
    />`,
});

let t: TestApp;
let admin: TestUser;
let employer: TestUser;
let seeker: TestUser;
beforeAll(async () => {
  t = await createTestApp({ webDistDir: webDir, config: { publicUrl: PUBLIC_URL } });
  admin = await createAdmin(t.app);
  employer = await createEmployer(t.app);
  seeker = await createJobseeker(t.app);
});
afterAll(async () => {
  await t?.close();
});

/** The head of a served page, as a crawler reads it. */
async function head(url: string) {
  const response = await t.app.inject(url);
  const html = response.body;
  const attr = (pattern: RegExp) => pattern.exec(html)?.[1];
  return {
    status: response.statusCode,
    html,
    titles: html.match(/<title>/g)?.length ?? 0,
    title: attr(/<title>([^<]*)<\/title>/),
    description: attr(/<meta name="description" content="([^"]*)"/),
    descriptions: html.match(/name="description"/g)?.length ?? 0,
    canonical: attr(/<link rel="canonical" href="([^"]*)"/),
    ogTitle: attr(/<meta property="og:title" content="([^"]*)"/),
    ogDescription: attr(/<meta property="og:description" content="([^"]*)"/),
    noindex: html.includes('<meta name="robots" content="noindex" />'),
  };
}

async function post(method: 'POST', url: string, user: TestUser) {
  const response = await t.app.inject({ method, url, headers: authHeader(user.token) });
  expect(response.statusCode, response.body).toBe(200);
}

describe('page heads', () => {
  it('gives a content page its own title, description, canonical link and Open Graph tags', async () => {
    const page = await head('/pricing');
    expect(page.status).toBe(200);
    expect(page.titles).toBe(1);
    expect(page.title).toBe('Pricing | TalentBridge');
    expect(page.descriptions).toBe(1);
    expect(page.description).toContain('$29');
    expect(page.html).not.toContain("The build's generic description.");
    expect(page.canonical).toBe(`${PUBLIC_URL}/pricing`);
    expect(page.ogTitle).toBe('Pricing | TalentBridge');
    expect(page.ogDescription).toBe(page.description);
    expect(page.noindex).toBe(false);
    // The rest of the document is left as built.
    expect(page.html).toContain('<script type="module" crossorigin src="/assets/index-abc.js">');
    expect(page.html).toContain('<div id="root"></div>');
  });

  it.each([
    ['/', 'Professional Job Search Platform | TalentBridge'],
    ['/find-job', 'Find Jobs | TalentBridge'],
    ['/login', 'Sign In | TalentBridge'],
    ['/register/jobseeker', 'Sign Up as Jobseeker | TalentBridge'],
    ['/how-it-works/employer-faq', 'Employer FAQ | TalentBridge'],
    ['/privacy-policy/', 'Privacy Policy | TalentBridge'],
  ])('titles %s', async (url, title) => {
    const page = await head(url);
    expect(page.status).toBe(200);
    expect(page.title).toBe(title);
  });

  it('keeps pages that belong to one person out of search engines', async () => {
    for (const url of ['/profile', '/my-applications', '/post-job', '/reset-password']) {
      const page = await head(url);
      expect(page.status, url).toBe(200);
      expect(page.noindex, url).toBe(true);
    }
  });

  it('drops the query string from the canonical link', async () => {
    const page = await head('/find-job?category_id=3&page=2');
    expect(page.canonical).toBe(`${PUBLIC_URL}/find-job`);
  });

  it('titles a public job with its own title and description, escaped', async () => {
    const job = await createJob(t.app, employer, admin, {
      title: 'Inbox & calendar "assistant" <part-time>',
      location: 'Manila',
      salary: 9.5,
    });
    const page = await head(`/jobs/${job.id}`);
    expect(page.status).toBe(200);
    expect(page.title).toBe(
      'Inbox &amp; calendar &quot;assistant&quot; &lt;part-time&gt; | TalentBridge',
    );
    expect(page.html).not.toContain('<part-time>');
    // The company (here the username: no company name is set), then the job's facts.
    expect(page.description).toMatch(
      new RegExp(
        `^${employer.username} · Part-time · Manila · \\$9\\.5\\/hr\\. Responsibilities Answer customer e-mails`,
      ),
    );
    // The canonical address is the slug form (decisions/057).
    expect(page.canonical).toBe(`${PUBLIC_URL}/jobs/${job.id}-inbox-calendar-assistant-part-time`);
    expect(page.noindex).toBe(false);
  });

  it('tells nothing of a post the public cannot see, and answers 404', async () => {
    const pending = await createJob(
      t.app,
      employer,
      admin,
      { title: 'Secret pending post' },
      false,
    );
    const closed = await createJob(t.app, employer, admin, { title: 'Secret closed post' });
    await post('POST', `/api/job-posts/${closed.id}/close`, employer);
    for (const url of [`/jobs/${pending.id}`, `/jobs/${closed.id}`, '/jobs/999999', '/jobs/abc']) {
      const page = await head(url);
      expect(page.status, url).toBe(404);
      expect(page.title, url).toBe('Job details | TalentBridge');
      expect(page.html, url).not.toContain('Secret');
      expect(page.noindex, url).toBe(true);
      // The app still loads: the owner, signed in, sees their own pending post.
      expect(page.html).toContain('<div id="root"></div>');
    }
  });

  it("titles a member's profile and reviews with the username; admins and unknown ids answer 404", async () => {
    const profile = await head(`/users/${seeker.id}`);
    expect(profile.status).toBe(200);
    expect(profile.title).toBe(`${seeker.username} | TalentBridge`);
    const reviews = await head(`/reviews/${employer.id}`);
    expect(reviews.title).toBe(`Reviews of ${employer.username} | TalentBridge`);
    expect(reviews.description).toContain('employer');
    for (const url of [`/users/${admin.id}`, '/users/0', '/reviews/12345678']) {
      const page = await head(url);
      expect(page.status, url).toBe(404);
      expect(page.noindex, url).toBe(true);
    }
  });

  it('titles each blog article with its own title; an unknown article is a 404', async () => {
    const article = BLOG_ARTICLES[0];
    if (!article) throw new Error('the blog has no article');
    const page = await head(`/blog/${article.slug}`);
    expect(page.status).toBe(200);
    expect(page.title).toBe(`${escapeHtml(article.title)} | TalentBridge`);
    expect(page.description).toBe(escapeHtml(article.summary));
    const missing = await head('/blog/no-such-article');
    expect(missing.status).toBe(404);
    expect(missing.title).toBe('Page not found | TalentBridge');
  });

  it('escapes whatever path an unknown page was asked for', async () => {
    const page = await head('/nothing/"><script>alert(1)</script>');
    expect(page.status).toBe(404);
    expect(page.title).toBe('Page not found | TalentBridge');
    expect(page.noindex).toBe(true);
    expect(page.html).not.toContain('<script>alert(1)');
    expect(page.canonical).toBeUndefined();
  });

  it('shortens long descriptions at a word', () => {
    const text = `${'word '.repeat(60)}end`;
    const short = shorten(text);
    expect(short.length).toBeLessThanOrEqual(160);
    expect(short.endsWith('word…')).toBe(true);
    expect(shorten('  Short   text ')).toBe('Short text');
  });
});

describe('robots.txt', () => {
  it('opens public pages, closes private ones and the API, and points to the sitemap', async () => {
    const response = await t.app.inject('/robots.txt');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
    const lines = response.body.split('\n');
    expect(lines[0]).toBe('User-agent: *');
    for (const path of ['/admin', '/profile', '/messages', '/my-job-posts', '/my-applications']) {
      expect(lines).toContain(`Disallow: ${path}`);
    }
    expect(lines).toContain('Disallow: /api/');
    // /profile would close /profile-tips by prefix: the longer Allow wins (RFC 9309).
    expect(lines).toContain('Allow: /profile-tips');
    expect(lines).not.toContain('Disallow: /pricing');
    expect(lines).toContain(`Sitemap: ${PUBLIC_URL}/sitemap.xml`);
  });
});

describe('sitemaps', () => {
  it('lists the public pages and every blog article, never a private page', async () => {
    const response = await t.app.inject('/sitemap-pages.xml');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/xml; charset=utf-8');
    const body = response.body;
    expect(body.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
    for (const path of ['/', '/pricing', '/find-job', '/va-categories', '/terms-of-service']) {
      expect(body).toContain(`<loc>${PUBLIC_URL}${path}</loc>`);
    }
    for (const article of BLOG_ARTICLES) {
      expect(body).toContain(
        `<loc>${PUBLIC_URL}/blog/${article.slug}</loc><lastmod>${article.publishedOn}</lastmod>`,
      );
    }
    for (const path of ['/profile', '/admin', '/messages', '/post-job', '/login?']) {
      expect(body).not.toContain(`<loc>${PUBLIC_URL}${path}</loc>`);
    }
  });

  it('lists only Active, approved posts, with lastmod from updated_at', async () => {
    const live = await createJob(t.app, employer, admin, { title: 'Live post for the sitemap' });
    const pending = await createJob(t.app, employer, admin, {}, false);
    const closed = await createJob(t.app, employer, admin);
    await post('POST', `/api/job-posts/${closed.id}/close`, employer);
    const flagged = await createJob(t.app, employer, admin);
    await post('POST', `/api/admin/job-posts/${flagged.id}/flag`, admin);

    const index = await t.app.inject('/sitemap.xml');
    expect(index.statusCode).toBe(200);
    expect(index.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(index.body).toContain(
      '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    );
    expect(index.body).toContain(`<loc>${PUBLIC_URL}/sitemap-pages.xml</loc>`);
    expect(index.body).toContain(`<loc>${PUBLIC_URL}/sitemap-jobs-1.xml</loc>`);

    const jobs = await t.app.inject('/sitemap-jobs-1.xml');
    expect(jobs.statusCode).toBe(200);
    expect(jobs.headers['content-type']).toBe('application/xml; charset=utf-8');
    const [row] = await t.database.db
      .select({ updatedAt: jobPosts.updatedAt })
      .from(jobPosts)
      .where(eq(jobPosts.id, live.id));
    const updatedAt = row?.updatedAt.toISOString();
    // The canonical slug address (docs/decisions/057, 059).
    expect(jobs.body).toContain(
      `<url><loc>${PUBLIC_URL}/jobs/${live.id}-live-post-for-the-sitemap</loc><lastmod>${updatedAt}</lastmod></url>`,
    );
    for (const hidden of [pending, closed, flagged]) {
      expect(jobs.body).not.toMatch(new RegExp(`/jobs/${hidden.id}[-<]`));
    }
    expect(jobs.body.trim().endsWith('</urlset>')).toBe(true);
  });

  it('streams thousands of posts in batches and splits files at 50,000 ids', async () => {
    // Straight into the table: 2,500 public posts (three batches), one pending, and one post
    // past the first file's id range.
    await t.database.db.execute(sql`
      insert into job_posts (employer_id, title, description, description_text, job_type, status, pending_review)
      select ${employer.id}, 'Bulk post ' || n, '<p>Bulk</p>', 'Bulk', 'Contract', 'Active', n = 0
      from generate_series(0, 2500) as n`);
    const farId = JOBS_PER_SITEMAP + 7;
    await t.database.db.execute(sql`
      insert into job_posts (id, employer_id, title, description, description_text, job_type, status, pending_review)
      overriding system value
      values (${farId}, ${employer.id}, 'Far post', '<p>Far</p>', 'Far', 'Contract', 'Active', false)`);

    const [counted] = await t.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(jobPosts)
      .where(
        sql`${jobPosts.status} = 'Active' and ${jobPosts.pendingReview} = false and ${jobPosts.id} <= ${JOBS_PER_SITEMAP}`,
      );
    const publicCount = counted?.n;
    const first = await t.app.inject('/sitemap-jobs-1.xml');
    const urls = first.body.match(/<url>/g)?.length ?? 0;
    expect(urls).toBe(publicCount);
    expect(urls).toBeGreaterThan(2_500);
    expect(first.body).not.toContain(`/jobs/${farId}-`);
    expect(first.body).toContain(`/jobs/`);
    expect(first.body).not.toMatch(/\/jobs\/\d+</);

    const second = await t.app.inject('/sitemap-jobs-2.xml');
    expect(second.body.match(/<url>/g)?.length).toBe(1);
    expect(second.body).toContain(`<loc>${PUBLIC_URL}${jobPagePath(farId, 'Far post')}</loc>`);

    const index = await t.app.inject('/sitemap.xml');
    expect(index.body).toContain(`<loc>${PUBLIC_URL}/sitemap-jobs-2.xml</loc>`);
    expect(index.body).not.toContain('sitemap-jobs-3.xml');
  });

  it('answers 404 for a sitemap number that cannot exist', async () => {
    for (const url of ['/sitemap-jobs-0.xml', '/sitemap-jobs-x.xml', '/sitemap-jobs-999999.xml']) {
      const response = await t.app.inject(url);
      expect(response.statusCode, url).toBe(404);
    }
  });
});

describe('profile sitemaps (docs/decisions/059)', () => {
  it('cuts files at 50,000 ids, as the job files are', () => {
    expect(sitemapFileOf(1)).toBe(1);
    expect(sitemapFileOf(JOBS_PER_SITEMAP - 1)).toBe(1);
    expect(sitemapFileOf(JOBS_PER_SITEMAP)).toBe(1);
    expect(sitemapFileOf(JOBS_PER_SITEMAP + 1)).toBe(2);
    expect(sitemapFileOf(2 * JOBS_PER_SITEMAP + 1)).toBe(3);
    expect(sitemapRange(1)).toEqual({ after: 0, last: JOBS_PER_SITEMAP });
    expect(sitemapRange(2)).toEqual({ after: JOBS_PER_SITEMAP, last: 2 * JOBS_PER_SITEMAP });
  });

  it('lists public jobseekers with lastmod from updated_at, never blocked members, employers or admins', async () => {
    const listed = await createJobseeker(t.app);
    const blocked = await createJobseeker(t.app);
    await t.database.db.update(users).set({ isBlocked: true }).where(eq(users.id, blocked.id));
    // A profile save moves updated_at, and with it lastmod.
    const saved = await t.app.inject({
      method: 'PUT',
      url: '/api/profile',
      headers: authHeader(listed.token),
      payload: { headline: 'Bookkeeper and inbox manager' },
    });
    expect(saved.statusCode, saved.body).toBe(200);

    const index = await t.app.inject('/sitemap.xml');
    expect(index.body).toMatch(
      new RegExp(
        `<sitemap><loc>${PUBLIC_URL}/sitemap-profiles-1\\.xml</loc><lastmod>[^<]+</lastmod></sitemap>`,
      ),
    );

    const file = await t.app.inject('/sitemap-profiles-1.xml');
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(file.headers['cache-control']).toBe('public, max-age=900');
    expect(file.body.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
    const [row] = await t.database.db
      .select({ updatedAt: users.updatedAt, createdAt: users.createdAt })
      .from(users)
      .where(eq(users.id, listed.id));
    expect(row && row.updatedAt > row.createdAt).toBe(true);
    expect(file.body).toContain(
      `<url><loc>${PUBLIC_URL}/users/${listed.id}</loc><lastmod>${row?.updatedAt.toISOString()}</lastmod></url>`,
    );
    expect(file.body).toContain(`<loc>${PUBLIC_URL}/users/${seeker.id}</loc>`);
    for (const hidden of [blocked, admin, employer]) {
      expect(file.body, hidden.role).not.toContain(`/users/${hidden.id}<`);
    }
    expect(file.body.trim().endsWith('</urlset>')).toBe(true);
    // What the file lists, a visitor can open.
    const opened = await t.app.inject(`/api/users/${listed.id}`);
    expect(opened.statusCode).toBe(200);
    const refused = await t.app.inject(`/api/users/${blocked.id}`);
    expect(refused.statusCode).toBe(404);
  });

  it('puts a jobseeker past id 50,000 in the second file, with that file newest lastmod in the index', async () => {
    const farId = JOBS_PER_SITEMAP + 3;
    await t.database.db.execute(sql`
      insert into users (id, username, email, password_hash, role, updated_at)
      overriding system value
      values (${farId}, 'far_seeker', 'far_seeker@example.com', 'x', 'jobseeker', '2026-01-02T03:04:05Z')`);
    const first = await t.app.inject('/sitemap-profiles-1.xml');
    expect(first.body).not.toContain(`/users/${farId}<`);
    const second = await t.app.inject('/sitemap-profiles-2.xml');
    expect(second.body.match(/<url>/g)?.length).toBe(1);
    expect(second.body).toContain(
      `<url><loc>${PUBLIC_URL}/users/${farId}</loc><lastmod>2026-01-02T03:04:05.000Z</lastmod></url>`,
    );
    const index = await t.app.inject('/sitemap.xml');
    expect(index.body).toContain(
      `<sitemap><loc>${PUBLIC_URL}/sitemap-profiles-2.xml</loc><lastmod>2026-01-02T03:04:05.000Z</lastmod></sitemap>`,
    );
    expect(index.body).not.toContain('sitemap-profiles-3.xml');
    // An empty range is an empty, valid file.
    const third = await t.app.inject('/sitemap-profiles-3.xml');
    expect(third.statusCode).toBe(200);
    expect(third.body).not.toContain('<url>');
  });

  it('answers 404 for a profile sitemap number that cannot exist', async () => {
    for (const url of [
      '/sitemap-profiles-0.xml',
      '/sitemap-profiles-x.xml',
      '/sitemap-profiles-01.xml',
    ]) {
      const response = await t.app.inject(url);
      expect(response.statusCode, url).toBe(404);
    }
  });
});

describe('Find Jobs feed link (docs/decisions/059)', () => {
  it("names the search's Atom feed in the head, with the page's filters and not its order or page", async () => {
    const page = await head('/find-job?title=book%26keeper&job_type=Full-time&sort=salary&page=2');
    expect(page.status).toBe(200);
    expect(page.html).toContain(
      '<link rel="alternate" type="application/atom+xml" title="TalentBridge: jobs of this search" href="/find-job/feed.xml?title=book%26keeper&amp;job_type=Full-time" />',
    );
    const all = await head('/find-job');
    expect(all.html).toContain('href="/find-job/feed.xml" />');
    // Other pages name no feed.
    const pricing = await head('/pricing');
    expect(pricing.html).not.toContain('application/atom+xml');
    expect((await describePage('/find-job', undefined, 'verified=true'))?.headExtra).toContain(
      'href="/find-job/feed.xml?verified=true"',
    );
  });
});
