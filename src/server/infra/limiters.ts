import type { Redis } from 'ioredis';
import {
  type RateLimiterAbstract,
  RateLimiterMemory,
  RateLimiterRedis,
  RateLimiterRes,
} from 'rate-limiter-flexible';

/**
 * Rate limits (failed logins, sign-ups, mails, feedback, complaints, chat messages) on
 * rate-limiter-flexible: in memory in one process, in Redis with REDIS_URL so that every instance
 * shares the counts. Each call reserves its point atomically before the work it guards, so a
 * burst of simultaneous requests gets no more than the limit (docs/decisions/003).
 */

/** The answer to a reservation: go ahead, or wait this long. */
export type Reservation =
  | {
      allowed: true;
      /**
       * Returns the point, for work that turned out not to count (a login that succeeded).
       * Only while the window the point was taken in is surely still open: a point given back
       * after its window ended would start the next window below zero.
       */
      giveBack(): Promise<void>;
    }
  | { allowed: false; retryAfterSeconds: number };

export type Limiter = {
  /** Takes one point for key; refused once the window's points are spent. Store errors throw. */
  take(key: string): Promise<Reservation>;
  /** Forgets key's count, as if nothing had been taken in this window. */
  clear(key: string): Promise<void>;
};

/** Makes the limiter called name: points per key per window of windowSeconds. */
export type Limiters = (name: string, points: number, windowSeconds: number) => Limiter;

/** A point is given back only with at least this much of its window left (Redis round trips). */
const GIVE_BACK_MARGIN_MS = 1000;

/**
 * With a Redis client, limiters keep their counts in Redis under `${prefix}limit:${name}:${key}`;
 * without one, in this process's memory. Each name is made once per app.
 */
export function createLimiters(redis: Redis | undefined, prefix: string): Limiters {
  const made = new Set<string>();
  return (name, points, windowSeconds) => {
    if (made.has(name)) throw new Error(`limiter ${name} made twice`);
    made.add(name);
    const options = { points, duration: windowSeconds };
    const limiter: RateLimiterAbstract = redis
      ? new RateLimiterRedis({
          ...options,
          storeClient: redis,
          keyPrefix: `${prefix}limit:${name}`,
        })
      : new RateLimiterMemory({ ...options, keyPrefix: name });
    return {
      async take(key) {
        const takenAt = Date.now();
        let taken: RateLimiterRes;
        try {
          taken = await limiter.consume(key);
        } catch (rejection) {
          // The library refuses with the window's state, and fails with an Error (Redis down).
          if (rejection instanceof RateLimiterRes) {
            return { allowed: false, retryAfterSeconds: rejection.msBeforeNext / 1000 };
          }
          throw rejection;
        }
        const windowEndsAt = takenAt + taken.msBeforeNext;
        return {
          allowed: true,
          async giveBack() {
            if (Date.now() < windowEndsAt - GIVE_BACK_MARGIN_MS) await limiter.reward(key);
          },
        };
      },
      async clear(key) {
        await limiter.delete(key);
      },
    };
  };
}
