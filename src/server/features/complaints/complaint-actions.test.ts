import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../../../shared/messages.ts';
import type { Complaint } from '../../../shared/schemas/admin-content.ts';
import { COMPLAINT_ACTION_MESSAGES } from '../../../shared/schemas/complaint-actions.ts';
import { complaints } from '../../db/schema.ts';
import { createJob, type TestUser } from '../../test/factories.ts';
import { readOutbox } from '../../test/mail.ts';
import { marketplace } from '../../test/marketplace.ts';

const m = marketplace({ admin: true, employers: 2, jobseekers: 2 });
const { api } = m;

const file = async (user: TestUser, payload: object) => {
  const response = await api.as(user).post('/api/complaints', payload);
  expect(response.statusCode, response.body).toBe(201);
  return response.json<Complaint>();
};

const resolve = (id: number, payload: object) =>
  api.as(m.admin).post(`/api/admin/complaints/${id}/resolve`, payload);

const outcomeMails = async (to: TestUser) =>
  (await readOutbox(m.app, m.dataDir)).filter(
    (mail) => mail.to.includes(to.email) && mail.subject.startsWith('Your complaint'),
  );

const publicJob = (id: number) => api.as(null).get(`/api/job-posts/${id}`);

describe('resolving a complaint with an action on its target', () => {
  it('names a reported profile by its username in the admin list', async () => {
    const filed = await file(m.jobseeker, {
      reason: 'Fake reviews',
      profile_id: m.employers[1]?.id,
    });
    expect(filed.profile).toEqual({ username: m.otherEmployer.username });
    const list = await api.as(m.admin).get('/api/admin/complaints');
    const row = list.json<Complaint[]>().find((c) => c.id === filed.id);
    expect(row?.profile).toEqual({ username: m.otherEmployer.username });
  });

  it('unpublishes the reported post, records both actions in the audit log, and tells the complainant', async () => {
    const job = await createJob(m.app, m.employer, m.admin, { title: 'Pay a fee to apply' });
    expect((await publicJob(job.id)).statusCode).toBe(200);
    const filed = await file(m.jobseeker, { reason: 'Asks for money', job_post_id: job.id });

    const response = await resolve(filed.id, {
      status: 'Resolved',
      comment: 'Taken down.',
      action: 'unpublish_post',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ status: 'Resolved', job_post_id: job.id });

    // Flagged: hidden from the public until approved again.
    expect((await publicJob(job.id)).statusCode).toBe(404);
    const post = await api.as(m.admin).get(`/api/admin/job-posts?search=Pay%20a%20fee`);
    expect(post.json()[0]).toMatchObject({ id: job.id, pending_review: true });

    const resolved = await m.auditLog(`?action=complaint.resolve&target_id=${filed.id}`);
    expect(resolved.entries[0]?.details).toEqual({
      status: 'Resolved',
      comment: 'Taken down.',
      action: 'unpublish_post',
    });
    const flagged = await m.auditLog(`?action=job_post.flag&target_id=${job.id}`);
    expect(flagged.entries).toEqual([
      expect.objectContaining({
        actor: { id: m.admin.id, username: m.admin.username },
        target_type: 'job_post',
        details: { complaint_id: filed.id },
      }),
    ]);

    const mails = await outcomeMails(m.jobseeker);
    const mail = mails.find((x) => x.subject.includes('Pay a fee to apply'));
    expect(mail?.subject).toBe(
      'Your complaint about the job post "Pay a fee to apply" was resolved',
    );
    expect(mail?.text).toContain('The job post has been taken off the site');
  });

  it('deletes the reported post; the mail still names it', async () => {
    const job = await createJob(m.app, m.employer, m.admin, { title: 'Scam listing' });
    const filed = await file(m.otherJobseeker, { reason: 'Scam', job_post_id: job.id });
    const response = await resolve(filed.id, { status: 'Resolved', action: 'delete_post' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ status: 'Resolved', job_post_id: null });
    expect((await api.as(m.admin).get(`/api/job-posts/${job.id}`)).statusCode).toBe(404);
    const deleted = await m.auditLog(`?action=job_post.delete&target_id=${job.id}`);
    expect(deleted.entries[0]?.details).toEqual({ complaint_id: filed.id });
    const mail = (await outcomeMails(m.otherJobseeker)).find((x) =>
      x.subject.includes('Scam listing'),
    );
    expect(mail?.text).toContain('The job post has been removed from the site.');
  });

  it('blocks the reported person, who can no longer sign in', async () => {
    const reported = await m.register('jobseeker');
    const filed = await file(m.employer, { reason: 'Harassment', profile_id: reported.id });
    const response = await resolve(filed.id, { status: 'Resolved', action: 'block_user' });
    expect(response.statusCode, response.body).toBe(200);
    const signIn = await api
      .as(null)
      .post('/api/auth/login', { email: reported.email, password: reported.password });
    expect(signIn.statusCode).toBe(403);
    const blocked = await m.auditLog(`?action=user.block&target_id=${reported.id}`);
    expect(blocked.entries[0]).toMatchObject({ target_type: 'user' });
    const mail = (await outcomeMails(m.employer)).find((x) =>
      x.subject.includes(reported.username),
    );
    expect(mail?.text).toContain('The account has been suspended.');
  });

  it('blocks the employer of a reported post', async () => {
    const poster = await m.register('employer');
    const job = await createJob(m.app, poster, m.admin, { title: 'Fake company' });
    const filed = await file(m.jobseeker, { reason: 'Fake company', job_post_id: job.id });
    const response = await resolve(filed.id, { status: 'Resolved', action: 'block_user' });
    expect(response.statusCode, response.body).toBe(200);
    const users = await api.as(m.admin).get(`/api/admin/users?search=${poster.username}`);
    expect(users.json()[0]).toMatchObject({ id: poster.id, is_blocked: true });
  });

  it.each([
    [
      'an action with Rejected',
      { status: 'Rejected', action: 'block_user' },
      COMPLAINT_ACTION_MESSAGES.actionNeedsResolved,
    ],
    [
      'a post action on a profile complaint',
      { status: 'Resolved', action: 'delete_post' },
      COMPLAINT_ACTION_MESSAGES.actionNeedsJobPost,
    ],
    [
      'an unknown action',
      { status: 'Resolved', action: 'ban_forever' },
      `action: ${COMPLAINT_ACTION_MESSAGES.actionInvalid}`,
    ],
  ])('refuses %s (400) and leaves the complaint Pending', async (_, payload, message) => {
    const reported = await m.register('employer');
    const filed = await file(m.jobseeker, { reason: 'Spam', profile_id: reported.id });
    const response = await resolve(filed.id, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(message);
    const list = await api.as(m.admin).get('/api/admin/complaints?status=Pending');
    expect(list.json<Complaint[]>().some((c) => c.id === filed.id)).toBe(true);
  });

  it('answers 409 when the reported post is already gone, and keeps the plain resolve working', async () => {
    const job = await createJob(m.app, m.employer, m.admin, { title: 'Gone soon' });
    const filed = await file(m.jobseeker, { reason: 'Spam', job_post_id: job.id });
    await api.as(m.admin).delete(`/api/admin/job-posts/${job.id}`);
    const response = await resolve(filed.id, { status: 'Resolved', action: 'unpublish_post' });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(COMPLAINT_ACTION_MESSAGES.jobPostGone);
    const plain = await resolve(filed.id, { status: 'Resolved', comment: null });
    expect(plain.statusCode, plain.body).toBe(200);
    const again = await resolve(filed.id, { status: 'Resolved', action: 'block_user' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(MESSAGES.complaintAlreadyResolved);
  });

  it('puts the complaint back to Pending when the action fails (an admin cannot block themself)', async () => {
    // Admins have no public profile to report, so the row is written as one filed earlier.
    const [filed] = await m.database.db
      .insert(complaints)
      .values({
        complainantId: m.employer.id,
        targetType: 'profile',
        profileId: m.admin.id,
        reason: 'Rude admin',
      })
      .returning({ id: complaints.id });
    if (!filed) throw new Error('no complaint written');
    const response = await resolve(filed.id, { status: 'Resolved', action: 'block_user' });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(MESSAGES.adminCannotBlockSelf);
    const list = await api.as(m.admin).get('/api/admin/complaints?status=Pending');
    expect(list.json<Complaint[]>().find((c) => c.id === filed.id)).toMatchObject({
      status: 'Pending',
      resolution_comment: null,
    });
  });

  it('refuses the action to members and visitors before touching the post (403, 401)', async () => {
    const job = await createJob(m.app, m.employer, m.admin, { title: 'Kept post' });
    const filed = await file(m.jobseeker, { reason: 'Spam', job_post_id: job.id });
    const body = { status: 'Resolved', action: 'delete_post' };
    for (const [user, code] of [
      [m.jobseeker, 403],
      [m.employer, 403],
      [null, 401],
    ] as const) {
      const response = await api.as(user).post(`/api/admin/complaints/${filed.id}/resolve`, body);
      expect(response.statusCode).toBe(code);
    }
    expect((await publicJob(job.id)).statusCode).toBe(200);
  });
});
