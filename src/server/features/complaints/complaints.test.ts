import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '../../../shared/messages.ts';
import type { Complaint } from '../../../shared/schemas/admin-content.ts';
import { client } from '../../test/client.ts';
import { createTestApp, type TestApp } from '../../test/context.ts';
import {
  createAdmin,
  createEmployer,
  createJob,
  createJobseeker,
  createJobseekersDirect,
  type TestUser,
} from '../../test/factories.ts';
import { readOutbox } from '../../test/mail.ts';
import { COMPLAINTS_PER_HOUR } from './service.ts';

let t: TestApp;
const api = client(() => t.app);
let admin: TestUser;
let employer: TestUser;
let seeker: TestUser;
let other: TestUser;
let job: { id: number; title: string };

beforeAll(async () => {
  t = await createTestApp();
  admin = await createAdmin(t.app);
  employer = await createEmployer(t.app);
  seeker = await createJobseeker(t.app);
  other = await createJobseeker(t.app);
  job = await createJob(t.app, employer, admin, { title: 'Suspicious data entry job' });
});
afterAll(async () => {
  await t?.close();
});

const file = (user: TestUser | null, payload: unknown) =>
  api.as(user).post('/api/complaints', payload as object);

const resolve = (id: number | string, payload: unknown, user: TestUser = admin) =>
  api.as(user).post(`/api/admin/complaints/${id}/resolve`, payload as object);

const adminList = async (query = '') => {
  const response = await api.as(admin).get(`/api/admin/complaints${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response;
};

describe('POST /api/complaints', () => {
  it('files a complaint about a job post as { reason, job_post_id }', async () => {
    const response = await file(seeker, {
      reason: ' Asks for a fee to apply. ',
      job_post_id: job.id,
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toEqual({
      id: expect.any(Number),
      complainant: { username: seeker.username },
      job_post_id: job.id,
      job_post: { title: 'Suspicious data entry job' },
      profile_id: null,
      reason: 'Asks for a fee to apply.',
      status: 'Pending',
      resolution_comment: null,
      created_at: expect.any(String),
      resolved_at: null,
    });
  });

  it('files a complaint about a profile as the /complaint form sends it ({ type, id, reason }, id as text)', async () => {
    const response = await file(employer, {
      type: 'profile',
      id: String(other.id),
      reason: 'Fake portfolio',
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toMatchObject({
      profile_id: other.id,
      job_post_id: null,
      job_post: null,
      status: 'Pending',
    });
    const asProfileId = await file(seeker, { reason: 'Spam messages', profile_id: other.id });
    expect(asProfileId.statusCode).toBe(201);
  });

  it.each([
    ['no reason', () => ({ job_post_id: job.id }), MESSAGES.complaintFieldsRequired],
    [
      'a blank reason',
      () => ({ reason: '  ', job_post_id: job.id }),
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
      () => ({ id: job.id, reason: 'Spam' }),
      MESSAGES.complaintFieldsRequired,
    ],
    [
      'a reason that is not text',
      () => ({ reason: 5, job_post_id: job.id }),
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
      () => ({ job_post_id: job.id, profile_id: other.id, reason: 'Spam' }),
      MESSAGES.complaintOneTarget,
    ],
    [
      'a reason over 2,000 characters',
      () => ({ job_post_id: job.id, reason: 'x'.repeat(2001) }),
      MESSAGES.complaintReasonTooLong,
    ],
  ])('refuses %s (400)', async (_, payload, message) => {
    const response = await file(seeker, payload());
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(message);
  });

  it('refuses a complaint against yourself: your own post or your own profile', async () => {
    const ownPost = await file(employer, { reason: 'Testing', job_post_id: job.id });
    expect(ownPost.statusCode).toBe(400);
    expect(ownPost.json().message).toBe(MESSAGES.complaintAgainstSelf);
    const ownProfile = await file(seeker, { type: 'profile', id: seeker.id, reason: 'Testing' });
    expect(ownProfile.statusCode).toBe(400);
    expect(ownProfile.json().message).toBe(MESSAGES.complaintAgainstSelf);
  });

  it('answers 404 for a target that does not exist or that the caller cannot see', async () => {
    const missingPost = await file(seeker, { reason: 'Spam', job_post_id: 999_999 });
    expect(missingPost.statusCode).toBe(404);
    expect(missingPost.json().message).toBe(MESSAGES.jobNotFound);
    const missingUser = await file(seeker, { reason: 'Spam', profile_id: 999_999 });
    expect(missingUser.statusCode).toBe(404);
    expect(missingUser.json().message).toBe(MESSAGES.profileNotFound);
    // Admins have no public profile.
    expect((await file(seeker, { reason: 'Rude', profile_id: admin.id })).statusCode).toBe(404);
    // A post still waiting for moderation is not public.
    const pending = await createJob(t.app, employer, admin, { title: 'Not yet approved' }, false);
    expect((await file(seeker, { reason: 'Spam', job_post_id: pending.id })).statusCode).toBe(404);
  });

  it('refuses a second Pending complaint by the same user on the same target (409), allows one after the decision', async () => {
    const target = await createEmployer(t.app);
    const first = await file(seeker, { reason: 'Rude', profile_id: target.id });
    expect(first.statusCode).toBe(201);
    const again = await file(seeker, { type: 'profile', id: target.id, reason: 'Still rude' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(MESSAGES.complaintAlreadyPending);
    // Someone else may report the same target.
    expect(
      (await file(other, { reason: 'Rude to me too', profile_id: target.id })).statusCode,
    ).toBe(201);
    expect((await resolve(first.json().id, { status: 'Rejected' })).statusCode).toBe(200);
    expect(
      (await file(seeker, { reason: 'It happened again', profile_id: target.id })).statusCode,
    ).toBe(201);
  });

  it('refuses two simultaneous identical complaints but one (the unique index decides)', async () => {
    const target = await createEmployer(t.app);
    const answers = await Promise.all(
      Array.from({ length: 4 }, () => file(other, { reason: 'Scam', profile_id: target.id })),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409, 409, 409]);
  });

  it('is refused to visitors', async () => {
    expect((await file(null, { reason: 'Spam', job_post_id: job.id })).statusCode).toBe(401);
  });

  it(`allows ${COMPLAINTS_PER_HOUR} complaints a user per hour, then answers 429`, async () => {
    const reporter = await createJobseeker(t.app);
    const targets = await createJobseekersDirect(t.database, COMPLAINTS_PER_HOUR + 1);
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
    const reporter = await createEmployer(t.app);
    const filed = await file(reporter, { reason: 'Copies my ad', job_post_id: job.id });
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
    const others = await api.as(seeker).get('/api/complaints');
    expect(
      others.json<Complaint[]>().every((c) => c.complainant?.username === seeker.username),
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
    expect(rows.some((r) => r.profile_id === other.id)).toBe(true);

    const pending = (await adminList('?status=Pending')).json<Complaint[]>();
    expect(pending.length).toBeGreaterThan(0);
    expect(pending.every((r) => r.status === 'Pending')).toBe(true);
    const paged = await adminList('?limit=2&page=2');
    expect(paged.json<Complaint[]>().map((r) => r.id)).toEqual(ids.slice(2, 4));

    const bad = await api.as(admin).get('/api/admin/complaints?status=Closed');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe(`status: ${MESSAGES.complaintStatusFilterInvalid}`);
  });

  it('resolves a Pending complaint once, e-mails the complainant the outcome, and records it in the audit log', async () => {
    const reporter = await createJobseeker(t.app);
    const filed = await file(reporter, {
      reason: 'Offers pay outside the platform',
      job_post_id: job.id,
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

    const mails = (await readOutbox(t.app, t.dataDir)).filter(
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
      .as(admin)
      .get(`/api/admin/audit-log?action=complaint.resolve&target_id=${id}`);
    expect(audit.json()).toEqual([
      expect.objectContaining({
        actor: { id: admin.id, username: admin.username },
        target_type: 'complaint',
        target_id: String(id),
        details: { status: 'Resolved', comment: 'The employer was warned.' },
      }),
    ]);
  });

  it('rejects without a comment; the mail says so', async () => {
    const reporter = await createEmployer(t.app);
    const filed = await file(reporter, { reason: 'Bad reviews', profile_id: seeker.id });
    const response = await resolve(filed.json().id, { status: 'Rejected', comment: '' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ status: 'Rejected', resolution_comment: null });
    const mails = (await readOutbox(t.app, t.dataDir)).filter(
      (m) => m.to.includes(reporter.email) && m.subject.startsWith('Your complaint'),
    );
    expect(mails[0]?.subject).toBe(
      `Your complaint about the profile of ${seeker.username} was rejected`,
    );
    expect(mails[0]?.text).toContain('Outcome: Rejected.');
  });

  it('lets only one of two simultaneous decisions win', async () => {
    const filed = await file(other, { reason: 'Duplicate post', job_post_id: job.id });
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
    const doomed = await createJob(t.app, employer, admin, { title: 'Soon deleted' });
    const filed = await file(seeker, { reason: 'Spam', job_post_id: doomed.id });
    const deleted = await api.as(admin).delete(`/api/admin/job-posts/${doomed.id}`);
    expect(deleted.statusCode).toBe(204);
    const kept = (await adminList()).json<Complaint[]>().find((c) => c.id === filed.json().id);
    expect(kept).toMatchObject({ job_post_id: null, job_post: null, status: 'Pending' });
    expect((await resolve(filed.json().id, { status: 'Resolved' })).statusCode).toBe(200);
  });

  it('refuses the admin calls to members', async () => {
    const list = await api.as(seeker).get('/api/admin/complaints');
    expect(list.statusCode).toBe(403);
    expect((await resolve(1, { status: 'Resolved' }, employer)).statusCode).toBe(403);
  });
});
