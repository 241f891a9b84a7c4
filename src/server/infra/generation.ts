import type { Redis } from 'ioredis';

/**
 * A counter that every write of some data bumps, so that caches of that data can key their
 * entries by it: an entry made under an older generation is never served again. In one process
 * it lives in memory; with REDIS_URL it lives in Redis so that a write through any instance
 * reaches every instance's cache before the write's reply is sent.
 */
export type Generation = {
  /** The current generation. Rejects when it cannot be known (Redis unreachable). */
  current(): Promise<string>;
  /** Moves to a new generation. Rejects when the shared counter could not be moved. */
  bump(): Promise<void>;
};

export function createMemoryGeneration(): Generation {
  let n = 0;
  return {
    async current() {
      return String(n);
    },
    async bump() {
      n += 1;
    },
  };
}

export function createRedisGeneration(redis: Redis, key: string): Generation {
  return {
    async current() {
      return (await redis.get(key)) ?? '0';
    },
    async bump() {
      await redis.incr(key);
    },
  };
}
