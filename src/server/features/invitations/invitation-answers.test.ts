import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../../../shared/messages.ts';
import type { Application } from '../../../shared/schemas/applications.ts';
import type { AcceptInvitationReply, Invitation } from '../../../shared/schemas/invitations.ts';
import { jobApplications } from '../../db/schema.ts';
import type { TestUser } from '../../test/factories.ts';
import { marketplace } from '../../test/marketplace.ts';

/** Reading and answering invitations (docs/decisions/034): lists, accept, decline. */
const m = marketplace({ admin: true, employers: 2, jobseekers: 1 });
const { api } = m;

/** `employer` invites `person` to a new approved post of theirs (with `post` fields). */
async function invited(
  person: TestUser,
  post: Record<string, unknown> = {},
  employer: TestUser = m.employer,
): Promise<Invitation> {
  const job = await m.postJob(post, employer);
  const response = await api.as(employer).post('/api/invitations', {
    job_post_id: job.id,
    user_id: person.id,
    message: `Please apply to ${job.title}.`,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<Invitation>();
}

const accept = (user: TestUser, id: number | string) =>
  api.as(user).post(`/api/invitations/${id}/accept`);
const decline = (user: TestUser, id: number | string) =>
  api.as(user).post(`/api/invitations/${id}/decline`);
const received = async (user: TestUser) =>
  (await api.as(user).get('/api/invitations')).json<Invitation[]>();
const sent = async (user: TestUser, query = '') =>
  (await api.as(user).get(`/api/invitations/sent${query}`)).json<Invitation[]>();
const applicationsOf = (person: TestUser) =>
  m.database.db.$count(jobApplications, eq(jobApplications.jobseekerId, person.id));

describe('the jobseeker reads their invitations', () => {
  it('lists their own, newest first, with the job, the sender and whether the post is still open', async () => {
    const person = await m.register('jobseeker');
    await api.as(m.otherEmployer).put('/api/profile', { company_name: '  ' });
    const first = await invited(person, { title: 'Bookkeeping assistant' });
    const second = await invited(person, { title: 'Inbox manager' }, m.otherEmployer);
    await invited(m.jobseeker);
    await api.as(m.employer).post(`/api/job-posts/${first.job_post.id}/close`);

    const list = await received(person);
    expect(list.map((i) => i.id)).toEqual([second.id, first.id]);
    expect(list[0]).toMatchObject({
      status: 'pending',
      message: 'Please apply to Inbox manager.',
      job_post: { title: 'Inbox manager', is_open: true },
      // A blank company name reads as none: the web app shows the username.
      employer: { id: m.otherEmployer.id, username: m.otherEmployer.username, company_name: null },
    });
    expect(list[1]?.job_post).toMatchObject({ title: 'Bookkeeping assistant', is_open: false });
    const others = await received(m.jobseeker);
    expect(others.some((i) => i.jobseeker.id !== m.jobseeker.id)).toBe(false);
  });

  it('gives the employer what they sent, narrowed by post or person, and nothing of others', async () => {
    const person = await m.register('jobseeker');
    const one = await invited(person);
    const two = await invited(person);
    const mine = await sent(m.employer, `?user_id=${person.id}`);
    expect(mine.map((i) => i.id)).toEqual([two.id, one.id]);
    expect(mine[0]?.jobseeker).toMatchObject({ id: person.id, username: person.username });
    const onePost = await sent(m.employer, `?job_post_id=${one.job_post.id}`);
    expect(onePost.map((i) => i.id)).toEqual([one.id]);
    expect(await sent(m.otherEmployer, `?user_id=${person.id}`)).toEqual([]);
    const bad = await api.as(m.employer).get('/api/invitations/sent?user_id=abc');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ code: 'VALIDATION_FAILED', field: 'user_id' });
  });
});

describe('accepting', () => {
  it('applies at once to a post that asks for nothing, and returns the application', async () => {
    const person = await m.register('jobseeker');
    const invitation = await invited(person);
    const response = await accept(person, invitation.id);
    expect(response.statusCode, response.body).toBe(200);
    const reply = response.json<AcceptInvitationReply>();
    expect(reply.invitation).toMatchObject({
      id: invitation.id,
      status: 'accepted',
      has_applied: true,
    });
    expect(reply.invitation.answered_at).not.toBeNull();
    expect(reply.application).toMatchObject({
      job_post_id: invitation.job_post.id,
      user_id: person.id,
      status: 'Pending',
      jobDescription: null,
    });
    const mine = (await api.as(person).get('/api/job-applications/my-applications')).json<
      Application[]
    >();
    expect(mine.map((a) => a.job_post_id)).toEqual([invitation.job_post.id]);
    // The employer sees the answer.
    const [seen] = await sent(m.employer, `?job_post_id=${invitation.job_post.id}`);
    expect(seen).toMatchObject({ status: 'accepted', has_applied: true });
  });

  it('only marks it accepted when the post asks for a proposal: the apply form comes next', async () => {
    const person = await m.register('jobseeker');
    for (const post of [
      { screening_questions: ['When could you start?'] },
      { min_cover_letter: 50 },
    ]) {
      const invitation = await invited(person, post);
      expect(invitation.job_post.asks_proposal).toBe(true);
      const response = await accept(person, invitation.id);
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json<AcceptInvitationReply>()).toMatchObject({
        invitation: { status: 'accepted', has_applied: false },
        application: null,
      });
    }
    expect(await applicationsOf(person)).toBe(0);
  });

  it('makes one application of two accepts at once', async () => {
    const person = await m.register('jobseeker');
    const invitation = await invited(person);
    const replies = await Promise.all([
      accept(person, invitation.id),
      accept(person, invitation.id),
    ]);
    expect(replies.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(await applicationsOf(person)).toBe(1);
  });

  it('refuses a closed post or a full one with a 409 and leaves the invitation pending', async () => {
    const person = await m.register('jobseeker');
    const closed = await invited(person);
    await api.as(m.employer).post(`/api/job-posts/${closed.job_post.id}/close`);
    const refused = await accept(person, closed.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      code: 'CONFLICT',
      message: MESSAGES.invitationJobClosed,
    });

    const full = await invited(person);
    const limit = await api
      .as(m.admin)
      .post(`/api/admin/job-posts/${full.job_post.id}/set-application-limit`, { limit: 1 });
    expect(limit.statusCode, limit.body).toBe(200);
    const first = await api
      .as(m.jobseeker)
      .post('/api/job-applications', { job_post_id: full.job_post.id });
    expect(first.statusCode, first.body).toBe(201);
    const over = await accept(person, full.id);
    expect(over.statusCode).toBe(409);
    expect(over.json().code).toBe('LIMIT_REACHED');

    const statuses = (await received(person)).map((i) => i.status);
    expect(statuses).toEqual(['pending', 'pending']);
    expect(await applicationsOf(person)).toBe(0);
  });

  it('reads as accepted once the person applied anyway, and then cannot be answered again', async () => {
    const person = await m.register('jobseeker');
    const invitation = await invited(person, { min_cover_letter: 10 });
    const applied = await api.as(person).post('/api/job-applications', {
      job_post_id: invitation.job_post.id,
      description: 'I have done this work for five years.',
    });
    expect(applied.statusCode, applied.body).toBe(201);
    const [read] = await received(person);
    expect(read).toMatchObject({ id: invitation.id, status: 'accepted', has_applied: true });
    expect(read?.answered_at).toBe(applied.json<Application>().created_at);
    for (const answer of [accept, decline]) {
      const refused = await answer(person, invitation.id);
      expect(refused.statusCode).toBe(409);
      expect(refused.json().message).toBe(MESSAGES.invitationAlreadyAnswered);
    }
  });
});

describe('declining and the refusals of both answers', () => {
  it('declines a pending invitation; the employer sees it declined', async () => {
    const person = await m.register('jobseeker');
    const invitation = await invited(person);
    const response = await decline(person, invitation.id);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<Invitation>()).toMatchObject({ status: 'declined', has_applied: false });
    const [seen] = await sent(m.employer, `?job_post_id=${invitation.job_post.id}`);
    expect(seen?.status).toBe('declined');
    expect(await applicationsOf(person)).toBe(0);
  });

  it("answers 403 for someone else's invitation, 404 for none, 409 once answered", async () => {
    const person = await m.register('jobseeker');
    const stranger = await m.register('jobseeker');
    const invitation = await invited(person);
    for (const answer of [accept, decline]) {
      const refused = await answer(stranger, invitation.id);
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toMatchObject({
        code: 'FORBIDDEN',
        message: MESSAGES.invitationNotYours,
      });
      const missing = await answer(person, 2_000_000_000);
      expect(missing.statusCode).toBe(404);
      expect(missing.json().message).toBe(MESSAGES.invitationNotFound);
    }
    expect((await decline(person, invitation.id)).statusCode).toBe(200);
    for (const answer of [accept, decline]) {
      const again = await answer(person, invitation.id);
      expect(again.statusCode).toBe(409);
      expect(again.json().code).toBe('CONFLICT');
    }
    expect((await received(person))[0]?.status).toBe('declined');
  });
});
