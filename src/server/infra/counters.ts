import type { Redis } from 'ioredis';

/**
 * Fixed-window counters for rate limits (failed logins, sign-ups). In one process they live in
 * memory; with REDIS_URL they live in Redis so every instance sees the same counts.
 */
export type Counters = {
  /** Adds one to the key's count and tells the count and the seconds left in its window. */
  increment(key: string, windowSeconds: number): Promise<{ count: number; resetInSeconds: number }>;
  /** The current count (0 when the window has passed). */
  get(key: string): Promise<{ count: number; resetInSeconds: number }>;
  reset(key: string): Promise<void>;
};

export function createMemoryCounters(now: () => number = Date.now): Counters {
  const windows = new Map<string, { count: number; resetAt: number }>();
  let lastSweep = now();
  const live = (key: string) => {
    const t = now();
    if (t - lastSweep > 60_000) {
      for (const [k, w] of windows) if (w.resetAt <= t) windows.delete(k);
      lastSweep = t;
    }
    const w = windows.get(key);
    if (w && w.resetAt <= t) {
      windows.delete(key);
      return undefined;
    }
    return w;
  };
  const secondsLeft = (resetAt: number) => Math.max(0, (resetAt - now()) / 1000);
  return {
    async increment(key, windowSeconds) {
      let w = live(key);
      if (!w) {
        w = { count: 0, resetAt: now() + windowSeconds * 1000 };
        windows.set(key, w);
      }
      w.count += 1;
      return { count: w.count, resetInSeconds: secondsLeft(w.resetAt) };
    },
    async get(key) {
      const w = live(key);
      return w
        ? { count: w.count, resetInSeconds: secondsLeft(w.resetAt) }
        : { count: 0, resetInSeconds: 0 };
    },
    async reset(key) {
      windows.delete(key);
    },
  };
}

export function createRedisCounters(redis: Redis, prefix: string): Counters {
  const k = (key: string) => `${prefix}counter:${key}`;
  return {
    async increment(key, windowSeconds) {
      const result = await redis
        .multi()
        .set(k(key), 0, 'EX', windowSeconds, 'NX')
        .incr(k(key))
        .pttl(k(key))
        .exec();
      const count = Number(result?.[1]?.[1] ?? 1);
      const pttl = Number(result?.[2]?.[1] ?? windowSeconds * 1000);
      return { count, resetInSeconds: Math.max(0, pttl / 1000) };
    },
    async get(key) {
      const [[, count], [, pttl]] = (await redis.multi().get(k(key)).pttl(k(key)).exec()) as [
        [unknown, string | null],
        [unknown, number],
      ];
      return { count: Number(count ?? 0), resetInSeconds: Math.max(0, Number(pttl) / 1000) };
    },
    async reset(key) {
      await redis.del(k(key));
    },
  };
}
