import type { APIRequestContext, Page } from '@playwright/test';
import { E2E_ADMIN, type TestUser, uniqueUser } from './accounts.ts';
import { tokenPayload } from './journeys.ts';

/**
 * Arranging through the API: quicker than the sign-up form where a spec is about something else.
 * Each call goes to the same real server the browser uses.
 */
export type Account = TestUser & { id: number; token: string; role: 'jobseeker' | 'employer' };

export function auth(token: string) {
  return { Authorization: `Bearer ${token}` };
}

/** The reply's JSON body (none for an empty one), or an error naming the step that failed. */
export async function ok<T>(
  label: string,
  response: Awaited<ReturnType<APIRequestContext['get']>>,
) {
  if (!response.ok()) throw new Error(`${label} ${response.status()}: ${await response.text()}`);
  return (await response.json().catch(() => ({}))) as T;
}

/**
 * A new account through the sign-up call. An employer is then put on the Enterprise plan by the
 * admin (docs/decisions/055), so journeys about anything but plans may post as often as they
 * need; `plan: 'free'` keeps the default plan.
 */
export async function registerViaApi(
  request: APIRequestContext,
  role: Account['role'],
  prefix: string,
  options: { plan?: 'free' | 'pro' | 'enterprise' } = {},
): Promise<Account> {
  const user = uniqueUser(prefix);
  const response = await request.post('/api/auth/register', {
    data: { ...user, role },
    headers: { 'x-fingerprint': `e2e-${user.username}` },
  });
  if (!response.ok()) throw new Error(`register ${response.status()}: ${await response.text()}`);
  const { accessToken } = (await response.json()) as { accessToken: string };
  const id = Number(tokenPayload(accessToken).sub);
  const plan = options.plan ?? 'enterprise';
  if (role === 'employer' && plan !== 'free') {
    const admin = await loginViaApi(request, E2E_ADMIN.email, E2E_ADMIN.password);
    await ok(
      'plan',
      await request.post(`/api/admin/users/${id}/plan`, {
        data: { plan, until: null },
        headers: auth(admin),
      }),
    );
  }
  return { ...user, role, token: accessToken, id };
}

export async function loginViaApi(
  request: APIRequestContext,
  email: string,
  password: string,
): Promise<string> {
  const response = await request.post('/api/auth/login', { data: { email, password } });
  if (!response.ok()) throw new Error(`login ${response.status()}: ${await response.text()}`);
  return ((await response.json()) as { accessToken: string }).accessToken;
}

/** Categories exist only when an admin created them (docs/spec.md, "Admin dashboard"). */
export async function createCategories(
  request: APIRequestContext,
  names: readonly string[],
): Promise<{ id: number; name: string }[]> {
  const token = await loginViaApi(request, E2E_ADMIN.email, E2E_ADMIN.password);
  const created: { id: number; name: string }[] = [];
  for (const name of names) {
    const response = await request.post('/api/categories', {
      data: { name },
      headers: { Authorization: `Bearer ${token}` },
    });
    if (!response.ok()) throw new Error(`category ${response.status()}: ${await response.text()}`);
    created.push((await response.json()) as { id: number; name: string });
  }
  return created;
}

/**
 * Opens `path` signed in with `token`, as if the person had logged in on this browser. The token
 * goes into the origin's localStorage from /robots.txt, a plain-text page of the same origin, so
 * the app itself loads once, at `path`, already signed in (docs/decisions/031-ci-time.md).
 */
export async function openSignedIn(page: Page, token: string, path: string) {
  await page.goto('/robots.txt');
  await page.evaluate((value) => localStorage.setItem('token', value), token);
  await page.goto(path);
}
