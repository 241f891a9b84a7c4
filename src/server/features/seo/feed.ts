import { findJobFeedPath, readFilters, toListParams } from '../../../shared/find-job-params.ts';
import { jobPagePath } from '../../../shared/job-slug.ts';
import { MESSAGES } from '../../../shared/messages.ts';
import { SITE_NAME } from '../../../shared/pages.ts';
import {
  type JobListQuery,
  type JobPost,
  jobListQuerySchema,
} from '../../../shared/schemas/jobs.ts';
import { escapeHtml } from './head.ts';

export const ATOM = 'application/atom+xml; charset=utf-8';

/** Posts in one feed: the newest 50 of the search (docs/decisions/059). */
export const FEED_SIZE = 50;

/**
 * Characters XML 1.0 does not allow in a document at all, escaped or not: C0 controls other than
 * tab, line feed and carriage return, U+FFFE and U+FFFF, and lone surrogates. They are dropped,
 * or one stray byte in a description would make the whole feed unreadable.
 */
const NOT_XML = /[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu;

/**
 * Text for XML, in element content and in double- or single-quoted attributes alike. Escaping
 * `>` too keeps `]]>` harmless. Five replacements and a filter: no library needed for that
 * (docs/decisions/059).
 */
export function escapeXml(value: string): string {
  return escapeHtml(value.replace(NOT_XML, ''));
}

/** '$25/hr', '$17.50/hr', 'Not specified': what the post's card says. */
function salaryText(salary: number | null): string {
  if (salary === null || !Number.isFinite(salary)) return 'Not specified';
  return `$${Number.isInteger(salary) ? salary : salary.toFixed(2)}/hr`;
}

/**
 * The entry's HTML: the facts a reader filters on, then the post's description as stored (it
 * was sanitized when saved: jobs/sanitize.ts). The whole is then escaped once more as XML text
 * (`type="html"`, RFC 4287 section 3.1.1.2).
 */
function entryHtml(job: JobPost): string {
  const facts = [
    `<strong>Job type:</strong> ${escapeHtml(job.job_type)}`,
    `<strong>Salary:</strong> ${escapeHtml(salaryText(job.salary))}`,
    `<strong>Location:</strong> ${escapeHtml(job.location || 'Remote')}`,
  ];
  const employer = job.employer?.company_name || job.employer?.username;
  if (employer) facts.push(`<strong>Employer:</strong> ${escapeHtml(employer)}`);
  return `<p>${facts.join('<br>')}</p>\n${job.description}`;
}

/**
 * The job search a feed runs: the page's URL read as the page reads it (values the API would
 * refuse are dropped, src/shared/find-job-params.ts), turned into the API's query as the page's
 * is, then newest first and FEED_SIZE posts. What is left that the API refuses (a minimum salary
 * above the maximum, too many skills) is refused with the API's message.
 */
export function feedQuery(
  search: URLSearchParams,
): { query: JobListQuery } | { error: string; field?: string } {
  const { page: _page, ...filters } = readFilters(search);
  const params = {
    ...toListParams({ ...filters, sort: 'newest' }, 1),
    limit: FEED_SIZE,
  };
  const given = Object.fromEntries(
    Object.entries(params).filter(
      ([, value]) =>
        value !== undefined && value !== '' && !(Array.isArray(value) && value.length === 0),
    ),
  );
  const parsed = jobListQuerySchema.safeParse(given);
  if (parsed.success) return { query: parsed.data };
  // Worded as the API words a query's issue (plugins/errors.ts, describeValidation).
  const issue = parsed.error.issues[0];
  if (!issue) return { error: MESSAGES.feedSearchInvalid };
  const field = issue.path.join('.');
  return field ? { error: `${field}: ${issue.message}`, field } : { error: issue.message };
}

/** The query string a feed takes: the page's filters, without its order and page number. */
export function feedSearch(search: URLSearchParams): string {
  const { page: _page, ...filters } = readFilters(search);
  return findJobFeedPath(filters).replace(/^\/find-job\/feed\.xml\??/, '');
}

/** The feed's title: "Jobs: bookkeeper, Full-time" or "Latest jobs". */
export function feedTitle(search: URLSearchParams): string {
  const filters = readFilters(search);
  const words = [
    filters.title,
    filters.job_type,
    filters.location,
    filters.skills,
    filters.verified ? 'verified employers' : '',
  ].filter(Boolean);
  return words.length ? `${SITE_NAME} jobs: ${words.join(', ')}` : `Latest jobs on ${SITE_NAME}`;
}

/**
 * An Atom 1.0 feed (RFC 4287) of a Find Jobs search: `jobs` newest first. The feed's id is the
 * search page's address (stable for the same filters); each entry's id is the post's id address,
 * which a later title change does not move, while its link is the post's slug address.
 */
export function atomFeed(opts: {
  publicUrl: string;
  search: URLSearchParams;
  jobs: readonly JobPost[];
  /** When the feed was made, for `updated` when no post is found. */
  now: Date;
}): string {
  const { publicUrl, jobs } = opts;
  const query = feedSearch(opts.search);
  const pageUrl = `${publicUrl}/find-job${query ? `?${query}` : ''}`;
  const selfUrl = `${publicUrl}/find-job/feed.xml${query ? `?${query}` : ''}`;
  const newest = jobs.reduce<string | null>(
    (latest, job) => (latest === null || job.updated_at > latest ? job.updated_at : latest),
    null,
  );
  const updated = newest ? new Date(newest).toISOString() : opts.now.toISOString();
  const entries = jobs.map((job) => {
    const link = `${publicUrl}${jobPagePath(job.id, job.title)}`;
    const author = job.employer?.company_name || job.employer?.username || SITE_NAME;
    return [
      '  <entry>',
      `    <id>${escapeXml(`${publicUrl}/jobs/${job.id}`)}</id>`,
      `    <title type="text">${escapeXml(job.title)}</title>`,
      `    <link rel="alternate" type="text/html" href="${escapeXml(link)}"/>`,
      `    <published>${new Date(job.created_at).toISOString()}</published>`,
      `    <updated>${new Date(job.updated_at).toISOString()}</updated>`,
      `    <author><name>${escapeXml(author)}</name></author>`,
      job.category ? `    <category term="${escapeXml(job.category.name)}"/>` : '',
      `    <content type="html">${escapeXml(entryHtml(job))}</content>`,
      '  </entry>',
    ]
      .filter(Boolean)
      .join('\n');
  });
  return [
    '<?xml version="1.0" encoding="utf-8"?>',
    '<feed xmlns="http://www.w3.org/2005/Atom">',
    `  <id>${escapeXml(pageUrl)}</id>`,
    `  <title type="text">${escapeXml(feedTitle(opts.search))}</title>`,
    `  <subtitle type="text">The newest posts of this Find Jobs search.</subtitle>`,
    `  <link rel="self" type="application/atom+xml" href="${escapeXml(selfUrl)}"/>`,
    `  <link rel="alternate" type="text/html" href="${escapeXml(pageUrl)}"/>`,
    `  <updated>${updated}</updated>`,
    `  <author><name>${SITE_NAME}</name><uri>${escapeXml(`${publicUrl}/`)}</uri></author>`,
    `  <generator uri="${escapeXml(`${publicUrl}/`)}">${SITE_NAME}</generator>`,
    ...entries,
    '</feed>',
    '',
  ].join('\n');
}
