/**
 * A small in-process cache of computed values with a time to live and a size cap. When full,
 * the least recently used entry goes first, so popular entries stay while one-off ones pass
 * through. Concurrent requests for the same key share one computation.
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
  // A Map keeps insertion order: re-inserting on every hit keeps the least recently used first.
  const entries = new Map<string, { expiresAt: number; value: Promise<T> }>();
  return {
    get(key, compute) {
      if (ttlMs <= 0) return compute();
      const t = now();
      const hit = entries.get(key);
      entries.delete(key);
      if (hit && hit.expiresAt > t) {
        entries.set(key, hit);
        return hit.value;
      }
      const value = compute();
      const entry = { expiresAt: t + ttlMs, value };
      entries.set(key, entry);
      // A failed computation is not remembered.
      value.catch(() => {
        if (entries.get(key) === entry) entries.delete(key);
      });
      if (entries.size > maxEntries) {
        const oldest = entries.keys().next().value;
        if (oldest !== undefined) entries.delete(oldest);
      }
      return value;
    },
    clear() {
      entries.clear();
    },
  };
}
