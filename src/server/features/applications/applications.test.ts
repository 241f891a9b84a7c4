import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../../../shared/messages.ts';
import type { Application } from '../../../shared/schemas/applications.ts';
import { jobApplications, reviews } from '../../db/schema.ts';
import { createJobseeker, createJobseekersDirect, type TestUser } from '../../test/factories.ts';
import { lastMailTo, readOutbox } from '../../test/mail.ts';
import { marketplace } from '../../test/marketplace.ts';
import { effectiveLimit } from './service.ts';

const m = marketplace({ admin: true, employers: 2, jobseekers: 2 });
const { api } = m;

const job = m.postJob;

function apply(user: TestUser | null, payload: unknown) {
  return api.as(user).post('/api/job-applications', payload as object);
}

function decide(user: TestUser, applicationId: number | string, status: unknown) {
  return api.as(user).put(`/api/job-applications/${applicationId}`, { status });
}

const get = (user: TestUser | null, url: string) => api.as(user).get(url);

function setGlobalLimit(limit: unknown) {
  return api.as(m.admin).post('/api/admin/settings/application-limit', { limit });
}

function setPostLimit(jobId: number, limit: unknown) {
  return api.as(m.admin).post(`/api/admin/job-posts/${jobId}/set-application-limit`, { limit });
}

async function countApplications(jobId: number) {
  const rows = await m.database.db
    .select({ id: jobApplications.id })
    .from(jobApplications)
    .where(eq(jobApplications.jobPostId, jobId));
  return rows.length;
}

describe('POST /api/job-applications', () => {
  it('lets a jobseeker apply to an Active, approved post and answers the application', async () => {
    const posted = await job({ title: 'Shopify store assistant' });
    const response = await apply(m.jobseeker, { job_post_id: posted.id });
    expect(response.statusCode, response.body).toBe(201);
    const application = response.json<Application>();
    expect(application).toMatchObject({
      status: 'Pending',
      job_post_id: posted.id,
      job_post: {
        id: posted.id,
        title: 'Shopify store assistant',
        status: 'Active',
        employer: { id: m.employer.id, username: m.employer.username },
      },
      user_id: m.jobseeker.id,
      username: m.jobseeker.username,
      email: m.jobseeker.email,
      jobDescription: null,
      has_reviewed: false,
    });
    expect(application.appliedAt).toBe(application.created_at);
    expect(Date.parse(application.created_at)).toBeGreaterThan(Date.now() - 60_000);
  });

  it('keeps an optional note to the employer as jobDescription', async () => {
    const posted = await job();
    const response = await apply(m.jobseeker, {
      job_post_id: String(posted.id),
      description: '  I ran support for two Shopify shops.  ',
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().jobDescription).toBe('I ran support for two Shopify shops.');
    const tooLong = await apply(m.otherJobseeker, {
      job_post_id: posted.id,
      description: 'x'.repeat(2001),
    });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().message).toBe(`description: ${MESSAGES.applicationNoteTooLong}`);
  });

  it('refuses a second application to the same post with 409', async () => {
    const posted = await job();
    expect((await apply(m.jobseeker, { job_post_id: posted.id })).statusCode).toBe(201);
    const again = await apply(m.jobseeker, { job_post_id: posted.id });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(MESSAGES.alreadyApplied);
    expect(await countApplications(posted.id)).toBe(1);
  });

  it('creates one application from a double submit', async () => {
    const posted = await job();
    const [a, b] = await Promise.all([
      apply(m.jobseeker, { job_post_id: posted.id }),
      apply(m.jobseeker, { job_post_id: posted.id }),
    ]);
    expect([a?.statusCode, b?.statusCode].sort()).toEqual([201, 409]);
    expect(await countApplications(posted.id)).toBe(1);
  });

  it("refuses employers and admins with the spec's message, and visitors with 401", async () => {
    const posted = await job();
    for (const user of [m.employer, m.admin]) {
      const response = await apply(user, { job_post_id: posted.id });
      expect(response.statusCode).toBe(403);
      expect(response.json().message).toBe(MESSAGES.onlyJobseekersCanApply);
    }
    const visitor = await apply(null, { job_post_id: posted.id });
    expect(visitor.statusCode).toBe(401);
    expect(visitor.json().message).toBe(MESSAGES.loginRequired);
    expect(await countApplications(posted.id)).toBe(0);
  });

  it('answers 404 for posts that are missing, pending review or closed', async () => {
    const pending = await job({}, m.employer, false);
    const closed = await job();
    const close = await api.as(m.employer).post(`/api/job-posts/${closed.id}/close`);
    expect(close.statusCode).toBe(200);
    for (const id of [pending.id, closed.id, 999_999]) {
      const response = await apply(m.jobseeker, { job_post_id: id });
      expect(response.statusCode, `post ${id}`).toBe(404);
      expect(response.json().message).toBe(MESSAGES.jobNotFound);
    }
  });

  it('answers 400 with a message for a missing or malformed job_post_id', async () => {
    for (const payload of [{}, { job_post_id: 'abc' }, { job_post_id: 0 }, { job_post_id: 1.5 }]) {
      const response = await apply(m.jobseeker, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().message).toBe(`job_post_id: ${MESSAGES.jobIdInvalid}`);
    }
  });
});

describe('GET /api/job-applications/check/:id', () => {
  it('says whether the caller applied; false for other roles', async () => {
    const posted = await job();
    expect((await get(m.jobseeker, `/api/job-applications/check/${posted.id}`)).json()).toEqual({
      hasApplied: false,
    });
    await apply(m.jobseeker, { job_post_id: posted.id });
    expect((await get(m.jobseeker, `/api/job-applications/check/${posted.id}`)).json()).toEqual({
      hasApplied: true,
    });
    expect(
      (await get(m.otherJobseeker, `/api/job-applications/check/${posted.id}`)).json(),
    ).toEqual({
      hasApplied: false,
    });
    expect((await get(m.employer, `/api/job-applications/check/${posted.id}`)).json()).toEqual({
      hasApplied: false,
    });
    expect((await get(null, `/api/job-applications/check/${posted.id}`)).statusCode).toBe(401);
    const bad = await get(m.jobseeker, '/api/job-applications/check/abc');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe(MESSAGES.jobIdInvalid);
  });
});

describe('GET /api/job-applications/my-applications', () => {
  it("lists the caller's own applications, newest first, and nobody else's", async () => {
    const me = await createJobseeker(m.app);
    const first = await job({ title: 'First job' });
    const second = await job({ title: 'Second job' }, m.otherEmployer);
    await apply(me, { job_post_id: first.id });
    await apply(me, { job_post_id: second.id });
    await apply(m.otherJobseeker, { job_post_id: first.id });
    const response = await get(me, '/api/job-applications/my-applications');
    expect(response.statusCode).toBe(200);
    const list = response.json<Application[]>();
    expect(list.map((a) => a.job_post.title)).toEqual(['Second job', 'First job']);
    expect(list.every((a) => a.user_id === me.id)).toBe(true);
    expect(list[0]?.job_post.employer?.username).toBe(m.otherEmployer.username);
  });

  it("refuses other roles with the spec's jobseeker message", async () => {
    for (const user of [m.employer, m.admin]) {
      const response = await get(user, '/api/job-applications/my-applications');
      expect(response.statusCode).toBe(403);
      expect(response.json().message).toBe(MESSAGES.onlyForJobseekers);
    }
  });
});

describe('GET /api/job-applications/job-post/:id', () => {
  it("shows the post's owner every applicant with e-mail, oldest first", async () => {
    const posted = await job();
    await apply(m.jobseeker, { job_post_id: posted.id, description: 'Hello' });
    await apply(m.otherJobseeker, { job_post_id: posted.id });
    const response = await get(m.employer, `/api/job-applications/job-post/${posted.id}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([
      expect.objectContaining({
        username: m.jobseeker.username,
        email: m.jobseeker.email,
        user_id: m.jobseeker.id,
        jobDescription: 'Hello',
        status: 'Pending',
        has_reviewed: false,
      }),
      expect.objectContaining({
        username: m.otherJobseeker.username,
        email: m.otherJobseeker.email,
        jobDescription: null,
      }),
    ]);
  });

  it("never shows another employer's applications", async () => {
    const posted = await job();
    await apply(m.jobseeker, { job_post_id: posted.id });
    const response = await get(m.otherEmployer, `/api/job-applications/job-post/${posted.id}`);
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe(MESSAGES.applicationNotOwner);
    expect(response.body).not.toContain(m.jobseeker.email);
    // A post the caller cannot even see (pending review) is not found.
    const hidden = await job({}, m.employer, false);
    const missing = await get(m.otherEmployer, `/api/job-applications/job-post/${hidden.id}`);
    expect(missing.statusCode).toBe(404);
    expect((await get(m.employer, `/api/job-applications/job-post/${hidden.id}`)).json()).toEqual(
      [],
    );
    expect((await get(m.employer, '/api/job-applications/job-post/999999')).statusCode).toBe(404);
  });

  it("refuses jobseekers and admins with the spec's employer message", async () => {
    const posted = await job();
    for (const user of [m.jobseeker, m.admin]) {
      const response = await get(user, `/api/job-applications/job-post/${posted.id}`);
      expect(response.statusCode).toBe(403);
      expect(response.json().message).toBe(MESSAGES.onlyForEmployers);
    }
  });
});

describe('PUT /api/job-applications/:id', () => {
  it('accepts from Pending and e-mails the applicant; a second decision answers 409', async () => {
    const applicant = await createJobseeker(m.app);
    const posted = await job({ title: 'Bookkeeping helper' });
    const id = (await apply(applicant, { job_post_id: posted.id })).json().id;
    const response = await decide(m.employer, id, 'Accepted');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ id, status: 'Accepted', email: applicant.email });
    const mail = await lastMailTo(m.app, m.dataDir, applicant.email, /accepted/i);
    expect(mail?.subject).toBe('Your application for "Bookkeeping helper" was accepted');
    expect(mail?.text).toContain(`${m.employer.username} accepted your application`);
    expect(mail?.text).toContain('http://localhost:3000/my-applications');

    for (const status of ['Rejected', 'Accepted']) {
      const again = await decide(m.employer, id, status);
      expect(again.statusCode).toBe(409);
      expect(again.json().message).toBe(MESSAGES.applicationNotPending);
    }
    const [row] = await m.database.db
      .select({ status: jobApplications.status })
      .from(jobApplications)
      .where(eq(jobApplications.id, id));
    expect(row?.status).toBe('Accepted');
    expect((await get(applicant, '/api/job-applications/my-applications')).json()[0].status).toBe(
      'Accepted',
    );
  });

  it('rejects from Pending and e-mails the applicant', async () => {
    const applicant = await createJobseeker(m.app);
    const posted = await job({ title: 'Data entry clerk' });
    const id = (await apply(applicant, { job_post_id: posted.id })).json().id;
    const response = await decide(m.employer, id, 'Rejected');
    expect(response.statusCode).toBe(200);
    expect(response.json().status).toBe('Rejected');
    const mail = await lastMailTo(m.app, m.dataDir, applicant.email, /Update on your application/);
    expect(mail?.subject).toBe('Update on your application for "Data entry clerk"');
    expect(mail?.text).toContain('decided not to move forward');
  });

  it('lets only the post owner decide', async () => {
    const applicant = await createJobseeker(m.app);
    const posted = await job();
    const id = (await apply(applicant, { job_post_id: posted.id })).json().id;
    const stranger = await decide(m.otherEmployer, id, 'Accepted');
    expect(stranger.statusCode).toBe(403);
    expect(stranger.json().message).toBe(MESSAGES.applicationNotOwner);
    const self = await decide(applicant, id, 'Accepted');
    expect(self.statusCode).toBe(403);
    expect(self.json().message).toBe(MESSAGES.onlyForEmployers);
    expect((await decide(m.admin, id, 'Accepted')).statusCode).toBe(403);
    const mails = await readOutbox(m.app, m.dataDir);
    expect(
      mails.filter((m) => m.to.includes(applicant.email) && /application/i.test(m.subject)),
    ).toHaveLength(0);
    expect((await get(applicant, '/api/job-applications/my-applications')).json()[0].status).toBe(
      'Pending',
    );
  });

  it('validates the status and the id', async () => {
    const posted = await job();
    const id = (await apply(m.jobseeker, { job_post_id: posted.id })).json().id;
    for (const status of ['Pending', 'accepted', '', undefined, 3]) {
      const response = await decide(m.employer, id, status);
      expect(response.statusCode, String(status)).toBe(400);
      expect(response.json().message).toBe(`status: ${MESSAGES.applicationStatusInvalid}`);
    }
    const bad = await decide(m.employer, 'abc', 'Accepted');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe(MESSAGES.applicationIdInvalid);
    const missing = await decide(m.employer, 999_999, 'Accepted');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe(MESSAGES.applicationNotFound);
  });
});

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

describe('account deletion', () => {
  it("takes a jobseeker's applications along; reviews about the employer stay", async () => {
    const leaving = await createJobseeker(m.app);
    const posted = await job();
    const id = (await apply(leaving, { job_post_id: posted.id })).json().id;
    expect((await decide(m.employer, id, 'Accepted')).statusCode).toBe(200);
    const review = await api.as(leaving).post('/api/reviews', {
      job_application_id: id,
      rating: 4,
      comment: 'Clear tasks, paid on time.',
    });
    expect(review.statusCode, review.body).toBe(201);
    const deleted = await api.as(leaving).delete('/api/profile');
    expect(deleted.statusCode).toBe(204);
    expect(await countApplications(posted.id)).toBe(0);
    const [kept] = await m.database.db
      .select({ applicationId: reviews.jobApplicationId, reviewerId: reviews.reviewerId })
      .from(reviews)
      .where(eq(reviews.id, review.json().id));
    expect(kept).toEqual({ applicationId: null, reviewerId: null });
  });
});
