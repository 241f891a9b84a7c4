import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../../../shared/messages.ts';
import type { Complaint } from '../../../shared/schemas/admin-content.ts';
import {
  createEmployer,
  createJob,
  createJobseeker,
  createJobseekersDirect,
  type TestUser,
} from '../../test/factories.ts';
import { readOutbox } from '../../test/mail.ts';
import { marketplace } from '../../test/marketplace.ts';
import { COMPLAINTS_PER_HOUR } from './service.ts';

const m = marketplace({ job: { title: 'Suspicious data entry job' }, jobseekers: 2 });
const { api } = m;

const file = (user: TestUser | null, payload: unknown) =>
  api.as(user).post('/api/complaints', payload as object);

const resolve = (id: number | string, payload: unknown, user: TestUser = m.admin) =>
  api.as(user).post(`/api/admin/complaints/${id}/resolve`, payload as object);

const adminList = async (query = '') => {
  const response = await api.as(m.admin).get(`/api/admin/complaints${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response;
};

describe('POST /api/complaints', () => {
  it('files a complaint about a job post as { reason, job_post_id }', async () => {
    const response = await file(m.jobseeker, {
      reason: ' Asks for a fee to apply. ',
      job_post_id: m.job.id,
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toEqual({
      id: expect.any(Number),
      complainant: { username: m.jobseeker.username },
      job_post_id: m.job.id,
      job_post: { title: 'Suspicious data entry job' },
      profile_id: null,
      profile: null,
      reason: 'Asks for a fee to apply.',
      category: null,
      status: 'Pending',
      resolution_comment: null,
      created_at: expect.any(String),
      resolved_at: null,
    });
  });

  it('files a complaint about a profile as the /complaint form sends it ({ type, id, reason }, id as text)', async () => {
    const response = await file(m.employer, {
      type: 'profile',
      id: String(m.otherJobseeker.id),
      reason: 'Fake portfolio',
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toMatchObject({
      profile_id: m.otherJobseeker.id,
      job_post_id: null,
      job_post: null,
      status: 'Pending',
    });
    const asProfileId = await file(m.jobseeker, {
      reason: 'Spam messages',
      profile_id: m.otherJobseeker.id,
    });
    expect(asProfileId.statusCode).toBe(201);
  });

  it.each([
    ['no reason', () => ({ job_post_id: m.job.id }), MESSAGES.complaintFieldsRequired],
    [
      'a blank reason',
      () => ({ reason: '  ', job_post_id: m.job.id }),
      MESSAGES.complaintFieldsRequired,
    ],
    ['no target', () => ({ reason: 'Spam' }), MESSAGES.complaintFieldsRequired],
    ['an empty body', () => ({}), MESSAGES.complaintFieldsRequired],
    [
      'a type without an id',
      () => ({ type: 'job_post', reason: 'Spam' }),
      MESSAGES.complaintFieldsRequired,
    ],
    [
      'an id without a type',
      () => ({ id: m.job.id, reason: 'Spam' }),
      MESSAGES.complaintFieldsRequired,
    ],
    [
      'a reason that is not text',
      () => ({ reason: 5, job_post_id: m.job.id }),
      MESSAGES.complaintFieldsRequired,
    ],
    [
      'an unknown type',
      () => ({ type: 'review', id: 1, reason: 'Spam' }),
      MESSAGES.complaintTypeInvalid,
    ],
    [
      'an id that is not a number',
      () => ({ type: 'profile', id: 'abc', reason: 'Spam' }),
      MESSAGES.complaintTargetIdInvalid,
    ],
    [
      'a negative id',
      () => ({ job_post_id: -3, reason: 'Spam' }),
      MESSAGES.complaintTargetIdInvalid,
    ],
    [
      'two targets',
      () => ({ job_post_id: m.job.id, profile_id: m.otherJobseeker.id, reason: 'Spam' }),
      MESSAGES.complaintOneTarget,
    ],
    [
      'a reason over 2,000 characters',
      () => ({ job_post_id: m.job.id, reason: 'x'.repeat(2001) }),
      MESSAGES.complaintReasonTooLong,
    ],
  ])('refuses %s (400)', async (_, payload, message) => {
    const response = await file(m.jobseeker, payload());
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(message);
  });

  it('refuses a complaint against yourself: your own post or your own profile', async () => {
    const ownPost = await file(m.employer, { reason: 'Testing', job_post_id: m.job.id });
    expect(ownPost.statusCode).toBe(400);
    expect(ownPost.json().message).toBe(MESSAGES.complaintAgainstSelf);
    const ownProfile = await file(m.jobseeker, {
      type: 'profile',
      id: m.jobseeker.id,
      reason: 'Testing',
    });
    expect(ownProfile.statusCode).toBe(400);
    expect(ownProfile.json().message).toBe(MESSAGES.complaintAgainstSelf);
  });

  it('answers 404 for a target that does not exist or that the caller cannot see', async () => {
    const missingPost = await file(m.jobseeker, { reason: 'Spam', job_post_id: 999_999 });
    expect(missingPost.statusCode).toBe(404);
    expect(missingPost.json().message).toBe(MESSAGES.jobNotFound);
    const missingUser = await file(m.jobseeker, { reason: 'Spam', profile_id: 999_999 });
    expect(missingUser.statusCode).toBe(404);
    expect(missingUser.json().message).toBe(MESSAGES.profileNotFound);
    // Admins have no public profile.
    expect((await file(m.jobseeker, { reason: 'Rude', profile_id: m.admin.id })).statusCode).toBe(
      404,
    );
    // A post still waiting for moderation is not public.
    const pending = await createJob(
      m.app,
      m.employer,
      m.admin,
      { title: 'Not yet approved' },
      false,
    );
    expect((await file(m.jobseeker, { reason: 'Spam', job_post_id: pending.id })).statusCode).toBe(
      404,
    );
  });

  it('refuses a second Pending complaint by the same user on the same target (409), allows one after the decision', async () => {
    const target = await createEmployer(m.app);
    const first = await file(m.jobseeker, { reason: 'Rude', profile_id: target.id });
    expect(first.statusCode).toBe(201);
    const again = await file(m.jobseeker, { type: 'profile', id: target.id, reason: 'Still rude' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(MESSAGES.complaintAlreadyPending);
    // Someone else may report the same target.
    expect(
      (await file(m.otherJobseeker, { reason: 'Rude to me too', profile_id: target.id }))
        .statusCode,
    ).toBe(201);
    expect((await resolve(first.json().id, { status: 'Rejected' })).statusCode).toBe(200);
    expect(
      (await file(m.jobseeker, { reason: 'It happened again', profile_id: target.id })).statusCode,
    ).toBe(201);
  });

  it('refuses two simultaneous identical complaints but one (the unique index decides)', async () => {
    const target = await createEmployer(m.app);
    const answers = await Promise.all(
      Array.from({ length: 4 }, () =>
        file(m.otherJobseeker, { reason: 'Scam', profile_id: target.id }),
      ),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409, 409, 409]);
  });

  it('is refused to visitors', async () => {
    expect((await file(null, { reason: 'Spam', job_post_id: m.job.id })).statusCode).toBe(401);
  });

  it(`allows ${COMPLAINTS_PER_HOUR} complaints a user per hour, then answers 429`, async () => {
    const reporter = await createJobseeker(m.app);
    const targets = await createJobseekersDirect(m.database, COMPLAINTS_PER_HOUR + 1);
    for (const target of targets.slice(0, COMPLAINTS_PER_HOUR)) {
      expect((await file(reporter, { reason: 'Spam', profile_id: target.id })).statusCode).toBe(
        201,
      );
    }
    const refused = await file(reporter, { reason: 'Spam', profile_id: targets.at(-1)?.id });
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toBe(MESSAGES.tooManyComplaints);
  });
});

describe('GET /api/complaints (own)', () => {
  it("lists only the caller's complaints, with the outcome once decided", async () => {
    const reporter = await createEmployer(m.app);
    const filed = await file(reporter, { reason: 'Copies my ad', job_post_id: m.job.id });
    const id = filed.json().id as number;
    await resolve(id, { status: 'Resolved', comment: 'We removed the copied text.' });
    const response = await api.as(reporter).get('/api/complaints');
    expect(response.statusCode).toBe(200);
    expect(response.headers['x-total-count']).toBe('1');
    const rows = response.json<Complaint[]>();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      id,
      status: 'Resolved',
      resolution_comment: 'We removed the copied text.',
      resolved_at: expect.any(String),
    });
    const others = await api.as(m.jobseeker).get('/api/complaints');
    expect(
      others.json<Complaint[]>().every((c) => c.complainant?.username === m.jobseeker.username),
    ).toBe(true);
    expect(others.json<Complaint[]>().some((c) => c.id === id)).toBe(false);
  });
});

describe('admin: list and resolve', () => {
  it('lists every complaint newest first with complainant and target, filtered by status', async () => {
    const response = await adminList();
    const rows = response.json<Complaint[]>();
    expect(Number(response.headers['x-total-count'])).toBe(rows.length);
    const ids = rows.map((r) => r.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    expect(rows.some((r) => r.job_post?.title === 'Suspicious data entry job')).toBe(true);
    expect(rows.some((r) => r.profile_id === m.otherJobseeker.id)).toBe(true);

    const pending = (await adminList('?status=Pending')).json<Complaint[]>();
    expect(pending.length).toBeGreaterThan(0);
    expect(pending.every((r) => r.status === 'Pending')).toBe(true);
    const paged = await adminList('?limit=2&page=2');
    expect(paged.json<Complaint[]>().map((r) => r.id)).toEqual(ids.slice(2, 4));

    const bad = await api.as(m.admin).get('/api/admin/complaints?status=Closed');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe(`status: ${MESSAGES.complaintStatusFilterInvalid}`);
  });

  it('resolves a Pending complaint once, e-mails the complainant the outcome, and records it in the audit log', async () => {
    const reporter = await createJobseeker(m.app);
    const filed = await file(reporter, {
      reason: 'Offers pay outside the platform',
      job_post_id: m.job.id,
    });
    const id = filed.json().id as number;
    const response = await resolve(id, {
      status: 'Resolved',
      comment: '  The employer was warned.  ',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      id,
      status: 'Resolved',
      resolution_comment: 'The employer was warned.',
      resolved_at: expect.any(String),
    });

    const mails = (await readOutbox(m.app, m.dataDir)).filter(
      (m) => m.to.includes(reporter.email) && m.subject.startsWith('Your complaint'),
    );
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toBe(
      'Your complaint about the job post "Suspicious data entry job" was resolved',
    );
    expect(mails[0]?.text).toContain('Outcome: Resolved.');
    expect(mails[0]?.text).toContain('The employer was warned.');

    const twice = await resolve(id, { status: 'Rejected' });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe(MESSAGES.complaintAlreadyResolved);

    const audit = await api
      .as(m.admin)
      .get(`/api/admin/audit-log?action=complaint.resolve&target_id=${id}`);
    expect(audit.json()).toEqual([
      expect.objectContaining({
        actor: { id: m.admin.id, username: m.admin.username },
        target_type: 'complaint',
        target_id: String(id),
        details: { status: 'Resolved', comment: 'The employer was warned.' },
      }),
    ]);
  });

  it('rejects without a comment; the mail says so', async () => {
    const reporter = await createEmployer(m.app);
    const filed = await file(reporter, { reason: 'Bad reviews', profile_id: m.jobseeker.id });
    const response = await resolve(filed.json().id, { status: 'Rejected', comment: '' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ status: 'Rejected', resolution_comment: null });
    const mails = (await readOutbox(m.app, m.dataDir)).filter(
      (m) => m.to.includes(reporter.email) && m.subject.startsWith('Your complaint'),
    );
    expect(mails[0]?.subject).toBe(
      `Your complaint about the profile of ${m.jobseeker.username} was rejected`,
    );
    expect(mails[0]?.text).toContain('Outcome: Rejected.');
  });

  it('lets only one of two simultaneous decisions win', async () => {
    const filed = await file(m.otherJobseeker, { reason: 'Duplicate post', job_post_id: m.job.id });
    const answers = await Promise.all([
      resolve(filed.json().id, { status: 'Resolved' }),
      resolve(filed.json().id, { status: 'Rejected' }),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
  });

  it.each([
    ['status Pending', { status: 'Pending' }, `status: ${MESSAGES.complaintStatusInvalid}`],
    ['no status', { comment: 'x' }, `status: ${MESSAGES.complaintStatusInvalid}`],
    [
      'a comment over 2,000 characters',
      { status: 'Resolved', comment: 'c'.repeat(2001) },
      `comment: ${MESSAGES.complaintCommentTooLong}`,
    ],
  ])('refuses %s (400)', async (_, payload, message) => {
    const filed = await adminList('?status=Pending');
    const id = filed.json<Complaint[]>()[0]?.id ?? 1;
    const response = await resolve(id, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(message);
  });

  it('answers 404 for a missing complaint and 400 for a bad id', async () => {
    const missing = await resolve(999_999, { status: 'Resolved' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe(MESSAGES.complaintNotFound);
    const bad = await resolve('abc', { status: 'Resolved' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe(MESSAGES.complaintIdInvalid);
  });

  it('keeps a complaint whose job post was deleted, without the post', async () => {
    const doomed = await createJob(m.app, m.employer, m.admin, { title: 'Soon deleted' });
    const filed = await file(m.jobseeker, { reason: 'Spam', job_post_id: doomed.id });
    const deleted = await api.as(m.admin).delete(`/api/admin/job-posts/${doomed.id}`);
    expect(deleted.statusCode).toBe(204);
    const kept = (await adminList()).json<Complaint[]>().find((c) => c.id === filed.json().id);
    expect(kept).toMatchObject({ job_post_id: null, job_post: null, status: 'Pending' });
    expect((await resolve(filed.json().id, { status: 'Resolved' })).statusCode).toBe(200);
  });

  it('refuses the admin calls to members', async () => {
    const list = await api.as(m.jobseeker).get('/api/admin/complaints');
    expect(list.statusCode).toBe(403);
    expect((await resolve(1, { status: 'Resolved' }, m.employer)).statusCode).toBe(403);
  });
});
