import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../../../shared/messages.ts';
import { decodeToken } from '../../../shared/token.ts';
import { users } from '../../db/schema.ts';
import { createTestApp } from '../../test/context.ts';
import { login, STRONG_PASSWORD, uniqueName } from '../../test/factories.ts';
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
