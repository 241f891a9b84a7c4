import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client } from '../../test/client.ts';
import { createTestApp, TEST_JWT_SECRET, type TestApp } from '../../test/context.ts';
import { createAdmin, createJobseeker, login, type TestUser } from '../../test/factories.ts';
import { lastMailTo, tokenFromMail } from '../../test/mail.ts';
import { createTokenSigner } from './tokens.ts';

/**
 * Ending every session is exact (docs/decisions/002, docs/security.md): a token obtained before
 * a password reset, an admin's reset or a block answered is refused after it, even one issued
 * in the same second, which a whole-second cut-off let live (up to 30 days with "remember me").
 */
let t: TestApp;
const api = client(() => t.app);
let admin: TestUser;

beforeAll(async () => {
  // Logins with the old password still in flight when a reset lands fail, and would otherwise
  // lock the address (docs/decisions/003): the lockout is not what this file tests.
  t = await createTestApp({
    authLimits: { failedLoginsPerEmail: 10_000, failedLoginsPerIp: 10_000 },
  });
  admin = await createAdmin(t.app);
});
afterAll(async () => {
  await t?.close();
});

type Obtained = { token: string; at: number };

/**
 * Logs in every 40 ms from over 1.2 s before `action` until 0.3 s after it answered; the action
 * starts 0.7 s into a second, so that some tokens come from the action's own second. Returns the tokens with when each login answered,
 * and when the action answered.
 */
async function loginsAround(user: TestUser, action: () => Promise<void>) {
  const obtained: Obtained[] = [];
  const logins: Promise<void>[] = [];
  let running = true;
  const loop = (async () => {
    while (running) {
      logins.push(
        api.visitor
          .post('/api/auth/login', { email: user.email, password: user.password, rememberMe: true })
          .then((response) => {
            if (response.statusCode === 200) {
              obtained.push({ token: response.json().accessToken, at: performance.now() });
            }
          }),
      );
      await sleep(40);
    }
  })();
  await sleep(1200);
  // Late in a second, so that tokens of the action's own second exist whatever the machine.
  await sleep((1700 - (Date.now() % 1000)) % 1000);
  await action();
  const answeredAt = performance.now();
  await sleep(300);
  running = false;
  await loop;
  await Promise.all(logins);
  return { before: obtained.filter((o) => o.at < answeredAt), answeredAt };
}

async function profileStatus(token: string) {
  const response = await api.as(token).get('/api/profile');
  return response.statusCode;
}

describe('ending every session', () => {
  it('a password reset refuses every token obtained before it answered; the new password works', async () => {
    const seeker = await createJobseeker(t.app);
    const newPassword = 'Brand-New-Harbour-Light-31';
    const { before } = await loginsAround(seeker, async () => {
      await api.visitor.post('/api/auth/reset-password-request', { email: seeker.email });
      const mail = await lastMailTo(t.app, t.dataDir, seeker.email, /Reset your/);
      const response = await api.visitor.post('/api/auth/reset-password', {
        token: tokenFromMail(mail, '/reset-password/confirm'),
        newPassword,
      });
      expect(response.statusCode, response.body).toBe(200);
    });
    expect(before.length).toBeGreaterThan(4);
    const statuses = await Promise.all([seeker, ...before].map((o) => profileStatus(o.token)));
    expect(statuses.filter((s) => s !== 401)).toEqual([]);
    const fresh = await login(t.app, seeker.email, newPassword);
    expect(await profileStatus(fresh)).toBe(200);
  });

  it("an admin's password reset does the same", async () => {
    const seeker = await createJobseeker(t.app);
    const newPassword = 'Admin-Set-Copper-Kettle-58';
    const { before } = await loginsAround(seeker, async () => {
      const response = await api
        .as(admin)
        .post(`/api/admin/users/${seeker.id}/reset-password`, { newPassword });
      expect(response.statusCode, response.body).toBe(200);
    });
    expect(before.length).toBeGreaterThan(4);
    const statuses = await Promise.all(before.map((o) => profileStatus(o.token)));
    expect(statuses.filter((s) => s !== 401)).toEqual([]);
    expect(await profileStatus(await login(t.app, seeker.email, newPassword))).toBe(200);
  });

  it('a block ends every session; after unblocking, old tokens stay dead and a login works', async () => {
    const seeker = await createJobseeker(t.app);
    const { before } = await loginsAround(seeker, async () => {
      const response = await api.as(admin).post(`/api/admin/users/${seeker.id}/block`);
      expect(response.statusCode, response.body).toBe(200);
    });
    expect(before.length).toBeGreaterThan(4);
    const unblock = await api.as(admin).post(`/api/admin/users/${seeker.id}/unblock`);
    expect(unblock.statusCode).toBe(200);
    const statuses = await Promise.all(before.map((o) => profileStatus(o.token)));
    expect(statuses.filter((s) => s !== 401)).toEqual([]);
    expect(await profileStatus(await login(t.app, seeker.email, seeker.password))).toBe(200);
  });

  it('a token that claims another session version is refused', async () => {
    const seeker = await createJobseeker(t.app);
    const { token } = await createTokenSigner(TEST_JWT_SECRET).sign({
      userId: seeker.id,
      role: 'jobseeker',
      sessionVersion: 7,
      ttlSeconds: 60,
    });
    expect(await profileStatus(token)).toBe(401);
    expect(await profileStatus(seeker.token)).toBe(200);
  });
});
