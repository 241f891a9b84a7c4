import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { INVITATION_MESSAGE_MAX_LENGTH, INVITATIONS_PER_DAY } from '../../../shared/invitations.ts';
import { MESSAGES } from '../../../shared/messages.ts';
import type { Invitation } from '../../../shared/schemas/invitations.ts';
import { invitations } from '../../db/schema.ts';
import { createJobseekersDirect, type TestUser } from '../../test/factories.ts';
import { lastMailTo } from '../../test/mail.ts';
import { marketplace } from '../../test/marketplace.ts';

/** Sending invitations to apply (docs/decisions/034): who may invite whom, to what, how often. */
const m = marketplace({ admin: true, employers: 2, jobseekers: 2 });
const { api } = m;

const MESSAGE = 'Hi! Your Zendesk experience fits our support role. Would you apply?';

const invite = (user: TestUser | null, body: Record<string, unknown>) =>
  api.as(user).post('/api/invitations', body);

/** A new jobseeker, so that each test's invitation is its first to that person. */
const newJobseeker = () => m.register('jobseeker');

async function expectRefusal(
  response: Awaited<ReturnType<typeof invite>>,
  status: number,
  code: string,
  message?: string,
) {
  expect(response.statusCode, response.body).toBe(status);
  expect(response.json()).toMatchObject({ code, ...(message ? { message } : {}) });
}

describe('an employer invites a jobseeker', () => {
  it('sends the invitation, shows who sent it, and mails the person a link to answer it', async () => {
    await api.as(m.employer).put('/api/profile', { company_name: 'Harbor Realty' });
    const job = await m.postJob({ title: 'Real-estate listing assistant' });
    const person = await newJobseeker();
    const response = await invite(m.employer, {
      job_post_id: job.id,
      user_id: String(person.id),
      message: `  ${MESSAGE}\n`,
    });
    expect(response.statusCode, response.body).toBe(201);
    const invitation = response.json<Invitation>();
    expect(invitation).toMatchObject({
      status: 'pending',
      message: MESSAGE,
      answered_at: null,
      has_applied: false,
      job_post: { id: job.id, title: job.title, is_open: true, asks_proposal: false },
      employer: { id: m.employer.id, username: m.employer.username, company_name: 'Harbor Realty' },
      jobseeker: { id: person.id, username: person.username, avatar: null },
    });
    expect(Date.parse(invitation.created_at)).toBeGreaterThan(Date.now() - 60_000);

    const mail = await lastMailTo(m.app, m.dataDir, person.email, /invited you to apply/);
    expect(mail?.subject).toBe(`Harbor Realty invited you to apply for "${job.title}"`);
    expect(mail?.text).toContain(MESSAGE);
    expect(mail?.text).toMatch(/https?:\/\/\S+\/invitations/);
  });

  it('keeps a message of exactly the maximum length, and refuses none, a blank one or a longer one', async () => {
    const job = await m.postJob();
    const person = await newJobseeker();
    const base = { job_post_id: job.id, user_id: person.id };
    for (const message of [undefined, '', '   \n ', 7]) {
      const refused = await invite(m.employer, { ...base, message });
      await expectRefusal(refused, 400, 'VALIDATION_FAILED');
      expect(refused.json().field).toBe('message');
    }
    const long = await invite(m.employer, {
      ...base,
      message: 'x'.repeat(INVITATION_MESSAGE_MAX_LENGTH + 1),
    });
    await expectRefusal(long, 400, 'VALIDATION_FAILED');
    expect(long.json().message).toContain(MESSAGES.invitationMessageTooLong);
    const longest = 'x'.repeat(INVITATION_MESSAGE_MAX_LENGTH);
    const sent = await invite(m.employer, { ...base, message: longest });
    expect(sent.statusCode, sent.body).toBe(201);
    expect(sent.json<Invitation>().message).toBe(longest);
  });

  it('refuses ids that are not ids with a 400 naming the field', async () => {
    const person = await newJobseeker();
    const job = await m.postJob();
    for (const [body, field] of [
      [{ job_post_id: 'abc', user_id: person.id }, 'job_post_id'],
      [{ job_post_id: job.id, user_id: -3 }, 'user_id'],
      [{ user_id: person.id }, 'job_post_id'],
    ] as const) {
      const refused = await invite(m.employer, { ...body, message: MESSAGE });
      await expectRefusal(refused, 400, 'VALIDATION_FAILED');
      expect(refused.json().field).toBe(field);
    }
  });
});

describe('only to an own Active, approved post', () => {
  it("answers 403 for another employer's public post and 404 for one the caller cannot see", async () => {
    const person = await newJobseeker();
    const theirs = await m.postJob({}, m.otherEmployer);
    const hidden = await m.postJob({}, m.otherEmployer, false);
    await expectRefusal(
      await invite(m.employer, { job_post_id: theirs.id, user_id: person.id, message: MESSAGE }),
      403,
      'FORBIDDEN',
      MESSAGES.invitationJobNotOwner,
    );
    for (const jobId of [hidden.id, 2_000_000_000]) {
      await expectRefusal(
        await invite(m.employer, { job_post_id: jobId, user_id: person.id, message: MESSAGE }),
        404,
        'NOT_FOUND',
        MESSAGES.jobNotFound,
      );
    }
  });

  it('answers 409 for an own post that is closed or waiting for moderation', async () => {
    const person = await newJobseeker();
    const closed = await m.postJob();
    expect((await api.as(m.employer).post(`/api/job-posts/${closed.id}/close`)).statusCode).toBe(
      200,
    );
    const pending = await m.postJob({}, m.employer, false);
    for (const job of [closed, pending]) {
      await expectRefusal(
        await invite(m.employer, { job_post_id: job.id, user_id: person.id, message: MESSAGE }),
        409,
        'CONFLICT',
        MESSAGES.invitationJobNotOpen,
      );
    }
  });
});

describe('only a jobseeker, once per post, not one who applied', () => {
  it('answers 404 for no such user, an employer, an admin and a blocked jobseeker', async () => {
    const job = await m.postJob();
    const blocked = await newJobseeker();
    const block = await api.as(m.admin).post(`/api/admin/users/${blocked.id}/block`);
    expect(block.statusCode, block.body).toBe(200);
    for (const userId of [
      2_000_000_000,
      m.otherEmployer.id,
      m.employer.id,
      m.admin.id,
      blocked.id,
    ]) {
      await expectRefusal(
        await invite(m.employer, { job_post_id: job.id, user_id: userId, message: MESSAGE }),
        404,
        'NOT_FOUND',
        MESSAGES.invitationNotJobseeker,
      );
    }
  });

  it('answers 409 for a second invitation to the same post and person, even after a decline', async () => {
    const job = await m.postJob();
    const person = await newJobseeker();
    const body = { job_post_id: job.id, user_id: person.id, message: MESSAGE };
    const first = await invite(m.employer, body);
    expect(first.statusCode, first.body).toBe(201);
    await expectRefusal(
      await invite(m.employer, body),
      409,
      'CONFLICT',
      MESSAGES.invitationAlreadySent,
    );
    const declined = await api.as(person).post(`/api/invitations/${first.json().id}/decline`);
    expect(declined.statusCode, declined.body).toBe(200);
    await expectRefusal(await invite(m.employer, { ...body, message: 'Please?' }), 409, 'CONFLICT');
    // The same person to another post is a new invitation.
    const other = await m.postJob();
    expect((await invite(m.employer, { ...body, job_post_id: other.id })).statusCode).toBe(201);
  });

  it('answers 409 for someone who already applied to the post', async () => {
    const job = await m.postJob();
    const applied = await api
      .as(m.jobseeker)
      .post('/api/job-applications', { job_post_id: job.id });
    expect(applied.statusCode, applied.body).toBe(201);
    await expectRefusal(
      await invite(m.employer, { job_post_id: job.id, user_id: m.jobseeker.id, message: MESSAGE }),
      409,
      'CONFLICT',
      MESSAGES.invitationAlreadyApplied,
    );
  });

  it('makes one invitation of two sent at once', async () => {
    const job = await m.postJob();
    const person = await newJobseeker();
    const body = { job_post_id: job.id, user_id: person.id, message: MESSAGE };
    const replies = await Promise.all([invite(m.employer, body), invite(m.employer, body)]);
    expect(replies.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    expect(await m.database.db.$count(invitations, eq(invitations.jobPostId, job.id))).toBe(1);
  });
});

describe('at most 30 invitations a day per employer', () => {
  it('refuses the 31st in 24 hours with LIMIT_REACHED, even sent all at once, and frees a place a day later', async () => {
    const employer = await m.register('employer');
    const job = await m.postJob({}, employer);
    const crowd = await createJobseekersDirect(m.database, INVITATIONS_PER_DAY + 2);
    const burst = crowd.slice(0, INVITATIONS_PER_DAY + 1);
    const replies = await Promise.all(
      burst.map((person) =>
        invite(employer, { job_post_id: job.id, user_id: person.id, message: MESSAGE }),
      ),
    );
    const statuses = replies.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 201)).toHaveLength(INVITATIONS_PER_DAY);
    const refused = replies.find((r) => r.statusCode === 409);
    expect(refused?.json()).toMatchObject({
      code: 'LIMIT_REACHED',
      message: MESSAGES.invitationDailyLimit,
    });
    // Another employer has a limit of their own.
    const person = crowd[INVITATIONS_PER_DAY + 1] as TestUser;
    const otherJob = await m.postJob({}, m.otherEmployer);
    expect(
      (
        await invite(m.otherEmployer, {
          job_post_id: otherJob.id,
          user_id: person.id,
          message: MESSAGE,
        })
      ).statusCode,
    ).toBe(201);
    // A day later, the oldest invitation no longer counts.
    const [oldest] = await m.database.db
      .select({ id: invitations.id })
      .from(invitations)
      .where(eq(invitations.employerId, employer.id))
      .orderBy(invitations.id)
      .limit(1);
    await m.database.db
      .update(invitations)
      .set({ createdAt: sql`now() - interval '25 hours'` })
      .where(eq(invitations.id, oldest?.id ?? 0));
    const late = await invite(employer, {
      job_post_id: job.id,
      user_id: person.id,
      message: MESSAGE,
    });
    expect(late.statusCode, late.body).toBe(201);
  });
});
