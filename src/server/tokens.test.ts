import { eq } from 'drizzle-orm';
import { SignJWT } from 'jose';
import { io as connect } from 'socket.io-client';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../shared/messages.ts';
import { users } from './db/schema.ts';
import { DEFAULT_AUTH_LIMITS } from './features/auth/service.ts';
import { disconnected, openSocket } from './test/chat.ts';
import { createTestApp, TEST_JWT_SECRET } from './test/context.ts';
import {
  createEmployer,
  createJobseeker,
  registerUser,
  STRONG_PASSWORD,
  type TestUser,
} from './test/factories.ts';
import { marketplace } from './test/marketplace.ts';

/**
 * Sessions (docs/security.md): every kind of bad token is refused the same way over HTTP and
 * over socket.io, and the account answers tell nothing about which e-mails exist beyond what
 * unique sign-up forces (decisions/023).
 */

const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
const secret = new TextEncoder().encode(TEST_JWT_SECRET);
const now = () => Math.floor(Date.now() / 1000);

function sign(
  user: TestUser,
  options: { key?: Uint8Array; alg?: string; exp?: number; iss?: string; sub?: string } = {},
) {
  const jwt = new SignJWT({ role: user.role })
    .setProtectedHeader({ alg: options.alg ?? 'HS256', typ: 'JWT' })
    .setJti(`forged-${Math.random()}`)
    .setIssuer(options.iss ?? 'talentbridge')
    .setIssuedAt(now() - 60)
    .setExpirationTime(options.exp ?? now() + 600);
  if (options.sub !== '') jwt.setSubject(options.sub ?? String(user.id));
  return jwt.sign(options.key ?? secret);
}

const m = marketplace({ listen: true });
const { api } = m;

type BadToken = { label: string; make: () => Promise<string>; status: 401 | 403 };

const BAD_TOKENS: BadToken[] = [
  {
    label: 'a tampered payload (role raised to admin)',
    status: 401,
    make: async () => {
      const user = await createJobseeker(m.app);
      const [header, payload, signature] = user.token.split('.');
      const claims = JSON.parse(Buffer.from(payload ?? '', 'base64url').toString());
      return `${header}.${b64({ ...claims, role: 'admin' })}.${signature}`;
    },
  },
  {
    label: 'a tampered signature',
    status: 401,
    make: async () => {
      const user = await createJobseeker(m.app);
      const last = user.token.at(-2) === 'A' ? 'B' : 'A';
      return `${user.token.slice(0, -2)}${last}${user.token.at(-1)}`;
    },
  },
  {
    label: 'an expired token',
    status: 401,
    make: async () => sign(await createJobseeker(m.app), { exp: now() - 5 }),
  },
  {
    label: 'a token revoked by logout',
    status: 401,
    make: async () => {
      const user = await createEmployer(m.app);
      const out = await api.as(user).post('/api/auth/logout');
      expect(out.statusCode).toBe(204);
      return user.token;
    },
  },
  {
    label: '"alg: none" without a signature',
    status: 401,
    make: async () => {
      const user = await createJobseeker(m.app);
      const claims = { sub: String(user.id), role: 'admin', jti: 'none', iss: 'talentbridge' };
      return `${b64({ alg: 'none', typ: 'JWT' })}.${b64({ ...claims, iat: now(), exp: now() + 600 })}.`;
    },
  },
  {
    label: 'another HMAC algorithm with the right secret (HS512)',
    status: 401,
    make: async () => sign(await createJobseeker(m.app), { alg: 'HS512' }),
  },
  {
    label: 'a token signed with another secret',
    status: 401,
    make: async () =>
      sign(await createJobseeker(m.app), {
        key: new TextEncoder().encode('someone-elses-secret-someone-elses-secret-0123'),
      }),
  },
  {
    label: 'another issuer',
    status: 401,
    make: async () => sign(await createJobseeker(m.app), { iss: 'evil' }),
  },
  {
    label: 'no subject',
    status: 401,
    make: async () => sign(await createJobseeker(m.app), { sub: '' }),
  },
  {
    label: 'a subject that is not a user id',
    status: 401,
    make: async () => sign(await createJobseeker(m.app), { sub: "1' OR '1'='1" }),
  },
  {
    label: 'the token of a deleted account',
    status: 401,
    make: async () => {
      const user = await createJobseeker(m.app);
      await m.database.db.delete(users).where(eq(users.id, user.id));
      return user.token;
    },
  },
  {
    label: 'the token of a blocked account',
    status: 403,
    make: async () => {
      const user = await createJobseeker(m.app);
      await m.database.db.update(users).set({ isBlocked: true }).where(eq(users.id, user.id));
      return user.token;
    },
  },
  { label: 'random bytes', status: 401, make: async () => 'x'.repeat(2000) },
];

function handshake(token: string) {
  return new Promise<{ connected: boolean; data?: unknown }>((resolve) => {
    const socket = connect(m.url, {
      path: '/socket.io/',
      auth: { token: `Bearer ${token}` },
      transports: ['websocket'],
      reconnection: false,
    });
    socket.once('connect', () => {
      socket.disconnect();
      resolve({ connected: true });
    });
    socket.once('connect_error', (error: Error & { data?: unknown }) => {
      socket.disconnect();
      resolve({ connected: false, data: error.data });
    });
  });
}

describe('bad tokens', () => {
  it.each(BAD_TOKENS)('$label: $status over HTTP and at the socket handshake', async (row) => {
    const token = await row.make();
    for (const route of ['/api/profile', '/api/chats', '/api/job-applications/my-applications']) {
      const response = await api.as(token).get(route);
      expect(response.statusCode, `${route}: ${response.body}`).toBe(row.status);
      expect(response.json().message).toEqual(expect.any(String));
    }
    // An optional-access route ignores a bad token and answers as to a visitor.
    const jobs = await api.as(token).get('/api/job-posts');
    expect(jobs.statusCode).toBe(200);
    expect(await handshake(token)).toMatchObject({
      connected: false,
      data: { statusCode: row.status, message: expect.any(String) },
    });
  });

  it('a socket open when its token is revoked is closed, and cannot come back', async () => {
    const user = await createEmployer(m.app);
    const socket = await openSocket(m.url, user.token);
    const closed = disconnected(socket);
    await api.as(user).post('/api/auth/logout');
    await closed;
    expect((await handshake(user.token)).connected).toBe(false);
  });

  it('a socket lives no longer than its token', async () => {
    const user = await createJobseeker(m.app);
    const shortLived = await sign(user, { exp: now() + 2 });
    const socket = await openSocket(m.url, shortLived);
    expect(await disconnected(socket, 6000)).toBe('io server disconnect');
  });
});

describe('account answers do not reveal which e-mails exist', () => {
  it('login: the same 401 and message for an unknown e-mail and a wrong password', async () => {
    const user = await createJobseeker(m.app);
    const unknown = await api.visitor.post('/api/auth/login', {
      email: 'nobody-here@example.com',
      password: STRONG_PASSWORD,
    });
    const wrong = await api.visitor.post('/api/auth/login', {
      email: user.email,
      password: `${STRONG_PASSWORD}-wrong`,
    });
    expect([unknown.statusCode, wrong.statusCode]).toEqual([401, 401]);
    expect(unknown.json()).toEqual(wrong.json());
  });

  it('reset: the same answer for a member, a stranger and a blocked member', async () => {
    const member = await createJobseeker(m.app);
    const blocked = await createJobseeker(m.app);
    await m.database.db.update(users).set({ isBlocked: true }).where(eq(users.id, blocked.id));
    for (const path of ['/api/auth/reset-password-request', '/api/auth/forgot-password']) {
      const answers = await Promise.all(
        [member.email, 'stranger@example.com', blocked.email].map((email) =>
          api.visitor.post(path, { email }),
        ),
      );
      for (const answer of answers) {
        expect(answer.statusCode).toBe(200);
        expect(answer.json()).toEqual({ message: MESSAGES.resetRequestSent });
      }
    }
  });

  it('registration: a weak password is refused before a taken e-mail is looked at', async () => {
    const member = await createJobseeker(m.app);
    const response = await api.visitor.post('/api/auth/register', {
      username: 'someone_new',
      email: member.email,
      password: 'password1234',
      role: 'employer',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).not.toMatch(/taken|already|exists/i);
  });

  it('registration: probing for taken e-mails spends the per-IP sign-up allowance', async () => {
    // Production limits (20 sign-ups per IP per hour), not the test suite's loose ones.
    const strict = await createTestApp({ authLimits: { registrationsPerIp: 3 } });
    try {
      const member = await registerUser(strict.app, 'jobseeker');
      const probe = () =>
        strict.app.inject({
          method: 'POST',
          url: '/api/auth/register',
          payload: {
            username: `probe_${Math.random().toString(36).slice(2, 8)}`,
            email: member.email,
            password: STRONG_PASSWORD,
            role: 'jobseeker',
          },
        });
      expect((await probe()).statusCode).toBe(409);
      expect((await probe()).statusCode).toBe(409);
      const limited = await probe();
      expect(limited.statusCode).toBe(429);
      expect(limited.json().message).toBe(MESSAGES.tooManyRegistrations);
    } finally {
      await strict.close();
    }
    expect(DEFAULT_AUTH_LIMITS.registrationsPerIp).toBeLessThanOrEqual(20);
  });
});
