import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '../../../shared/messages.ts';
import type { JobPost } from '../../../shared/schemas/jobs.ts';
import { createTestApp, type TestApp } from '../../test/context.ts';
import {
  authHeader,
  createAdmin,
  createEmployer,
  createJobseeker,
  type TestUser,
} from '../../test/factories.ts';

let t: TestApp;
let admin: TestUser;
let employer: TestUser;
let other: TestUser;
let seeker: TestUser;
let categoryId: number;

const DESCRIPTION = `<h3>Responsibilities</h3><p>Reconcile bank accounts, prepare monthly reports and keep the books of a small online shop tidy.</p><h3>Requirements</h3><ul><li>QuickBooks Online</li><li>Attention to detail</li></ul>`;

beforeAll(async () => {
  t = await createTestApp();
  admin = await createAdmin(t.app);
  employer = await createEmployer(t.app);
  other = await createEmployer(t.app);
  seeker = await createJobseeker(t.app);
  const category = await t.app.inject({
    method: 'POST',
    url: '/api/categories',
    headers: authHeader(admin.token),
    payload: { name: 'Bookkeeping' },
  });
  categoryId = category.json().id;
});
afterAll(async () => {
  await t?.close();
});

function post(user: TestUser | null, payload: object) {
  return t.app.inject({
    method: 'POST',
    url: '/api/job-posts',
    headers: user ? authHeader(user.token) : {},
    payload,
  });
}

function job(overrides: object = {}) {
  return {
    title: 'Bookkeeper for an online shop',
    description: DESCRIPTION,
    location: 'Remote',
    salary: 18.5,
    job_type: 'Part-time',
    category_id: categoryId,
    ...overrides,
  };
}

async function createJob(
  overrides: object = {},
  owner = employer,
  approve = true,
): Promise<JobPost> {
  const created = await post(owner, job(overrides));
  expect(created.statusCode, created.body).toBe(201);
  if (!approve) return created.json();
  const approved = await t.app.inject({
    method: 'POST',
    url: `/api/admin/job-posts/${created.json().id}/approve`,
    headers: authHeader(admin.token),
  });
  expect(approved.statusCode).toBe(200);
  return approved.json();
}

const list = (query: string) => t.app.inject({ method: 'GET', url: `/api/job-posts?${query}` });
const ids = (response: { json(): { data: JobPost[] } }) => response.json().data.map((j) => j.id);

describe('posting', () => {
  it('an employer posts a job; it waits for review and belongs to them', async () => {
    const response = await post(employer, job({ required_skills: 'QuickBooks, Excel' }));
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      title: 'Bookkeeper for an online shop',
      status: 'Active',
      pending_review: true,
      salary: 18.5,
      job_type: 'Part-time',
      category: { id: categoryId, name: 'Bookkeeping' },
      required_skills: ['QuickBooks', 'Excel'],
      applicationLimit: null,
      views: 0,
      employer: { id: employer.id, username: employer.username, avatar: null },
    });
  });

  it('only employers post: others get the spec message, visitors 401', async () => {
    for (const user of [seeker, admin]) {
      const refused = await post(user, job());
      expect(refused.statusCode).toBe(403);
      expect(refused.json().message).toBe(MESSAGES.onlyEmployersPostJobs);
    }
    expect((await post(null, job())).statusCode).toBe(401);
  });

  it.each([
    [{ title: '' }, `title: ${MESSAGES.jobTitleRequired}`],
    [{ title: undefined }, `title: ${MESSAGES.jobTitleRequired}`],
    [{ title: 'x'.repeat(151) }, `title: ${MESSAGES.jobTitleTooLong}`],
    [{ description: '<p>Too short.</p>' }, `description: ${MESSAGES.jobDescriptionTooShort}`],
    [
      { description: `<p>${'<b></b>'.repeat(100)}Short text padded with markup</p>` },
      `description: ${MESSAGES.jobDescriptionTooShort}`,
    ],
    [
      { description: `<p>${'word '.repeat(4001)}</p>` },
      `description: ${MESSAGES.jobDescriptionTooLong}`,
    ],
    [{ salary: -1 }, `salary: ${MESSAGES.jobSalaryInvalid}`],
    [{ salary: 10.555 }, `salary: ${MESSAGES.jobSalaryInvalid}`],
    [{ salary: 'ten' }, `salary: ${MESSAGES.jobSalaryInvalid}`],
    [{ job_type: 'Gig' }, `job_type: ${MESSAGES.jobTypeInvalid}`],
    [{ category_id: 999_999 }, `category_id: ${MESSAGES.jobCategoryInvalid}`],
    [{ status: 'Archived' }, `status: ${MESSAGES.jobStatusInvalid}`],
  ])('refuses %j with a message', async (overrides, message) => {
    const response = await post(employer, job(overrides));
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(message);
  });

  it('accepts a salary sent as text, and no salary at all', async () => {
    expect((await post(employer, job({ salary: '25.50' }))).json().salary).toBe(25.5);
    expect((await post(employer, job({ salary: null }))).json().salary).toBeNull();
  });

  it('stores descriptions sanitized: scripts, handlers and javascript: links come back inert', async () => {
    const hostile = `${DESCRIPTION}<script>alert(1)</script><img src=x onerror=alert(2)><p onclick="alert(3)">Click</p><a href="javascript:alert(4)">bad</a><a href="https://example.com/about">About us</a><iframe src="https://evil.example"></iframe><style>body{}</style>`;
    const response = await post(employer, job({ description: hostile }));
    expect(response.statusCode).toBe(201);
    const stored: string = response.json().description;
    expect(stored).not.toMatch(/<script|onerror|onclick|javascript:|<iframe|<style|<img/i);
    expect(stored).toContain(
      '<a href="https://example.com/about" rel="nofollow noopener noreferrer">About us</a>',
    );
    expect(stored).toContain('<h3>Responsibilities</h3>');
  });
});

describe('moderation and visibility', () => {
  it('pending posts are hidden from the public list, details and stats, but not from their owner', async () => {
    const before = (await t.app.inject('/api/stats')).json().vacancies;
    const pending = await createJob({ title: 'Pending virtual receptionist' }, employer, false);
    expect(ids(await list('limit=100'))).not.toContain(pending.id);
    expect((await t.app.inject(`/api/job-posts/${pending.id}`)).statusCode).toBe(404);
    const asOther = await t.app.inject({
      url: `/api/job-posts/${pending.id}`,
      headers: authHeader(other.token),
    });
    expect(asOther.statusCode).toBe(404);
    const asOwner = await t.app.inject({
      url: `/api/job-posts/${pending.id}`,
      headers: authHeader(employer.token),
    });
    expect(asOwner.json().pending_review).toBe(true);
    const asAdmin = await t.app.inject({
      url: `/api/job-posts/${pending.id}`,
      headers: authHeader(admin.token),
    });
    expect(asAdmin.statusCode).toBe(200);
    const mine = await t.app.inject({
      url: '/api/job-posts/my-posts',
      headers: authHeader(employer.token),
    });
    expect(mine.json().map((j: JobPost) => j.id)).toContain(pending.id);
    expect((await t.app.inject('/api/stats')).json().vacancies).toBe(before);

    await t.app.inject({
      method: 'POST',
      url: `/api/admin/job-posts/${pending.id}/approve`,
      headers: authHeader(admin.token),
    });
    expect(ids(await list('limit=100'))).toContain(pending.id);
    expect((await t.app.inject('/api/stats')).json().vacancies).toBe(before + 1);

    const flagged = await t.app.inject({
      method: 'POST',
      url: `/api/admin/job-posts/${pending.id}/flag`,
      headers: authHeader(admin.token),
    });
    expect(flagged.json().pending_review).toBe(true);
    expect(ids(await list('limit=100'))).not.toContain(pending.id);
  });

  it('only admins moderate', async () => {
    const pending = await createJob({}, employer, false);
    for (const user of [employer, seeker]) {
      const response = await t.app.inject({
        method: 'POST',
        url: `/api/admin/job-posts/${pending.id}/approve`,
        headers: authHeader(user.token),
      });
      expect(response.statusCode).toBe(403);
    }
    expect(
      (await t.app.inject({ method: 'POST', url: `/api/admin/job-posts/${pending.id}/approve` }))
        .statusCode,
    ).toBe(401);
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/admin/job-posts/999999/approve',
          headers: authHeader(admin.token),
        })
      ).statusCode,
    ).toBe(404);
  });

  it('my-posts is for employers and lists only their own posts', async () => {
    const theirs = await createJob({}, other);
    const mine = await t.app.inject({
      url: '/api/job-posts/my-posts',
      headers: authHeader(employer.token),
    });
    expect(mine.json().map((j: JobPost) => j.id)).not.toContain(theirs.id);
    expect(
      (await t.app.inject({ url: '/api/job-posts/my-posts', headers: authHeader(seeker.token) }))
        .statusCode,
    ).toBe(403);
    expect((await t.app.inject('/api/job-posts/my-posts')).statusCode).toBe(401);
  });
});

describe('editing, closing and reopening', () => {
  const put = (user: TestUser, id: number, payload: object) =>
    t.app.inject({
      method: 'PUT',
      url: `/api/job-posts/${id}`,
      headers: authHeader(user.token),
      payload,
    });

  it('a content edit sends the post back to review', async () => {
    const approved = await createJob();
    const edited = await put(employer, approved.id, { title: 'Senior bookkeeper', salary: 30 });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({
      title: 'Senior bookkeeper',
      salary: 30,
      pending_review: true,
    });
    expect(ids(await list('limit=100'))).not.toContain(approved.id);
  });

  it('close and reopen: the owner only; reopening keeps the approval', async () => {
    const approved = await createJob();
    const closed = await t.app.inject({
      method: 'POST',
      url: `/api/job-posts/${approved.id}/close`,
      headers: authHeader(employer.token),
    });
    expect(closed.json().status).toBe('closed');
    expect(ids(await list('limit=100'))).not.toContain(approved.id);
    const reopened = await put(employer, approved.id, { status: 'Active' });
    expect(reopened.json()).toMatchObject({ status: 'Active', pending_review: false });
    expect(ids(await list('limit=100'))).toContain(approved.id);
  });

  it('others may not edit or close: 403 on a public post, 404 on a hidden one', async () => {
    const approved = await createJob();
    const refused = await put(other, approved.id, { title: 'Mine now' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(MESSAGES.jobNotOwner);
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: `/api/job-posts/${approved.id}/close`,
          headers: authHeader(other.token),
        })
      ).statusCode,
    ).toBe(403);
    expect((await put(seeker, approved.id, { title: 'x' })).statusCode).toBe(403);
    const hidden = await createJob({}, employer, false);
    expect((await put(other, hidden.id, { title: 'x' })).statusCode).toBe(404);
    expect((await t.app.inject({ url: `/api/job-posts/${approved.id}` })).json().title).toBe(
      approved.title,
    );
  });

  it('an edit that empties the title or description is refused', async () => {
    const approved = await createJob();
    const response = await put(employer, approved.id, { title: '' });
    expect(response.statusCode).toBe(400);
    const description = await put(employer, approved.id, { description: '<p>short</p>' });
    expect(description.json().message).toBe(`description: ${MESSAGES.jobDescriptionTooShort}`);
  });

  it.each(['abc', '0', '1.5'])('answers 400 for job id %s', async (id) => {
    const response = await t.app.inject(`/api/job-posts/${id}`);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(MESSAGES.jobIdInvalid);
  });
});

describe('views', () => {
  const view = (id: number, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url: `/api/job-posts/${id}/increment-view`, headers });

  it('counts once per viewer per hour; the owner never counts', async () => {
    const approved = await createJob();
    expect((await view(approved.id)).json()).toEqual({ views: 1 });
    expect((await view(approved.id)).json()).toEqual({ views: 1 });
    expect((await view(approved.id, authHeader(seeker.token))).json()).toEqual({ views: 2 });
    expect((await view(approved.id, authHeader(employer.token))).json()).toEqual({ views: 2 });
    await t.database.db.execute(
      `update job_views set viewed_at = now() - interval '2 hours' where job_post_id = ${approved.id}`,
    );
    expect((await view(approved.id)).json()).toEqual({ views: 3 });
  });

  it('hidden posts cannot be viewed', async () => {
    const pending = await createJob({}, employer, false);
    expect((await view(pending.id)).statusCode).toBe(404);
  });
});

describe('account deletion', () => {
  it("an employer's job posts go with the account", async () => {
    const leaving = await createEmployer(t.app);
    const approved = await createJob({}, leaving);
    const removed = await t.app.inject({
      method: 'DELETE',
      url: '/api/profile',
      headers: authHeader(leaving.token),
    });
    expect(removed.statusCode).toBe(204);
    expect((await t.app.inject(`/api/job-posts/${approved.id}`)).statusCode).toBe(404);
    expect(ids(await list('limit=100'))).not.toContain(approved.id);
  });
});

describe('stats', () => {
  it('counts unblocked jobseekers and employers and public Active posts', async () => {
    const stats = (await t.app.inject('/api/stats')).json();
    expect(stats).toEqual({
      resumes: expect.any(Number),
      vacancies: expect.any(Number),
      employers: expect.any(Number),
    });
    expect(stats.employers).toBeGreaterThanOrEqual(2);
    expect(stats.resumes).toBeGreaterThanOrEqual(1);
    await createJobseeker(t.app);
    expect((await t.app.inject('/api/stats')).json().resumes).toBe(stats.resumes + 1);
  });
});
