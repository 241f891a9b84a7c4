import { randomBytes } from 'node:crypto';
import type { Redis } from 'ioredis';
import { PRESENCE_WINDOW_SECONDS } from '../../shared/chat.ts';

/**
 * Who is online (decisions.md): at least one open socket, or an authenticated request in the
 * last 5 minutes. In one process the state lives in memory; with REDIS_URL it lives in Redis so
 * that every instance answers the same (docs/decisions/016).
 */
export type Presence = {
  /** An authenticated HTTP request by the user (cheap: writes at most once a minute per user). */
  touch(userId: number): void;
  socketConnected(userId: number, socketId: string): Promise<void>;
  socketDisconnected(userId: number, socketId: string): Promise<void>;
  isOnline(userId: number): Promise<boolean>;
  /** Everyone online now, by the same rule as `isOnline` (the admin's online counts). */
  onlineUserIds(): Promise<number[]>;
  /** Forgets a user at once (account deleted, blocked). */
  forget(userId: number): Promise<void>;
  close(): Promise<void>;
};

/** How often an instance writes a user's last-seen time (per user). */
const TOUCH_INTERVAL_MS = 60_000;

/** Remembers, per user, when this process last wrote a touch; drops old entries as it goes. */
function touchThrottle(now: () => number) {
  const last = new Map<number, number>();
  let lastSweep = now();
  const shouldTouch = (userId: number): boolean => {
    const t = now();
    if (t - lastSweep > TOUCH_INTERVAL_MS) {
      for (const [id, at] of last) if (t - at >= TOUCH_INTERVAL_MS) last.delete(id);
      lastSweep = t;
    }
    const at = last.get(userId);
    if (at !== undefined && t - at < TOUCH_INTERVAL_MS) return false;
    last.set(userId, t);
    return true;
  };
  return { shouldTouch, reset: (userId: number) => last.delete(userId) };
}

export function createMemoryPresence(now: () => number = Date.now): Presence {
  const sockets = new Map<number, Set<string>>();
  const seen = new Map<number, number>();
  return {
    touch(userId) {
      seen.set(userId, now());
    },
    async socketConnected(userId, socketId) {
      let set = sockets.get(userId);
      if (!set) {
        set = new Set();
        sockets.set(userId, set);
      }
      set.add(socketId);
    },
    async socketDisconnected(userId, socketId) {
      const set = sockets.get(userId);
      set?.delete(socketId);
      if (set?.size === 0) sockets.delete(userId);
      // Leaving the site counts as being seen now: online for the rest of the window.
      seen.set(userId, now());
    },
    async isOnline(userId) {
      if ((sockets.get(userId)?.size ?? 0) > 0) return true;
      const at = seen.get(userId);
      if (at === undefined) return false;
      if (now() - at < PRESENCE_WINDOW_SECONDS * 1000) return true;
      seen.delete(userId);
      return false;
    },
    async onlineUserIds() {
      const cutoff = now() - PRESENCE_WINDOW_SECONDS * 1000;
      const online = new Set<number>();
      for (const [userId, set] of sockets) if (set.size > 0) online.add(userId);
      for (const [userId, at] of seen) {
        if (at > cutoff) online.add(userId);
        else seen.delete(userId);
      }
      return [...online];
    },
    async forget(userId) {
      sockets.delete(userId);
      seen.delete(userId);
    },
    async close() {},
  };
}

/** How long a socket counts without its instance refreshing it, and how often it is refreshed. */
const SOCKET_TTL_MS = 90_000;
const REFRESH_INTERVAL_MS = 30_000;

/**
 * Presence in Redis: `presence:sockets:<user>` is a sorted set of `<instance>:<socket>` members
 * scored with the time they stop counting; each instance refreshes its own sockets every 30
 * seconds, so a crashed instance's sockets fade out within 90 seconds. `presence:seen:<user>`
 * holds the last request with a 5-minute TTL. `presence:online` is one sorted set of user ids
 * scored with the latest time each stops counting (ZADD GT keeps the latest of the socket and
 * request rules), so listing who is online reads one key instead of scanning the keyspace.
 */
export function createRedisPresence(
  redis: Redis,
  prefix: string,
  log: { error(obj: object, msg: string): void },
  now: () => number = Date.now,
): Presence {
  const instance = randomBytes(6).toString('hex');
  const socketsKey = (userId: number) => `${prefix}presence:sockets:${userId}`;
  const seenKey = (userId: number) => `${prefix}presence:seen:${userId}`;
  const onlineKey = `${prefix}presence:online`;
  const seenUntil = () => now() + PRESENCE_WINDOW_SECONDS * 1000;
  const local = new Map<string, number>(); // member -> user id
  const throttle = touchThrottle(now);
  const fail = (error: unknown) => log.error({ err: error }, 'presence update failed');

  const timer = setInterval(() => {
    if (local.size === 0) return;
    const expires = now() + SOCKET_TTL_MS;
    const pipeline = redis.pipeline();
    for (const [member, userId] of local) {
      pipeline.zadd(socketsKey(userId), expires, member);
      pipeline.pexpire(socketsKey(userId), SOCKET_TTL_MS);
      pipeline.zadd(onlineKey, 'GT', expires, String(userId));
    }
    pipeline.exec().catch(fail);
  }, REFRESH_INTERVAL_MS);
  timer.unref();

  return {
    touch(userId) {
      if (!throttle.shouldTouch(userId)) return;
      redis
        .multi()
        .set(seenKey(userId), '1', 'EX', PRESENCE_WINDOW_SECONDS)
        .zadd(onlineKey, 'GT', seenUntil(), String(userId))
        .exec()
        .catch(fail);
    },
    async socketConnected(userId, socketId) {
      const member = `${instance}:${socketId}`;
      local.set(member, userId);
      await redis
        .multi()
        .zadd(socketsKey(userId), now() + SOCKET_TTL_MS, member)
        .pexpire(socketsKey(userId), SOCKET_TTL_MS)
        .zadd(onlineKey, 'GT', now() + SOCKET_TTL_MS, String(userId))
        .exec();
    },
    async socketDisconnected(userId, socketId) {
      const member = `${instance}:${socketId}`;
      local.delete(member);
      await redis
        .multi()
        .zrem(socketsKey(userId), member)
        .set(seenKey(userId), '1', 'EX', PRESENCE_WINDOW_SECONDS)
        .zadd(onlineKey, 'GT', seenUntil(), String(userId))
        .exec();
    },
    async isOnline(userId) {
      const result = await redis
        .multi()
        .zremrangebyscore(socketsKey(userId), '-inf', now())
        .zcard(socketsKey(userId))
        .exists(seenKey(userId))
        .exec();
      const sockets = Number(result?.[1]?.[1] ?? 0);
      const seen = Number(result?.[2]?.[1] ?? 0);
      return sockets > 0 || seen > 0;
    },
    async onlineUserIds() {
      const result = await redis
        .multi()
        .zremrangebyscore(onlineKey, '-inf', String(now()))
        .zrange(onlineKey, 0, '-1')
        .exec();
      const ids = (result?.[1]?.[1] ?? []) as string[];
      return ids.map(Number).filter((id) => Number.isInteger(id));
    },
    async forget(userId) {
      for (const [member, id] of local) if (id === userId) local.delete(member);
      throttle.reset(userId);
      await redis
        .multi()
        .del(socketsKey(userId), seenKey(userId))
        .zrem(onlineKey, String(userId))
        .exec();
    },
    async close() {
      clearInterval(timer);
      if (local.size === 0) return;
      const pipeline = redis.pipeline();
      for (const [member, userId] of local) pipeline.zrem(socketsKey(userId), member);
      local.clear();
      await pipeline.exec().catch(() => {});
    },
  };
}
