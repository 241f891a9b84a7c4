import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../../../shared/messages.ts';
import {
  SAVED_SEARCHES_PER_PERSON,
  type SavedSearch,
} from '../../../shared/schemas/saved-searches.ts';
import { savedSearches, users } from '../../db/schema.ts';
import type { TestUser } from '../../test/factories.ts';
import { lastMailTo } from '../../test/mail.ts';
import { marketplace } from '../../test/marketplace.ts';
import { linkToken } from './test-links.ts';

/** Saved searches and job alerts (docs/decisions/053): the calls, their limits and refusals. */
const m = marketplace({ admin: true, employers: 1, jobseekers: 2 });
const { api } = m;

const SEARCH = {
  name: 'Remote support',
  query: { title: 'support', location: 'Remote', salary_min: '10', job_type: 'Part-time' },
  frequency: 'daily',
};

const save = (user: TestUser | null, body: Record<string, unknown> = SEARCH) =>
  api.as(user).post('/api/saved-searches', body);

async function expectRefusal(
  response: { statusCode: number; body: string; json: () => unknown },
  status: number,
  code: string,
  message?: string,
) {
  expect(response.statusCode, response.body).toBe(status);
  expect(response.json()).toMatchObject({ code });
  if (message) expect((response.json() as { message: string }).message).toContain(message);
}

describe('a jobseeker saves searches', () => {
  it('saves, lists, renames, changes, pauses and deletes a search', async () => {
    const person = await m.register('jobseeker');
    const created = await save(person, {
      ...SEARCH,
      query: {
        ...SEARCH.query,
        skills: ' Zendesk, zendesk ,Excel',
        verified: 'true',
        sort: undefined,
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    const search = created.json<SavedSearch>();
    expect(search).toMatchObject({
      name: 'Remote support',
      frequency: 'daily',
      active: true,
      confirmed: true,
      last_sent_at: null,
      query: {
        title: 'support',
        location: 'Remote',
        salary_min: '10',
        job_type: 'Part-time',
        skills: 'Zendesk, Excel',
        verified: 'true',
      },
    });
    expect(search.find_jobs_url).toMatch(/^\/find-job\?title=support&location=Remote/);

    const listed = await api.as(person).get('/api/saved-searches');
    expect(listed.statusCode).toBe(200);
    expect(listed.json<SavedSearch[]>().map((s) => s.id)).toEqual([search.id]);

    const renamed = await api
      .as(person)
      .put(`/api/saved-searches/${search.id}`, { name: 'Support jobs', frequency: 'instant' });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json()).toMatchObject({ name: 'Support jobs', frequency: 'instant' });

    const paused = await api.as(person).put(`/api/saved-searches/${search.id}`, { active: false });
    expect(paused.json()).toMatchObject({ active: false });
    const resumed = await api.as(person).put(`/api/saved-searches/${search.id}`, { active: true });
    expect(resumed.json()).toMatchObject({ active: true });

    const deleted = await api.as(person).delete(`/api/saved-searches/${search.id}`);
    expect(deleted.statusCode).toBe(204);
    expect((await api.as(person).get('/api/saved-searches')).json()).toEqual([]);
  });

  it('refuses a search Find Jobs would refuse, a bad name, frequency or time zone', async () => {
    const person = m.jobseeker;
    for (const [body, field] of [
      [{ ...SEARCH, query: { salary_min: '50', salary_max: '10' } }, 'query.salary_min'],
      [{ ...SEARCH, query: { job_type: 'Gig' } }, 'query.job_type'],
      [{ ...SEARCH, query: { colour: 'blue' } }, 'query'],
      [{ ...SEARCH, query: 'support' }, 'query'],
      [{ ...SEARCH, name: '  ' }, 'name'],
      [{ ...SEARCH, name: 'x'.repeat(81) }, 'name'],
      [{ ...SEARCH, frequency: 'hourly' }, 'frequency'],
      [{ ...SEARCH, timezone: 'Mars/Olympus' }, 'timezone'],
    ] as const) {
      const refused = await save(person, body as Record<string, unknown>);
      await expectRefusal(refused, 400, 'VALIDATION_FAILED');
      expect(refused.json<{ field: string }>().field).toBe(field);
    }
    const frequency = await save(person, { ...SEARCH, frequency: 'hourly' });
    expect(frequency.json<{ message: string }>().message).toContain(
      MESSAGES.savedSearchFrequencyInvalid,
    );
  });

  it('keeps at most 20 searches per person: the 21st is refused with LIMIT_REACHED', async () => {
    const person = await m.register('jobseeker');
    for (let i = 0; i < SAVED_SEARCHES_PER_PERSON; i++) {
      expect((await save(person, { ...SEARCH, name: `Search ${i}` })).statusCode).toBe(201);
    }
    await expectRefusal(await save(person), 409, 'LIMIT_REACHED', MESSAGES.savedSearchLimitReached);
    const [first] = (await api.as(person).get('/api/saved-searches')).json<SavedSearch[]>();
    await api.as(person).delete(`/api/saved-searches/${first?.id}`);
    expect((await save(person)).statusCode).toBe(201);
  });

  it("answers 404 for another person's search, and refuses employers, admins and visitors", async () => {
    const mine = (await save(m.jobseeker)).json<SavedSearch>();
    const other = m.otherJobseeker;
    await expectRefusal(
      await api.as(other).put(`/api/saved-searches/${mine.id}`, { name: 'Mine now' }),
      404,
      'NOT_FOUND',
    );
    await expectRefusal(
      await api.as(other).delete(`/api/saved-searches/${mine.id}`),
      404,
      'NOT_FOUND',
    );
    expect((await api.as(other).get('/api/saved-searches')).json()).toEqual([]);
    await expectRefusal(await save(m.employer), 403, 'FORBIDDEN');
    await expectRefusal(await save(m.admin), 403, 'FORBIDDEN');
    await expectRefusal(await save(null), 401, 'UNAUTHENTICATED');
    await expectRefusal(await api.as(null).get('/api/saved-searches'), 401, 'UNAUTHENTICATED');
    await expectRefusal(
      await api.as(m.jobseeker).put('/api/saved-searches/abc', { name: 'x' }),
      400,
      'VALIDATION_FAILED',
    );
  });
});

describe('a visitor saves a search with an e-mail address', () => {
  const visitorBody = (email: string) => ({ ...SEARCH, email, frequency: 'instant' });

  it('is double opt-in: a confirmation mail, nothing else until its link is opened', async () => {
    const email = `visitor.${Date.now()}@example.com`;
    const asked = await api.as(null).post('/api/saved-searches/email', visitorBody(email));
    expect(asked.statusCode, asked.body).toBe(202);
    expect(asked.json()).toEqual({ message: MESSAGES.savedSearchConfirmSent });

    // Unconfirmed: a matching post is approved and a sweep runs, but no alert is chosen.
    await m.postJob({ title: 'Support agent for visitors', location: 'Remote', salary: 15 });
    await m.app.services.alerts.sweep();
    const mail = await lastMailTo(m.app, m.dataDir, email, /Confirm your job alert/);
    expect(mail?.text).toContain('Remote support');
    expect(await lastMailTo(m.app, m.dataDir, email, /new job/)).toBeUndefined();

    const token = linkToken(mail, '/job-alerts/confirm');
    const confirmed = await api.as(null).post('/api/saved-searches/confirm', { token });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    const linked = confirmed.json<SavedSearch & { email: string; manage_token: string }>();
    expect(linked).toMatchObject({ email, confirmed: true, active: true, frequency: 'instant' });

    // Managed by the signed link, without signing in.
    const manage = `/api/saved-searches/by-link?token=${encodeURIComponent(linked.manage_token)}`;
    expect((await api.as(null).get(manage)).json()).toMatchObject({ id: linked.id, email });
    const changed = await api.as(null).put(manage, { frequency: 'weekly', name: 'Weekly support' });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()).toMatchObject({ frequency: 'weekly', name: 'Weekly support' });
    // The confirmation token is not a manage token, nor the other way round.
    await expectRefusal(
      await api.as(null).get(`/api/saved-searches/by-link?token=${encodeURIComponent(token)}`),
      400,
      'VALIDATION_FAILED',
      MESSAGES.savedSearchLinkInvalid,
    );
    await expectRefusal(
      await api.as(null).post('/api/saved-searches/confirm', { token: linked.manage_token }),
      400,
      'VALIDATION_FAILED',
    );
    expect((await api.as(null).delete(manage)).statusCode).toBe(204);
    await expectRefusal(await api.as(null).get(manage), 400, 'VALIDATION_FAILED');
  });

  it('refuses a bad address, a forged or missing token, and more than 20 per address', async () => {
    await expectRefusal(
      await api.as(null).post('/api/saved-searches/email', visitorBody('not-an-address')),
      400,
      'VALIDATION_FAILED',
    );
    for (const token of ['', 'abc.def', 'x'.repeat(50)]) {
      const response = await api.as(null).post('/api/saved-searches/confirm', { token });
      await expectRefusal(response, 400, 'VALIDATION_FAILED');
    }
    await expectRefusal(
      await api.as(null).post('/api/saved-searches/unsubscribe'),
      400,
      'VALIDATION_FAILED',
      MESSAGES.savedSearchLinkMissing,
    );
    const email = `many.${Date.now()}@example.com`;
    const [{ id: firstId } = { id: 0 }] = await m.database.db
      .insert(savedSearches)
      .values(
        Array.from({ length: SAVED_SEARCHES_PER_PERSON }, (_, i) => ({
          email,
          name: `Search ${i}`,
          query: {},
          frequency: 'daily' as const,
        })),
      )
      .returning({ id: savedSearches.id });
    expect(firstId).toBeGreaterThan(0);
    await expectRefusal(
      await api.as(null).post('/api/saved-searches/email', visitorBody(email.toUpperCase())),
      409,
      'LIMIT_REACHED',
    );
  });
});

describe('alerts wait for a verified address', () => {
  it('chooses nothing for an account whose e-mail is not verified, then sends once it is', async () => {
    const person = await m.register('jobseeker');
    const word = `walrus${Date.now() % 100000}`;
    expect(
      (await save(person, { name: 'Walrus', query: { title: word }, frequency: 'instant' }))
        .statusCode,
    ).toBe(201);
    await m.postJob({ title: `Walrus keeper ${word}` });
    await m.app.services.alerts.sweep();
    await m.app.services.outbox.drain();
    expect(await lastMailTo(m.app, m.dataDir, person.email, /new job/)).toBeUndefined();

    await m.database.db
      .update(users)
      .set({ emailVerifiedAt: sql`now()` })
      .where(eq(users.id, person.id));
    await m.app.services.alerts.sweep();
    await m.app.services.outbox.drain();
    const mail = await lastMailTo(m.app, m.dataDir, person.email, /new job/);
    expect(mail?.subject).toBe('1 new job for "Walrus"');
    expect(mail?.text).toContain(`Walrus keeper ${word}`);
  });
});
