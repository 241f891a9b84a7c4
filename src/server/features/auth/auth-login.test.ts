import { eq } from 'drizzle-orm';
import { SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../../../shared/messages.ts';
import { decodeToken } from '../../../shared/token.ts';
import { users } from '../../db/schema.ts';
import { createTestApp, TEST_JWT_SECRET } from '../../test/context.ts';
import {
  createAdmin,
  createEmployer,
  createJobseeker,
  login,
  STRONG_PASSWORD,
} from '../../test/factories.ts';
import { marketplace } from '../../test/marketplace.ts';

const m = marketplace();
const { api } = m;

describe('login', () => {
  it('logs in with the right password for 12 hours, or 30 days with Remember Me', async () => {
    const user = await createJobseeker(m.app);
    const short = decodeToken(await login(m.app, user.email, user.password, false));
    const long = decodeToken(await login(m.app, user.email.toUpperCase(), user.password, true));
    const hoursLeft = (exp = 0) => (exp * 1000 - Date.now()) / 3_600_000;
    expect(hoursLeft(short?.exp)).toBeGreaterThan(11.9);
    expect(hoursLeft(short?.exp)).toBeLessThanOrEqual(12);
    expect(hoursLeft(long?.exp)).toBeGreaterThan(30 * 24 - 0.1);
  });

  it('accepts rememberMe as form text', async () => {
    const user = await createEmployer(m.app);
    const response = await api
      .as(null, { 'content-type': 'application/x-www-form-urlencoded' })
      .post(
        '/api/auth/login',
        new URLSearchParams({
          email: user.email,
          password: user.password,
          rememberMe: 'on',
        }).toString(),
      );
    expect(response.statusCode).toBe(200);
    expect(
      (decodeToken(response.json().accessToken)?.exp ?? 0) * 1000 - Date.now(),
    ).toBeGreaterThan(29 * 86_400_000);
  });

  it('answers the same 401 for a wrong password and an unknown e-mail', async () => {
    const user = await createJobseeker(m.app);
    const wrong = await api.visitor.post('/api/auth/login', {
      email: user.email,
      password: 'Not-The-Password-123',
    });
    const unknown = await api.visitor.post('/api/auth/login', {
      email: 'nobody-here@example.com',
      password: 'Not-The-Password-123',
    });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual(unknown.json());
    expect(wrong.json().message).toBe(MESSAGES.invalidCredentials);
  });

  it.each([
    ['no e-mail', { password: 'x' }, /^email: /],
    ['no password', { email: 'a@example.com' }, /^password: /],
    ['an empty password', { email: 'a@example.com', password: '' }, /^password: /],
    ['a malformed e-mail', { email: 'nope', password: 'whatever-pass' }, /valid e-mail/],
    ['a numeric password', { email: 'a@example.com', password: 123456789012 }, /^password: /],
    ['a huge password', { email: 'a@example.com', password: 'x'.repeat(100_000) }, /./],
    [
      'rememberMe of the wrong type',
      { email: 'a@example.com', password: 'x', rememberMe: 'yes please' },
      /rememberMe/,
    ],
  ])('refuses %s with a 400', async (_label, payload, message) => {
    const response = await api.visitor.post('/api/auth/login', payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(message);
  });

  it('slows brute force: after 5 failures for one e-mail even the right password waits', async () => {
    const user = await createJobseeker(m.app);
    for (let i = 0; i < 5; i++) {
      const r = await api.visitor.post('/api/auth/login', {
        email: user.email,
        password: `Wrong-Password-${i}-xx`,
      });
      expect(r.statusCode).toBe(401);
    }
    const blocked = await api.visitor.post('/api/auth/login', {
      email: user.email,
      password: user.password,
    });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().message).toBe(MESSAGES.tooManyLoginAttempts);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    // Another account from the same address is not locked out by it.
    const other = await createJobseeker(m.app);
    await login(m.app, other.email, other.password);
  });

  it('limits failures per IP address across e-mails', async () => {
    const limited = await createTestApp({ authLimits: { failedLoginsPerIp: 3 } });
    try {
      const attempt = (i: number) =>
        limited.app.inject({
          method: 'POST',
          url: '/api/auth/login',
          payload: { email: `someone${i}@example.com`, password: 'Wrong-Password-xx' },
        });
      for (let i = 0; i < 3; i++) expect((await attempt(i)).statusCode).toBe(401);
      expect((await attempt(99)).statusCode).toBe(429);
    } finally {
      await limited.close();
    }
  });

  it('refuses a blocked user with 403 and a clear message', async () => {
    const user = await createEmployer(m.app);
    await m.database.db.update(users).set({ isBlocked: true }).where(eq(users.id, user.id));
    const response = await api.visitor.post('/api/auth/login', {
      email: user.email,
      password: user.password,
    });
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe(MESSAGES.accountBlocked);
  });

  it('records the IP and fingerprint of each login', async () => {
    const user = await createEmployer(m.app);
    await api
      .as(null, { 'x-fingerprint': 'device-42' })
      .post('/api/auth/login', { email: user.email, password: user.password });
    const [row] = await m.database.db.select().from(users).where(eq(users.id, user.id));
    expect(row?.lastLoginFingerprint).toBe('device-42');
    expect(row?.lastLoginIp).toBe('127.0.0.1');
    expect(row?.lastLoginAt).toBeInstanceOf(Date);
  });
});

describe('admins', () => {
  it('are created by the admin command, log in, and carry the admin role', async () => {
    const admin = await createAdmin(m.app);
    expect(decodeToken(admin.token)?.role).toBe('admin');
    const profile = await api.as(admin).get('/api/profile');
    expect(profile.json()).toMatchObject({ role: 'admin', email: admin.email });
  });

  it('running the command again for an admin resets the password and ends old sessions', async () => {
    const admin = await createAdmin(m.app);
    await new Promise((resolve) => setTimeout(resolve, 1100));
    await m.app.services.auth.upsertAdmin({
      email: admin.email,
      password: 'Another-Admin-Secret-77',
    });
    const old = await api.as(admin).get('/api/profile');
    expect(old.statusCode).toBe(401);
    await login(m.app, admin.email, 'Another-Admin-Secret-77');
  });

  it('are created with a verified e-mail address', async () => {
    const admin = await createAdmin(m.app);
    const profile = await api.as(admin).get('/api/profile');
    expect(profile.json().email_verified).toBe(true);
  });

  it("the command refuses a member's e-mail, a weak or short password, a bad e-mail or a taken username", async () => {
    const member = await createEmployer(m.app);
    const upsert = m.app.services.auth.upsertAdmin;
    await expect(upsert({ email: member.email, password: STRONG_PASSWORD })).rejects.toThrow(
      /employer account, not an admin/,
    );
    await expect(upsert({ email: 'boss@example.com', password: 'qwerty123456' })).rejects.toThrow(
      MESSAGES.passwordTooCommon,
    );
    await expect(upsert({ email: 'boss@example.com', password: 'Zq9-kW2-x' })).rejects.toThrow(
      MESSAGES.passwordTooShort,
    );
    await expect(upsert({ email: 'boss@', password: STRONG_PASSWORD })).rejects.toThrow(
      MESSAGES.emailInvalid,
    );
    await expect(
      upsert({ email: 'boss@example.com', password: STRONG_PASSWORD, username: member.username }),
    ).rejects.toThrow(MESSAGES.usernameTaken);
    expect(await m.app.services.auth.hasAccount('boss@example.com')).toBe(false);
  });
});

describe('sessions', () => {
  const profileWith = (token: string) => api.as(token).get('/api/profile');
  const secret = new TextEncoder().encode(TEST_JWT_SECRET);
  const b64 = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

  it('GET /api/profile needs a token', async () => {
    const response = await api.visitor.get('/api/profile');
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({
      statusCode: 401,
      error: 'Unauthorized',
      message: MESSAGES.loginRequired,
      code: 'UNAUTHENTICATED',
    });
  });

  it('logout revokes that token for real, and only that one', async () => {
    const user = await createJobseeker(m.app);
    const other = await login(m.app, user.email, user.password);
    const out = await api.as(user).post('/api/auth/logout');
    expect(out.statusCode).toBe(204);
    expect((await profileWith(user.token)).statusCode).toBe(401);
    expect((await profileWith(other)).statusCode).toBe(200);
    const again = await api.as(user).post('/api/auth/logout');
    expect(again.statusCode).toBe(401);
  });

  it('logout without a token answers 401', async () => {
    const response = await api.visitor.post('/api/auth/logout');
    expect(response.statusCode).toBe(401);
  });

  it.each([
    ['garbage', () => 'not-a-token'],
    ['two parts', () => 'abc.def'],
    ['an empty bearer', () => ''],
  ])('refuses %s', async (_label, token) => {
    expect((await profileWith(token())).statusCode).toBe(401);
  });

  it('refuses a token whose payload was tampered with', async () => {
    const user = await createJobseeker(m.app);
    const [header, , signature] = user.token.split('.');
    const claims = decodeToken(user.token);
    const forged = `${header}.${b64({ ...claims, role: 'admin', iss: 'talentbridge', jti: 'x', iat: 1 })}.${signature}`;
    expect((await profileWith(forged)).statusCode).toBe(401);
  });

  it('refuses "alg: none" tokens', async () => {
    const user = await createJobseeker(m.app);
    const now = Math.floor(Date.now() / 1000);
    const payload = {
      sub: String(user.id),
      role: 'admin',
      jti: 'none-1',
      iss: 'talentbridge',
      iat: now,
      exp: now + 3600,
    };
    const unsigned = `${b64({ alg: 'none', typ: 'JWT' })}.${b64(payload)}.`;
    expect((await profileWith(unsigned)).statusCode).toBe(401);
    expect((await profileWith(`${unsigned}x`)).statusCode).toBe(401);
  });

  it('refuses expired tokens and tokens signed with another secret', async () => {
    const user = await createJobseeker(m.app);
    const sign = (key: Uint8Array, exp: number) =>
      new SignJWT({ role: 'jobseeker' })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(String(user.id))
        .setJti(`j-${exp}`)
        .setIssuer('talentbridge')
        .setIssuedAt(exp - 100)
        .setExpirationTime(exp)
        .sign(key);
    const now = Math.floor(Date.now() / 1000);
    expect((await profileWith(await sign(secret, now + 600))).statusCode).toBe(200);
    expect((await profileWith(await sign(secret, now - 10))).statusCode).toBe(401);
    const foreign = new TextEncoder().encode('another-secret-another-secret-another-secret');
    expect((await profileWith(await sign(foreign, now + 600))).statusCode).toBe(401);
  });

  it('refuses the token of a deleted user', async () => {
    const user = await createEmployer(m.app);
    await m.database.db.delete(users).where(eq(users.id, user.id));
    const response = await profileWith(user.token);
    expect(response.statusCode).toBe(401);
    expect(response.json().message).toBe(MESSAGES.sessionInvalid);
  });

  it('refuses the token of a user blocked after logging in', async () => {
    const user = await createEmployer(m.app);
    await m.database.db.update(users).set({ isBlocked: true }).where(eq(users.id, user.id));
    const response = await profileWith(user.token);
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe(MESSAGES.accountBlocked);
  });

  it('refuses tokens issued before the password was last reset', async () => {
    const user = await createJobseeker(m.app);
    await new Promise((resolve) => setTimeout(resolve, 1100));
    const [row] = await m.database.db.select().from(users).where(eq(users.id, user.id));
    await m.app.services.profiles.setPassword(user.id, row?.passwordHash ?? '', true);
    expect((await profileWith(user.token)).statusCode).toBe(401);
    expect((await profileWith(await login(m.app, user.email, user.password))).statusCode).toBe(200);
  });

  it('the role comes from the account, not from what the token claims', async () => {
    const user = await createJobseeker(m.app);
    await m.database.db.update(users).set({ role: 'employer' }).where(eq(users.id, user.id));
    expect((await profileWith(user.token)).json().role).toBe('employer');
  });
});
