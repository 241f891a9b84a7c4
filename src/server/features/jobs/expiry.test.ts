import { readFileSync } from 'node:fs';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '../../../shared/messages.ts';
import type { ExtendLinkReply } from '../../../shared/schemas/job-expiry.ts';
import type { JobPost } from '../../../shared/schemas/jobs.ts';
import {
  jobApplications,
  jobPosts,
  notificationPreferences,
  notifications,
  users,
} from '../../db/schema.ts';
import { client } from '../../test/client.ts';
import { createTestApp, type TestApp } from '../../test/context.ts';
import { createAdmin, createJob, registerUser, type TestUser } from '../../test/factories.ts';
import { type ReceivedMail, readOutbox } from '../../test/mail.ts';
import { longDate } from './expiry.ts';

/**
 * Job posts expire (docs/decisions/058): 60 days after they become public, a reminder with a
 * one-click Extend a week before, closed by the sweep when the day comes. Through the real app,
 * its injectable clock moved.
 */
const DAY = 24 * 60 * 60 * 1000;
const MINUTE = 60 * 1000;

let t: TestApp;
let clock = new Date();
let admin: TestUser;
let employer: TestUser;
let otherEmployer: TestUser;
let jobseeker: TestUser;
const api = client(() => t.app);

beforeAll(async () => {
  t = await createTestApp({ clock: () => clock });
  admin = await createAdmin(t.app);
  employer = await registerUser(t.app, 'employer');
  otherEmployer = await registerUser(t.app, 'employer');
  jobseeker = await registerUser(t.app, 'jobseeker');
  await t.database.db
    .update(users)
    .set({ timezone: 'Pacific/Auckland' })
    .where(eq(users.id, employer.id));
});
afterAll(async () => {
  await t.close();
});

let words = 0;
const uniqueWord = () => `wombat${Date.now() % 1_000_000}x${++words}`;

async function own(id: number): Promise<JobPost> {
  const response = await api.as(employer).get(`/api/job-posts/${id}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<JobPost>();
}

const expiryOf = async (id: number) => Date.parse((await own(id)).expires_at ?? 'none');

/** A sweep at `now`, then the outbox drained (at the real time: the outbox reads now()). */
async function sweep(now: Date) {
  const result = await t.app.services.jobExpiry.sweep({ now });
  await t.app.services.background.settled();
  await t.app.services.outbox.drain();
  await t.app.services.background.settled();
  return result;
}

async function mailsAbout(title: string): Promise<ReceivedMail[]> {
  const mails = await readOutbox(t.app, t.dataDir);
  return mails.filter((mail) => mail.to.includes(employer.email) && mail.subject.includes(title));
}

function linkToken(mail: ReceivedMail | undefined): string {
  const match = mail?.text.match(/https?:\/\/\S+\/job-posts\/extend\?token=([A-Za-z0-9_.%-]+)/);
  if (!match?.[1]) throw new Error(`no Extend link in mail: ${mail?.text}`);
  return decodeURIComponent(match[1]);
}

async function findJobs(word: string): Promise<number[]> {
  const response = await api.visitor.get(`/api/job-posts?title=${word}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ data: { id: number }[] }>().data.map((post) => post.id);
}

describe('when a post expires', () => {
  it('has no expiry while pending, 60 days after approval, none when closed, 60 again on reopen', async () => {
    const job = await createJob(t.app, employer, admin, {}, false);
    expect((await own(job.id)).expires_at).toBeNull();
    const approvedAt = Date.now();
    await api.as(admin).post(`/api/admin/job-posts/${job.id}/approve`);
    expect(Math.abs((await expiryOf(job.id)) - (approvedAt + 60 * DAY))).toBeLessThan(MINUTE);

    // As if it had been public for long and reminded: closing clears both, reopening starts again.
    await t.database.db
      .update(jobPosts)
      .set({ expiresAt: new Date(Date.now() + 3 * DAY), expiryRemindedAt: new Date() })
      .where(eq(jobPosts.id, job.id));
    expect((await api.as(employer).post(`/api/job-posts/${job.id}/close`)).statusCode).toBe(200);
    expect((await own(job.id)).expires_at).toBeNull();
    const reopenedAt = Date.now();
    const reopened = await api.as(employer).put(`/api/job-posts/${job.id}`, { status: 'Active' });
    expect(reopened.statusCode, reopened.body).toBe(200);
    expect(Math.abs((await expiryOf(job.id)) - (reopenedAt + 60 * DAY))).toBeLessThan(MINUTE);
    const [row] = await t.database.db
      .select({ reminded: jobPosts.expiryRemindedAt })
      .from(jobPosts)
      .where(eq(jobPosts.id, job.id));
    expect(row?.reminded).toBeNull();
  });

  it('is shown in public replies too, for the search engines’ validThrough', async () => {
    const job = await createJob(t.app, employer, admin);
    const response = await api.visitor.get(`/api/job-posts/${job.id}`);
    expect(response.json<JobPost>().expires_at).toBe((await own(job.id)).expires_at);
  });
});

describe('the reminder a week before', () => {
  it('is mailed once, with the date in the employer’s zone and a link that extends', async () => {
    const title = `Bookkeeper ${uniqueWord()}`;
    const job = await createJob(t.app, employer, admin, { title });
    const expires = new Date(await expiryOf(job.id));

    expect((await sweep(new Date(expires.getTime() - 8 * DAY))).reminded).not.toContain(job.id);
    expect(await mailsAbout(title)).toHaveLength(0);

    clock = new Date(expires.getTime() - 6 * DAY);
    expect((await sweep(clock)).reminded).toContain(job.id);
    expect((await sweep(new Date(clock.getTime() + 2 * 60 * MINUTE))).reminded).not.toContain(
      job.id,
    );
    const mails = await mailsAbout(title);
    expect(mails).toHaveLength(1);
    const date = longDate(expires, 'Pacific/Auckland');
    expect(mails[0]?.subject).toBe(`Your job post “${title}” closes on ${date}`);
    expect(mails[0]?.text).toContain('Keep it open for 60 more days');
    expect(mails[0]?.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
    const [told] = await t.database.db
      .select({ title: notifications.title, kind: notifications.kind })
      .from(notifications)
      .where(eq(notifications.userId, employer.id))
      .orderBy(sql`${notifications.id} desc`)
      .limit(1);
    expect(told).toEqual({ kind: 'job_post_expiry', title: mails[0]?.subject });

    // The link's page reads without changing anything (mail scanners open links).
    const token = linkToken(mails[0]);
    const read = await api.visitor.get(
      `/api/job-post-extensions?token=${encodeURIComponent(token)}`,
    );
    expect(read.statusCode, read.body).toBe(200);
    expect(read.json<ExtendLinkReply>()).toEqual({
      post_id: job.id,
      title,
      expires_at: expect.any(String),
      already_extended: false,
    });
    expect(await expiryOf(job.id)).toBe(expires.getTime());

    // Its button extends: 60 days from now.
    const extended = await api.visitor.post('/api/job-post-extensions', { token });
    expect(extended.statusCode, extended.body).toBe(200);
    const reply = extended.json<ExtendLinkReply>();
    expect(reply.already_extended).toBe(false);
    expect(Date.parse(reply.expires_at)).toBe(clock.getTime() + 60 * DAY);
    expect(await expiryOf(job.id)).toBe(clock.getTime() + 60 * DAY);

    // Twice: nothing more happens, and the page says it was done.
    clock = new Date(clock.getTime() + DAY);
    const again = await api.visitor.post('/api/job-post-extensions', { token });
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json<ExtendLinkReply>()).toMatchObject({
      already_extended: true,
      expires_at: reply.expires_at,
    });
    const reread = await api.visitor.get(
      `/api/job-post-extensions?token=${encodeURIComponent(token)}`,
    );
    expect(reread.json<ExtendLinkReply>().already_extended).toBe(true);

    // The new expiry gets its own reminder in time.
    const next = new Date(Date.parse(reply.expires_at) - 5 * DAY);
    expect((await sweep(next)).reminded).toContain(job.id);
    expect(await mailsAbout(title)).toHaveLength(2);
    clock = new Date();
  });

  it('is not mailed when the employer turned the kind off', async () => {
    const quiet = await registerUser(t.app, 'employer');
    await api.as(quiet).put('/api/notification-preferences', { job_post_expiry: 'off' });
    const [pref] = await t.database.db
      .select()
      .from(notificationPreferences)
      .where(eq(notificationPreferences.userId, quiet.id));
    expect(pref?.channel).toBe('off');
    const title = `Translator ${uniqueWord()}`;
    const job = await createJob(t.app, quiet, admin, { title });
    const expires = await expiryOf2(quiet, job.id);
    expect((await sweep(new Date(expires - 3 * DAY))).reminded).toContain(job.id);
    const mails = (await readOutbox(t.app, t.dataDir)).filter((m) => m.to.includes(quiet.email));
    expect(mails.filter((m) => m.subject.includes(title))).toHaveLength(0);
  });
});

async function expiryOf2(owner: TestUser, id: number) {
  const response = await api.as(owner).get(`/api/job-posts/${id}`);
  return Date.parse(response.json<JobPost>().expires_at ?? 'none');
}

describe('several instances', () => {
  it('remind and close a post once when they sweep at the same time', async () => {
    const title = `Copywriter ${uniqueWord()}`;
    const job = await createJob(t.app, employer, admin, { title });
    const expires = await expiryOf(job.id);
    const other = await createTestApp({ database: t.database });
    try {
      const at = (ms: number) => new Date(expires + ms);
      const reminders = await Promise.all([
        t.app.services.jobExpiry.sweep({ now: at(-3 * DAY) }),
        other.app.services.jobExpiry.sweep({ now: at(-3 * DAY + MINUTE) }),
      ]);
      expect(reminders.flatMap((r) => r.reminded).filter((id) => id === job.id)).toHaveLength(1);
      const closings = await Promise.all([
        t.app.services.jobExpiry.sweep({ now: at(MINUTE) }),
        other.app.services.jobExpiry.sweep({ now: at(2 * MINUTE) }),
      ]);
      expect(closings.flatMap((r) => r.closed).filter((id) => id === job.id)).toHaveLength(1);
      await sweep(at(DAY));
      await other.app.services.background.settled();
      await other.app.services.outbox.drain();
      await other.app.services.background.settled();
      const subjects = [
        ...(await readOutbox(t.app, t.dataDir)),
        ...(await readOutbox(other.app, other.dataDir)),
      ]
        .filter((mail) => mail.subject.includes(title))
        .map((mail) => mail.subject.replace(/ on .*$/, ' on …'));
      expect(subjects.sort()).toEqual([
        `Your job post “${title}” closes on …`,
        `Your job post “${title}” has expired`,
      ]);
    } finally {
      await other.app.close();
    }
  });
});

describe('the link refuses', () => {
  it('an altered, a missing, an expired link and a closed post, with a clear 4xx', async () => {
    const title = `Designer ${uniqueWord()}`;
    const job = await createJob(t.app, employer, admin, { title });
    const expires = await expiryOf(job.id);
    const now = new Date(expires - 6 * DAY);
    const token = t.app.services.jobExpiry.linkFor(job.id, new Date(expires), now);
    const tokenOf = (url: string) => decodeURIComponent(url.split('token=')[1] ?? '');
    clock = now;

    const [payload, signature] = tokenOf(token).split('.');
    const altered = `${payload}.${signature?.slice(0, -2)}xx`;
    for (const bad of [altered, 'nonsense', `${payload}`]) {
      const response = await api.visitor.post('/api/job-post-extensions', { token: bad });
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json().message).toBe(MESSAGES.jobExtendTokenMissing);
    }
    const missing = await api.visitor.get('/api/job-post-extensions');
    expect(missing.statusCode, missing.body).toBe(400);

    clock = new Date(now.getTime() + 31 * DAY);
    const late = await api.visitor.post('/api/job-post-extensions', { token: tokenOf(token) });
    expect(late.statusCode, late.body).toBe(400);
    expect(late.json().message).toBe(MESSAGES.jobExtendTokenExpired);

    clock = now;
    await api.as(employer).post(`/api/job-posts/${job.id}/close`);
    const closed = await api.visitor.post('/api/job-post-extensions', { token: tokenOf(token) });
    expect(closed.statusCode, closed.body).toBe(409);
    expect(closed.json().message).toBe(MESSAGES.jobExtendClosed);
    clock = new Date();
  });
});

describe('the sweep on the day', () => {
  it('closes the post, takes it out of Find Jobs, tells the employer and leaves applicants', async () => {
    const word = uniqueWord();
    const title = `Researcher ${word}`;
    const job = await createJob(t.app, employer, admin, { title });
    const applied = await api
      .as(jobseeker)
      .post('/api/job-applications', { job_post_id: job.id, note: 'I would like to help.' });
    expect(applied.statusCode, applied.body).toBe(201);
    expect(await findJobs(word)).toEqual([job.id]);
    const expires = await expiryOf(job.id);

    expect((await sweep(new Date(expires - MINUTE))).closed).not.toContain(job.id);
    expect((await sweep(new Date(expires + MINUTE))).closed).toContain(job.id);
    const post = await own(job.id);
    expect(post).toMatchObject({ status: 'closed', expires_at: null });
    // (Find Jobs' typo tolerance may answer with the other tests' similar titles instead.)
    expect(await findJobs(word)).not.toContain(job.id);
    const expired = (await mailsAbout(title)).filter((m) => /has expired/.test(m.subject));
    expect(expired.map((m) => m.subject)).toEqual([`Your job post “${title}” has expired`]);
    const [application] = await t.database.db
      .select({ status: jobApplications.status })
      .from(jobApplications)
      .where(eq(jobApplications.jobPostId, job.id));
    expect(application?.status).toBe('Pending');

    // Once: the next sweep finds nothing more to close.
    expect((await sweep(new Date(expires + DAY))).closed).not.toContain(job.id);
  });
});

describe('POST /api/job-posts/:id/extend', () => {
  it('extends the owner’s open post 60 days from now', async () => {
    const job = await createJob(t.app, employer, admin);
    clock = new Date(Date.now() + 50 * DAY);
    const response = await api.as(employer).post(`/api/job-posts/${job.id}/extend`);
    expect(response.statusCode, response.body).toBe(200);
    expect(Date.parse(response.json<JobPost>().expires_at ?? '')).toBe(clock.getTime() + 60 * DAY);
    clock = new Date();
  });

  it('is 403 for another employer, 404 for an unknown post, 409 when closed or pending', async () => {
    const open = await createJob(t.app, employer, admin);
    const pending = await createJob(t.app, employer, admin, {}, false);
    const closed = await createJob(t.app, employer, admin);
    await api.as(employer).post(`/api/job-posts/${closed.id}/close`);
    const extend = (who: TestUser, id: number) => api.as(who).post(`/api/job-posts/${id}/extend`);

    const other = await extend(otherEmployer, open.id);
    expect(other.statusCode, other.body).toBe(403);
    expect(other.json().message).toBe(MESSAGES.jobNotOwner);
    expect((await extend(jobseeker, open.id)).statusCode).toBe(403);
    expect((await extend(admin, open.id)).statusCode).toBe(403);
    expect((await api.visitor.post(`/api/job-posts/${open.id}/extend`)).statusCode).toBe(401);
    expect((await extend(employer, 99_999_999)).statusCode).toBe(404);
    expect((await extend(employer, 0)).statusCode).toBe(400);
    // Another employer's closed post is not theirs to know of.
    expect((await extend(otherEmployer, closed.id)).statusCode).toBe(404);
    for (const id of [pending.id, closed.id]) {
      const refused = await extend(employer, id);
      expect(refused.statusCode, refused.body).toBe(409);
      expect(refused.json().message).toBe(MESSAGES.jobExtendNotPublic);
    }
  });
});

describe('the migration’s backfill', () => {
  it('gives old public posts 60 days from public_since, never less than 7 from now', async () => {
    const sqlText = readFileSync(
      path.join(import.meta.dirname, '../../db/migrations/0024_job_post_expiry.sql'),
      'utf8',
    );
    const update = sqlText
      .split('--> statement-breakpoint')
      .map((part) => part.replace(/^\s*--.*$/gm, '').trim())
      .find((part) => part.startsWith('UPDATE'));
    expect(update).toBeDefined();
    const old = await createJob(t.app, employer, admin);
    const recent = await createJob(t.app, employer, admin);
    const set = (id: number, daysAgo: number) =>
      t.database.db
        .update(jobPosts)
        .set({ publicSince: new Date(Date.now() - daysAgo * DAY), expiresAt: null })
        .where(eq(jobPosts.id, id));
    await set(old.id, 100);
    await set(recent.id, 10);
    const ranAt = Date.now();
    await t.database.db.execute(sql.raw(update as string));
    expect(Math.abs((await expiryOf(old.id)) - (ranAt + 7 * DAY))).toBeLessThan(MINUTE);
    expect(Math.abs((await expiryOf(recent.id)) - (ranAt + 50 * DAY))).toBeLessThan(MINUTE);
  });
});
