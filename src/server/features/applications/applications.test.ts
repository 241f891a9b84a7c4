import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../../../shared/messages.ts';
import type { Application } from '../../../shared/schemas/applications.ts';
import { jobApplications, reviews } from '../../db/schema.ts';
import { createJobseeker, type TestUser } from '../../test/factories.ts';
import { lastMailTo, readOutbox } from '../../test/mail.ts';
import { marketplace } from '../../test/marketplace.ts';

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

const countApplications = (jobId: number) =>
  m.database.db.$count(jobApplications, eq(jobApplications.jobPostId, jobId));

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
