import { createMemoryGeneration, type Generation } from '../../../infra/generation.ts';
import { createTtlCache } from '../../../infra/ttl-cache.ts';
import type { EncodedReply } from './encoded-reply.ts';

/**
 * The search result caches of docs/decisions/014: totals and whole encoded pages, both keyed by
 * the generation they were computed under, so a cached answer never outlives the write that
 * changes it, on any instance. The TTLs only bound how stale the counters and employer details
 * inside a page may be (views change without a new generation) and keep memory in check.
 */
export function createResultCache(deps: {
  generation?: Generation;
  /** Where a failure to read or move a shared generation is reported. */
  onCacheError?: (error: unknown) => void;
  totalsTtlMs?: number;
  pagesTtlMs?: number;
  /** Everything else keyed by the generation (the post cache, the index) is stale now. */
  onInvalidate: () => void;
}) {
  const generation = deps.generation ?? createMemoryGeneration();
  const totals = createTtlCache<number>(deps.totalsTtlMs ?? 60_000, 5_000);
  const pages = createTtlCache<EncodedReply>(deps.pagesTtlMs ?? 30_000, 1_000);
  let lastGeneration: string | undefined;

  const invalidate = () => {
    totals.clear();
    pages.clear();
    deps.onInvalidate();
  };

  return {
    totals,
    pages,

    /** The current generation, or null when it cannot be known (then nothing is cached). */
    async current(): Promise<string | null> {
      try {
        const current = await generation.current();
        if (current !== lastGeneration) {
          // Entries of other generations can never be served again: free them.
          lastGeneration = current;
          invalidate();
        }
        return current;
      } catch (error) {
        deps.onCacheError?.(error);
        return null;
      }
    },

    /**
     * After any write that changes search results has committed: a new generation, so no
     * instance serves an answer computed before it. Never before the write: a search running in
     * between would cache the old rows under the new generation.
     */
    async changed(): Promise<void> {
      invalidate();
      try {
        await generation.bump();
      } catch (error) {
        // The write itself succeeded; other instances fall back on the TTLs (decisions/014).
        deps.onCacheError?.(error);
      }
    },
  };
}
