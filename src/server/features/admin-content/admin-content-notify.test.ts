import { renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { eq, inArray, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '../../../shared/messages.ts';
import { jobNotifications, userCategories, users } from '../../db/schema.ts';
import { createJob, createJobseekersDirect, type TestUser } from '../../test/factories.ts';
import { readOutbox } from '../../test/mail.ts';
import { marketplace } from '../../test/marketplace.ts';

const m = marketplace({ admin: true, employers: 1 });
const { api } = m;

async function createCategory(name: string): Promise<number> {
  const response = await api.as(m.admin).post('/api/categories', { name });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().id;
}

async function apply(seeker: { token: string }, jobId: number) {
  const response = await api.as(seeker).post('/api/job-applications', { job_post_id: jobId });
  expect(response.statusCode, response.body).toBe(201);
}

describe('POST /api/admin/job-posts/:id/notify-candidates', () => {
  let categoryId: number;
  let otherCategoryId: number;
  /** Matching candidates, oldest account first. */
  let pool: { id: number; email: string }[];
  /** Jobseekers that must never be picked. */
  let never: { id: number; email: string; why: string }[];
  let applicant: { token: string };
  /** The one candidate who matches by skills alone. */
  let skillsOnly: { id: number; email: string };

  const DAY = 24 * 60 * 60 * 1000;

  beforeAll(async () => {
    categoryId = await createCategory(`Customer support ${Date.now()}`);
    otherCategoryId = await createCategory(`Graphic design ${Date.now()}`);
    const people = await createJobseekersDirect(m.database, 8);
    const db = m.database.db;
    const base = Date.parse('2024-01-01T00:00:00Z');
    // Account ages are fixed, and deliberately not in id order (ids: 0 to 7; by age: 3, 0, 1, 2).
    const plan = [
      { who: people[0], daysAfter: 30, category: categoryId },
      { who: people[1], daysAfter: 60, skills: ['ZENDESK'] },
      { who: people[2], daysAfter: 90, category: categoryId },
      { who: people[3], daysAfter: 0, category: categoryId, skills: ['Excel'] },
      { who: people[4], daysAfter: 10, category: categoryId, verified: false },
      { who: people[5], daysAfter: 20, category: categoryId, blocked: true },
      { who: people[6], daysAfter: 40, category: otherCategoryId, skills: ['Photoshop'] },
      { who: people[7], daysAfter: 50, category: categoryId, applies: true },
    ];
    for (const p of plan) {
      const at = new Date(base + p.daysAfter * DAY);
      await db
        .update(users)
        .set({
          createdAt: at,
          emailVerifiedAt: p.verified === false ? null : at,
          isBlocked: p.blocked === true,
          skills: p.skills ?? [],
        })
        .where(eq(users.id, p.who?.id as number));
      if (p.category) {
        await db
          .insert(userCategories)
          .values({ userId: p.who?.id as number, categoryId: p.category });
      }
    }
    const person = (i: number) => ({
      id: people[i]?.id as number,
      email: people[i]?.email as string,
    });
    pool = [person(3), person(0), person(1), person(2)];
    skillsOnly = person(1);
    applicant = people[7] as TestUser;
    never = [
      { ...person(4), why: 'unverified' },
      { ...person(5), why: 'blocked' },
      { ...person(6), why: 'other category and skills' },
      { ...person(7), why: 'already applied' },
    ];
  });

  async function post(title: string, overrides: Record<string, unknown> = {}) {
    const job = await createJob(m.app, m.employer, m.admin, {
      title,
      category_id: categoryId,
      required_skills: ['zendesk', 'excel'],
      ...overrides,
    });
    // One matching jobseeker applied already: telling them about the post is pointless.
    await apply(applicant, job.id);
    return job;
  }

  const notify = (id: number | string, payload: unknown) =>
    api.as(m.admin).post(`/api/admin/job-posts/${id}/notify-candidates`, payload as object);

  /** Recipients of the notification mails about `title`, in the order they were written. */
  async function notified(title: string): Promise<string[]> {
    const mails = await readOutbox(m.app, m.dataDir);
    return mails.filter((m) => m.subject.endsWith(`: ${title}`)).map((m) => m.to);
  }
  const emailsOf = (people: { email: string }[]) => people.map((p) => p.email).sort();
  const sorted = (list: string[]) => [...list].sort();

  it("'beginning' picks the oldest accounts first and mails each, with a link to the post", async () => {
    const title = `Support agent B ${Date.now()}`;
    const job = await post(title);
    const response = await notify(job.id, { limit: 2, orderBy: 'beginning' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ total: 2, sent: 2, jobPostId: job.id });
    expect(sorted(await notified(title))).toEqual(emailsOf(pool.slice(0, 2)));
    const mail = (await readOutbox(m.app, m.dataDir)).find((m) => m.subject.endsWith(title));
    expect(mail?.subject).toBe(`A new job that matches your profile: ${title}`);
    expect(mail?.text).toContain(`http://localhost:3000/jobs/${job.id}`);
    expect(mail?.text).toContain(m.employer.username);

    // The next call never mails them again: it goes on with the rest.
    const rest = await notify(job.id, { limit: 10, orderBy: 'beginning' });
    expect(rest.json()).toEqual({ total: 2, sent: 2, jobPostId: job.id });
    const all = await notified(title);
    expect(sorted(all)).toEqual(emailsOf(pool));
    expect(new Set(all).size).toBe(all.length);
    const none = await notify(job.id, { limit: 10, orderBy: 'random' });
    expect(none.json()).toEqual({ total: 0, sent: 0, jobPostId: job.id });
  });

  it("'end' picks the newest accounts first", async () => {
    const title = `Support agent E ${Date.now()}`;
    const job = await post(title);
    const response = await notify(job.id, { limit: 3, orderBy: 'end' });
    expect(response.json()).toEqual({ total: 3, sent: 3, jobPostId: job.id });
    expect(sorted(await notified(title))).toEqual(emailsOf(pool.slice(1)));
  });

  it("'random' with a limit larger than the pool mails the whole pool, and only it", async () => {
    const title = `Support agent R ${Date.now()}`;
    const job = await post(title);
    const response = await notify(job.id, { limit: '500', orderBy: 'random' });
    expect(response.json()).toEqual({ total: pool.length, sent: pool.length, jobPostId: job.id });
    const recipients = await notified(title);
    expect(sorted(recipients)).toEqual(emailsOf(pool));
    for (const n of never) expect(recipients, n.why).not.toContain(n.email);
  });

  it('matches by category alone and by skills alone', async () => {
    const byCategory = `By category ${Date.now()}`;
    const job = await post(byCategory, { required_skills: [] });
    expect((await notify(job.id, { limit: 10, orderBy: 'beginning' })).json().total).toBe(3);
    expect(sorted(await notified(byCategory))).toEqual(
      emailsOf(pool.filter((p) => p.id !== skillsOnly.id)),
    );

    const bySkills = `By skills ${Date.now()}`;
    const skillsJob = await post(bySkills, { category_id: null, required_skills: ['Zendesk'] });
    expect((await notify(skillsJob.id, { limit: 10, orderBy: 'beginning' })).json().total).toBe(1);
    expect(await notified(bySkills)).toEqual([skillsOnly.email]);
  });

  it('two simultaneous calls never mail one person twice', async () => {
    const title = `Concurrent ${Date.now()}`;
    const job = await post(title);
    const answers = await Promise.all([
      notify(job.id, { limit: 3, orderBy: 'random' }),
      notify(job.id, { limit: 3, orderBy: 'random' }),
    ]);
    const totals = answers.map((a) => a.json().total as number);
    expect(totals.reduce((a, b) => a + b, 0)).toBe(pool.length);
    const recipients = await notified(title);
    expect(recipients).toHaveLength(pool.length);
    expect(sorted(recipients)).toEqual(emailsOf(pool));
  });

  it('counts only mails the transport accepted, and frees the others for a later call', async () => {
    const title = `Mail down ${Date.now()}`;
    const job = await post(title);
    const outbox = path.join(m.dataDir, 'outbox');
    const parked = `${outbox}.parked`;
    // A file where the outbox directory should be: every mail fails to be written.
    renameSync(outbox, parked);
    writeFileSync(outbox, 'not a directory');
    try {
      const response = await notify(job.id, { limit: 2, orderBy: 'beginning' });
      expect(response.json()).toEqual({ total: 2, sent: 0, jobPostId: job.id });
    } finally {
      rmSync(outbox);
      renameSync(parked, outbox);
    }
    const rows = await m.database.db
      .select({ userId: jobNotifications.userId })
      .from(jobNotifications)
      .where(eq(jobNotifications.jobPostId, job.id));
    expect(rows).toEqual([]);
    const retry = await notify(job.id, { limit: 2, orderBy: 'beginning' });
    expect(retry.json()).toEqual({ total: 2, sent: 2, jobPostId: job.id });
    expect(sorted(await notified(title))).toEqual(emailsOf(pool.slice(0, 2)));
  });

  it('records the call and its outcome in the audit log', async () => {
    const job = await post(`Audited ${Date.now()}`);
    await notify(job.id, { limit: 1, orderBy: 'end' });
    const audit = await api
      .as(m.admin)
      .get(`/api/admin/audit-log?action=job_post.notify_candidates&target_id=${job.id}`);
    expect(audit.json()[0]?.details).toEqual({ limit: 1, orderBy: 'end', total: 1, sent: 1 });
  });

  it('refuses posts candidates cannot open: pending review (409), closed (409), missing (404)', async () => {
    const pending = await createJob(m.app, m.employer, m.admin, { category_id: categoryId }, false);
    const refused = await notify(pending.id, { limit: 1, orderBy: 'random' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(MESSAGES.notifyJobNotPublic);
    const closed = await createJob(m.app, m.employer, m.admin, { category_id: categoryId });
    await api.as(m.employer).post(`/api/job-posts/${closed.id}/close`);
    expect((await notify(closed.id, { limit: 1, orderBy: 'random' })).statusCode).toBe(409);
    const missing = await notify(999_999, { limit: 1, orderBy: 'random' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe(MESSAGES.jobNotFound);
    const none = await m.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(jobNotifications)
      .where(inArray(jobNotifications.jobPostId, [pending.id, closed.id]));
    expect(none[0]?.n).toBe(0);
  });

  it.each([
    [{ limit: 0, orderBy: 'random' }, `limit: ${MESSAGES.notifyLimitInvalid}`],
    [{ limit: 501, orderBy: 'random' }, `limit: ${MESSAGES.notifyLimitInvalid}`],
    [{ limit: 2.5, orderBy: 'random' }, `limit: ${MESSAGES.notifyLimitInvalid}`],
    [{ limit: 'ten', orderBy: 'random' }, `limit: ${MESSAGES.notifyLimitInvalid}`],
    [{ orderBy: 'random' }, `limit: ${MESSAGES.notifyLimitInvalid}`],
    [{ limit: 5, orderBy: 'oldest' }, `orderBy: ${MESSAGES.notifyOrderInvalid}`],
    [{ limit: 5 }, `orderBy: ${MESSAGES.notifyOrderInvalid}`],
  ])('refuses %o (400)', async (payload, message) => {
    const response = await notify(1, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(message);
  });
});
