/**
 * A small in-process cache of computed values with a time to live and a size cap (oldest
 * entries go first). Concurrent requests for the same key share one computation.
 */
export type TtlCache<T> = {
  get(key: string, compute: () => Promise<T>): Promise<T>;
  clear(): void;
};

export function createTtlCache<T>(ttlMs: number, maxEntries: number): TtlCache<T> {
  const entries = new Map<string, { expiresAt: number; value: Promise<T> }>();
  return {
    get(key, compute) {
      if (ttlMs <= 0) return compute();
      const now = Date.now();
      const hit = entries.get(key);
      if (hit && hit.expiresAt > now) return hit.value;
      entries.delete(key);
      const value = compute();
      entries.set(key, { expiresAt: now + ttlMs, value });
      // A failed computation is not remembered.
      value.catch(() => entries.delete(key));
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
