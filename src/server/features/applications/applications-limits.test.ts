import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../../../shared/messages.ts';
import { jobApplications } from '../../db/schema.ts';
import { createJobseekersDirect, type TestUser } from '../../test/factories.ts';
import { marketplace } from '../../test/marketplace.ts';
import { effectiveLimit } from './service.ts';

const m = marketplace({ admin: true, employers: 1 });
const { api } = m;

const job = m.postJob;

function apply(user: TestUser | null, payload: unknown) {
  return api.as(user).post('/api/job-applications', payload as object);
}

const get = (user: TestUser | null, url: string) => api.as(user).get(url);

function setGlobalLimit(limit: unknown) {
  return api.as(m.admin).post('/api/admin/settings/application-limit', { limit });
}

function setPostLimit(jobId: number, limit: unknown) {
  return api.as(m.admin).post(`/api/admin/job-posts/${jobId}/set-application-limit`, { limit });
}

const countApplications = (jobId: number) =>
  m.database.db.$count(jobApplications, eq(jobApplications.jobPostId, jobId));

describe('application limits', () => {
  it('takes the smaller of the post and global limits', () => {
    expect(effectiveLimit(null, null)).toBeNull();
    expect(effectiveLimit(5, null)).toBe(5);
    expect(effectiveLimit(null, 3)).toBe(3);
    expect(effectiveLimit(5, 3)).toBe(3);
    expect(effectiveLimit(2, 3)).toBe(2);
  });

  it('caps a post at its own limit: below and at the cap accepted, above refused', async () => {
    const posted = await job();
    const set = await setPostLimit(posted.id, 2);
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json().applicationLimit).toBe(2);
    const crowd = await createJobseekersDirect(m.database, 3);
    expect((await apply(crowd[0] as TestUser, { job_post_id: posted.id })).statusCode).toBe(201);
    expect((await apply(crowd[1] as TestUser, { job_post_id: posted.id })).statusCode).toBe(201);
    const over = await apply(crowd[2] as TestUser, { job_post_id: posted.id });
    expect(over.statusCode).toBe(409);
    expect(over.json().message).toBe(MESSAGES.applicationLimitReached);
    expect(await countApplications(posted.id)).toBe(2);
    // Raising the limit opens the post again.
    expect((await setPostLimit(posted.id, 3)).statusCode).toBe(200);
    expect((await apply(crowd[2] as TestUser, { job_post_id: posted.id })).statusCode).toBe(201);
  });

  it('lets the global limit cap a post whose own limit is higher, and posts without one', async () => {
    const limited = await job();
    const unlimited = await job();
    expect((await setPostLimit(limited.id, 5)).statusCode).toBe(200);
    expect((await setGlobalLimit(2)).json()).toEqual({ globalApplicationLimit: 2 });
    try {
      const crowd = await createJobseekersDirect(m.database, 3);
      for (const posted of [limited, unlimited]) {
        expect((await apply(crowd[0] as TestUser, { job_post_id: posted.id })).statusCode).toBe(
          201,
        );
        expect((await apply(crowd[1] as TestUser, { job_post_id: posted.id })).statusCode).toBe(
          201,
        );
        const over = await apply(crowd[2] as TestUser, { job_post_id: posted.id });
        expect(over.statusCode).toBe(409);
        expect(over.json().message).toBe(MESSAGES.applicationLimitReached);
      }
      // Cleared, the post's own limit of 5 rules again.
      expect((await setGlobalLimit(null)).json()).toEqual({ globalApplicationLimit: null });
      expect((await apply(crowd[2] as TestUser, { job_post_id: limited.id })).statusCode).toBe(201);
    } finally {
      await setGlobalLimit(null);
    }
  });

  it('ends 50 concurrent applies against a limit of 10 with exactly 10 applications', async () => {
    const posted = await job();
    expect((await setPostLimit(posted.id, 10)).statusCode).toBe(200);
    const crowd = await createJobseekersDirect(m.database, 50);
    const responses = await Promise.all(crowd.map((u) => apply(u, { job_post_id: posted.id })));
    const codes = responses.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 201)).toHaveLength(10);
    expect(codes.filter((c) => c === 409)).toHaveLength(40);
    expect(await countApplications(posted.id)).toBe(10);
  });

  it('ends 50 concurrent applies against a global limit of 10 with exactly 10', async () => {
    const posted = await job();
    expect((await setGlobalLimit(10)).statusCode).toBe(200);
    try {
      const crowd = await createJobseekersDirect(m.database, 50);
      const responses = await Promise.all(crowd.map((u) => apply(u, { job_post_id: posted.id })));
      expect(responses.filter((r) => r.statusCode === 201)).toHaveLength(10);
      expect(await countApplications(posted.id)).toBe(10);
    } finally {
      await setGlobalLimit(null);
    }
  });
});

describe('admin application limits', () => {
  it('reads, sets and clears the global limit, in both field spellings and as text', async () => {
    const read = () => get(m.admin, '/api/admin/settings/application-limit');
    expect((await read()).json()).toEqual({ globalApplicationLimit: null });
    expect((await setGlobalLimit(25)).json()).toEqual({ globalApplicationLimit: 25 });
    expect((await read()).json()).toEqual({ globalApplicationLimit: 25 });
    const camel = await api
      .as(m.admin)
      .post('/api/admin/settings/application-limit', { globalApplicationLimit: '30' });
    expect(camel.json()).toEqual({ globalApplicationLimit: 30 });
    expect((await setGlobalLimit('')).json()).toEqual({ globalApplicationLimit: null });
    expect((await read()).json()).toEqual({ globalApplicationLimit: null });
  });

  it('refuses limits that are not whole numbers from 1', async () => {
    for (const limit of [0, -1, 1.5, 'abc', '2x', 100_001, true]) {
      const response = await setGlobalLimit(limit);
      expect(response.statusCode, String(limit)).toBe(400);
      expect(response.json().message).toBe(`limit: ${MESSAGES.applicationLimitInvalid}`);
      const post = await setPostLimit(1, limit);
      expect(post.statusCode, String(limit)).toBe(400);
      expect(post.json().message).toBe(`limit: ${MESSAGES.applicationLimitInvalid}`);
    }
    const empty = await api.as(m.admin).post('/api/admin/settings/application-limit', {});
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe(`limit: ${MESSAGES.applicationLimitInvalid}`);
  });

  it('refuses a post limit above the global one, allows it at the cap, and clears it', async () => {
    const posted = await job();
    expect((await setGlobalLimit(20)).statusCode).toBe(200);
    try {
      const above = await setPostLimit(posted.id, 21);
      expect(above.statusCode).toBe(400);
      expect(above.json().message).toBe(`${MESSAGES.applicationLimitAboveGlobal} 20.`);
      expect((await setPostLimit(posted.id, 20)).json().applicationLimit).toBe(20);
      expect((await setPostLimit(posted.id, '5')).json().applicationLimit).toBe(5);
      expect((await setPostLimit(posted.id, null)).json().applicationLimit).toBeNull();
    } finally {
      await setGlobalLimit(null);
    }
    const missing = await setPostLimit(999_999, 3);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe(MESSAGES.jobNotFound);
  });

  it('shows a new post limit in the public job list at once (its cache is emptied)', async () => {
    const posted = await job({ title: 'Limit cache probe' });
    const list = () => get(null, '/api/job-posts?title=probe');
    const before = (await list()).json().data.find((j: { id: number }) => j.id === posted.id);
    expect(before.applicationLimit).toBeNull();
    expect((await setPostLimit(posted.id, 7)).statusCode).toBe(200);
    const after = (await list()).json().data.find((j: { id: number }) => j.id === posted.id);
    expect(after.applicationLimit).toBe(7);
  });
});
