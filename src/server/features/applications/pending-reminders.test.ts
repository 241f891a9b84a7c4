import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Application } from '../../../shared/schemas/applications.ts';
import { jobApplications } from '../../db/schema.ts';
import { createTestApp } from '../../test/context.ts';
import { createJobseekersDirect, type TestUser } from '../../test/factories.ts';
import { type ReceivedMail, readOutbox } from '../../test/mail.ts';
import { marketplace } from '../../test/marketplace.ts';

/** The weekly reminder of applications Pending for more than 7 days (docs/decisions/037). */
const m = marketplace({ admin: true });
const { api } = m;

const DAY_MS = 24 * 60 * 60 * 1000;
const daysAgo = (days: number, from = Date.now()) => new Date(from - days * DAY_MS);

/**
 * A post of `employer` with one application per age (days since it was sent), each with its
 * status; the ages are written to the rows directly, as time passing would (test support).
 */
async function postWithApplications(
  employer: TestUser,
  applications: { days: number; status?: 'Accepted' | 'Rejected' }[],
  title = 'Customer support assistant',
) {
  const job = await m.postJob({ title }, employer);
  const seekers = await createJobseekersDirect(m.database, applications.length);
  for (const [index, seeker] of seekers.entries()) {
    const applied = await api.as(seeker).post('/api/job-applications', { job_post_id: job.id });
    expect(applied.statusCode, applied.body).toBe(201);
    const { id } = applied.json<Application>();
    const { days, status } = applications[index] as (typeof applications)[number];
    if (status) {
      const decided = await api.as(employer).put(`/api/job-applications/${id}`, { status });
      expect(decided.statusCode, decided.body).toBe(200);
    }
    await m.database.db
      .update(jobApplications)
      .set({ createdAt: daysAgo(days) })
      .where(inArray(jobApplications.id, [id]));
  }
  return job;
}

const sweep = (now = new Date()) => m.app.services.pendingReminders.sweep({ now });

async function remindersTo(user: TestUser): Promise<ReceivedMail[]> {
  return (await readOutbox(m.app, m.dataDir)).filter(
    (mail) => mail.to.includes(user.email) && /waiting for your answer$/.test(mail.subject),
  );
}

describe('the weekly pending-applications reminder', () => {
  it('mails an employer whose applicants waited more than 7 days: posts, counts, a link to review, a way out', async () => {
    const employer = await m.register('employer');
    await api.as(employer).put('/api/profile', { company_name: 'Harbor Realty' });
    const listings = await postWithApplications(
      employer,
      [{ days: 8 }, { days: 10 }, { days: 2 }],
      'Real-estate listing assistant',
    );
    const inbox = await postWithApplications(employer, [{ days: 9 }], 'Inbox manager');

    const result = await sweep();
    expect(result.reminded).toContain(employer.id);
    const [mail, ...more] = await remindersTo(employer);
    expect(more).toEqual([]);
    expect(mail?.subject).toBe('3 applicants are waiting for your answer');
    expect(mail?.text).toContain('Hi Harbor Realty,');
    expect(mail?.text).toContain(
      `• ${listings.title}: 2 applicants waiting, the longest for 10 days`,
    );
    expect(mail?.text).toContain(`• ${inbox.title}: 1 applicant waiting, the longest for 9 days`);
    expect(mail?.text).toContain('http://localhost:3000/my-job-posts');
    expect(mail?.text).toMatch(
      /Stop these reminders: http:\/\/localhost:3000\/unsubscribe\?token=/,
    );
    expect(mail?.headers['list-unsubscribe']).toMatch(
      /^<http:\/\/localhost:3000\/api\/mail-preferences\/unsubscribe\?token=[\w.-]+>$/,
    );
    expect(mail?.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');

    // The header's link turns exactly this reminder off.
    const url = new URL((mail?.headers['list-unsubscribe'] ?? '').slice(1, -1));
    const asked = await api.visitor.get(`${url.pathname}${url.search}`);
    expect(asked.json()).toMatchObject({ preference: 'pending_reminders', enabled: true });
  });

  it('sends nothing for applications Pending 7 days or less, or already decided', async () => {
    const employer = await m.register('employer');
    await postWithApplications(employer, [
      { days: 6.9 },
      { days: 30, status: 'Accepted' },
      { days: 30, status: 'Rejected' },
    ]);
    const result = await sweep();
    expect(result.reminded).not.toContain(employer.id);
    expect(await remindersTo(employer)).toEqual([]);
    // A day later the first has waited long enough.
    expect((await sweep(new Date(Date.now() + DAY_MS))).reminded).toContain(employer.id);
    const [mail] = await remindersTo(employer);
    expect(mail?.subject).toBe('1 applicant is waiting for your answer');
  });

  it('sends one a week: parallel sweeps, a second instance and later sweeps that week send nothing', async () => {
    const employer = await m.register('employer');
    await postWithApplications(employer, [{ days: 8 }]);
    const now = new Date();

    // Two sweeps at once (two instances, their clocks a minute apart): both find the employer
    // due, one claims the reminder.
    const [first, second] = await Promise.all([
      sweep(now),
      sweep(new Date(now.getTime() + 60_000)),
    ]);
    const claims = [...(first?.reminded ?? []), ...(second?.reminded ?? [])];
    expect(claims.filter((id) => id === employer.id)).toHaveLength(1);

    // Another instance on the same database (or this one after a restart) finds it claimed.
    const other = await createTestApp({ database: m.database });
    try {
      const elsewhere = await other.app.services.pendingReminders.sweep({
        now: new Date(now.getTime() + 3 * DAY_MS),
      });
      expect(elsewhere.reminded).not.toContain(employer.id);
      expect(await readOutbox(other.app, other.dataDir)).toEqual([]);
    } finally {
      await other.app.close();
    }
    const sixDaysOn = await sweep(new Date(now.getTime() + 6.9 * DAY_MS));
    expect(sixDaysOn.reminded).not.toContain(employer.id);
    expect(await remindersTo(employer)).toHaveLength(1);

    // The next week, applicants still waiting, the next reminder goes: a week after the claim,
    // which either sweep made (on PostgreSQL the later clock may win), so two minutes past.
    const nextWeek = await sweep(new Date(now.getTime() + 7 * DAY_MS + 120_000));
    expect(nextWeek.reminded).toContain(employer.id);
    expect(await remindersTo(employer)).toHaveLength(2);
  });

  it('honours the preference: turned off, no mail; turned on again, the reminder goes', async () => {
    const employer = await m.register('employer');
    await postWithApplications(employer, [{ days: 12 }]);
    const off = await api
      .as(employer)
      .put('/api/profile', { mail_preferences: { pending_reminders: false } });
    expect(off.statusCode, off.body).toBe(200);
    expect((await sweep()).reminded).not.toContain(employer.id);
    expect(await remindersTo(employer)).toEqual([]);

    await api.as(employer).put('/api/profile', { mail_preferences: { pending_reminders: true } });
    expect((await sweep()).reminded).toContain(employer.id);
    expect(await remindersTo(employer)).toHaveLength(1);
  });

  it('skips blocked employers, and deleted ones with their posts', async () => {
    const blocked = await m.register('employer');
    await postWithApplications(blocked, [{ days: 9 }]);
    const block = await api.as(m.admin).post(`/api/admin/users/${blocked.id}/block`);
    expect(block.statusCode, block.body).toBe(200);
    const deleted = await m.register('employer');
    await postWithApplications(deleted, [{ days: 9 }]);
    expect((await api.as(deleted).delete('/api/profile')).statusCode).toBe(204);

    const result = await sweep();
    expect(result.reminded).not.toContain(blocked.id);
    expect(result.reminded).not.toContain(deleted.id);
    expect(result.failed).toEqual([]);
    expect(await remindersTo(blocked)).toEqual([]);
    expect(await remindersTo(deleted)).toEqual([]);

    // Unblocked, the reminder is due again.
    await api.as(m.admin).post(`/api/admin/users/${blocked.id}/unblock`);
    expect((await sweep()).reminded).toContain(blocked.id);
  });

  it('gives the claim back when the mail cannot be sent, so the next sweep sends it', async () => {
    const employer = await m.register('employer');
    await postWithApplications(employer, [{ days: 9 }]);
    // An instance whose outbox cannot be written: a file stands where its directory would be.
    const broken = await createTestApp({ database: m.database });
    writeFileSync(path.join(broken.dataDir, 'outbox'), 'not a directory');
    try {
      const failed = await broken.app.services.pendingReminders.sweep({ now: new Date() });
      expect(failed.failed).toContain(employer.id);
      expect(failed.reminded).not.toContain(employer.id);
    } finally {
      await broken.app.close();
    }
    expect((await sweep()).reminded).toContain(employer.id);
    expect(await remindersTo(employer)).toHaveLength(1);
  });
});
