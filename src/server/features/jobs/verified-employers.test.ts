import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../../../shared/messages.ts';
import type { JobPost } from '../../../shared/schemas/jobs.ts';
import { complaints } from '../../db/schema.ts';
import { authHeader, type TestUser } from '../../test/factories.ts';
import { lastMailTo, tokenFromMail } from '../../test/mail.ts';
import { marketplace } from '../../test/marketplace.ts';
import { multipart, pngBytes } from '../../test/multipart.ts';

/**
 * Verified employers (docs/decisions/049): e-mail verified, identity document verified, and no
 * complaint upheld against their profile or any of their posts in the last 12 months. Each
 * condition is reached here through the calls a person or an admin makes.
 */

type Cast = ReturnType<typeof marketplace>;

async function verifyEmail(m: Cast, user: TestUser) {
  const mail = await lastMailTo(m.app, m.dataDir, user.email, /Confirm your e-mail/);
  const token = tokenFromMail(mail, '/verify-email');
  const verified = await m.api.visitor.get(
    `/api/auth/verify-email?token=${encodeURIComponent(token)}`,
  );
  expect(verified.statusCode, verified.body).toBe(200);
}

async function verifyIdentity(m: Cast, user: TestUser, verify = true) {
  const upload = multipart({
    files: [{ field: 'document', filename: 'id.png', contentType: 'image/png', bytes: pngBytes() }],
  });
  const uploaded = await m.app.inject({
    method: 'POST',
    url: '/api/profile/upload-identity',
    payload: upload.payload,
    headers: { ...upload.headers, ...authHeader(user.token) },
  });
  expect(uploaded.statusCode, uploaded.body).toBe(200);
  const decided = await m.api
    .as(m.admin)
    .post(`/api/admin/profile/${user.id}/verify-identity`, { verify });
  expect(decided.statusCode, decided.body).toBe(200);
}

/** A new employer with one approved post, e-mail and identity checked unless told otherwise. */
async function employerWithPost(
  m: Cast,
  checks: { email?: boolean; identity?: boolean } = {},
  title = 'Bookkeeping assistant',
) {
  const employer = await m.register('employer');
  if (checks.email !== false) await verifyEmail(m, employer);
  if (checks.identity !== false) await verifyIdentity(m, employer);
  const job = await m.postJob({ title }, employer);
  return { employer, job };
}

const jobOf = async (m: Cast, id: number) => {
  const response = await m.api.visitor.get(`/api/job-posts/${id}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<JobPost>();
};

const profileOf = async (m: Cast, id: number) => {
  const response = await m.api.visitor.get(`/api/users/${id}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ verified_employer: boolean }>();
};

/** The mark as every reply shows it: job page, Find Jobs card, public profile, company page. */
async function markEverywhere(m: Cast, employerId: number, jobId: number) {
  const job = await jobOf(m, jobId);
  const listed = await m.api.visitor.get(`/api/job-posts?title=${encodeURIComponent(job.title)}`);
  const card = listed.json<{ data: JobPost[] }>().data.find((j) => j.id === jobId);
  const company = await m.api.visitor.get(`/api/users/${employerId}/job-posts`);
  return {
    job: job.verified_employer,
    jobEmployer: job.employer?.verified_employer,
    card: card?.verified_employer,
    profile: (await profileOf(m, employerId)).verified_employer,
    company: company.json<{ employer: { verified_employer: boolean } }>().employer
      .verified_employer,
  };
}

const all = (value: boolean) => ({
  job: value,
  jobEmployer: value,
  card: value,
  profile: value,
  company: value,
});

async function fileAndDecide(
  m: Cast,
  target: { job_post_id: number } | { profile_id: number },
  status: 'Resolved' | 'Rejected',
  action?: 'delete_post',
) {
  const filed = await m.api.as(m.jobseeker).post('/api/complaints', {
    reason: 'Asked me to pay for training before starting.',
    ...target,
  });
  expect(filed.statusCode, filed.body).toBe(201);
  const id = filed.json<{ id: number }>().id;
  const decided = await m.api.as(m.admin).post(`/api/admin/complaints/${id}/resolve`, {
    status,
    comment: 'Checked.',
    ...(action ? { action } : {}),
  });
  expect(decided.statusCode, decided.body).toBe(200);
  return id;
}

const searchVerified = async (m: Cast, query: string) => {
  const response = await m.api.visitor.get(`/api/job-posts?verified=true&${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ data: JobPost[]; total: number }>();
};

describe('the verified employer mark', () => {
  const m = marketplace({ admin: true, jobseekers: 1 });

  it('needs a verified e-mail address and a verified identity document', async () => {
    const neither = await employerWithPost(m, { email: false, identity: false });
    expect(await markEverywhere(m, neither.employer.id, neither.job.id)).toEqual(all(false));

    const emailOnly = await employerWithPost(m, { identity: false });
    expect(await markEverywhere(m, emailOnly.employer.id, emailOnly.job.id)).toEqual(all(false));
    await verifyIdentity(m, emailOnly.employer);
    expect(await markEverywhere(m, emailOnly.employer.id, emailOnly.job.id)).toEqual(all(true));

    const identityOnly = await employerWithPost(m, { email: false });
    expect(await markEverywhere(m, identityOnly.employer.id, identityOnly.job.id)).toEqual(
      all(false),
    );
    await verifyEmail(m, identityOnly.employer);
    expect(await markEverywhere(m, identityOnly.employer.id, identityOnly.job.id)).toEqual(
      all(true),
    );
  });

  it('is gained by confirming a new e-mail address through its link', async () => {
    const { employer, job } = await employerWithPost(m, { email: false });
    expect((await jobOf(m, job.id)).verified_employer).toBe(false);
    const newEmail = `new-${employer.email}`;
    const asked = await m.api
      .as(employer)
      .put('/api/profile', { email: newEmail, currentPassword: employer.password });
    expect(asked.statusCode, asked.body).toBe(200);
    const mail = await lastMailTo(m.app, m.dataDir, newEmail, /Confirm your new e-mail/);
    const confirmed = await m.api.visitor.post('/api/auth/email-change/confirm', {
      token: tokenFromMail(mail, '/email-change/confirm'),
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(await markEverywhere(m, employer.id, job.id)).toEqual(all(true));
  });

  it('is lost when the identity is rejected or a new document waits for a decision', async () => {
    const { employer, job } = await employerWithPost(m);
    expect((await jobOf(m, job.id)).verified_employer).toBe(true);
    await verifyIdentity(m, employer, false);
    expect(await markEverywhere(m, employer.id, job.id)).toEqual(all(false));
    await verifyIdentity(m, employer, true);
    expect((await jobOf(m, job.id)).verified_employer).toBe(true);

    const upload = multipart({
      files: [
        { field: 'document', filename: 'id.png', contentType: 'image/png', bytes: pngBytes() },
      ],
    });
    const replaced = await m.app.inject({
      method: 'POST',
      url: '/api/profile/upload-identity',
      payload: upload.payload,
      headers: { ...upload.headers, ...authHeader(employer.token) },
    });
    expect(replaced.statusCode, replaced.body).toBe(200);
    expect(await markEverywhere(m, employer.id, job.id)).toEqual(all(false));
  });

  it('is lost by an upheld complaint against the profile', async () => {
    const { employer, job } = await employerWithPost(m);
    await fileAndDecide(m, { profile_id: employer.id }, 'Resolved');
    expect(await markEverywhere(m, employer.id, job.id)).toEqual(all(false));
  });

  it('is lost by an upheld complaint against any of the posts, also once the post is deleted', async () => {
    const { employer, job } = await employerWithPost(m);
    const other = await m.postJob({ title: 'Payroll clerk' }, employer);
    await fileAndDecide(m, { job_post_id: other.id }, 'Resolved', 'delete_post');
    expect((await m.api.visitor.get(`/api/job-posts/${other.id}`)).statusCode).toBe(404);
    expect(await markEverywhere(m, employer.id, job.id)).toEqual(all(false));
  });

  it('is kept through a rejected complaint and a pending one', async () => {
    const { employer, job } = await employerWithPost(m);
    await fileAndDecide(m, { job_post_id: job.id }, 'Rejected');
    await fileAndDecide(m, { profile_id: employer.id }, 'Rejected');
    const pending = await m.api.as(m.jobseeker).post('/api/complaints', {
      reason: 'Did not answer my messages.',
      job_post_id: job.id,
    });
    expect(pending.statusCode, pending.body).toBe(201);
    expect(await markEverywhere(m, employer.id, job.id)).toEqual(all(true));
  });

  it('comes back 12 months after the upheld complaint, with the hourly sweep', async () => {
    const { employer, job } = await employerWithPost(m);
    const complaint = await fileAndDecide(m, { job_post_id: job.id }, 'Resolved');
    expect((await jobOf(m, job.id)).verified_employer).toBe(false);
    expect(await m.app.services.profiles.sweepVerifiedEmployers()).toBe(0);

    // Time passes: the decision is moved back past its 12 months.
    await m.database.db
      .update(complaints)
      .set({ resolvedAt: new Date(Date.now() - 366 * 24 * 3_600_000) })
      .where(eq(complaints.id, complaint));
    expect(await m.app.services.profiles.sweepVerifiedEmployers()).toBe(1);
    expect(await markEverywhere(m, employer.id, job.id)).toEqual(all(true));
    const found = await searchVerified(m, `title=${encodeURIComponent(job.title)}`);
    expect(found.data.map((j) => j.id)).toContain(job.id);
  });

  it('is false for jobseekers, whatever they verified', async () => {
    await verifyEmail(m, m.jobseeker);
    await verifyIdentity(m, m.jobseeker);
    expect((await profileOf(m, m.jobseeker.id)).verified_employer).toBe(false);
    const own = await m.api.as(m.jobseeker).get('/api/profile');
    expect(own.json().verified_employer).toBe(false);
  });
});

// The filter is answered by the in-memory index and, with it off, by PostgreSQL (decisions/021).
describe.each([
  ['in-memory index', true],
  ['PostgreSQL', false],
])('GET /api/job-posts?verified=true (%s)', (_name, jobSearchIndex) => {
  const m = marketplace({ admin: true, jobseekers: 1 }, { jobSearchIndex });

  it('lists only verified employers’ posts, with the other filters', async () => {
    const verified = await employerWithPost(m, {}, 'Verified harbour analyst');
    const unverified = await employerWithPost(m, { identity: false }, 'Unverified harbour analyst');
    const closedVerified = await m.postJob(
      { title: 'Closed harbour analyst', status: 'closed' },
      verified.employer,
    );

    const all = await m.api.visitor.get('/api/job-posts?title=harbour');
    expect(
      all
        .json<{ data: JobPost[] }>()
        .data.map((j) => j.id)
        .sort(),
    ).toEqual([verified.job.id, unverified.job.id].sort());

    const only = await searchVerified(m, 'title=harbour');
    expect(only.data.map((j) => j.id)).toEqual([verified.job.id]);
    expect(only.total).toBe(1);
    expect(only.data.every((j) => j.verified_employer)).toBe(true);
    expect(only.data.map((j) => j.id)).not.toContain(closedVerified.id);

    const listing = await searchVerified(m, 'limit=50');
    expect(listing.data.length).toBeGreaterThan(0);
    expect(listing.data.every((j) => j.verified_employer)).toBe(true);
    expect(listing.data.map((j) => j.id)).not.toContain(unverified.job.id);

    // `verified=false` is the same as leaving it out.
    const unfiltered = await m.api.visitor.get('/api/job-posts?title=harbour&verified=false');
    expect(unfiltered.json<{ total: number }>().total).toBe(2);
  });

  it('shows an employer as soon as they become verified, and hides them when they stop', async () => {
    const { employer, job } = await employerWithPost(m, { identity: false }, 'Lighthouse keeper');
    // A cached answer without them first.
    expect((await searchVerified(m, 'title=lighthouse')).data).toEqual([]);
    expect((await searchVerified(m, 'title=lighthouse')).data).toEqual([]);

    await verifyIdentity(m, employer);
    const after = await searchVerified(m, 'title=lighthouse');
    expect(after.data.map((j) => j.id)).toEqual([job.id]);
    expect(after.data[0]?.verified_employer).toBe(true);

    await fileAndDecide(m, { profile_id: employer.id }, 'Resolved');
    expect((await searchVerified(m, 'title=lighthouse')).data).toEqual([]);
    const unfiltered = await m.api.visitor.get('/api/job-posts?title=lighthouse');
    expect(unfiltered.json<{ data: JobPost[] }>().data[0]?.verified_employer).toBe(false);
  });

  it('refuses a verified value other than true or false', async () => {
    const response = await m.api.visitor.get('/api/job-posts?verified=yes');
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(MESSAGES.verifiedFilterInvalid);
  });
});
