import { and, inArray } from 'drizzle-orm';
import { LRUCache } from 'lru-cache';
import type { Database } from '../../../db/client.ts';
import { jobPosts } from '../../../db/schema.ts';
import { isPublic, selectReply, toJobPost } from '../post-reply.ts';

/**
 * The JSON of the posts on the pages the in-memory index answers, by id (docs/decisions/014):
 * at most 20,000, each for `ttlMs` (0: none kept). Emptied by every new generation, so only a
 * post's `views` may lag in lists, which do not show them; a job's own page always reads the row.
 */
export function createPostCache(deps: { db: Database; ttlMs: number }) {
  const posts =
    deps.ttlMs > 0 ? new LRUCache<number, string>({ max: 20_000, ttl: deps.ttlMs }) : undefined;
  // How often a page's post came from the cache, and how often from PostgreSQL.
  const counts = { hits: 0, misses: 0 };

  return {
    /** The posts as JSON, in the order given; null when one is no longer public. */
    async pagePosts(postIds: number[]): Promise<string[] | null> {
      const found = new Map<number, string>();
      const missing: number[] = [];
      for (const id of postIds) {
        const hit = posts?.get(id);
        if (hit !== undefined) found.set(id, hit);
        else missing.push(id);
      }
      counts.hits += postIds.length - missing.length;
      counts.misses += missing.length;
      if (missing.length > 0) {
        const rows = await selectReply(deps.db).where(and(inArray(jobPosts.id, missing), isPublic));
        for (const row of rows) {
          const json = JSON.stringify(toJobPost(row));
          found.set(row.id as number, json);
          posts?.set(row.id as number, json);
        }
      }
      const fragments: string[] = [];
      for (const id of postIds) {
        const json = found.get(id);
        if (json === undefined) return null;
        fragments.push(json);
      }
      return fragments;
    },

    clear() {
      posts?.clear();
    },

    stats() {
      return { ...counts, size: posts?.size ?? 0 };
    },
  };
}
