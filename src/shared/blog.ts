/**
 * The blog's articles: what the list page, each article's title and meta description, the
 * server's injected head and the sitemap all read. The article bodies live in the web app
 * (src/web/features/content/content/blog-articles.tsx), keyed by the same slugs.
 * Newest first.
 */
export type BlogArticleMeta = {
  slug: string;
  title: string;
  /** One or two sentences: the list page's summary and the meta description. */
  summary: string;
  /** ISO date (YYYY-MM-DD): shown on the page and used as the sitemap's lastmod. */
  publishedOn: string;
  readingMinutes: number;
  audience: 'Employers' | 'Virtual assistants' | 'Everyone';
};

export const BLOG_ARTICLES: readonly BlogArticleMeta[] = [
  {
    slug: 'spotting-remote-job-scams',
    title: 'Spotting remote job scams: a checklist for virtual assistants',
    summary:
      'Fake job offers follow a handful of patterns. Learn the warning signs, what a real employer never asks for, and how to report a post on TalentBridge.',
    publishedOn: '2026-10-14',
    readingMinutes: 2,
    audience: 'Virtual assistants',
  },
  {
    slug: 'first-two-weeks-with-a-virtual-assistant',
    title: 'The first two weeks with a new virtual assistant',
    summary:
      'A day-by-day onboarding plan for employers: access, a written playbook, a first small task, and the check-ins that turn a new hire into a trusted teammate.',
    publishedOn: '2026-09-23',
    readingMinutes: 3,
    audience: 'Employers',
  },
  {
    slug: 'setting-your-hourly-rate',
    title: 'How to set your hourly rate as a new virtual assistant',
    summary:
      'Pricing yourself too low is the most common mistake new assistants make. A simple way to work out a rate you can live on and defend to a client.',
    publishedOn: '2026-08-30',
    readingMinutes: 2,
    audience: 'Virtual assistants',
  },
  {
    slug: 'writing-a-job-post-that-gets-great-applicants',
    title: 'Writing a job post that gets great applicants',
    summary:
      'Clear responsibilities, an honest rate and a realistic schedule bring better applications than any clever headline. A template you can adapt in ten minutes.',
    publishedOn: '2026-08-05',
    readingMinutes: 3,
    audience: 'Employers',
  },
  {
    slug: 'working-across-time-zones',
    title: 'Working across time zones without losing a day',
    summary:
      'Overlap hours, asynchronous updates and clear hand-offs let an employer in New York and an assistant in Manila work as one team. Here is how to set that up.',
    publishedOn: '2026-07-16',
    readingMinutes: 2,
    audience: 'Everyone',
  },
];

export function findBlogArticle(slug: string): BlogArticleMeta | undefined {
  return BLOG_ARTICLES.find((article) => article.slug === slug);
}
