import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../../../shared/messages.ts';
import { analyticsData, dayString, today } from '../../test/analytics-data.ts';

const { m, id } = analyticsData();
const { api } = m;

async function get<T>(url: string): Promise<T> {
  const response = await api.as(m.admin).get(url);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<T>();
}

async function refused(url: string, message: string) {
  const response = await api.as(m.admin).get(url);
  expect(response.statusCode, response.body).toBe(400);
  expect(response.json().message).toBe(message);
}

describe('GET /api/admin/analytics', () => {
  it('counts members (admins never), posts, Active posts, applications and reviews', async () => {
    expect(await get('/api/admin/analytics')).toEqual({
      totalUsers: 17,
      employers: 6,
      jobSeekers: 11,
      totalJobPosts: 5,
      activeJobPosts: 4,
      totalApplications: 5,
      totalReviews: 2,
    });
  });
});

describe('GET /api/admin/analytics/registrations', () => {
  it('counts sign-ups per month of the range, zeros included, from the start date on', async () => {
    expect(
      await get(
        '/api/admin/analytics/registrations?startDate=2023-01-01&endDate=2023-04-30&interval=month',
      ),
    ).toEqual([
      { period: '2023-01', count: 2 },
      { period: '2023-02', count: 1 },
      { period: '2023-03', count: 2 },
      { period: '2023-04', count: 0 },
    ]);
  });

  it('counts per day, both ends included', async () => {
    expect(
      await get(
        '/api/admin/analytics/registrations?startDate=2023-01-30&endDate=2023-02-10&interval=day',
      ),
    ).toEqual([
      { period: '2023-01-30', count: 0 },
      { period: '2023-01-31', count: 1 },
      ...Array.from({ length: 9 }, (_, i) => ({ period: `2023-02-0${i + 1}`, count: 0 })),
      { period: '2023-02-10', count: 1 },
    ]);
  });

  it('counts per ISO week (from Monday), only sign-ups inside the range', async () => {
    // 2023-01-01 is a Sunday: its week starts on 2022-12-26, which holds E3 (2022-12-31), before
    // the range. J1 signed up on Sunday 2023-01-15: the week of 2023-01-09.
    expect(
      await get(
        '/api/admin/analytics/registrations?startDate=2023-01-01&endDate=2023-01-20&interval=week',
      ),
    ).toEqual([
      { period: '2022-12-26', count: 0 },
      { period: '2023-01-02', count: 0 },
      { period: '2023-01-09', count: 1 },
      { period: '2023-01-16', count: 0 },
    ]);
  });

  it('defaults to 2023-01-01 until today, by month (the spec’s dashboard call)', async () => {
    const rows = await get<{ period: string; count: number }[]>(
      '/api/admin/analytics/registrations',
    );
    const now = new Date();
    const months = (now.getUTCFullYear() - 2023) * 12 + now.getUTCMonth() + 1;
    expect(rows).toHaveLength(months);
    expect(rows.slice(0, 4).map((r) => r.count)).toEqual([2, 1, 2, 0]);
    expect(rows.at(-1)).toEqual({
      period: dayString(0).slice(0, 7),
      count: expect.any(Number),
    });
    expect(rows.reduce((sum, r) => sum + r.count, 0)).toBe(16); // all but E3 (2022)
  });

  it.each([
    ['?startDate=2023-02-30', `startDate: startDate ${MESSAGES.analyticsDateInvalid}`],
    ['?startDate=01/02/2023', `startDate: startDate ${MESSAGES.analyticsDateInvalid}`],
    ['?endDate=1999-12-31', `endDate: endDate ${MESSAGES.analyticsDateInvalid}`],
    ['?interval=year', `interval: ${MESSAGES.analyticsIntervalInvalid}`],
    ['?startDate=2023-05-01&endDate=2023-04-30', `startDate: ${MESSAGES.analyticsRangeInvalid}`],
    [
      '?startDate=2023-01-01&endDate=2025-12-31&interval=day',
      `interval: ${MESSAGES.analyticsRangeTooLong} 1,000. Choose a shorter range or a longer interval.`,
    ],
  ])('refuses %s (400)', async (query, message) => {
    await refused(`/api/admin/analytics/registrations${query}`, message);
  });

  it('accepts the longest ranges allowed', async () => {
    const days = await get<unknown[]>(
      '/api/admin/analytics/registrations?startDate=2023-01-01&endDate=2025-09-26&interval=day',
    );
    expect(days).toHaveLength(1000);
    const months = await get<unknown[]>(
      '/api/admin/analytics/registrations?startDate=2000-01-01&endDate=2083-04-30&interval=month',
    );
    expect(months).toHaveLength(1000);
  });
});

describe('GET /api/admin/analytics/geographic-distribution', () => {
  it("counts members per country, 'Unknown' when not known, most first", async () => {
    expect(await get('/api/admin/analytics/geographic-distribution')).toEqual([
      { country: 'Unknown', count: 11 },
      { country: 'US', count: 3 },
      { country: 'DE', count: 2 },
      { country: 'GB', count: 1 },
    ]);
  });
});

describe('GET /api/admin/analytics/growth-trends', () => {
  type Growth = {
    registrations: { period: string; count: number; jobseekers: number; employers: number }[];
    jobPosts: { period: string; count: number }[];
  };
  const days = (n: number) => Array.from({ length: n }, (_, i) => dayString(i - (n - 1)));

  it('answers { registrations: [{ period, count }], jobPosts: [{ period, count }] } by day, oldest first', async () => {
    // The shape the original web app reads (docs/decisions/019): an array of rows crashes it.
    const reply = await get<Growth>('/api/admin/analytics/growth-trends');
    expect(Array.isArray(reply)).toBe(false);
    expect(Object.keys(reply)).toEqual(['registrations', 'jobPosts']);
    for (const row of reply.registrations) {
      expect(Object.keys(row)).toEqual(['period', 'count', 'jobseekers', 'employers']);
      expect(row.period).toMatch(/^\d{4}-\d\d-\d\d$/);
      for (const n of [row.count, row.jobseekers, row.employers])
        expect(Number.isInteger(n)).toBe(true);
    }
    for (const row of reply.jobPosts) {
      expect(Object.keys(row)).toEqual(['period', 'count']);
      expect(Number.isInteger(row.count)).toBe(true);
    }
    expect(reply.registrations.map((r) => r.period)).toEqual(days(30));
    expect(reply.jobPosts.map((r) => r.period)).toEqual(days(30));
  });

  it('counts new members (with the split by role) and new posts per day of the last 30 days', async () => {
    const { registrations, jobPosts } = await get<Growth>(
      '/api/admin/analytics/growth-trends?period=30d',
    );
    const members = new Map(registrations.map((r) => [r.period, r]));
    const posts = new Map(jobPosts.map((r) => [r.period, r.count]));
    expect(members.get(dayString(0))).toEqual({
      period: dayString(0),
      count: 8,
      jobseekers: 6,
      employers: 2,
    });
    expect(members.get(dayString(-1))).toEqual({
      period: dayString(-1),
      count: 1,
      jobseekers: 0,
      employers: 1,
    });
    expect(members.get(dayString(-29))).toMatchObject({ count: 1, jobseekers: 1, employers: 0 });
    expect(posts.get(dayString(0))).toBe(1);
    expect(posts.get(dayString(-1))).toBe(1);
    expect(posts.get(dayString(-29))).toBe(0);
    const quiet = days(30).filter(
      (d) => ![dayString(0), dayString(-1), dayString(-29)].includes(d),
    );
    expect(quiet.every((d) => members.get(d)?.count === 0 && posts.get(d) === 0)).toBe(true);
    // The admin is staff, never a registration (the file's admin signed up today).
    expect(registrations.every((r) => r.count === r.jobseekers + r.employers)).toBe(true);
  });

  it('defaults to 30 days and takes 7d to 365d', async () => {
    const periods = async (query: string) => {
      const reply = await get<Growth>(`/api/admin/analytics/growth-trends${query}`);
      expect(reply.jobPosts.map((r) => r.period)).toEqual(reply.registrations.map((r) => r.period));
      return reply.registrations.map((r) => r.period);
    };
    expect(await periods('')).toEqual(days(30));
    expect(await periods('?period=7D')).toEqual(days(7));
    expect(await periods('?period=365d')).toEqual(days(365));
  });

  it.each(['30', '6d', '366d', 'abc', '-7d', '1w'])('refuses period=%s (400)', async (period) => {
    await refused(
      `/api/admin/analytics/growth-trends?period=${period}`,
      `period: ${MESSAGES.analyticsPeriodInvalid}`,
    );
  });
});

describe('GET /api/admin/analytics/online-users', () => {
  it('counts online members by role: sockets and recent requests, not admins or blocked accounts', async () => {
    const presence = m.app.services.presence;
    expect(await get('/api/admin/analytics/online-users')).toEqual({ jobseekers: 0, employers: 0 });
    await presence.socketConnected(id('J1'), 'socket-j1');
    await presence.socketConnected(id('T1'), 'socket-t1');
    await presence.socketConnected(id('E1'), 'socket-e1');
    await presence.socketConnected(id('J3'), 'socket-j3'); // blocked
    // The admin is online too (every call above touched them).
    expect(await get('/api/admin/analytics/online-users')).toEqual({ jobseekers: 2, employers: 1 });
    // Leaving the site keeps one online for the presence window...
    await presence.socketDisconnected(id('T1'), 'socket-t1');
    expect(await get('/api/admin/analytics/online-users')).toEqual({ jobseekers: 2, employers: 1 });
    // ...until they are forgotten (or the window passes).
    await presence.forget(id('T1'));
    await presence.forget(id('E1'));
    expect(await get('/api/admin/analytics/online-users')).toEqual({ jobseekers: 1, employers: 0 });
  });
});

describe('GET /api/admin/analytics/recent-registrations', () => {
  it("lists today's sign-ups newest first, 5 per role by default", async () => {
    const reply = await get<{
      jobseekers: { id: number; username: string; email: string; created_at: string }[];
      employers: { id: number }[];
    }>('/api/admin/analytics/recent-registrations');
    expect(reply.jobseekers.map((r) => r.id)).toEqual(['T6', 'T5', 'T4', 'T3', 'T2'].map(id));
    expect(reply.employers.map((r) => r.id)).toEqual(['U2', 'U1'].map(id));
    expect(reply.jobseekers[0]).toEqual({
      id: id('T6'),
      username: `an_t6_${process.pid}`,
      email: `an.t6.${process.pid}@example.com`,
      created_at: today(6).toISOString(),
    });
    const one = await get<{ jobseekers: { id: number }[]; employers: { id: number }[] }>(
      '/api/admin/analytics/recent-registrations?limit=1',
    );
    expect(one.jobseekers.map((r) => r.id)).toEqual([id('T6')]);
    expect(one.employers.map((r) => r.id)).toEqual([id('U2')]);
  });

  it.each(['0', '51', 'x', '2.5'])('refuses limit=%s (400)', async (limit) => {
    await refused(
      `/api/admin/analytics/recent-registrations?limit=${limit}`,
      `limit: ${MESSAGES.leaderboardLimitInvalid}`,
    );
  });
});

describe('leaderboards', () => {
  it('top-employers: by average rating (unrated last), then number of posts; blocked left out', async () => {
    expect(await get('/api/admin/leaderboards/top-employers')).toEqual([
      { employer_id: id('E1'), username: `an_e1_${process.pid}`, job_count: 2, average_rating: 4 },
      { employer_id: id('U1'), username: `an_u1_${process.pid}`, job_count: 1, average_rating: 4 },
      {
        employer_id: id('E2'),
        username: `an_e2_${process.pid}`,
        job_count: 1,
        average_rating: null,
      },
    ]);
  });

  it('top-employers-by-posts: by number of posts, ties to the older account; limit', async () => {
    const rows = await get<{ userId: number }[]>('/api/admin/leaderboards/top-employers-by-posts');
    expect(rows).toEqual([
      {
        userId: id('E1'),
        username: `an_e1_${process.pid}`,
        email: `an.e1.${process.pid}@example.com`,
        jobCount: 2,
      },
      {
        userId: id('E2'),
        username: `an_e2_${process.pid}`,
        email: `an.e2.${process.pid}@example.com`,
        jobCount: 1,
      },
      {
        userId: id('U1'),
        username: `an_u1_${process.pid}`,
        email: `an.u1.${process.pid}@example.com`,
        jobCount: 1,
      },
    ]);
    const two = await get<{ userId: number }[]>(
      '/api/admin/leaderboards/top-employers-by-posts?limit=2',
    );
    expect(two.map((r) => r.userId)).toEqual([id('E1'), id('E2')]);
  });

  it('top-jobseekers: by average rating (unrated last), then applications; blocked left out', async () => {
    expect(await get('/api/admin/leaderboards/top-jobseekers')).toEqual([
      {
        job_seeker_id: id('J1'),
        username: `an_j1_${process.pid}`,
        application_count: 2,
        average_rating: 4.5,
      },
      {
        job_seeker_id: id('T1'),
        username: `an_t1_${process.pid}`,
        application_count: 1,
        average_rating: 4.5,
      },
      {
        job_seeker_id: id('J2'),
        username: `an_j2_${process.pid}`,
        application_count: 1,
        average_rating: null,
      },
    ]);
  });

  it('top-jobseekers-by-views: by profile views; blocked and never-viewed left out', async () => {
    const rows = await get<{ userId: number; profileViews: number }[]>(
      '/api/admin/leaderboards/top-jobseekers-by-views',
    );
    expect(rows.map((r) => [r.userId, r.profileViews])).toEqual([
      [id('J2'), 30],
      [id('J1'), 10],
      [id('T2'), 5],
    ]);
    expect(rows[0]).toEqual({
      userId: id('J2'),
      username: `an_j2_${process.pid}`,
      email: `an.j2.${process.pid}@example.com`,
      profileViews: 30,
    });
  });

  it.each(['top-employers', 'top-employers-by-posts', 'top-jobseekers', 'top-jobseekers-by-views'])(
    '%s validates limit (1 to 50)',
    async (board) => {
      for (const limit of ['0', '51', 'five']) {
        await refused(
          `/api/admin/leaderboards/${board}?limit=${limit}`,
          `limit: ${MESSAGES.leaderboardLimitInvalid}`,
        );
      }
      expect(await get<unknown[]>(`/api/admin/leaderboards/${board}?limit=1`)).toHaveLength(1);
    },
  );
});
