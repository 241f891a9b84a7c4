import { employerDisplayName } from '../../../shared/company.ts';
import { findJobApiPath, findJobFeedPath, readFilters } from '../../../shared/find-job-params.ts';
import { jobPostPath } from '../../../shared/job-api-paths.ts';
import { jobIdOfSegment, jobPagePath } from '../../../shared/job-slug.ts';
import {
  fullTitle,
  NOT_FOUND_META,
  type PageMeta,
  pageMetaFor,
  SITE_NAME,
} from '../../../shared/pages.ts';
import { CARD_HEIGHT, CARD_WIDTH, cardImagePath } from './job-card.ts';
import { absoluteUrl, jobPostingJsonLd, jsonLdScript } from './job-posting.ts';
import type { PublicJobHead, PublicMemberHead, SeoService } from './service.ts';

/** Text for HTML, in element content and in double- or single-quoted attributes alike. */
export function escapeHtml(value: string): string {
  return value
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}

/**
 * What the server tells about a page before the app runs: status and head. `canonicalPath`, when
 * given, is the page's address whatever form was asked for (a job's slug form, decisions/057);
 * `headExtra` is more tags for the head (sharing tags and JobPosting data, Find Jobs' feed link,
 * decisions/059), already escaped.
 */
export type PageHead = {
  status: 200 | 404;
  meta: PageMeta;
  canonicalPath?: string;
  headExtra?: string;
};

/**
 * Find Jobs' head names the Atom feed of the search on screen, for feed readers and browsers
 * (docs/decisions/059): the same filters, as the page's visible link carries them.
 */
export function findJobFeedLink(search: string): string {
  const { page: _page, ...filters } = readFilters(new URLSearchParams(search));
  const href = escapeHtml(findJobFeedPath(filters));
  return `<link rel="alternate" type="application/atom+xml" title="${escapeHtml(`${SITE_NAME}: jobs of this search`)}" href="${href}" />`;
}

/** Meta descriptions are read as one or two lines: cut at a word near 160 characters. */
export function shorten(text: string, max = 160): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max - 1);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > max / 2 ? cut.slice(0, lastSpace) : cut).replace(/[\s,.;:–-]+$/, '')}…`;
}

const ID = /^[1-9]\d{0,9}$/;
const asId = (segment: string | undefined) =>
  segment && ID.test(segment) && Number(segment) <= 2_147_483_647 ? Number(segment) : null;

/**
 * The head of a page: the shared table's entry, or for a job or a member the real title, looked
 * up by primary key (one indexed row, cheaper than the page's own API call). A job that is not
 * public, or a member no visitor can see, answers 404 with the generic entry, unindexed: that is
 * what the public sees of them (GET /api/job-posts/:id and /api/users/:id answer 404 too).
 */
export async function describePage(
  pathname: string,
  seo: SeoService | undefined,
  /** The query string, without its '?': Find Jobs' feed link carries its filters. */
  search = '',
  /** Absolute base of the sharing tags' addresses (config.publicUrl). */
  publicUrl = '',
): Promise<PageHead | null> {
  const meta = pageMetaFor(pathname);
  if (!meta) return null;
  const [, first, second] = pathname.split('/');
  if (first === 'find-job' && !second) {
    return { status: 200, meta, headExtra: findJobFeedLink(search) };
  }
  if (!seo) return { status: 200, meta };

  if (first === 'jobs') {
    // `/jobs/123` and `/jobs/123-any-slug` are the same page (decisions/057).
    const id = jobIdOfSegment(second);
    const job = id === null ? null : await seo.publicJob(id);
    if (!job) return { status: 404, meta: { ...meta, indexable: false } };
    const jobMeta: PageMeta = {
      title: job.title,
      description: shorten(`${jobFacts(job)}. ${job.text}`),
      indexable: true,
    };
    return {
      status: 200,
      meta: jobMeta,
      canonicalPath: jobPagePath(job.id, job.title),
      headExtra: jobHeadExtra(job, jobMeta, publicUrl),
    };
  }
  if (first === 'users' || first === 'reviews') {
    const id = asId(second);
    const member = id === null ? null : await seo.publicMember(id);
    if (!member) return { status: 404, meta: { ...meta, indexable: false } };
    const what = member.role === 'employer' ? 'employer' : 'virtual assistant and freelancer';
    const profileMeta: PageMeta = {
      title: member.username,
      description: `${member.username} on ${SITE_NAME}: ${what} profile with skills, experience, rating and reviews.`,
      indexable: true,
    };
    return first === 'users'
      ? {
          status: 200,
          meta: profileMeta,
          headExtra: profileHeadExtra(member, profileMeta, publicUrl),
        }
      : {
          status: 200,
          meta: {
            title: `Reviews of ${member.username}`,
            description: `Reviews of ${member.username}, ${what} on ${SITE_NAME}, written by the people they worked with.`,
            indexable: true,
          },
        };
  }
  return { status: 200, meta };
}

/** A job's facts in a line: company, job type, place and hourly rate. */
export function jobFacts(job: PublicJobHead): string {
  return [
    employerDisplayName({ username: job.employerUsername, company_name: job.companyName }),
    job.jobType,
    job.location?.trim() || 'Remote',
    job.salary === null ? null : `$${job.salary}/hr`,
  ]
    .filter(Boolean)
    .join(' · ');
}

/** A `<meta>` tag; `key` is `property` for Open Graph, `name` for Twitter's cards. */
const tag = (key: 'property' | 'name', name: string, content: string) =>
  `<meta ${key}="${name}" content="${escapeHtml(content)}" />`;

/**
 * A public job's sharing tags and JobPosting data (decisions/057): the card image drawn for it
 * (job-card.ts), a large Twitter card, and the ld+json script Google's job search reads.
 */
function jobHeadExtra(job: PublicJobHead, meta: PageMeta, publicUrl: string): string {
  const image = `${publicUrl}${cardImagePath(job.id, job.updatedAt)}`;
  const title = fullTitle(meta.title);
  return [
    tag('property', 'og:image', image),
    tag('property', 'og:image:type', 'image/png'),
    tag('property', 'og:image:width', String(CARD_WIDTH)),
    tag('property', 'og:image:height', String(CARD_HEIGHT)),
    tag('property', 'og:image:alt', `${job.title}: ${jobFacts(job)}`),
    tag('name', 'twitter:card', 'summary_large_image'),
    tag('name', 'twitter:title', title),
    tag('name', 'twitter:description', meta.description),
    tag('name', 'twitter:image', image),
    // validThrough is the post's expiry (decisions/057 and 058).
    jsonLdScript(jobPostingJsonLd(job, publicUrl)),
  ].join('\n    ');
}

/** A public profile's sharing tags: a small card, with the member's avatar when they have one. */
function profileHeadExtra(member: PublicMemberHead, meta: PageMeta, publicUrl: string): string {
  const image = absoluteUrl(member.avatar, publicUrl);
  const name = member.companyName ?? member.username;
  return [
    tag('name', 'twitter:card', 'summary'),
    tag('name', 'twitter:title', fullTitle(meta.title)),
    tag('name', 'twitter:description', meta.description),
    ...(image
      ? [
          tag('property', 'og:image', image),
          tag('property', 'og:image:alt', `${name}'s picture`),
          tag('name', 'twitter:image', image),
        ]
      : []),
  ].join('\n    ');
}

/** Head for a path no page has: the app shows its not-found page. */
export const NOT_FOUND_HEAD: PageHead = { status: 404, meta: NOT_FOUND_META };

/**
 * The tags that describe a page, for index.html's head. Every value is escaped. A page that does
 * not exist gets no canonical link: there is no page to point to.
 */
export function headTags(meta: PageMeta, canonicalUrl: string | null, extra = ''): string {
  const title = escapeHtml(fullTitle(meta.title));
  const description = escapeHtml(meta.description);
  const url = canonicalUrl === null ? null : escapeHtml(canonicalUrl);
  return [
    `<title>${title}</title>`,
    `<meta name="description" content="${description}" />`,
    meta.indexable ? '' : '<meta name="robots" content="noindex" />',
    url ? `<link rel="canonical" href="${url}" />` : '',
    `<meta property="og:type" content="website" />`,
    `<meta property="og:site_name" content="${SITE_NAME}" />`,
    `<meta property="og:title" content="${title}" />`,
    `<meta property="og:description" content="${description}" />`,
    url ? `<meta property="og:url" content="${url}" />` : '',
    extra,
  ]
    .filter(Boolean)
    .join('\n    ');
}

/**
 * The API call whose reply a page shows first, for a page that exists: Find Jobs' results and a
 * job's post. The URL is built by the same code as the app's (src/shared), or the browser would
 * not use the preloaded reply.
 *
 * Both replies are the same for every viewer (a visitor's): Chromium hands a preloaded reply to
 * the app's fetch even when that fetch carries the member's bearer token, so a reply that ever
 * depends on who asks must not be preloaded (decisions/026; web.test.ts checks it).
 */
export function firstApiPath(pathname: string, search: string): string | null {
  const path = pathname.length > 1 ? pathname.replace(/\/$/, '') : pathname;
  if (path === '/find-job') return findJobApiPath(new URLSearchParams(search));
  const job = /^\/jobs\/([^/]+)$/.exec(path);
  const id = job ? jobIdOfSegment(job[1]) : null;
  return id === null ? null : jobPostPath(id);
}

/**
 * The links that start a page's downloads while the HTML is read (decisions/026): the reply it
 * shows first, fetched as the app fetches it (CORS mode, same-origin credentials: `crossorigin`),
 * and its own chunks (Vite's `<link rel="modulepreload">` form, as for the entry's).
 */
export function preloadTags(
  assets: { scripts: readonly string[]; styles: readonly string[] } | null,
  apiPath: string | null,
): string {
  return [
    // The reply first: it is small, and the server needs a moment to compute it, while the
    // browser downloads the page's chunks over its few connections.
    apiPath ? `<link rel="preload" as="fetch" crossorigin href="${escapeHtml(apiPath)}">` : '',
    ...(assets?.styles ?? []).map(
      (url) => `<link rel="preload" as="style" crossorigin href="${escapeHtml(url)}">`,
    ),
    // Low priority: the entry's scripts and the style sheet, which draw the shell, go first; the
    // page's code is needed only once the entry has run.
    ...(assets?.scripts ?? []).map(
      (url) =>
        `<link rel="modulepreload" crossorigin fetchpriority="low" href="${escapeHtml(url)}">`,
    ),
  ]
    .filter(Boolean)
    .join('\n    ');
}

/**
 * Splits the built index.html, once at start, so each page is a few string joins. The build's
 * own `<title>` and `<meta name="description">` go; the page's tags take the title's place, and
 * its preload links go last in the head, after the entry's own. A page's first-paint markup
 * (first-paint.ts) goes right after index.html's header bar, inside `#root`; `band` false leaves
 * the bar's search band out.
 */
export function headTemplate(
  indexHtml: string,
): (tags: string, preloads?: string, body?: string, band?: boolean) => string {
  const withoutDescription = indexHtml.replace(/<meta\s+name="description"[^>]*>\s*/i, '');
  const headEnd = withoutDescription.search(/<\/head>/i);
  if (headEnd === -1) return () => withoutDescription;
  const head = withoutDescription.slice(0, headEnd);
  const after = withoutDescription.slice(headEnd);
  // Where the header bar of index.html ends inside #root; without one, no first-paint markup.
  const HEADER_END = '</header>';
  const rootHeaderEnd = after.indexOf(`${HEADER_END}</div>`);
  // The search band index.html reserves, the bar's last part: left out of the pages that do not
  // show it (shared/search-band.ts, docs/decisions/043), so their first paint is the app's.
  const bandAt = after.indexOf('<div data-search-band');
  const withoutBand =
    bandAt !== -1 && rootHeaderEnd > bandAt
      ? `${after.slice(0, bandAt)}${after.slice(rootHeaderEnd)}`
      : after;
  const withBody = (page: string, body: string) => {
    const end = page.indexOf(`${HEADER_END}</div>`);
    const bodyAt = end === -1 ? -1 : end + HEADER_END.length;
    return body && bodyAt !== -1 ? `${page.slice(0, bodyAt)}${body}${page.slice(bodyAt)}` : page;
  };
  const withPreloads = (middle: string, preloads: string, body: string, band: boolean) => {
    const page = withBody(band ? after : withoutBand, body);
    return preloads ? `${middle}  ${preloads}\n  ${page}` : `${middle}${page}`;
  };
  const title = /<title>[^<]*<\/title>/i.exec(head);
  if (!title) {
    return (tags, preloads = '', body = '', band = true) =>
      withPreloads(`${head}${tags}\n  `, preloads, body, band);
  }
  const before = head.slice(0, title.index);
  const between = head.slice(title.index + title[0].length);
  return (tags, preloads = '', body = '', band = true) =>
    withPreloads(`${before}${tags}${between}`, preloads, body, band);
}
