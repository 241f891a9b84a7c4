import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '../../../shared/messages.ts';
import { createTestApp, type TestApp } from '../../test/context.ts';
import { createJobseeker, login } from '../../test/factories.ts';
import { DEFAULT_AUTH_LIMITS } from './service.ts';

/**
 * The login lockout holds under concurrency (docs/decisions/003-passwords-and-rate-limits.md):
 * every attempt reserves its place in the per-e-mail and per-IP limits before the password is
 * checked, so a burst of simultaneous guesses gets no more checks than the limit allows.
 * verifyPassword is wrapped so that the tests count the checks themselves, not only the answers.
 */
const verifyCalls = vi.hoisted(() => ({ count: 0 }));
vi.mock('./passwords.ts', async (importOriginal) => {
  const real = await importOriginal<typeof import('./passwords.ts')>();
  return {
    ...real,
    verifyPassword: async (hash: string, password: string) => {
      verifyCalls.count += 1;
      return real.verifyPassword(hash, password);
    },
  };
});

let t: TestApp;
beforeAll(async () => {
  // The per-e-mail limit stays at its default (5 per 15 minutes); createTestApp only loosens the
  // per-IP and sign-up limits, since every test request comes from 127.0.0.1.
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});
beforeEach(() => {
  verifyCalls.count = 0;
});

const attempt = (app: TestApp, email: string, password: string) =>
  app.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } });

/** 150 wrong guesses and then the right password, all sent at once. */
const burst = (app: TestApp, email: string, password: string) =>
  Promise.all([
    ...Array.from({ length: 150 }, (_, i) => attempt(app, email, `Wrong-Guess-${i}-xxxx`)),
    attempt(app, email, password),
  ]);

const statuses = (responses: { statusCode: number }[]) => {
  const counted: Record<number, number> = {};
  for (const r of responses) counted[r.statusCode] = (counted[r.statusCode] ?? 0) + 1;
  return counted;
};

describe('login lockout under a burst', () => {
  it('checks at most 5 of 150 simultaneous guesses and refuses the right password sent last', async () => {
    expect(DEFAULT_AUTH_LIMITS.failedLoginsPerEmail).toBe(5);
    const user = await createJobseeker(t.app);
    verifyCalls.count = 0;

    const responses = await burst(t, user.email, user.password);

    const counted = statuses(responses);
    // Only 401 (a guess checked and wrong) and 429 (refused unchecked): no token, no error.
    expect(Object.keys(counted).sort()).toEqual(['401', '429']);
    expect(counted[401]).toBeLessThanOrEqual(DEFAULT_AUTH_LIMITS.failedLoginsPerEmail);
    expect((counted[401] ?? 0) + (counted[429] ?? 0)).toBe(151);
    expect(verifyCalls.count).toBeLessThanOrEqual(DEFAULT_AUTH_LIMITS.failedLoginsPerEmail);
    const last = responses.at(-1);
    expect(last?.statusCode).toBe(429);
    expect(last?.json().message).toBe(MESSAGES.tooManyLoginAttempts);
    for (const refused of responses.filter((r) => r.statusCode === 429)) {
      expect(refused.json().message).toBe(MESSAGES.tooManyLoginAttempts);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    }

    // The lockout lasts its window, and while it lasts not even the right password is checked.
    verifyCalls.count = 0;
    const after = await attempt(t, user.email, user.password);
    expect(after.statusCode).toBe(429);
    expect(after.json().message).toBe(MESSAGES.tooManyLoginAttempts);
    expect(Number(after.headers['retry-after'])).toBeGreaterThan(60);
    expect(verifyCalls.count).toBe(0);
  });

  it('lets the right password in once the window has passed', async () => {
    const short = await createTestApp({ authLimits: { failedLoginWindowSeconds: 5 } });
    try {
      const user = await createJobseeker(short.app);
      const responses = await burst(short, user.email, user.password);
      const counted = statuses(responses);
      expect(counted[200]).toBeUndefined();
      expect(counted[401]).toBeLessThanOrEqual(DEFAULT_AUTH_LIMITS.failedLoginsPerEmail);
      const retryAfter = Number(responses.at(-1)?.headers['retry-after']);
      expect(retryAfter).toBeGreaterThan(0);
      expect(retryAfter).toBeLessThanOrEqual(5);

      await new Promise((resolve) => setTimeout(resolve, retryAfter * 1000 + 200));
      await login(short.app, user.email, user.password);
    } finally {
      await short.close();
    }
  });

  it('reserves the per-IP limit before checking too: a burst across e-mails gets 3 checks', async () => {
    const limited = await createTestApp({ authLimits: { failedLoginsPerIp: 3 } });
    try {
      verifyCalls.count = 0;
      const responses = await Promise.all(
        Array.from({ length: 40 }, (_, i) =>
          attempt(limited, `sprayed-${i}@example.com`, 'Wrong-Guess-xxxx'),
        ),
      );
      const counted = statuses(responses);
      expect(counted[401]).toBeLessThanOrEqual(3);
      expect((counted[401] ?? 0) + (counted[429] ?? 0)).toBe(40);
      expect(verifyCalls.count).toBeLessThanOrEqual(3);
    } finally {
      await limited.close();
    }
  });
});

describe('login limits count failures only', () => {
  it('clears the e-mail count on a success before the limit', async () => {
    const user = await createJobseeker(t.app);
    for (let i = 0; i < 4; i++) {
      expect((await attempt(t, user.email, `Wrong-Guess-${i}-xxxx`)).statusCode).toBe(401);
    }
    await login(t.app, user.email, user.password);
    for (let i = 0; i < 5; i++) {
      expect((await attempt(t, user.email, `Wrong-Again-${i}-xxxx`)).statusCode).toBe(401);
    }
    verifyCalls.count = 0;
    const locked = await attempt(t, user.email, user.password);
    expect(locked.statusCode).toBe(429);
    expect(verifyCalls.count).toBe(0);
  });

  it('gives a successful login its per-IP point back', async () => {
    const limited = await createTestApp({ authLimits: { failedLoginsPerIp: 3 } });
    try {
      const user = await createJobseeker(limited.app);
      for (let i = 0; i < 5; i++) await login(limited.app, user.email, user.password);
      for (let i = 0; i < 3; i++) {
        expect(
          (await attempt(limited, `nobody-${i}@example.com`, 'Wrong-Guess-xx')).statusCode,
        ).toBe(401);
      }
      const refused = await attempt(limited, user.email, user.password);
      expect(refused.statusCode).toBe(429);
      expect(refused.json().message).toBe(MESSAGES.tooManyLoginAttempts);
    } finally {
      await limited.close();
    }
  });
});
