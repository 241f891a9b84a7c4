import { eq } from 'drizzle-orm';
// A strict XML well-formedness check and parser, already installed (a dependency of s3rver, the
// S3 stand-in of the storage tests): the feed is read as a feed reader reads it.
import { parse as parseXml, validate as validateXml } from 'fast-xml-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobSlug } from '../../../shared/job-slug.ts';
import { jobPosts } from '../../db/schema.ts';
import { createTestApp, type TestApp } from '../../test/context.ts';
import {
  authHeader,
  createAdmin,
  createEmployer,
  createJob,
  createJobseeker,
  type TestUser,
} from '../../test/factories.ts';
import { escapeXml, feedQuery } from './feed.ts';

const PUBLIC_URL = 'https://talent.example.com';
const ATOM_NS = 'http://www.w3.org/2005/Atom';

let t: TestApp;
let admin: TestUser;
let employer: TestUser;
let seeker: TestUser;
/** Words no other test's post has, so a title search finds only this file's posts. */
const WORD = `zephyrine${process.pid % 1000}`;

beforeAll(async () => {
  t = await createTestApp({ config: { publicUrl: PUBLIC_URL } });
  admin = await createAdmin(t.app);
  employer = await createEmployer(t.app);
  seeker = await createJobseeker(t.app);
});
afterAll(async () => {
  await t?.close();
});

type Entry = {
  id: string;
  title: string | { '#text': string };
  updated: string;
  published: string;
  link: { '@_href': string; '@_rel': string };
  author: { name: string };
  content: string | { '#text': string };
};

/** Entity references back to characters, as an XML reader gives them. */
function unescapeXml(text: string): string {
  return text
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .replaceAll('&quot;', '"')
    .replaceAll('&#39;', "'")
    .replaceAll('&amp;', '&');
}
const textOf = (value: string | { '#text': string }) =>
  unescapeXml(typeof value === 'string' ? value : value['#text']);

/** GET a feed: its status, headers and, when it is one, the feed read as XML. */
async function feed(query: string, headers: Record<string, string> = {}) {
  const response = await t.app.inject({ url: `/find-job/feed.xml${query}`, headers });
  if (response.statusCode !== 200) return { response, feed: null, entries: [] as Entry[] };
  const valid = validateXml(response.body);
  expect(valid, JSON.stringify(valid)).toBe(true);
  const parsed = parseXml(response.body, {
    ignoreAttributes: false,
    attributeNamePrefix: '@_',
    parseNodeValue: false,
    parseAttributeValue: false,
  });
  const root = parsed.feed;
  const entries: Entry[] = root.entry ? [root.entry].flat() : [];
  return { response, feed: root, entries };
}

const ids = (entries: Entry[]) => entries.map((entry) => Number(entry.id.split('/').at(-1)));

describe('GET /find-job/feed.xml', () => {
  it('is an Atom 1.0 feed with the elements RFC 4287 requires, newest first', async () => {
    const older = await createJob(t.app, employer, admin, {
      title: `Older ${WORD} bookkeeper`,
      salary: 17.5,
      location: 'Manila',
      job_type: 'Full-time',
    });
    const newer = await createJob(t.app, employer, admin, { title: `Newer ${WORD} assistant` });
    const { response, feed: root, entries } = await feed(`?title=${WORD}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/atom+xml; charset=utf-8');
    expect(response.headers['cache-control']).toBe('public, max-age=900');
    expect(response.body.startsWith('<?xml version="1.0" encoding="utf-8"?>')).toBe(true);

    expect(root['@_xmlns']).toBe(ATOM_NS);
    expect(root.id).toBe(`${PUBLIC_URL}/find-job?title=${WORD}`);
    expect(textOf(root.title['#text'] ?? root.title)).toContain(WORD);
    expect(new Date(root.updated).toISOString()).toBe(root.updated);
    expect(root.author.name).toBe('TalentBridge');
    const links = [root.link].flat() as { '@_rel': string; '@_href': string; '@_type': string }[];
    expect(links).toContainEqual({
      '@_rel': 'self',
      '@_type': 'application/atom+xml',
      '@_href': `${PUBLIC_URL}/find-job/feed.xml?title=${WORD}`,
    });
    expect(links).toContainEqual({
      '@_rel': 'alternate',
      '@_type': 'text/html',
      '@_href': `${PUBLIC_URL}/find-job?title=${WORD}`,
    });

    expect(ids(entries)).toEqual([newer.id, older.id]);
    const entry = entries[1];
    if (!entry) throw new Error('no entry');
    expect(entry.id).toBe(`${PUBLIC_URL}/jobs/${older.id}`);
    expect(textOf(entry.title)).toBe(`Older ${WORD} bookkeeper`);
    expect(entry.link['@_rel']).toBe('alternate');
    expect(entry.link['@_href']).toBe(`${PUBLIC_URL}/jobs/${older.id}-older-${WORD}-bookkeeper`);
    const [row] = await t.database.db
      .select({ updatedAt: jobPosts.updatedAt, createdAt: jobPosts.createdAt })
      .from(jobPosts)
      .where(eq(jobPosts.id, older.id));
    expect(entry.updated).toBe(row?.updatedAt.toISOString());
    expect(entry.published).toBe(row?.createdAt.toISOString());
    expect(entry.author.name).toBe(employer.username);
    // The feed's updated is its newest entry's.
    expect(root.updated).toBe(entries[0]?.updated);

    expect(response.body).toContain('<content type="html">');
    const html = textOf(entry.content);
    expect(html).toContain('<strong>Job type:</strong> Full-time');
    expect(html).toContain('<strong>Salary:</strong> $17.50/hr');
    expect(html).toContain('<strong>Location:</strong> Manila');
    // The stored, sanitized description as it is.
    expect(html).toContain('<h3>Responsibilities</h3><p>Answer customer e-mails');
  });

  it('stays well-formed whatever a title or description holds', async () => {
    const title = `Evil ${WORD} ]]> <script>alert(1)</script> & "quotes" 'single'`;
    const hostile = await createJob(t.app, employer, admin, {
      title,
      description: `<p>Bad text ]]&gt; &amp; &lt;b&gt; and a stray \u0001 byte ${'x'.repeat(160)}</p><script>alert(2)</script>`,
      location: 'Q&A <City>',
    });
    const { response, entries } = await feed(`?title=Evil+${WORD}`);
    expect(response.statusCode).toBe(200);
    const entry = entries.find((e) => e.id.endsWith(`/jobs/${hostile.id}`));
    if (!entry) throw new Error('the hostile post is not in the feed');
    expect(textOf(entry.title)).toBe(title);
    expect(response.body).not.toContain('<script>');
    expect(response.body).not.toMatch(/[^\]]]]>/);
    expect(response.body).not.toContain('\u0001');
    const html = textOf(entry.content);
    expect(html).toContain('<strong>Location:</strong> Q&amp;A &lt;City&gt;');
    expect(html).not.toContain('<script>');
    expect(entry.link['@_href']).toBe(`${PUBLIC_URL}/jobs/${hostile.id}-${jobSlug(title)}`);
  });

  it('applies the filters, and lists what GET /api/job-posts finds for the same search', async () => {
    const match = await createJob(t.app, employer, admin, {
      title: `Filtered ${WORD} designer`,
      job_type: 'Contract',
      salary: 30,
    });
    await createJob(t.app, employer, admin, {
      title: `Filtered ${WORD} writer`,
      job_type: 'Part-time',
      salary: 30,
    });
    const { entries } = await feed(`?title=Filtered+${WORD}&job_type=Contract&salary_min=20`);
    expect(ids(entries)).toEqual([match.id]);

    const api = await t.app.inject(
      `/api/job-posts?title=${WORD}&sort_by=created_at&sort_order=DESC&limit=50`,
    );
    expect(api.statusCode).toBe(200);
    const apiIds = api.json<{ data: { id: number }[] }>().data.map((job) => job.id);
    const all = await feed(`?title=${WORD}`);
    expect(ids(all.entries)).toEqual(apiIds);
    expect(apiIds.length).toBeGreaterThanOrEqual(4);
    // The order and page of the page's address do not change what a feed holds.
    const sorted = await feed(`?title=${WORD}&sort=salary&page=3`);
    expect(ids(sorted.entries)).toEqual(apiIds);
  });

  it('leaves out closed and pending posts', async () => {
    const pending = await createJob(t.app, employer, admin, { title: `Hidden ${WORD} a` }, false);
    const closed = await createJob(t.app, employer, admin, { title: `Hidden ${WORD} b` });
    const close = await t.app.inject({
      method: 'POST',
      url: `/api/job-posts/${closed.id}/close`,
      headers: authHeader(employer.token),
    });
    expect(close.statusCode).toBe(200);
    const open = await createJob(t.app, employer, admin, { title: `Hidden ${WORD} c` });
    const { entries } = await feed(`?title=Hidden+${WORD}`);
    expect(ids(entries)).toContain(open.id);
    expect(ids(entries)).not.toContain(pending.id);
    expect(ids(entries)).not.toContain(closed.id);
  });

  it('drops parameters the page drops, and refuses what the API refuses with its message', async () => {
    const dropped = await feed(`?title=${WORD}&job_type=Nonsense&category_id=abc&page=-4`);
    expect(dropped.response.statusCode).toBe(200);
    expect(dropped.feed.id).toBe(`${PUBLIC_URL}/find-job?title=${WORD}`);

    const range = await feed('?salary_min=50&salary_max=10');
    expect(range.response.statusCode).toBe(400);
    expect(range.response.json()).toMatchObject({ message: expect.stringMatching(/salary/i) });
    const api = await t.app.inject('/api/job-posts?salary_min=50&salary_max=10');
    expect(range.response.json()).toEqual(api.json());
  });

  it('is an empty, valid feed when nothing matches', async () => {
    const { response, entries, feed: root } = await feed('?title=nothingmatchesthisqwxz');
    expect(response.statusCode).toBe(200);
    expect(entries).toEqual([]);
    expect(root.id).toBe(`${PUBLIC_URL}/find-job?title=nothingmatchesthisqwxz`);
  });

  it('is the same for every viewer, signed in or not: it is cached publicly', async () => {
    const visitor = await t.app.inject(`/find-job/feed.xml?title=${WORD}`);
    for (const user of [seeker, employer, admin]) {
      const response = await t.app.inject({
        url: `/find-job/feed.xml?title=${WORD}`,
        headers: authHeader(user.token),
      });
      expect(response.statusCode, user.role).toBe(200);
      expect(response.body, user.role).toBe(visitor.body);
    }
  });

  it('is not closed by robots.txt', async () => {
    const robots = await t.app.inject('/robots.txt');
    const closed = robots.body
      .split('\n')
      .filter((line) => line.startsWith('Disallow: '))
      .map((line) => line.slice('Disallow: '.length));
    for (const prefix of closed)
      expect('/find-job/feed.xml'.startsWith(prefix), prefix).toBe(false);
  });

  it('drops characters XML cannot hold and asks the search for the newest 50', () => {
    expect(escapeXml('a ]]> b & <c> "d" \u0000\uFFFE\uD800')).toBe(
      'a ]]&gt; b &amp; &lt;c&gt; &quot;d&quot; ',
    );
    expect(feedQuery(new URLSearchParams('title=x&sort=salary&page=9'))).toMatchObject({
      query: { title: 'x', sort_by: 'created_at', sort_order: 'DESC', page: 1, limit: 50 },
    });
  });
});
