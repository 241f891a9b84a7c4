import { beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '../../../shared/messages.ts';
import type { AdminReview, JobWithApplications } from '../../../shared/schemas/admin-content.ts';
import type { JobPost } from '../../../shared/schemas/jobs.ts';
import {
  authHeader,
  createEmployer,
  createJob,
  createJobseeker,
  createJobseekersDirect,
  type TestUser,
} from '../../test/factories.ts';
import { marketplace } from '../../test/marketplace.ts';

const m = marketplace({ admin: true, employers: 1 });
const { api } = m;

const asAdmin = (method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) =>
  m.app.inject({ method, url, headers: authHeader(m.admin.token), payload });

async function apply(seeker: { token: string }, jobId: number) {
  const response = await api.as(seeker).post('/api/job-applications', { job_post_id: jobId });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ id: number }>();
}

describe('GET /api/admin/job-posts', () => {
  let prefix: string;
  beforeAll(async () => {
    prefix = `Moderation${Date.now()}`;
    const owner = await createEmployer(m.app);
    await createJob(m.app, owner, m.admin, { title: `${prefix} virtual assistant` });
    await createJob(m.app, owner, m.admin, { title: `${prefix} pending bookkeeper` }, false);
    const closed = await createJob(m.app, owner, m.admin, {
      title: `${prefix} closed 100% remote`,
    });
    await api.as(owner).post(`/api/job-posts/${closed.id}/close`);
  });

  const list = async (query: string) => {
    const response = await asAdmin('GET', `/api/admin/job-posts${query}`);
    expect(response.statusCode, response.body).toBe(200);
    return { rows: response.json<JobPost[]>(), total: Number(response.headers['x-total-count']) };
  };

  it('lists every post, pending and closed ones included, newest first, in the public shape', async () => {
    const { rows, total } = await list(`?search=${prefix}`);
    expect(total).toBe(3);
    expect(rows.map((r) => r.title)).toEqual([
      `${prefix} closed 100% remote`,
      `${prefix} pending bookkeeper`,
      `${prefix} virtual assistant`,
    ]);
    expect(rows[1]).toMatchObject({
      pending_review: true,
      status: 'Active',
      applicationLimit: null,
      views: 0,
      employer: { username: expect.any(String), avatar: null },
    });
  });

  it('filters by status, review flag and title (case-insensitive, % taken literally)', async () => {
    expect((await list(`?search=${prefix}&status=closed`)).rows.map((r) => r.title)).toEqual([
      `${prefix} closed 100% remote`,
    ]);
    const pending = await list(`?search=${prefix}&status=Active&pendingReview=true`);
    expect(pending.rows.map((r) => r.title)).toEqual([`${prefix} pending bookkeeper`]);
    expect((await list(`?search=${prefix}&pendingReview=false`)).total).toBe(2);
    const lower = await list(`?search=${encodeURIComponent(`${prefix.toLowerCase()} VIRTUAL`)}`);
    expect(lower.rows.map((r) => r.title)).toEqual([`${prefix} virtual assistant`]);
    expect((await list(`?search=${encodeURIComponent('100%')}`)).total).toBe(1);
    expect((await list(`?search=${encodeURIComponent('%')}&status=Active`)).total).toBe(0);
    // Blank filters mean no filter, as an empty form field sends them.
    expect((await list(`?search=${prefix}&status=&pendingReview=`)).total).toBe(3);
  });

  it('pages with page and limit, keeping the full count', async () => {
    const first = await list(`?search=${prefix}&limit=2`);
    const second = await list(`?search=${prefix}&limit=2&page=2`);
    expect(first.rows).toHaveLength(2);
    expect(second.rows).toHaveLength(1);
    expect(second.total).toBe(3);
  });

  it.each([
    ['?status=open', `status: ${MESSAGES.adminJobStatusInvalid}`],
    ['?pendingReview=yes', `pendingReview: ${MESSAGES.pendingReviewFilterInvalid}`],
    [`?search=${'a'.repeat(201)}`, `search: ${MESSAGES.searchTooLong}`],
    ['?limit=0', `limit: ${MESSAGES.adminLimitInvalid}`],
    ['?page=x', `page: ${MESSAGES.pageInvalid}`],
  ])('refuses %s (400)', async (query, message) => {
    const response = await asAdmin('GET', `/api/admin/job-posts${query}`);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(message);
  });
});

describe('DELETE /api/admin/job-posts/:id', () => {
  it('deletes a post with its applications; public searches forget it at once; the audit keeps its title', async () => {
    const seeker = await createJobseeker(m.app);
    const title = `Removable post ${Date.now()}`;
    const job = await createJob(m.app, m.employer, m.admin, { title });
    await apply(seeker, job.id);
    const search = () => api.visitor.get(`/api/job-posts?title=${encodeURIComponent(title)}`);
    expect((await search()).json().total).toBe(1);

    const response = await asAdmin('DELETE', `/api/admin/job-posts/${job.id}`);
    expect(response.statusCode, response.body).toBe(204);
    expect(response.body).toBe('');
    expect((await search()).json().total).toBe(0);
    expect((await asAdmin('GET', `/api/job-posts/${job.id}`)).statusCode).toBe(404);
    const mine = await api.as(seeker).get('/api/job-applications/my-applications');
    expect(mine.json()).toEqual([]);

    const again = await asAdmin('DELETE', `/api/admin/job-posts/${job.id}`);
    expect(again.statusCode).toBe(404);
    expect(again.json().message).toBe(MESSAGES.jobNotFound);

    const audit = await asAdmin(
      'GET',
      `/api/admin/audit-log?action=job_post.delete&target_id=${job.id}`,
    );
    expect(audit.json()).toEqual([
      expect.objectContaining({ target_type: 'job_post', details: { title } }),
    ]);
  });

  it('answers 400 for a bad id and 403 to the post’s own employer', async () => {
    const bad = await asAdmin('DELETE', '/api/admin/job-posts/abc');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe(MESSAGES.jobIdInvalid);
    const job = await createJob(m.app, m.employer, m.admin);
    const byOwner = await api.as(m.employer).delete(`/api/admin/job-posts/${job.id}`);
    expect(byOwner.statusCode).toBe(403);
  });
});

describe('GET /api/admin/job-posts/applications', () => {
  it('lists posts with at least one application, most applications first, with counts', async () => {
    const owner = await createEmployer(m.app);
    const seekers = await createJobseekersDirect(m.database, 3);
    const two = await createJob(m.app, owner, m.admin, { title: 'Two applications' });
    const three = await createJob(m.app, owner, m.admin, { title: 'Three applications' });
    const none = await createJob(m.app, owner, m.admin, { title: 'No applications' });
    for (const s of seekers) await apply(s, three.id);
    for (const s of seekers.slice(0, 2)) await apply(s, two.id);

    const response = await asAdmin('GET', '/api/admin/job-posts/applications');
    expect(response.statusCode).toBe(200);
    const rows = response.json<JobWithApplications[]>();
    expect(Number(response.headers['x-total-count'])).toBe(rows.length);
    expect(rows.some((r) => r.id === none.id)).toBe(false);
    const mine = rows.filter((r) => [two.id, three.id].includes(r.id));
    expect(mine).toEqual([
      {
        id: three.id,
        title: 'Three applications',
        applicationCount: 3,
        created_at: expect.any(String),
      },
      {
        id: two.id,
        title: 'Two applications',
        applicationCount: 2,
        created_at: expect.any(String),
      },
    ]);
    const counts = rows.map((r) => r.applicationCount);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
    const paged = await asAdmin('GET', '/api/admin/job-posts/applications?limit=1&page=2');
    expect(paged.json<JobWithApplications[]>()).toEqual(rows.slice(1, 2));
  });
});

describe('admin reviews', () => {
  let reviewee: TestUser;
  const reviewIds: number[] = [];

  async function review(rating: number, comment: string) {
    const seeker = await createJobseeker(m.app);
    const job = await createJob(m.app, reviewee, m.admin);
    const application = await apply(seeker, job.id);
    const accepted = await api
      .as(reviewee)
      .put(`/api/job-applications/${application.id}`, { status: 'Accepted' });
    expect(accepted.statusCode, accepted.body).toBe(200);
    const created = await api
      .as(seeker)
      .post('/api/reviews', { job_application_id: application.id, rating, comment });
    expect(created.statusCode, created.body).toBe(201);
    return { id: created.json().id as number, seeker, applicationId: application.id };
  }

  const averageOf = async (id: number) =>
    (await api.visitor.get(`/api/users/${id}`)).json().average_rating;

  beforeAll(async () => {
    reviewee = await createEmployer(m.app);
  });

  it('lists every review newest first with reviewer and reviewee', async () => {
    const first = await review(5, 'Clear brief, paid on time.');
    const second = await review(2, 'Slow to answer.');
    reviewIds.push(first.id, second.id);
    const response = await asAdmin('GET', '/api/admin/reviews');
    expect(response.statusCode).toBe(200);
    const rows = response.json<AdminReview[]>();
    expect(Number(response.headers['x-total-count'])).toBe(rows.length);
    expect(rows[0]).toEqual({
      id: second.id,
      rating: 2,
      comment: 'Slow to answer.',
      reviewer: { username: second.seeker.username },
      reviewee: { id: reviewee.id, username: reviewee.username },
      job_application_id: second.applicationId,
      created_at: expect.any(String),
    });
    expect(rows[1]?.id).toBe(first.id);
    expect(await averageOf(reviewee.id)).toBe(3.5);
  });

  it("deletes a review and the reviewee's average follows, down to none", async () => {
    const [five, two] = reviewIds as [number, number];
    const response = await asAdmin('DELETE', `/api/admin/reviews/${two}`);
    expect(response.statusCode, response.body).toBe(204);
    expect(await averageOf(reviewee.id)).toBe(5);
    const reviews = await api.visitor.get(`/api/reviews/user/${reviewee.id}`);
    expect(reviews.json().map((r: { id: number }) => r.id)).toEqual([five]);

    expect((await asAdmin('DELETE', `/api/admin/reviews/${five}`)).statusCode).toBe(204);
    expect(await averageOf(reviewee.id)).toBeNull();

    const audit = await asAdmin(
      'GET',
      `/api/admin/audit-log?action=review.delete&target_id=${five}`,
    );
    expect(audit.json()[0]).toMatchObject({
      target_type: 'review',
      details: { revieweeId: reviewee.id, rating: 5 },
    });
  });

  it('answers 404 for a missing review and 400 for a bad id', async () => {
    const missing = await asAdmin('DELETE', '/api/admin/reviews/999999');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe(MESSAGES.reviewNotFound);
    const bad = await asAdmin('DELETE', '/api/admin/reviews/0');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe(MESSAGES.reviewIdInvalid);
  });

  it("shows a deleted reviewer as null ('Anonymous')", async () => {
    const written = await review(4, 'Good communication.');
    await api.as(written.seeker).delete('/api/profile');
    const rows = (await asAdmin('GET', '/api/admin/reviews')).json<AdminReview[]>();
    expect(rows.find((r) => r.id === written.id)?.reviewer).toBeNull();
  });
});
