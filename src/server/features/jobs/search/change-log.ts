import { and, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { jobPostChanges, jobPosts } from '../../../db/schema.ts';
import { isPublic } from '../post-reply.ts';
import type { IndexRow, IndexStore } from './index-store.ts';

export type SearchLog = {
  error(obj: object, msg: string): void;
  info?(obj: object, msg: string): void;
};

const indexColumns = {
  id: jobPosts.id,
  createdUs: sql<number>`(floor(extract(epoch from ${jobPosts.createdAt}) * 1000000))::float8`,
  salary: sql<number | null>`${jobPosts.salary}::float8`,
  jobType: jobPosts.jobType,
  categoryId: jobPosts.categoryId,
  location: sql<string | null>`lower(${jobPosts.location})`,
  skills: sql<string[]>`job_skills_lower(${jobPosts.requiredSkills})`,
  search: sql<string>`${jobPosts.search}::text`,
  employerVerified: jobPosts.employerVerified,
};

const toRow = (r: Record<keyof typeof indexColumns, unknown>): IndexRow => ({
  id: Number(r.id),
  createdUs: Number(r.createdUs),
  salary: r.salary === null ? null : Number(r.salary),
  jobType: String(r.jobType),
  categoryId: r.categoryId === null ? null : Number(r.categoryId),
  location: (r.location as string | null) ?? null,
  skills: (r.skills as string[] | null) ?? [],
  search: String(r.search ?? ''),
  employerVerified: r.employerVerified === true,
});

/**
 * Loads the public posts into the store and then follows the triggers' change log
 * (`job_post_changes`, docs/decisions/021), reloading the posts it names: whenever a write is
 * announced (`markDirty`) and at least every `refreshMs`.
 */
export function createChangeLogFollower(deps: {
  db: Database;
  store: IndexStore;
  /** Called when changed posts were reloaded: new titles bring new words to correct to. */
  onReload: () => void;
  log?: SearchLog;
  refreshMs: number;
}) {
  const { db, store } = deps;
  // Every seq up to `low` is applied; `seen` holds applied ones above it.
  let low = 0;
  let seen = new Set<number>();
  let gapSince: number | undefined;
  let lastSync = 0;
  let dirty = true;
  let state: 'empty' | 'building' | 'ready' = 'empty';
  let syncing: Promise<void> | undefined;
  let lastPrune = 0;

  async function maxSeq(): Promise<number> {
    const [row] = await db
      .select({ max: sql<string | number | null>`max(${jobPostChanges.seq})` })
      .from(jobPostChanges);
    return Number(row?.max ?? 0);
  }

  /** Loads every public post, newest first (so that most lists read in slot order). */
  async function build() {
    const started = Date.now();
    // The last thousand numbers of the log, read before the posts: those already there are in
    // what the load reads. One missing from them is a transaction that took its number earlier
    // and commits later: it stays to be applied (as a gap, see applyChanges).
    const startSeq = await maxSeq();
    const recent = await db
      .select({ seq: jobPostChanges.seq })
      .from(jobPostChanges)
      .where(
        sql`${jobPostChanges.seq} > ${startSeq - 1_000} and ${jobPostChanges.seq} <= ${startSeq}`,
      );
    const rows = await db
      .select(indexColumns)
      .from(jobPosts)
      .where(isPublic)
      .orderBy(sql`${jobPosts.createdAt} desc`, sql`${jobPosts.id} desc`);
    store.reset();
    for (const r of rows) store.add(toRow(r));
    store.markOrdered();
    low = Math.max(0, startSeq - 1_000);
    seen = new Set(recent.map((r) => Number(r.seq)));
    gapSince = undefined;
    lastSync = Date.now();
    state = 'ready';
    const { posts, lexemes } = store.stats();
    deps.log?.info?.({ posts, lexemes, ms: Date.now() - started }, 'job search index built');
  }

  /** Applies the change log since the last look: each named post is reloaded or dropped. */
  async function applyChanges() {
    const changes = await db
      .select({ seq: jobPostChanges.seq, id: jobPostChanges.jobPostId })
      .from(jobPostChanges)
      .where(sql`${jobPostChanges.seq} > ${low}`)
      .orderBy(jobPostChanges.seq)
      .limit(20_000);
    const fresh = changes.filter((c) => !seen.has(Number(c.seq)));
    const changedIds = [...new Set(fresh.map((c) => c.id))];
    if (changedIds.length > 0) {
      deps.onReload();
      const rows = await db
        .select(indexColumns)
        .from(jobPosts)
        .where(and(inArray(jobPosts.id, changedIds), isPublic));
      const present = new Set<number>();
      for (const r of rows) {
        const row = toRow(r);
        present.add(row.id);
        store.add(row);
      }
      for (const id of changedIds) if (!present.has(id)) store.remove(id);
    }
    for (const c of fresh) seen.add(Number(c.seq));
    // Move `low` over every applied number. A missing one is a transaction still running or
    // one rolled back (sequences skip then); after a minute it is taken as rolled back.
    for (;;) {
      if (seen.has(low + 1)) {
        seen.delete(low + 1);
        low += 1;
        gapSince = undefined;
        continue;
      }
      if (seen.size === 0) {
        gapSince = undefined;
        break;
      }
      gapSince ??= Date.now();
      if (Date.now() - gapSince < 60_000) break;
      low = Math.min(...seen) - 1;
      gapSince = undefined;
    }
    if (changes.length === 20_000) dirty = true;
  }

  /** Old change rows: every instance reads the log every few seconds, a day is plenty. */
  async function prune() {
    if (Date.now() - lastPrune < 3_600_000) return;
    lastPrune = Date.now();
    await db
      .delete(jobPostChanges)
      .where(sql`${jobPostChanges.changedAt} < now() - interval '1 day'`);
  }

  async function sync() {
    dirty = false;
    // Too many dead slots, or too long since the last look (the log may have been pruned):
    // start again from the table.
    const stale = Date.now() - lastSync > 6 * 3_600_000;
    const { posts, slots } = store.stats();
    if (state !== 'ready' || stale || (slots > 1_000 && posts < slots * 0.7)) {
      state = state === 'ready' && !stale ? 'ready' : 'building';
      await build();
    } else {
      await applyChanges();
      lastSync = Date.now();
    }
    await prune().catch((error) => deps.log?.error({ err: error }, 'job change log prune'));
  }

  /** Brings the index up to date (one sync at a time); false when it cannot answer yet. */
  async function ensureFresh(): Promise<boolean> {
    if (dirty || Date.now() - lastSync > deps.refreshMs) {
      syncing ??= sync()
        .catch((error) => {
          dirty = true;
          deps.log?.error({ err: error }, 'job search index sync failed');
        })
        .finally(() => {
          syncing = undefined;
        });
      // The first build runs in the background: until it ends PostgreSQL answers.
      if (state !== 'ready') return false;
      await syncing;
    }
    return state === 'ready';
  }

  return {
    ensureFresh,

    /** A write may have changed what searches answer: read the change log before the next. */
    markDirty() {
      dirty = true;
    },

    /** Starts loading now (the first search would otherwise); true once the index is ready. */
    async warm(): Promise<boolean> {
      await ensureFresh();
      await syncing;
      return state === 'ready';
    },

    state: () => state,
  };
}
