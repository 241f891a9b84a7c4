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
  { method: 'GET', url: '/api/profile', access: 'user' },
];

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

  const cases = MATRIX.filter((row) => row.url !== '/api/auth/logout').flatMap((row) =>
    CALLERS.map((caller) => ({ ...row, caller, allowed: isAllowed(row.access, caller) })),
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

  it.each(CALLERS)('POST /api/auth/logout as %s', async (caller) => {
    if (caller === 'visitor') {
      expect((await t.app.inject({ method: 'POST', url: '/api/auth/logout' })).statusCode).toBe(
        401,
      );
      return;
    }
    // A throwaway session, so the shared one stays valid for the other rows.
    const fresh = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: users[caller].email, password: users[caller].password },
    });
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: authHeader(fresh.json().accessToken),
    });
    expect(response.statusCode).toBe(204);
  });
});
