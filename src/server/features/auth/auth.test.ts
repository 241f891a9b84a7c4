import { count, eq } from 'drizzle-orm';
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
  uniqueName,
} from '../../test/factories.ts';
import { marketplace } from '../../test/marketplace.ts';

const m = marketplace();
const { api } = m;

const register = (payload: unknown, headers: Record<string, string> = {}) =>
  m.app.inject({ method: 'POST', url: '/api/auth/register', payload: payload as object, headers });

const userCount = async () => (await m.database.db.select({ n: count() }).from(users))[0]?.n ?? 0;

function validRegistration(role = 'jobseeker') {
  const username = uniqueName('reg');
  return { username, email: `${username}@example.com`, password: STRONG_PASSWORD, role };
}

describe('registration', () => {
  it.each(['employer', 'jobseeker'] as const)(
    'creates an account with the %s role and logs the person in',
    async (role) => {
      const body = validRegistration(role);
      const response = await register(body, { 'x-fingerprint': 'fp-123' });
      expect(response.statusCode).toBe(201);
      const { accessToken } = response.json();
      expect(accessToken.split('.')).toHaveLength(3);
      expect(decodeToken(accessToken)?.role).toBe(role);

      const profile = await api.as(accessToken).get('/api/profile');
      expect(profile.statusCode).toBe(200);
      expect(profile.json()).toMatchObject({
        username: body.username,
        email: body.email,
        role,
        is_blocked: false,
      });
      expect(profile.json()).not.toHaveProperty('password_hash');
      expect(profile.json()).not.toHaveProperty('passwordHash');

      const [row] = await m.database.db.select().from(users).where(eq(users.email, body.email));
      expect(row?.registrationFingerprint).toBe('fp-123');
      expect(row?.registrationIp).toBe('127.0.0.1');
      expect(row?.passwordHash).toMatch(/^\$argon2id\$/);
    },
  );

  it('believes X-Forwarded-For only from a trusted proxy (TRUST_PROXY)', async () => {
    const forwarded = { 'x-forwarded-for': '203.0.113.7' };
    const direct = validRegistration();
    expect((await register(direct, forwarded)).statusCode).toBe(201);
    const [untrusted] = await m.database.db
      .select()
      .from(users)
      .where(eq(users.email, direct.email));
    expect(untrusted?.registrationIp).toBe('127.0.0.1');

    const proxied = await createTestApp({ config: { trustProxy: ['127.0.0.1'] } });
    try {
      const body = validRegistration();
      const response = await proxied.app.inject({
        method: 'POST',
        url: '/api/auth/register',
        payload: body,
        headers: forwarded,
      });
      expect(response.statusCode).toBe(201);
      const [row] = await proxied.database.db
        .select()
        .from(users)
        .where(eq(users.email, body.email));
      expect(row?.registrationIp).toBe('203.0.113.7');
    } finally {
      await proxied.close();
    }

    // A hop count (TRUST_PROXY=1): the nearest peer is the proxy, the address it appended is
    // the client's; what the client wrote before it is not believed.
    const oneHop = await createTestApp({ config: { trustProxy: 1 } });
    try {
      const body = validRegistration();
      const response = await oneHop.app.inject({
        method: 'POST',
        url: '/api/auth/register',
        payload: body,
        headers: { 'x-forwarded-for': '198.51.100.9, 203.0.113.7' },
      });
      expect(response.statusCode).toBe(201);
      const [row] = await oneHop.database.db
        .select()
        .from(users)
        .where(eq(users.email, body.email));
      expect(row?.registrationIp).toBe('203.0.113.7');
    } finally {
      await oneHop.close();
    }
  });

  it('accepts URL-encoded and multipart bodies alike', async () => {
    const urlencoded = validRegistration('employer');
    const form = await api
      .as(null, { 'content-type': 'application/x-www-form-urlencoded' })
      .post('/api/auth/register', new URLSearchParams(urlencoded).toString());
    expect(form.statusCode, form.body).toBe(201);

    const multipart = validRegistration('jobseeker');
    const boundary = '----talentbridge-test';
    const parts = Object.entries(multipart)
      .map(
        ([k, v]) => `--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`,
      )
      .join('');
    const mp = await api
      .as(null, { 'content-type': `multipart/form-data; boundary=${boundary}` })
      .post('/api/auth/register', `${parts}--${boundary}--\r\n`);
    expect(mp.statusCode, mp.body).toBe(201);
    expect(decodeToken(mp.json().accessToken)?.role).toBe('jobseeker');
  });

  it('stores the e-mail trimmed and lower-cased', async () => {
    const body = validRegistration();
    const response = await register({ ...body, email: `  ${body.email.toUpperCase()}  ` });
    expect(response.statusCode).toBe(201);
    await login(m.app, body.email, body.password);
  });

  it('answers 409 with a clear message for a taken e-mail or username', async () => {
    const first = validRegistration();
    expect((await register(first)).statusCode).toBe(201);
    const before = await userCount();

    const sameEmail = await register({ ...validRegistration(), email: first.email.toUpperCase() });
    expect(sameEmail.statusCode).toBe(409);
    expect(sameEmail.json()).toEqual({
      statusCode: 409,
      error: 'Conflict',
      message: MESSAGES.emailTaken,
      code: 'CONFLICT',
    });

    const sameUsername = await register({
      ...validRegistration(),
      username: first.username.toUpperCase(),
    });
    expect(sameUsername.statusCode).toBe(409);
    expect(sameUsername.json().message).toBe(MESSAGES.usernameTaken);
    expect(await userCount()).toBe(before);
  });

  it('gives one account when the same e-mail registers twice at once', async () => {
    const body = validRegistration();
    const answers = await Promise.all([
      register(body),
      register({ ...body, username: `${body.username}x` }),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409]);
  });

  const base = () => validRegistration();
  const huge = 'a'.repeat(100_000);
  const badBodies: [string, () => unknown, RegExp][] = [
    ['no body at all', () => undefined, /./],
    ['an empty object', () => ({}), /username|email|password|role/i],
    ['no username', () => ({ ...base(), username: undefined }), /^username: /],
    [
      'no e-mail',
      () => ({ ...base(), email: undefined }),
      /^email: Please enter your e-mail address\.$/,
    ],
    [
      'no password',
      () => ({ ...base(), password: undefined }),
      /^password: Please enter your password\.$/,
    ],
    [
      'no role',
      () => ({ ...base(), role: undefined }),
      /^role: Role must be employer or jobseeker\.$/,
    ],
    [
      'an unknown role',
      () => ({ ...base(), role: 'superuser' }),
      /Role must be employer or jobseeker/,
    ],
    ['the admin role', () => ({ ...base(), role: 'admin' }), /Role must be employer or jobseeker/],
    ['a numeric username', () => ({ ...base(), username: 12345 }), /^username: /],
    ['an array as e-mail', () => ({ ...base(), email: ['a@b.co'] }), /^email: /],
    ['an object as password', () => ({ ...base(), password: { $gt: '' } }), /^password: /],
    ['a malformed e-mail', () => ({ ...base(), email: 'not-an-email' }), /valid e-mail/],
    ['an e-mail without domain', () => ({ ...base(), email: 'anna@' }), /valid e-mail/],
    ['an e-mail with spaces', () => ({ ...base(), email: 'an na@example.com' }), /valid e-mail/],
    ['a huge e-mail', () => ({ ...base(), email: `${huge}@example.com` }), /valid e-mail/],
    ['a huge username', () => ({ ...base(), username: huge }), /Username must be 3 to 30/],
    ['a two-letter username', () => ({ ...base(), username: 'ab' }), /Username must be 3 to 30/],
    ['a huge password', () => ({ ...base(), password: huge }), /at most 128/],
    ['a short password', () => ({ ...base(), password: 'Short-pw-1' }), /at least 12/],
    ['a common password', () => ({ ...base(), password: 'qwerty123456' }), /too common/],
    ['a common word dressed up', () => ({ ...base(), password: 'Password12345!' }), /too common/],
    ['a repeated pattern', () => ({ ...base(), password: 'abcabcabcabc' }), /too common/],
    [
      'the username in the password',
      () => {
        const b = base();
        return { ...b, password: `${b.username}-Secret-99` };
      },
      /must not contain your username/,
    ],
    [
      'SQL in the username',
      () => ({ ...base(), username: "x'; DROP TABLE users;--" }),
      /Username must be/,
    ],
    ['SQL in the e-mail', () => ({ ...base(), email: "a@b.co' OR '1'='1" }), /valid e-mail/],
    [
      'HTML in the username',
      () => ({ ...base(), username: '<script>alert(1)</script>' }),
      /Username must be/,
    ],
    [
      'a null byte in the username',
      () => ({ ...base(), username: 'anna\u0000bee' }),
      /Username must be/,
    ],
  ];

  it.each(badBodies)(
    'refuses %s with a 400 that says why, writing nothing',
    async (_label, body, message) => {
      const before = await userCount();
      const response = await register(body());
      expect(response.statusCode).toBe(400);
      const json = response.json();
      expect(json).toMatchObject({ statusCode: 400, error: 'Bad Request' });
      expect(json.message).toMatch(message);
      expect(JSON.stringify(json)).not.toMatch(/at .*\.ts:\d+|stack|select|insert/i);
      expect(await userCount()).toBe(before);
    },
  );

  it('refuses malformed JSON and unsupported content types with a 4xx', async () => {
    const malformed = await api
      .as(null, { 'content-type': 'application/json' })
      .post('/api/auth/register', '{"username": "anna", ');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().message).toBe('The request body is not valid JSON.');

    const text = await api
      .as(null, { 'content-type': 'text/plain' })
      .post('/api/auth/register', 'hello');
    expect(text.statusCode).toBe(415);
    expect(text.json().message).toMatch(/Send JSON, a URL-encoded form or multipart/);
  });

  it('keeps SQL in a password as an ordinary password', async () => {
    const body = { ...validRegistration(), password: "Robert'); DROP TABLE users;--" };
    expect((await register(body)).statusCode).toBe(201);
    await login(m.app, body.email, body.password);
    expect(await userCount()).toBeGreaterThan(0);
  });

  it('limits sign-ups per IP address', async () => {
    const limited = await createTestApp({ authLimits: { registrationsPerIp: 2 } });
    try {
      const send = () =>
        limited.app.inject({
          method: 'POST',
          url: '/api/auth/register',
          payload: validRegistration(),
        });
      expect((await send()).statusCode).toBe(201);
      expect((await send()).statusCode).toBe(201);
      const third = await send();
      expect(third.statusCode).toBe(429);
      expect(third.json().message).toBe(MESSAGES.tooManyRegistrations);
      expect(Number(third.headers['retry-after'])).toBeGreaterThan(0);
    } finally {
      await limited.close();
    }
  });
});

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
