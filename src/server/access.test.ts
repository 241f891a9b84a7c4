import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RouteAccess } from './plugins/auth.ts';
import { createTestApp, type TestApp } from './test/context.ts';
import {
  authHeader,
  createAdmin,
  createEmployer,
  createJobseeker,
  type TestUser,
} from './test/factories.ts';

/**
 * The access matrix: every API route the app registers, with who may call it. A route missing
 * from this table fails the first test, so a new route cannot ship without its row. Ownership
 * rules (owner versus non-owner) are tested in each feature's own tests.
 */
const MATRIX: { method: string; url: string; access: RouteAccess }[] = [
  { method: 'GET', url: '/api/health', access: 'public' },
  { method: 'GET', url: '/api/health/ready', access: 'public' },
  { method: 'POST', url: '/api/auth/register', access: 'public' },
  { method: 'POST', url: '/api/auth/login', access: 'public' },
  { method: 'POST', url: '/api/auth/logout', access: 'user' },
  { method: 'GET', url: '/api/auth/verify-email', access: 'public' },
  { method: 'POST', url: '/api/auth/resend-verification', access: 'user' },
  { method: 'POST', url: '/api/auth/reset-password-request', access: 'public' },
  { method: 'POST', url: '/api/auth/forgot-password', access: 'public' },
  { method: 'POST', url: '/api/auth/reset-password', access: 'public' },
  { method: 'GET', url: '/api/profile', access: 'user' },
  { method: 'PUT', url: '/api/profile', access: 'user' },
  { method: 'DELETE', url: '/api/profile', access: 'user' },
  { method: 'POST', url: '/api/profile/upload-avatar', access: ['jobseeker', 'employer'] },
  { method: 'POST', url: '/api/profile/upload-identity', access: ['jobseeker', 'employer'] },
  { method: 'POST', url: '/api/profile/:id/increment-view', access: 'optional' },
  { method: 'GET', url: '/api/users/:id', access: 'optional' },
  { method: 'GET', url: '/api/files/identity/:name', access: 'user' },
  { method: 'GET', url: '/api/categories', access: 'public' },
  { method: 'POST', url: '/api/categories', access: 'admin' },
  { method: 'GET', url: '/api/reviews/user/:id', access: 'public' },
  { method: 'POST', url: '/api/job-posts', access: 'employer' },
  { method: 'GET', url: '/api/job-posts', access: 'public' },
  { method: 'GET', url: '/api/job-posts/my-posts', access: 'employer' },
  { method: 'GET', url: '/api/job-posts/:id', access: 'optional' },
  { method: 'PUT', url: '/api/job-posts/:id', access: 'employer' },
  { method: 'POST', url: '/api/job-posts/:id/close', access: 'employer' },
  { method: 'POST', url: '/api/job-posts/:id/increment-view', access: 'optional' },
  { method: 'POST', url: '/api/admin/job-posts/:id/approve', access: 'admin' },
  { method: 'POST', url: '/api/admin/job-posts/:id/flag', access: 'admin' },
  { method: 'POST', url: '/api/admin/job-posts/:id/set-application-limit', access: 'admin' },
  { method: 'GET', url: '/api/stats', access: 'public' },
  { method: 'POST', url: '/api/job-applications', access: 'jobseeker' },
  { method: 'GET', url: '/api/job-applications/my-applications', access: 'jobseeker' },
  { method: 'GET', url: '/api/job-applications/job-post/:id', access: 'employer' },
  { method: 'PUT', url: '/api/job-applications/:id', access: 'employer' },
  { method: 'GET', url: '/api/job-applications/check/:id', access: 'user' },
  { method: 'POST', url: '/api/reviews', access: ['jobseeker', 'employer'] },
  { method: 'GET', url: '/api/talents', access: 'public' },
  { method: 'GET', url: '/api/users', access: 'public' },
  { method: 'GET', url: '/api/admin/settings/application-limit', access: 'admin' },
  { method: 'POST', url: '/api/admin/settings/application-limit', access: 'admin' },
  { method: 'GET', url: '/api/chats', access: ['jobseeker', 'employer'] },
  { method: 'GET', url: '/api/chats/unread-count', access: ['jobseeker', 'employer'] },
  { method: 'GET', url: '/api/chats/:id/messages', access: ['jobseeker', 'employer'] },
  { method: 'POST', url: '/api/chats/:id/read', access: ['jobseeker', 'employer'] },
  { method: 'GET', url: '/api/users/:id/online', access: 'user' },
  { method: 'GET', url: '/api/admin/chat/:id', access: 'admin' },
  { method: 'GET', url: '/api/admin/audit-log', access: 'admin' },
  { method: 'GET', url: '/api/admin/users', access: 'admin' },
  { method: 'GET', url: '/api/admin/users/export-csv', access: 'admin' },
  { method: 'DELETE', url: '/api/admin/users/:id', access: 'admin' },
  { method: 'POST', url: '/api/admin/users/:id/reset-password', access: 'admin' },
  { method: 'POST', url: '/api/admin/users/:id/block', access: 'admin' },
  { method: 'POST', url: '/api/admin/users/:id/unblock', access: 'admin' },
  { method: 'GET', url: '/api/admin/users/:id/risk-score', access: 'admin' },
  { method: 'POST', url: '/api/admin/profile/:id/verify-identity', access: 'admin' },
  { method: 'GET', url: '/api/admin/blocked-countries', access: 'admin' },
  { method: 'POST', url: '/api/admin/blocked-countries', access: 'admin' },
  { method: 'DELETE', url: '/api/admin/blocked-countries/:code', access: 'admin' },
  // Content, moderation and analytics (issue 7).
  { method: 'POST', url: '/api/feedback', access: 'user' },
  { method: 'GET', url: '/api/feedback', access: 'admin' },
  { method: 'POST', url: '/api/complaints', access: 'user' },
  { method: 'GET', url: '/api/complaints', access: 'user' },
  { method: 'GET', url: '/api/admin/complaints', access: 'admin' },
  { method: 'POST', url: '/api/admin/complaints/:id/resolve', access: 'admin' },
  { method: 'GET', url: '/api/admin/job-posts', access: 'admin' },
  { method: 'GET', url: '/api/admin/job-posts/applications', access: 'admin' },
  { method: 'DELETE', url: '/api/admin/job-posts/:id', access: 'admin' },
  { method: 'POST', url: '/api/admin/job-posts/:id/notify-candidates', access: 'admin' },
  { method: 'GET', url: '/api/admin/reviews', access: 'admin' },
  { method: 'DELETE', url: '/api/admin/reviews/:id', access: 'admin' },
  { method: 'GET', url: '/api/admin/analytics', access: 'admin' },
  { method: 'GET', url: '/api/admin/analytics/registrations', access: 'admin' },
  { method: 'GET', url: '/api/admin/analytics/geographic-distribution', access: 'admin' },
  { method: 'GET', url: '/api/admin/analytics/growth-trends', access: 'admin' },
  { method: 'GET', url: '/api/admin/analytics/online-users', access: 'admin' },
  { method: 'GET', url: '/api/admin/analytics/recent-registrations', access: 'admin' },
  { method: 'GET', url: '/api/admin/leaderboards/top-employers', access: 'admin' },
  { method: 'GET', url: '/api/admin/leaderboards/top-employers-by-posts', access: 'admin' },
  { method: 'GET', url: '/api/admin/leaderboards/top-jobseekers', access: 'admin' },
  { method: 'GET', url: '/api/admin/leaderboards/top-jobseekers-by-views', access: 'admin' },
];

/** Rows that end the caller's session or account: each role calls them with a fresh session. */
const SESSION_ENDING = new Set(['POST /api/auth/logout', 'DELETE /api/profile']);

type Caller = 'visitor' | 'jobseeker' | 'employer' | 'admin';
const CALLERS: Caller[] = ['visitor', 'jobseeker', 'employer', 'admin'];

function isAllowed(access: RouteAccess, caller: Caller): boolean {
  if (access === 'public' || access === 'optional') return true;
  if (caller === 'visitor') return false;
  if (access === 'user') return true;
  return (typeof access === 'string' ? [access] : access).includes(caller);
}

let t: TestApp;
let users: Record<Exclude<Caller, 'visitor'>, TestUser>;
beforeAll(async () => {
  t = await createTestApp();
  users = {
    jobseeker: await createJobseeker(t.app),
    employer: await createEmployer(t.app),
    admin: await createAdmin(t.app),
  };
});
afterAll(async () => {
  await t?.close();
});

describe('access matrix', () => {
  it('has a row for every API route the app registers, with the same rule', () => {
    const key = (r: { method: string; url: string }) => `${r.method} ${r.url}`;
    const registered = new Map(t.app.apiRoutes.map((r) => [key(r), r.access]));
    const listed = new Map(MATRIX.map((r) => [key(r), r.access]));
    expect([...registered.keys()].sort()).toEqual([...listed.keys()].sort());
    for (const [route, access] of registered) expect(listed.get(route), route).toEqual(access);
  });

  const cases = MATRIX.filter((row) => !SESSION_ENDING.has(`${row.method} ${row.url}`)).flatMap(
    (row) => CALLERS.map((caller) => ({ ...row, caller, allowed: isAllowed(row.access, caller) })),
  );

  it.each(cases)(
    '$method $url as $caller: allowed=$allowed',
    async ({ method, url, caller, allowed }) => {
      const headers = caller === 'visitor' ? {} : authHeader(users[caller].token);
      const response = await t.app.inject({ method: method as 'GET', url, headers });
      if (allowed) {
        expect([401, 403], response.body).not.toContain(response.statusCode);
        expect(response.statusCode).toBeLessThan(500);
      } else {
        expect(response.statusCode).toBe(caller === 'visitor' ? 401 : 403);
      }
    },
  );

  const endingCases = [...SESSION_ENDING].flatMap((route) =>
    CALLERS.map((caller) => ({ route, caller })),
  );
  it.each(endingCases)('$route as $caller', async ({ route, caller }) => {
    const [method, url] = route.split(' ') as ['POST' | 'DELETE', string];
    if (caller === 'visitor') {
      expect((await t.app.inject({ method, url })).statusCode).toBe(401);
      return;
    }
    // A throwaway account or session, so the shared ones stay valid for the other rows.
    const token =
      caller === 'admin'
        ? (await createAdmin(t.app)).token
        : (await (caller === 'employer' ? createEmployer : createJobseeker)(t.app)).token;
    const response = await t.app.inject({ method, url, headers: authHeader(token) });
    expect(response.statusCode).toBe(204);
  });
});
