import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '../../../shared/messages.ts';
import type { JobPost } from '../../../shared/schemas/jobs.ts';
import type { Profile } from '../../../shared/schemas/profile.ts';
import type { Talent } from '../../../shared/schemas/talents.ts';
import { overlapHours, parseClock } from '../../../shared/working-hours.ts';
import { client } from '../../test/client.ts';
import { createTestApp, type TestApp } from '../../test/context.ts';
import {
  createAdmin,
  createEmployer,
  createJob,
  createJobseeker,
  JOB_DESCRIPTION,
  type TestUser,
} from '../../test/factories.ts';

/**
 * Working hours and time-zone overlap (docs/decisions/051): a jobseeker's working day, the hours
 * a post asks its hire to share, and Find Talent's overlap filter and sort for those who hire.
 */
let t: TestApp;
const api = client(() => t.app);
let admin: TestUser;
let employer: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  admin = await createAdmin(t.app);
  employer = await createEmployer(t.app);
});
afterAll(async () => {
  await t?.close();
});

const message = (body: string) => (JSON.parse(body) as { message: string }).message;

describe('a jobseeker’s working hours', () => {
  it('needs a time zone, then is stored and shown in the profile, public profile included', async () => {
    const person = await createJobseeker(t.app);
    const refused = await api
      .as(person)
      .put('/api/profile', { working_hours: { start: '09:00', end: '17:00' } });
    expect(refused.statusCode).toBe(400);
    expect(message(refused.body)).toContain(MESSAGES.workingHoursNeedTimezone);

    const saved = await api.as(person).put('/api/profile', {
      timezone: 'Europe/Lisbon',
      working_hours: { start: '09:00', end: '17:00' },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json<Profile>().working_hours).toEqual({ start: '09:00', end: '17:00' });
    expect((await api.as(person).get('/api/profile')).json<Profile>().working_hours).toEqual({
      start: '09:00',
      end: '17:00',
    });
    const shown = await api.visitor.get(`/api/users/${person.id}`);
    expect(shown.json<Profile>().working_hours).toEqual({ start: '09:00', end: '17:00' });

    // A night shift runs past midnight.
    const night = await api
      .as(person)
      .put('/api/profile', { working_hours: { start: '22:00', end: '06:00' } });
    expect(night.statusCode, night.body).toBe(200);
    expect(night.json<Profile>().working_hours).toEqual({ start: '22:00', end: '06:00' });

    // The time zone cannot go while the hours read in it stay.
    const noZone = await api.as(person).put('/api/profile', { timezone: '' });
    expect(noZone.statusCode).toBe(400);
    expect(message(noZone.body)).toContain(MESSAGES.timezoneNeededByWorkingHours);
    const both = await api.as(person).put('/api/profile', { timezone: '', working_hours: null });
    expect(both.statusCode, both.body).toBe(200);
    expect(both.json<Profile>()).toMatchObject({ timezone: null, working_hours: null });
  });

  it.each([
    [{ start: '9:00', end: '17:00' }, MESSAGES.workingHoursInvalid],
    [{ start: '09:00', end: '24:00' }, MESSAGES.workingHoursInvalid],
    [{ start: '09:00' }, MESSAGES.workingHoursInvalid],
    ['09:00-17:00', MESSAGES.workingHoursInvalid],
    [{ start: 540, end: 1020 }, MESSAGES.workingHoursInvalid],
    [{ start: '09:00', end: '09:00' }, MESSAGES.workingHoursSameTime],
  ])('refuses %j', async (hours, expected) => {
    const person = await createJobseeker(t.app);
    const response = await api
      .as(person)
      .put('/api/profile', { timezone: 'Asia/Manila', working_hours: hours });
    expect(response.statusCode).toBe(400);
    expect(message(response.body)).toContain(expected);
  });

  it('is refused for employers with a message saying why, and null in their profile', async () => {
    const response = await api.as(employer).put('/api/profile', {
      timezone: 'Europe/Berlin',
      working_hours: { start: '09:00', end: '17:00' },
    });
    expect(response.statusCode).toBe(400);
    expect(message(response.body)).toContain(MESSAGES.workingHoursJobseekersOnly);
    expect((await api.as(employer).get('/api/profile')).json<Profile>().working_hours).toBeNull();
  });
});

const OVERLAP = {
  overlap_hours: 4,
  overlap_timezone: 'America/New_York',
  overlap_start: '09:00',
  overlap_end: '17:00',
};
const SHOWN = { hours: 4, timezone: 'America/New_York', start: '09:00', end: '17:00' };

async function post(body: Record<string, unknown>) {
  return api.as(employer).post('/api/job-posts', {
    title: 'Support lead',
    description: JOB_DESCRIPTION,
    job_type: 'Full-time',
    ...body,
  });
}

describe('a post’s overlap', () => {
  it('is accepted on POST and shown in every reply, Find Jobs on both paths included', async () => {
    const created = await post({ ...OVERLAP, title: 'Overlapping night owl' });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json<JobPost>().overlap).toEqual(SHOWN);
    const id = created.json<JobPost>().id;
    await api.as(admin).post(`/api/admin/job-posts/${id}/approve`);

    expect((await api.visitor.get(`/api/job-posts/${id}`)).json<JobPost>().overlap).toEqual(SHOWN);
    const own = (await api.as(employer).get('/api/job-posts/my-posts')).json<JobPost[]>();
    expect(own.find((p) => p.id === id)?.overlap).toEqual(SHOWN);
    // The in-memory index's page and PostgreSQL's search.
    const listed = (await api.visitor.get('/api/job-posts?limit=100')).json<{ data: JobPost[] }>();
    expect(listed.data.find((p) => p.id === id)?.overlap).toEqual(SHOWN);
    const searched = (await api.visitor.get('/api/job-posts?title=night%20owl')).json<{
      data: JobPost[];
    }>();
    expect(searched.data.find((p) => p.id === id)?.overlap).toEqual(SHOWN);
    const sqlOnly = await createTestApp({ database: t.database, jobSearchIndex: false });
    try {
      const reply = await sqlOnly.app.inject({ method: 'GET', url: '/api/job-posts?limit=100' });
      const data = reply.json<{ data: JobPost[] }>().data;
      expect(data.find((p) => p.id === id)?.overlap).toEqual(SHOWN);
    } finally {
      await sqlOnly.app.close();
    }
    // Posts that ask nothing say so.
    const plain = await post({});
    expect(plain.json<JobPost>().overlap).toBeNull();
  });

  it('takes a window across midnight, blank fields as none', async () => {
    const night = await post({
      overlap_hours: '8',
      overlap_timezone: 'Asia/Manila',
      overlap_start: '22:00',
      overlap_end: '06:00',
    });
    expect(night.statusCode, night.body).toBe(201);
    expect(night.json<JobPost>().overlap).toEqual({
      hours: 8,
      timezone: 'Asia/Manila',
      start: '22:00',
      end: '06:00',
    });
    const blank = await post({
      overlap_hours: '',
      overlap_timezone: '',
      overlap_start: '',
      overlap_end: '',
    });
    expect(blank.statusCode, blank.body).toBe(201);
    expect(blank.json<JobPost>().overlap).toBeNull();
  });

  it.each([
    [{ overlap_hours: 4 }, MESSAGES.overlapIncomplete],
    [{ ...OVERLAP, overlap_end: null }, MESSAGES.overlapIncomplete],
    [{ ...OVERLAP, overlap_hours: 9 }, MESSAGES.overlapHoursInvalid],
    [{ ...OVERLAP, overlap_hours: 2.5 }, MESSAGES.overlapHoursInvalid],
    [{ ...OVERLAP, overlap_hours: -1 }, MESSAGES.overlapHoursInvalid],
    [{ ...OVERLAP, overlap_timezone: 'Mars/Olympus' }, MESSAGES.timezoneInvalid],
    [{ ...OVERLAP, overlap_start: '9am' }, MESSAGES.overlapTimeInvalid],
    [{ ...OVERLAP, overlap_end: '09:00' }, MESSAGES.overlapSameTime],
    [
      { ...OVERLAP, overlap_start: '10:00', overlap_end: '13:00' },
      MESSAGES.overlapLongerThanWindow,
    ],
  ])('refuses %j', async (body, expected) => {
    const response = await post(body);
    expect(response.statusCode).toBe(400);
    expect(message(response.body)).toContain(expected);
  });

  it('changes on PUT without sending an approved post back to review; content edits still do', async () => {
    const job = await createJob(t.app, employer, admin);
    const set = await api.as(employer).put(`/api/job-posts/${job.id}`, OVERLAP);
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json<JobPost>()).toMatchObject({ overlap: SHOWN, pending_review: false });

    const partial = await api.as(employer).put(`/api/job-posts/${job.id}`, { overlap_hours: 2 });
    expect(partial.statusCode).toBe(400);
    expect(message(partial.body)).toContain(MESSAGES.overlapIncomplete);

    const cleared = await api.as(employer).put(`/api/job-posts/${job.id}`, {
      overlap_hours: null,
      overlap_timezone: null,
      overlap_start: null,
      overlap_end: null,
    });
    expect(cleared.statusCode, cleared.body).toBe(200);
    expect(cleared.json<JobPost>()).toMatchObject({ overlap: null, pending_review: false });

    const edited = await api
      .as(employer)
      .put(`/api/job-posts/${job.id}`, { ...OVERLAP, title: 'Support lead, Americas' });
    expect(edited.json<JobPost>()).toMatchObject({ overlap: SHOWN, pending_review: true });
  });
});

describe('Find Talent by overlap', () => {
  const WINDOWS: Record<string, [string, string, string] | null> = {
    nyc: ['America/New_York', '09:00', '17:00'],
    lon: ['Europe/London', '09:00', '17:00'],
    mnl: ['Asia/Manila', '09:00', '17:00'],
    night: ['Asia/Manila', '21:00', '05:00'],
    none: null,
  };
  const people: Record<string, TestUser> = {};

  beforeAll(async () => {
    for (const [name, window] of Object.entries(WINDOWS)) {
      const person = await createJobseeker(t.app, { username: `wh_${name}` });
      people[name] = person;
      const saved = await api.as(person).put('/api/profile', {
        skills: 'Zendesk',
        timezone: window?.[0] ?? 'Europe/Paris',
        ...(window ? { working_hours: { start: window[1], end: window[2] } } : {}),
      });
      expect(saved.statusCode, saved.body).toBe(200);
    }
  });

  const NEW_YORK = 'overlap_timezone=America/New_York&overlap_start=09:00&overlap_end=17:00';
  /** What the server should say, computed by the shared module for today. */
  const expected = (name: string) => {
    const window = WINDOWS[name];
    if (!window) return null;
    return overlapHours(
      { timezone: 'America/New_York', start: 540, end: 1020 },
      { timezone: window[0], start: parseClock(window[1]) ?? 0, end: parseClock(window[2]) ?? 0 },
    );
  };
  const list = async (who: TestUser, query: string, path = '/api/talents') => {
    const response = await api.as(who).get(`${path}?username=wh_&limit=100&${query}`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ data: Talent[]; total: number }>();
  };

  it('gives each talent their working hours, and overlap hours when a window is asked about', async () => {
    const plain = await api.visitor.get('/api/talents?username=wh_nyc');
    expect(plain.statusCode).toBe(200);
    const [nyc] = plain.json<{ data: Talent[] }>().data;
    expect(nyc?.working_hours).toEqual({ start: '09:00', end: '17:00' });
    expect(nyc).not.toHaveProperty('overlap_hours');

    const withWindow = await list(employer, NEW_YORK);
    for (const talent of withWindow.data) {
      expect(talent.overlap_hours, talent.username).toBe(expected(talent.username.slice(3)));
    }
    expect(withWindow.data.find((p) => p.username === 'wh_nyc')?.overlap_hours).toBe(8);
    expect(withWindow.data.find((p) => p.username === 'wh_none')?.overlap_hours).toBeNull();
  });

  it('sorts by overlap, most first and talents without hours last, for employers and admins', async () => {
    const names = Object.keys(WINDOWS);
    const order = [...names].sort((a, b) => (expected(b) ?? -1) - (expected(a) ?? -1));
    for (const who of [employer, admin]) {
      const sorted = await list(who, `${NEW_YORK}&sort=overlap`);
      const got = sorted.data.map((p) => p.username.slice(3));
      expect(got[0]).toBe('nyc');
      expect(got.at(-1)).toBe('none');
      expect(got.map((n) => expected(n))).toEqual(order.map((n) => expected(n)));
    }
    const users = await list(employer, `${NEW_YORK}&sort=overlap&role=jobseeker`, '/api/users');
    expect(users.data[0]?.username).toBe('wh_nyc');
  });

  it('keeps those with at least min_overlap hours, and counts them', async () => {
    const atLeast = (hours: number) =>
      Object.keys(WINDOWS)
        .filter((n) => (expected(n) ?? -1) >= hours)
        .sort();
    for (const hours of [0, 3, 8]) {
      const reply = await list(employer, `${NEW_YORK}&min_overlap=${hours}`);
      expect(reply.data.map((p) => p.username.slice(3)).sort()).toEqual(atLeast(hours));
      expect(reply.total).toBe(atLeast(hours).length);
    }
    // Pages of the filtered list.
    const first = await api
      .as(employer)
      .get(`/api/talents?username=wh_&${NEW_YORK}&sort=overlap&limit=2&page=2`);
    expect(first.json<{ data: Talent[]; total: number }>().total).toBe(5);
    expect(first.json<{ data: Talent[] }>().data).toHaveLength(2);
  });

  it('refuses an incomplete window and nonsense values', async () => {
    for (const [query, expectedMessage] of [
      ['sort=overlap', MESSAGES.overlapFilterIncomplete],
      ['min_overlap=2&overlap_timezone=Europe/Berlin', MESSAGES.overlapFilterIncomplete],
      [`${NEW_YORK}&min_overlap=25`, MESSAGES.minOverlapInvalid],
      [`${NEW_YORK}&sort=cheapest`, MESSAGES.talentSortInvalid],
      [
        'overlap_timezone=Nowhere/Land&overlap_start=09:00&overlap_end=17:00',
        MESSAGES.timezoneInvalid,
      ],
      [
        'overlap_timezone=Europe/Berlin&overlap_start=09:00&overlap_end=9pm',
        MESSAGES.overlapTimeInvalid,
      ],
      [
        'overlap_timezone=Europe/Berlin&overlap_start=09:00&overlap_end=09:00',
        MESSAGES.overlapFilterIncomplete,
      ],
    ] as const) {
      const response = await api.as(employer).get(`/api/talents?${query}`);
      expect(response.statusCode, query).toBe(400);
      expect(message(response.body), query).toContain(expectedMessage);
    }
  });

  it('is for those who hire: visitors 401, jobseekers 403, the plain list stays public', async () => {
    const visitor = await api.visitor.get(`/api/talents?${NEW_YORK}&sort=overlap`);
    expect(visitor.statusCode).toBe(401);
    expect(message(visitor.body)).toBe(MESSAGES.overlapFilterSignIn);
    const seeker = await api.as(people.nyc as TestUser).get(`/api/users?${NEW_YORK}`);
    expect(seeker.statusCode).toBe(403);
    expect(message(seeker.body)).toBe(MESSAGES.overlapFilterEmployersOnly);
    expect((await api.visitor.get('/api/talents?username=wh_')).statusCode).toBe(200);
    expect((await api.as(people.nyc as TestUser).get('/api/users?username=wh_')).statusCode).toBe(
      200,
    );
  });
});
