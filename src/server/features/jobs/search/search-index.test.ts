import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type JobListQuery, jobListQuerySchema } from '../../../../shared/schemas/jobs.ts';
import { categories, jobPosts, users } from '../../../db/schema.ts';
import { createTestApp, type TestApp } from '../../../test/context.ts';
import { authHeader, createAdmin, createEmployer, type TestUser } from '../../../test/factories.ts';
import { createCategoriesService } from '../../categories/service.ts';
import { createSettingsService } from '../../settings/service.ts';
import { createJobsService, type JobsService } from '../service.ts';
import { createJobSearchIndex } from './search-index.ts';

/**
 * The in-memory search index (docs/decisions/021) must answer exactly what PostgreSQL answers:
 * the same posts in the same order with the same totals, for every kind of search it takes on.
 * Each search below runs through a service with the index and one without, on one database.
 */

let t: TestApp;
let admin: TestUser;
let withIndex: JobsService;
let withoutIndex: JobsService;
let categoryIds: number[] = [];

const TITLES = [
  'Customer support assistant',
  'Virtual assistant for a busy founder',
  'Bookkeeper for an online shop',
  'Senior React developer',
  'Social media manager',
  'Graphic designer for packaging',
  'Executive assistant (part-time)',
  'Customer success manager',
  'Data entry clerk',
  'Content writer and editor',
  'WordPress developer',
  'Sales development representative',
];
const WORDS = [
  'invoices',
  'calendar',
  'customers',
  'spreadsheets',
  'design',
  'marketing',
  'react',
  'shopify',
  'reports',
  'travel',
  'email',
  'support',
  'e-commerce',
  'follow-up',
];
const LOCATIONS = ['Remote', 'Manila, Philippines', 'Lisbon', 'remote (EU hours)', null, 'Cebu'];
const TYPES = ['Full-time', 'Part-time', 'Contract', 'Project-based'];
const SKILLS = ['Excel', 'Zendesk', 'React', 'Figma', 'SEO', 'QuickBooks'];

function pick<T>(list: readonly T[], n: number): T {
  return list[n % list.length] as T;
}

beforeAll(async () => {
  t = await createTestApp();
  admin = await createAdmin(t.app);
  const employer = await createEmployer(t.app);
  const db = t.database.db;
  const made = await db
    .insert(categories)
    .values([{ name: 'Index test A' }, { name: 'Index test B' }])
    .returning({ id: categories.id });
  categoryIds = made.map((c) => c.id);
  // 150 posts, some sharing a creation instant (ties are broken by id), some with no salary.
  const base = Date.parse('2026-01-01T00:00:00Z');
  await db.insert(jobPosts).values(
    Array.from({ length: 150 }, (_, i) => {
      const words = [pick(WORDS, i), pick(WORDS, i * 7 + 3), pick(WORDS, i * 5 + 1)];
      const text = `We need help with ${words.join(', ')} every week. ${'The work is steady and the team is kind and patient with newcomers. '.repeat(3)}`;
      return {
        employerId: employer.id,
        title: pick(TITLES, i * 3 + (i % 5)),
        description: `<p>${text}</p>`,
        descriptionText: text,
        location: pick(LOCATIONS, i),
        salary: i % 9 === 0 ? null : 5 + ((i * 13) % 40) + (i % 2 ? 0.5 : 0),
        jobType: pick(TYPES, i * 11),
        categoryId: i % 4 === 0 ? null : pick(categoryIds, i),
        requiredSkills: i % 3 === 0 ? [] : [pick(SKILLS, i), pick(SKILLS, i * 2 + 1).toUpperCase()],
        status: i % 17 === 0 ? ('closed' as const) : ('Active' as const),
        pendingReview: i % 13 === 0,
        createdAt: new Date(base + Math.floor(i / 3) * 60_000),
      };
    }),
  );
  const make = (searchIndex: boolean) =>
    createJobsService({
      db,
      categories: createCategoriesService(db),
      settings: createSettingsService(db),
      searchIndex,
      pagesTtlMs: 0,
      totalsTtlMs: 0,
      postsTtlMs: 0,
    });
  withIndex = make(true);
  withoutIndex = make(false);
  expect(await withIndex.warmSearchIndex()).toBe(true);
});

afterAll(async () => {
  await t?.close();
});

const parse = (query: Record<string, unknown>): JobListQuery => jobListQuerySchema.parse(query);
const listed = async (service: JobsService, query: JobListQuery) =>
  JSON.parse((await service.listJson(query)).json.toString()) as {
    data: { id: number }[];
    total: number;
  };

async function expectSame(query: Record<string, unknown>) {
  const parsed = parse(query);
  const before = withIndex.searchIndexStats()?.answered ?? 0;
  const indexed = await listed(withIndex, parsed);
  const answeredByIndex = (withIndex.searchIndexStats()?.answered ?? 0) > before;
  const reference = await listed(withoutIndex, parsed);
  expect(
    { ids: indexed.data.map((p) => p.id), total: indexed.total },
    JSON.stringify(query),
  ).toEqual({ ids: reference.data.map((p) => p.id), total: reference.total });
  expect(indexed).toEqual(reference);
  return answeredByIndex;
}

describe('the in-memory search index', () => {
  it('answers listings, keywords and filters exactly as PostgreSQL does', async () => {
    const queries: Record<string, unknown>[] = [
      {},
      { page: 2, limit: 7 },
      { page: 30, limit: 7 },
      { sort_order: 'ASC', limit: 11 },
      { sort_by: 'salary', limit: 13 },
      { sort_by: 'salary', sort_order: 'ASC', limit: 13, page: 2 },
      { title: 'assistant' },
      { title: 'Assistants', limit: 5, page: 2 },
      { title: 'customer support' },
      { title: 'customer or react' },
      { title: 'assistant -virtual' },
      { title: 'invoices' },
      { title: 'invoice spreadsheet' },
      { title: 'the' },
      { title: 'developer', job_type: 'Contract' },
      { title: 'manager', salary_min: 10, salary_max: 30 },
      { salary_min: 20.5 },
      { salary_max: 12 },
      { location: 'remote' },
      { location: 'MANILA' },
      { location: 'eu h', title: 'design' },
      { category_id: categoryIds[0] },
      { category_id: categoryIds[1], job_type: 'Part-time', sort_by: 'salary' },
      { required_skills: ['excel'] },
      { required_skills: ['REACT', 'figma'], sort_order: 'ASC' },
      { title: 'assitant' },
      { title: 'bokkeeper shop' },
      { title: 'customr suport', job_type: 'Full-time' },
      { title: 'zzzqqq' },
      { title: 'assistant', sort_by: 'relevance' },
      { title: '"customer support"' },
      { location: 'manilla' },
      { title: 'Assistant for THE founder' },
      { title: 'part-time assistant' },
      { title: 'customer OR react', required_skills: ['zendesk', 'excel'] },
      { title: 'React', required_skills: ['react'] },
      { title: 'assitant', required_skills: ['figma'] },
      { title: 'the and of' },
      { title: 'shop 2026' },
      { title: 'e-commerce' },
      { title: 'E-Commerce invoices', job_type: 'Contract' },
      { title: 'follow-up calendar', sort_order: 'ASC' },
      { title: 'part-time' },
      { title: 'e-comerce' },
      { title: 'so' },
      { title: 'so-so' },
      { title: 'x-1-2' },
      { title: 'covid-19' },
      { title: '!!' },
      { title: 'assistant -virtual', job_type: 'Part-time' },
      { title: '-assistant', job_type: 'Contract', sort_by: 'salary' },
      { title: 'customer or react', job_type: 'Contract', sort_order: 'ASC' },
      { title: 'assistant', job_type: 'Internship' },
      { title: 'assitant', job_type: 'Part-time' },
    ];
    const byIndex = new Map<string, boolean>();
    for (const query of queries) byIndex.set(JSON.stringify(query), await expectSame(query));
    // Relevance order, phrases, a location that matches nothing exactly (trigram similarity)
    // and phrases not made by a hyphenated word are PostgreSQL's; everything else the index's.
    const leftToPostgres = [...byIndex].filter(([, answered]) => !answered).map(([q]) => q);
    expect(leftToPostgres).toEqual(
      [
        { title: 'assistant', sort_by: 'relevance' },
        { title: '"customer support"' },
        { location: 'manilla' },
        { title: 'x-1-2' },
        { title: 'covid-19' },
      ].map((q) => JSON.stringify(q)),
    );
    // The hyphenated words are really there to be found (the comparisons above are not of
    // two empty pages).
    for (const title of ['e-commerce', 'follow-up', 'part-time']) {
      expect((await listed(withIndex, parse({ title }))).total, title).toBeGreaterThan(0);
    }
  });

  it('follows writes: closing, editing, flagging and deleting posts', async () => {
    const employer = await createEmployer(t.app);
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/job-posts',
      headers: authHeader(employer.token),
      payload: {
        title: 'Zanzibar itinerary planner',
        description: `<p>${'Plan our team retreat on the island, book the ferries and the rooms. '.repeat(3)}</p>`,
        job_type: 'Contract',
        salary: 22,
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json<{ id: number }>().id;
    const approve = () =>
      t.app.inject({
        method: 'POST',
        url: `/api/admin/job-posts/${id}/approve`,
        headers: authHeader(admin.token),
      });
    const found = async (title: string) => {
      // The app's own service: its generation moves with the API's writes.
      const reply = JSON.parse(
        (await t.app.services.jobs.listJson(parse({ title }))).json.toString(),
      ) as { data: { id: number }[] };
      return reply.data.map((p) => p.id);
    };
    expect(await t.app.services.jobs.warmSearchIndex()).toBe(true);
    expect(await found('zanzibar')).toEqual([]);
    expect((await approve()).statusCode).toBe(200);
    const answered = t.app.services.jobs.searchIndexStats()?.answered ?? 0;
    expect(await found('zanzibar')).toEqual([id]);
    expect(t.app.services.jobs.searchIndexStats()?.answered).toBeGreaterThan(answered);

    const edit = await t.app.inject({
      method: 'PUT',
      url: `/api/job-posts/${id}`,
      headers: authHeader(employer.token),
      payload: { title: 'Mombasa itinerary planner' },
    });
    expect(edit.statusCode).toBe(200);
    expect(await found('mombasa')).toEqual([]); // back in review
    expect((await approve()).statusCode).toBe(200);
    expect(await found('mombasa')).toEqual([id]);
    expect(await found('zanzibar')).toEqual([]);

    const close = await t.app.inject({
      method: 'POST',
      url: `/api/job-posts/${id}/close`,
      headers: authHeader(employer.token),
    });
    expect(close.statusCode).toBe(200);
    expect(await found('mombasa')).toEqual([]);
    const reopen = await t.app.inject({
      method: 'PUT',
      url: `/api/job-posts/${id}`,
      headers: authHeader(employer.token),
      payload: { status: 'Active' },
    });
    expect(reopen.statusCode).toBe(200);
    expect(await found('mombasa')).toEqual([id]);

    const deleted = await t.app.inject({
      method: 'DELETE',
      url: '/api/profile',
      headers: authHeader(employer.token),
    });
    expect(deleted.statusCode).toBe(204);
    expect(await found('mombasa')).toEqual([]);
  });

  it('sees a change made by another instance at its next look at the change log', async () => {
    const db = t.database.db;
    const service = createJobsService({
      db,
      categories: createCategoriesService(db),
      settings: createSettingsService(db),
      pagesTtlMs: 0,
      totalsTtlMs: 0,
      postsTtlMs: 0,
    });
    expect(await service.warmSearchIndex()).toBe(true);
    const [target] = await db
      .select({ id: jobPosts.id, title: jobPosts.title })
      .from(jobPosts)
      .where(sql`${jobPosts.status} = 'Active' and ${jobPosts.pendingReview} = false`)
      .limit(1);
    if (!target) throw new Error('no public post');
    // Behind this service's back, as another instance would: no generation moves here.
    await db
      .update(jobPosts)
      .set({ title: 'Quetzal birdwatching guide' })
      .where(sql`${jobPosts.id} = ${target.id}`);
    service.searchesChanged(); // what a new generation from another instance does
    const reply = JSON.parse(
      (await service.listJson(parse({ title: 'quetzal' }))).json.toString(),
    ) as { data: { id: number }[] };
    expect(reply.data.map((p) => p.id)).toEqual([target.id]);
    expect(service.searchIndexStats()?.answered).toBeGreaterThan(0);
    // A view is not a change to what searches answer: it logs nothing.
    const [{ n: before } = { n: 0 }] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(sql`job_post_changes`);
    await db
      .update(jobPosts)
      .set({ views: sql`${jobPosts.views} + 1` })
      .where(sql`${jobPosts.id} = ${target.id}`);
    const [{ n: after } = { n: 0 }] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(sql`job_post_changes`);
    expect(after).toBe(before);
    // An employer's new name shows in the posts the index answers with.
    await db
      .update(users)
      .set({ username: 'renamed_employer' })
      .where(sql`${users.id} = (
      select employer_id from job_posts where id = ${target.id})`);
    service.searchesChanged();
    const renamed = JSON.parse(
      (await service.listJson(parse({ title: 'quetzal' }))).json.toString(),
    ) as { data: { employer: { username: string } }[] };
    expect(renamed.data[0]?.employer.username).toBe('renamed_employer');
  });
});

describe('counting up to the cap', () => {
  it('stops counting at the cap in date order and still returns the right page', async () => {
    const db = t.database.db;
    const index = createJobSearchIndex({
      db,
      corrections: async () => null,
      caps: { exact: 10, fuzzy: 5 },
    });
    expect(await index.warm()).toBe(true);
    // A post added after the load sits outside the ordered slots: it must still sort right.
    const [late] = await db
      .select({ id: jobPosts.id })
      .from(jobPosts)
      .where(sql`${jobPosts.status} = 'Active' and ${jobPosts.pendingReview} = false`)
      .orderBy(sql`${jobPosts.createdAt} asc`, sql`${jobPosts.id} asc`)
      .limit(1);
    if (!late) throw new Error('no public post');
    await db
      .update(jobPosts)
      .set({ title: 'Customer support assistant (relisted)' })
      .where(sql`${jobPosts.id} = ${late.id}`);
    index.changed();
    for (const query of [
      { limit: 7 },
      { limit: 7, page: 3 },
      { title: 'assistant', limit: 4, page: 2 },
      { title: 'assistant', sort_order: 'ASC', limit: 5 },
      { title: 'assistant', sort_order: 'ASC', limit: 5, page: 4 },
      { salary_min: 10, job_type: 'Part-time', limit: 3 },
      { sort_by: 'salary', limit: 6, page: 2 },
    ]) {
      const parsed = parse(query);
      const answer = await index.search(parsed);
      if (!answer) throw new Error(`not answered: ${JSON.stringify(query)}`);
      const reference = await listed(withoutIndex, parsed);
      expect(answer.ids, JSON.stringify(query)).toEqual(reference.data.map((p) => p.id));
      expect(Math.min(answer.matches, 10), JSON.stringify(query)).toBe(
        Math.min(reference.total, 10),
      );
    }
  });
});
