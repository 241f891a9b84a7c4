import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../../shared/messages.ts';
import { createChat, disconnected, next, request, twoInstances } from '../test/chat.ts';
import { createTestApp, openTestDatabase, type TestApp } from '../test/context.ts';
import {
  authHeader,
  createAdmin,
  createJobseeker,
  login,
  STRONG_PASSWORD,
  uniqueName,
} from '../test/factories.ts';

/**
 * Scale-out (docs/decisions/024, docs/operations.md): two instances on one PostgreSQL and one
 * Redis behave as one. A session started on one is valid on the other; logging out or being
 * blocked on one ends it on both, sockets included; rate limits, presence and chat are shared.
 * Runs when DATABASE_URL and REDIS_URL are set, as .ci/run's second pass does.
 */
// Needs PostgreSQL and Redis shared by two instances: runs in .ci/run's second pass, skipped
// on the embedded database (one writer per data directory, no shared adapters).
describe.runIf(process.env.DATABASE_URL && process.env.REDIS_URL)(
  'two instances on one PostgreSQL and one Redis',
  () => {
    // The same limits on both, three failed logins per e-mail here.
    const { pair, on } = twoInstances({
      authLimits: {
        registrationsPerIp: 10_000,
        failedLoginsPerIp: 10_000,
        failedLoginsPerEmail: 3,
      },
    });
    const profile = (t: TestApp, token: string) =>
      t.app.inject({ url: '/api/profile', headers: authHeader(token) });

    it('accepts on B a login made on A, and ends it on both when it logs out on A', async () => {
      const member = await createJobseeker(pair.a.app);
      const token = await login(pair.a.app, member.email, member.password);
      expect((await profile(pair.b, token)).statusCode).toBe(200);
      const socketOnB = await on(pair.urlB, token);
      const gone = disconnected(socketOnB);

      const out = await pair.a.app.inject({
        method: 'POST',
        url: '/api/auth/logout',
        headers: authHeader(token),
      });
      expect(out.statusCode).toBe(204);
      const onB = await profile(pair.b, token);
      expect(onB.statusCode).toBe(401);
      expect(onB.json().message).toBe(MESSAGES.sessionInvalid);
      expect(await gone).toBe('io server disconnect');
      // The member's other session is untouched.
      expect((await profile(pair.b, member.token)).statusCode).toBe(200);
    });

    it('blocks on both: an admin on B blocks, A refuses the sessions and cuts the sockets', async () => {
      const admin = await createAdmin(pair.b.app);
      const member = await createJobseeker(pair.a.app);
      const socketOnA = await on(pair.urlA, member.token);
      const gone = disconnected(socketOnA);
      const blocked = await pair.b.app.inject({
        method: 'POST',
        url: `/api/admin/users/${member.id}/block`,
        headers: authHeader(admin.token),
      });
      expect(blocked.statusCode, blocked.body).toBe(200);
      const onA = await profile(pair.a, member.token);
      expect(onA.statusCode).toBe(403);
      expect(onA.json().message).toBe(MESSAGES.accountBlocked);
      expect(await gone).toBe('io server disconnect');
      const loginOnA = await pair.a.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: member.email, password: member.password },
      });
      expect(loginOnA.statusCode).toBe(403);
    });

    it('shares the failed-login limit: attempts on A and B add up', async () => {
      const member = await createJobseeker(pair.a.app);
      const attempt = (t: TestApp, password: string) =>
        t.app.inject({
          method: 'POST',
          url: '/api/auth/login',
          payload: { email: member.email, password },
        });
      expect((await attempt(pair.a, 'Wrong-Password-1')).statusCode).toBe(401);
      expect((await attempt(pair.b, 'Wrong-Password-2')).statusCode).toBe(401);
      expect((await attempt(pair.a, 'Wrong-Password-3')).statusCode).toBe(401);
      // The fourth, even with the right password and on the other instance, waits.
      const fourth = await attempt(pair.b, STRONG_PASSWORD);
      expect(fourth.statusCode).toBe(429);
    });

    it('shares the per-IP request limit of the API', async () => {
      const redisPrefix = `tb-test:${randomBytes(6).toString('hex')}:`;
      const database = await openTestDatabase();
      const small = { redisPrefix, requestsPerMinute: 4, database };
      const c = await createTestApp(small);
      const d = await createTestApp(small);
      try {
        const statuses: number[] = [];
        for (const t of [c, d, c, d, c, d]) {
          statuses.push((await t.app.inject({ url: '/api/categories' })).statusCode);
        }
        expect(statuses).toEqual([200, 200, 200, 200, 429, 429]);
      } finally {
        await d.app.close();
        await c.close();
      }
    });

    it('shares presence and carries chat across instances', async () => {
      const chat = await createChat(pair.a.app);
      const viewer = await createJobseeker(pair.b.app);
      const online = async () =>
        (
          await pair.b.app.inject({
            url: `/api/users/${chat.employer.id}/online`,
            headers: authHeader(viewer.token),
          })
        ).json();
      await pair.a.app.services.presence.forget(chat.employer.id);
      expect(await online()).toEqual({ isOnline: false });
      const employer = await on(pair.urlA, chat.employer.token);
      await expect.poll(online).toEqual({ isOnline: true });

      const seeker = await on(pair.urlB, chat.jobseeker.token);
      const arrived = next(employer, 'newMessage');
      const sent = await request(seeker, 'sendMessage', {
        jobApplicationId: chat.applicationId,
        content: `Across instances ${uniqueName('m')}`,
      });
      expect(sent.ok).toBe(true);
      expect(await arrived).toMatchObject({ sender_id: chat.jobseeker.id });
    });
  },
);
