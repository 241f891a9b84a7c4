import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../../../shared/messages.ts';
import type { Application } from '../../../shared/schemas/applications.ts';
import type { ChatSummary } from '../../../shared/schemas/chat.ts';
import type { EmployerJobs, JobPost } from '../../../shared/schemas/jobs.ts';
import type { TestUser } from '../../test/factories.ts';
import { marketplace } from '../../test/marketplace.ts';
import { multipart, pngBytes } from '../../test/multipart.ts';

/** Employers are companies (docs/decisions/036). */
const m = marketplace({ admin: true, employers: 2, jobseekers: 3 });
const { api } = m;

async function setCompanyName(employer: TestUser, companyName: string | null) {
  const response = await api.as(employer).put('/api/profile', { company_name: companyName });
  expect(response.statusCode, response.body).toBe(200);
}

async function apply(jobseeker: TestUser, jobId: number): Promise<number> {
  const response = await api.as(jobseeker).post('/api/job-applications', { job_post_id: jobId });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<Application>().id;
}

async function decide(employer: TestUser, applicationId: number, status: 'Accepted' | 'Rejected') {
  const response = await api.as(employer).put(`/api/job-applications/${applicationId}`, { status });
  expect(response.statusCode, response.body).toBe(200);
}

/** Has the admin verify `user` after they upload an identity document. */
async function verifyIdentity(user: TestUser) {
  const upload = multipart({
    files: [{ field: 'document', filename: 'id.png', contentType: 'image/png', bytes: pngBytes() }],
  });
  const uploaded = await api
    .as(user)
    .post('/api/profile/upload-identity', upload.payload, { headers: upload.headers });
  expect(uploaded.statusCode, uploaded.body).toBe(200);
  const verified = await api
    .as(m.admin)
    .post(`/api/admin/profile/${user.id}/verify-identity`, { verify: true });
  expect(verified.statusCode, verified.body).toBe(200);
}

const getJob = async (id: number) => {
  const response = await api.visitor.get(`/api/job-posts/${id}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<JobPost>();
};

/** The post as Find Jobs lists it (cached and indexed search path). */
async function listed(id: number, title: string): Promise<JobPost | undefined> {
  const response = await api.visitor.get(`/api/job-posts?title=${encodeURIComponent(title)}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ data: JobPost[] }>().data.find((j) => j.id === id);
}

const openJobs = (userId: number | string, query = '') =>
  api.visitor.get(`/api/users/${userId}/job-posts${query}`);

describe('the employer in job replies', () => {
  it('gives the company name trimmed, null when blank, and keeps username and avatar', async () => {
    const title = 'Listing coordinator for a realty office';
    const job = await m.postJob({ title });
    await setCompanyName(m.employer, null);
    expect((await getJob(job.id)).employer).toEqual({
      id: m.employer.id,
      username: m.employer.username,
      avatar: null,
      company_name: null,
      identity_verified: false,
      verified_employer: false,
      hires: 0,
    });
    // Listed once, so the change below must reach a cached and indexed reply too.
    expect((await listed(job.id, title))?.employer?.company_name).toBeNull();

    await setCompanyName(m.employer, '  Harbour Lights Realty  ');
    expect((await getJob(job.id)).employer?.company_name).toBe('Harbour Lights Realty');
    expect((await listed(job.id, title))?.employer?.company_name).toBe('Harbour Lights Realty');
    const mine = await api.as(m.employer).get('/api/job-posts/my-posts');
    expect(mine.json<JobPost[]>().find((j) => j.id === job.id)?.employer?.company_name).toBe(
      'Harbour Lights Realty',
    );

    await setCompanyName(m.employer, '   ');
    expect((await getJob(job.id)).employer?.company_name).toBeNull();
    expect((await listed(job.id, title))?.employer?.company_name).toBeNull();
    expect((await getJob(job.id)).employer?.username).toBe(m.employer.username);
  });

  it('counts only Accepted applications over all of the employer’s posts as hires', async () => {
    const hiring = await m.register('employer');
    const first = await m.postJob({ title: 'Bookkeeper for a bakery' }, hiring);
    const second = await m.postJob({ title: 'Payroll assistant for a bakery' }, hiring);
    const [a, b, c] = m.jobseekers as [TestUser, TestUser, TestUser];
    await decide(hiring, await apply(a, first.id), 'Accepted');
    await decide(hiring, await apply(b, first.id), 'Rejected');
    await apply(c, first.id); // Pending
    await decide(hiring, await apply(a, second.id), 'Accepted');
    // Another employer's hire is not this one's.
    const elsewhere = await m.postJob({ title: 'Data entry clerk' }, m.otherEmployer);
    await decide(m.otherEmployer, await apply(c, elsewhere.id), 'Accepted');

    expect((await getJob(first.id)).employer?.hires).toBe(2);
    expect((await getJob(second.id)).employer?.hires).toBe(2);
    expect((await getJob(elsewhere.id)).employer?.hires).toBe(1);
    expect((await listed(second.id, second.title))?.employer?.hires).toBe(2);

    // The jobseeker's My Applications shows the same company facts.
    const mine = await api.as(c).get('/api/job-applications/my-applications');
    expect(mine.statusCode, mine.body).toBe(200);
    const onFirst = mine.json<Application[]>().find((x) => x.job_post.id === first.id);
    expect(onFirst?.job_post.employer).toEqual({
      id: hiring.id,
      username: hiring.username,
      avatar: null,
      company_name: null,
      identity_verified: false,
      verified_employer: false,
      hires: 2,
    });
  });

  it('shows the identity badge once an admin verified the employer, in lists too', async () => {
    const verified = await m.register('employer');
    const title = 'Virtual assistant for a dental clinic';
    const job = await m.postJob({ title }, verified);
    expect((await getJob(job.id)).employer?.identity_verified).toBe(false);
    expect((await listed(job.id, title))?.employer?.identity_verified).toBe(false);
    await verifyIdentity(verified);
    expect((await getJob(job.id)).employer?.identity_verified).toBe(true);
    expect((await listed(job.id, title))?.employer?.identity_verified).toBe(true);
  });
});

describe('the employer in chats', () => {
  it('gives the jobseeker the company name; the employer sees the jobseeker without one', async () => {
    const company = await m.register('employer');
    await setCompanyName(company, 'Northwind Traders');
    const job = await m.postJob({ title: 'Order desk assistant' }, company);
    const seeker = m.jobseekers[1] as TestUser;
    await decide(company, await apply(seeker, job.id), 'Accepted');

    const seekerChats = await api.as(seeker).get('/api/chats');
    expect(seekerChats.statusCode, seekerChats.body).toBe(200);
    const withCompany = seekerChats.json<ChatSummary[]>().find((c) => c.job_post.id === job.id);
    expect(withCompany?.other_user).toEqual({
      id: company.id,
      username: company.username,
      avatar: null,
      role: 'employer',
      company_name: 'Northwind Traders',
      identity_verified: false,
    });
    const employerChats = await api.as(company).get('/api/chats');
    const withSeeker = employerChats.json<ChatSummary[]>().find((c) => c.job_post.id === job.id);
    expect(withSeeker?.other_user).toMatchObject({
      id: seeker.id,
      role: 'jobseeker',
      company_name: null,
    });
  });
});

describe('GET /api/users/:id/job-posts', () => {
  it('lists the approved Active posts newest first, with the employer as a company', async () => {
    const company = await m.register('employer');
    await setCompanyName(company, 'Bluebird Logistics');
    const oldest = await m.postJob({ title: 'Dispatcher (nights)' }, company);
    const middle = await m.postJob({ title: 'Dispatcher (days)' }, company);
    const newest = await m.postJob({ title: 'Customs paperwork assistant' }, company);
    const pending = await m.postJob({ title: 'Not yet approved' }, company, false);
    const closed = await m.postJob({ title: 'Closed already' }, company);
    const closing = await api.as(company).post(`/api/job-posts/${closed.id}/close`);
    expect(closing.statusCode, closing.body).toBe(200);

    const response = await openJobs(company.id);
    expect(response.statusCode, response.body).toBe(200);
    const reply = response.json<EmployerJobs>();
    expect(reply.data.map((j) => j.id)).toEqual([newest.id, middle.id, oldest.id]);
    expect(reply.total).toBe(3);
    expect(reply.data.map((j) => j.id)).not.toContain(pending.id);
    expect(reply.data.map((j) => j.id)).not.toContain(closed.id);
    expect(reply.employer).toEqual({
      id: company.id,
      username: company.username,
      avatar: null,
      company_name: 'Bluebird Logistics',
      identity_verified: false,
      verified_employer: false,
      hires: 0,
    });
    expect(reply.data[0]?.employer?.company_name).toBe('Bluebird Logistics');

    const others = (
      await openJobs(company.id, `?exclude=${middle.id}&limit=1`)
    ).json<EmployerJobs>();
    expect(others.data.map((j) => j.id)).toEqual([newest.id]);
    expect(others.total).toBe(2);

    // The owner and an admin see the same public list: pending and closed posts stay out.
    const asOwner = await api.as(company).get(`/api/users/${company.id}/job-posts`);
    expect(asOwner.json<EmployerJobs>().total).toBe(3);
  });

  it('answers an employer without open jobs with an empty list', async () => {
    const quiet = await m.register('employer');
    const response = await openJobs(quiet.id);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<EmployerJobs>()).toMatchObject({ data: [], total: 0 });
  });

  it('is 404 for a jobseeker, an admin and an unknown member', async () => {
    for (const [id, message] of [
      [m.jobseeker.id, MESSAGES.notAnEmployer],
      [m.admin.id, MESSAGES.notAnEmployer],
      [2_000_000_000, MESSAGES.userNotFound],
    ] as const) {
      const response = await openJobs(id);
      expect(response.statusCode, response.body).toBe(404);
      expect(response.json()).toMatchObject({ code: 'NOT_FOUND', message });
    }
  });

  it('is 400 for ids and limits that are not whole numbers in range', async () => {
    for (const [url, message] of [
      ['/api/users/abc/job-posts', MESSAGES.invalidUserId],
      ['/api/users/0/job-posts', MESSAGES.invalidUserId],
      ['/api/users/1e3/job-posts', MESSAGES.invalidUserId],
      [`/api/users/${m.employer.id}/job-posts?exclude=x`, MESSAGES.jobIdInvalid],
      [`/api/users/${m.employer.id}/job-posts?exclude=-1`, MESSAGES.jobIdInvalid],
      [`/api/users/${m.employer.id}/job-posts?limit=0`, MESSAGES.employerJobsLimitInvalid],
      [`/api/users/${m.employer.id}/job-posts?limit=21`, MESSAGES.employerJobsLimitInvalid],
    ] as const) {
      const response = await api.visitor.get(url);
      expect(response.statusCode, url).toBe(400);
      expect(response.json().code, url).toBe('VALIDATION_FAILED');
      expect(response.json().message, url).toContain(message);
    }
  });
});
