import { describe, expect, it } from 'vitest';
import { DEFAULT_REJECTION_MESSAGE } from '../../../shared/applications.ts';
import { MESSAGES } from '../../../shared/messages.ts';
import type { Application } from '../../../shared/schemas/applications.ts';
import { createJobseeker, type TestUser } from '../../test/factories.ts';
import { readOutbox } from '../../test/mail.ts';
import { marketplace } from '../../test/marketplace.ts';

/** Rejecting many at once, and what an employer reads of each applicant (docs/decisions/035). */
const m = marketplace({ admin: true, employers: 2, jobseekers: 1 });
const { api } = m;

async function postWithApplicants(count: number) {
  const job = await m.postJob();
  const applicants: TestUser[] = [];
  const applications: Application[] = [];
  for (let i = 0; i < count; i += 1) {
    const seeker = await createJobseeker(m.app);
    const response = await api.as(seeker).post('/api/job-applications', { job_post_id: job.id });
    expect(response.statusCode, response.body).toBe(201);
    applicants.push(seeker);
    applications.push(response.json<Application>());
  }
  return { job, applicants, applications };
}

const bulkReject = (user: TestUser | null, body: Record<string, unknown>) =>
  api.as(user).post('/api/job-applications/bulk-reject', body);

const table = async (jobId: number) =>
  (await api.as(m.employer).get(`/api/job-applications/job-post/${jobId}`)).json<Application[]>();

/** The rejection mails an applicant received. */
async function mailsTo(email: string) {
  return (await readOutbox(m.app, m.dataDir)).filter(
    (mail) => mail.to.includes(email) && mail.subject.startsWith('Update on your application'),
  );
}

describe('POST /api/job-applications/bulk-reject', () => {
  it('rejects the listed Pending applications, mails each once with the message, and leaves the rest', async () => {
    const { job, applicants, applications } = await postWithApplicants(3);
    const [first, second, third] = applications as [Application, Application, Application];
    await api.as(m.employer).put(`/api/job-applications/${first.id}`, { status: 'Accepted' });
    const response = await bulkReject(m.employer, {
      job_post_id: job.id,
      application_ids: [first.id, second.id],
      message: '  We chose someone with Spanish.  ',
    });
    expect(response.statusCode, response.body).toBe(200);
    // The Accepted one is passed over, not refused.
    expect(response.json()).toEqual({ rejected: [second.id] });
    const statuses = Object.fromEntries((await table(job.id)).map((a) => [a.id, a.status]));
    expect(statuses).toEqual({
      [first.id]: 'Accepted',
      [second.id]: 'Rejected',
      [third.id]: 'Pending',
    });
    const mails = await mailsTo(applicants[1]?.email ?? '');
    expect(mails).toHaveLength(1);
    expect(mails[0]?.text).toContain('We chose someone with Spanish.');
    expect(await mailsTo(applicants[2]?.email ?? '')).toHaveLength(0);
  });

  it('rejects every Pending application when none are listed, as closing a post offers', async () => {
    const { job, applications } = await postWithApplicants(2);
    const response = await bulkReject(m.employer, {
      job_post_id: job.id,
      message: DEFAULT_REJECTION_MESSAGE,
    });
    expect(response.json()).toEqual({
      rejected: applications.map((a) => a.id).sort((a, b) => a - b),
    });
    expect((await table(job.id)).every((a) => a.status === 'Rejected')).toBe(true);
    // Nothing is left to reject: a second call is harmless.
    expect((await bulkReject(m.employer, { job_post_id: job.id })).json()).toEqual({
      rejected: [],
    });
  });

  it("passes over ids of another post's applications", async () => {
    const mine = await postWithApplicants(1);
    const other = await postWithApplicants(1);
    const response = await bulkReject(m.employer, {
      job_post_id: mine.job.id,
      application_ids: [other.applications[0]?.id],
    });
    expect(response.json()).toEqual({ rejected: [] });
    expect((await table(other.job.id))[0]?.status).toBe('Pending');
  });

  it("refuses another employer's post (403) and keeps its applications", async () => {
    const { job } = await postWithApplicants(1);
    const response = await bulkReject(m.otherEmployer, { job_post_id: job.id });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({
      code: 'FORBIDDEN',
      message: MESSAGES.applicationNotOwner,
    });
    expect((await table(job.id))[0]?.status).toBe('Pending');
    expect((await bulkReject(m.jobseeker, { job_post_id: job.id })).statusCode).toBe(403);
    expect((await bulkReject(null, { job_post_id: job.id })).statusCode).toBe(401);
  });

  it.each([
    ['no post', {}, 'job_post_id'],
    ['an empty list', { application_ids: [] }, 'application_ids'],
    ['ids that are not ids', { application_ids: ['x'] }, 'application_ids.0'],
    [
      '501 ids',
      { application_ids: Array.from({ length: 501 }, (_, i) => i + 1) },
      'application_ids',
    ],
    ['a message over 1,000 characters', { message: 'x'.repeat(1001) }, 'message'],
  ])('refuses %s with a 400 naming the field', async (_label, body, field) => {
    const { job } = await postWithApplicants(0);
    const response = await bulkReject(m.employer, {
      job_post_id: job.id,
      ...body,
      ...(field === 'job_post_id' ? { job_post_id: undefined } : {}),
    });
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json()).toMatchObject({ code: 'VALIDATION_FAILED', field });
  });
});

describe("the applicant's facts in the employer's table", () => {
  it('carries headline, usual rate, rating, review count, skills and the identity badge', async () => {
    const { job, applicants } = await postWithApplicants(1);
    await api.as(applicants[0] ?? null).put('/api/profile', {
      skills: ['Zendesk', 'Excel'],
      headline: 'Help desk lead for Shopify shops',
      hourly_rate: 14,
    });
    const [row] = await table(job.id);
    expect(row?.applicant).toEqual({
      headline: 'Help desk lead for Shopify shops',
      hourly_rate: 14,
      rating: null,
      review_count: 0,
      skills: ['Zendesk', 'Excel'],
      identity_verified: false,
    });
  });
});
