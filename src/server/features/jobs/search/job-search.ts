import type { JobListQuery } from '../../../../shared/schemas/jobs.ts';
import type { Database } from '../../../db/client.ts';
import type { Generation } from '../../../infra/generation.ts';
import type { SearchLog } from './change-log.ts';
import { createCorrections } from './corrections.ts';
import { type EncodedReply, encodeReply, type SearchReply } from './encoded-reply.ts';
import { createPostCache } from './post-cache.ts';
import { FUZZY_TOTAL_CAP, filterKey, TOTAL_CAP } from './query-key.ts';
import { createResultCache } from './result-cache.ts';
import { createJobSearchIndex, type JobSearchIndex } from './search-index.ts';
import { createSqlSearch } from './sql-search.ts';

export type JobSearchOptions = {
  db: Database;
  /**
   * Bumped by every write that changes what a search answers (the jobs service's writes, and
   * the writes of other features that show in its replies: see `changed`). Keys the result
   * cache, so a cached answer never outlives the write that changes it, on any instance.
   */
  searchGeneration?: Generation;
  /** Where a failure to move a shared generation is reported. */
  onCacheError?: (error: unknown) => void;
  /** How long a search's total may be reused (0 turns the cache off). */
  totalsTtlMs?: number;
  /** How long a public result page may be reused (0 turns the cache off). */
  pagesTtlMs?: number;
  /**
   * How long a listed post's JSON may be reused by the pages the in-memory index answers (0 turns
   * it off): any write to the post empties it at once, so this only bounds how far its `views`
   * may lag in lists (decisions/014). Five minutes by default.
   */
  postsTtlMs?: number;
  /** false: every search asks PostgreSQL (the in-memory index of decisions/021 is off). */
  searchIndex?: boolean;
  log?: SearchLog;
};

/**
 * Find Jobs (`GET /api/job-posts`) behind one entry: the in-memory index answers what it can
 * (docs/decisions/021), PostgreSQL the rest, and whole replies are cached per search and
 * generation, JSON and gzip encoded once (docs/decisions/014).
 */
export function createJobSearch(deps: JobSearchOptions) {
  const { db } = deps;
  const postCache = createPostCache({ db, ttlMs: deps.postsTtlMs ?? 5 * 60_000 });
  const corrections = createCorrections(db);
  const index: JobSearchIndex | undefined =
    deps.searchIndex === false
      ? undefined
      : createJobSearchIndex({
          db,
          corrections,
          caps: { exact: TOTAL_CAP, fuzzy: FUZZY_TOTAL_CAP },
          log: deps.log,
        });
  const results = createResultCache({
    generation: deps.searchGeneration,
    onCacheError: deps.onCacheError,
    totalsTtlMs: deps.totalsTtlMs,
    pagesTtlMs: deps.pagesTtlMs,
    onInvalidate: () => {
      postCache.clear();
      index?.changed();
    },
  });
  const sqlSearch = createSqlSearch({ db, corrections, totals: results.totals });

  async function answer(query: JobListQuery, generationKey: string | null): Promise<SearchReply> {
    const indexed = await index?.search(query);
    if (indexed) {
      const fragments = await postCache.pagePosts(indexed.ids);
      if (fragments) {
        const cap = indexed.mode === 'exact' ? TOTAL_CAP : FUZZY_TOTAL_CAP;
        return { fragments, total: Math.min(indexed.matches, cap) };
      }
      // A post changed between the index and the page: PostgreSQL answers this one.
      index?.changed();
    }
    return sqlSearch(query, generationKey);
  }

  return {
    /** A search's reply, encoded: whole replies are cached per search and generation. */
    async search(query: JobListQuery): Promise<EncodedReply> {
      const current = await results.current();
      if (current === null) return encodeReply(await answer(query, null));
      const key = `${current}|${query.page}|${query.limit}|${query.sort_by}|${query.sort_order}|${filterKey(query)}`;
      return results.pages.get(key, async () => encodeReply(await answer(query, current)));
    },

    /**
     * After a committed write that changes what searches answer: a new generation (see
     * result-cache.ts).
     */
    changed: results.changed,

    /** What the in-memory search index holds and has answered (null when it is off). */
    stats() {
      return index ? { ...index.stats(), postCache: postCache.stats() } : null;
    },

    /** Loads the search index now rather than at the first search; false when it is off. */
    warm(): Promise<boolean> {
      return index ? index.warm() : Promise.resolve(false);
    },
  };
}

export type JobSearch = ReturnType<typeof createJobSearch>;
