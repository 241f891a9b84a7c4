import { LRUCache } from 'lru-cache';

/**
 * A small in-process cache of computed values with a time to live and a size cap: lru-cache
 * keeps the entries, so when full the least recently used goes first and popular entries stay
 * while one-off ones pass through. Concurrent requests for the same key share one computation
 * (the pending promise is the entry). The expiry is checked here rather than by lru-cache's
 * `ttl`, whose clock treats a start of 0 as "no expiry" and keeps an entry alive for one
 * millisecond past its bound: this way an entry ends exactly at its time to live
 * (docs/decisions/014).
 */
export type TtlCache<T> = {
  get(key: string, compute: () => Promise<T>): Promise<T>;
  clear(): void;
};

export function createTtlCache<T>(
  ttlMs: number,
  maxEntries: number,
  now: () => number = Date.now,
): TtlCache<T> {
  const entries = new LRUCache<string, { expiresAt: number; value: Promise<T> }>({
    max: maxEntries,
  });
  return {
    get(key, compute) {
      if (ttlMs <= 0) return compute();
      const t = now();
      const hit = entries.get(key);
      if (hit && hit.expiresAt > t) return hit.value;
      const value = compute();
      const entry = { expiresAt: t + ttlMs, value };
      entries.set(key, entry);
      // A failed computation is not remembered.
      value.catch(() => {
        if (entries.peek(key) === entry) entries.delete(key);
      });
      return value;
    },
    clear() {
      entries.clear();
    },
  };
}
