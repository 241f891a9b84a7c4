import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import { PRESENCE_WINDOW_SECONDS } from '../../shared/chat.ts';
import { createMemoryPresence, createRedisPresence, type Presence } from './presence.ts';

const WINDOW_MS = PRESENCE_WINDOW_SECONDS * 1000;
const silent = { error() {} };

/**
 * `onlineUserIds` follows the rule of `isOnline` (decisions.md: an open socket, or an
 * authenticated request in the last 5 minutes), in memory and in Redis alike.
 */
function presenceContract(name: string, make: (now: () => number) => Presence) {
  describe(name, () => {
    let clock = Date.parse('2026-03-01T12:00:00Z');
    const presence = make(() => clock);
    afterAll(() => presence.close());
    const online = async () => (await presence.onlineUserIds()).sort((a, b) => a - b);
    /** Waits for the fire-and-forget write of `touch` (Redis) to land. */
    const settle = () => new Promise((resolve) => setTimeout(resolve, 50));

    it('lists users with a recent request, until the window passes', async () => {
      presence.touch(1);
      presence.touch(2);
      await settle();
      expect(await online()).toEqual([1, 2]);
      expect(await presence.isOnline(1)).toBe(true);
      // (Redis expires the request marker `isOnline` reads by its own clock, so only the list
      // follows this test's clock.)
      clock += WINDOW_MS + 1000;
      expect(await online()).toEqual([]);
    });

    it('lists users with an open socket however long ago they connected, and for the window after they leave', async () => {
      await presence.socketConnected(3, 'a');
      await presence.socketConnected(3, 'b');
      expect(await online()).toEqual([3]);
      await presence.socketDisconnected(3, 'a');
      expect(await online()).toEqual([3]);
      await presence.socketDisconnected(3, 'b');
      clock += WINDOW_MS - 1000;
      expect(await online()).toEqual([3]);
      clock += 2000;
      expect(await online()).toEqual([]);
    });

    it('forgets a user at once', async () => {
      await presence.socketConnected(4, 'c');
      presence.touch(5);
      await settle();
      expect(await online()).toEqual([4, 5]);
      await presence.forget(4);
      await presence.forget(5);
      expect(await online()).toEqual([]);
    });
  });
}

presenceContract('memory presence', (now) => createMemoryPresence(now));

const redisUrl = process.env.REDIS_URL;
// Needs a Redis server: runs in .ci/run's PostgreSQL + Redis pass (REDIS_URL), skipped without it.
describe.runIf(redisUrl)('with Redis', () => {
  const redis = new Redis(redisUrl as string);
  const prefix = `tb-test:${randomBytes(6).toString('hex')}:`;
  afterAll(async () => {
    const keys = await redis.keys(`${prefix}*`);
    if (keys.length > 0) await redis.del(...keys);
    await redis.quit();
  });
  presenceContract('Redis presence', (now) => createRedisPresence(redis, prefix, silent, now));
});
