import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '../../../../shared/messages.ts';
import type { JobPost } from '../../../../shared/schemas/jobs.ts';
import { createTestApp, type TestApp } from '../../../test/context.ts';
import { authHeader, createAdmin, createEmployer, type TestUser } from '../../../test/factories.ts';

/** Find Jobs through the API: ranking, typo tolerance, filters, paging and invalid queries. */

describe('search', () => {
  let searchApp: TestApp;
  let boss: TestUser;
  let searchAdmin: TestUser;
  const made: Record<string, number> = {};

  beforeAll(async () => {
    searchApp = await createTestApp();
    boss = await createEmployer(searchApp.app);
    searchAdmin = await createAdmin(searchApp.app);
    const cat = async (name: string) =>
      (
        await searchApp.app.inject({
          method: 'POST',
          url: '/api/categories',
          headers: authHeader(searchAdmin.token),
          payload: { name },
        })
      ).json().id as number;
    const support = await cat('Customer Service');
    const books = await cat('Bookkeeping');
    const filler =
      'The team is friendly, the hours are flexible and the work is fully remote with a clear weekly plan and steady hours.';
    const specs = [
      [
        'bookkeeper',
        {
          title: 'Bookkeeper for a craft brewery',
          description: `<p>Keep ledgers and payroll in order. ${filler}</p>`,
          location: 'Remote',
          salary: 22,
          job_type: 'Part-time',
          category_id: books,
          required_skills: ['QuickBooks'],
        },
      ],
      [
        'mention',
        {
          title: 'Executive assistant',
          description: `<p>Calendar work, travel, and some light bookkeeper duties now and then. ${filler}</p>`,
          location: 'Manila, Philippines',
          salary: 9,
          job_type: 'Full-time',
          category_id: support,
          required_skills: ['Google Workspace'],
        },
      ],
      [
        'support',
        {
          title: 'Customer support agent',
          description: `<p>Answer tickets by e-mail and chat for a SaaS product. ${filler}</p>`,
          location: 'Remote (US time zones)',
          salary: 15,
          job_type: 'Contract',
          category_id: support,
          required_skills: ['Zendesk', 'excel'],
        },
      ],
      [
        'designer',
        {
          title: 'Graphic designer for social media',
          description: `<p>Make posts, stories and banners in Canva and Figma. ${filler}</p>`,
          location: 'Lisbon, Portugal',
          salary: 30,
          job_type: 'Project-based',
          category_id: null,
          required_skills: ['Canva'],
        },
      ],
    ] as const;
    for (const [key, spec] of specs) {
      const created = await searchApp.app.inject({
        method: 'POST',
        url: '/api/job-posts',
        headers: authHeader(boss.token),
        payload: spec,
      });
      made[key] = created.json().id;
      await searchApp.app.inject({
        method: 'POST',
        url: `/api/admin/job-posts/${made[key]}/approve`,
        headers: authHeader(searchAdmin.token),
      });
    }
  });
  afterAll(async () => {
    await searchApp?.close();
  });

  const find = (query: string) => searchApp.app.inject(`/api/job-posts?${query}`);
  const found = async (query: string) => {
    const response = await find(query);
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data.map((j: JobPost) => j.id) as number[];
  };

  it('ranks a title match above a description mention', async () => {
    const ranked = await found('title=bookkeeper&sort_by=relevance');
    expect(ranked.slice(0, 2)).toEqual([made.bookkeeper, made.mention]);
  });

  it('tolerates a typo in the title', async () => {
    expect(await found('title=bookeeper')).toContain(made.bookkeeper);
    expect(await found('title=graphik%20desiner')).toContain(made.designer);
  });

  it('filters alone and combined', async () => {
    expect(await found('location=manila')).toEqual([made.mention]);
    expect(await found('location=manilla')).toEqual([made.mention]);
    expect((await found('salary_min=20')).sort()).toEqual([made.bookkeeper, made.designer].sort());
    expect(await found('salary_min=10&salary_max=20')).toEqual([made.support]);
    expect(await found('job_type=Contract')).toEqual([made.support]);
    expect(
      (
        await found(
          `category_id=${(await searchApp.app.inject('/api/categories')).json().find((c: { name: string }) => c.name === 'Customer Service').id}`,
        )
      ).sort(),
    ).toEqual([made.mention, made.support].sort());
    expect((await found('required_skills[]=Canva&required_skills[]=EXCEL')).sort()).toEqual(
      [made.designer, made.support].sort(),
    );
    expect(await found('required_skills=quickbooks')).toEqual([made.bookkeeper]);
    expect(await found('title=support&location=remote&job_type=Contract&salary_max=15')).toEqual([
      made.support,
    ]);
    expect(await found('title=support&job_type=Full-time')).toEqual([]);
  });

  it('a search with no match answers an empty page', async () => {
    expect((await find('title=astronaut')).json()).toEqual({ data: [], total: 0 });
    expect((await find('title=%26%7C!()%3A*')).statusCode).toBe(200);
  });

  it('pages with a total, and sorts by salary or date', async () => {
    const first = (await find('limit=3&page=1')).json();
    const second = (await find('limit=3&page=2')).json();
    expect(first.total).toBe(4);
    expect(second.total).toBe(4);
    expect(first.data).toHaveLength(3);
    expect(second.data).toHaveLength(1);
    expect(await found('sort_by=salary&sort_order=asc')).toEqual([
      made.mention,
      made.support,
      made.bookkeeper,
      made.designer,
    ]);
    expect((await found('sort_by=created_at&sort_order=DESC'))[0]).toBe(made.designer);
  });

  it.each([
    ['limit=0', MESSAGES.limitInvalid],
    ['limit=101', MESSAGES.limitInvalid],
    ['page=0', MESSAGES.pageInvalid],
    ['page=abc', MESSAGES.pageInvalid],
    ['salary_min=-5', MESSAGES.jobSalaryInvalid],
    ['salary_min=50&salary_max=10', MESSAGES.salaryRangeInvalid],
    ['job_type=Gig', MESSAGES.jobTypeInvalid],
    ['category_id=abc', MESSAGES.jobCategoryInvalid],
    ['sort_by=hack', MESSAGES.sortByInvalid],
    ['sort_order=sideways', MESSAGES.sortOrderInvalid],
  ])('answers 400 for %s', async (query, message) => {
    const response = await find(query);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(message);
  });
});
