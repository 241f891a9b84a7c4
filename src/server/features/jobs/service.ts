import { gzipSync } from 'node:zlib';
import { and, count, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import { pgTable, text } from 'drizzle-orm/pg-core';
import { JOB_DESCRIPTION_MAX_TEXT, JOB_DESCRIPTION_MIN_TEXT } from '../../../shared/jobs.ts';
import { MESSAGES } from '../../../shared/messages.ts';
import type { Role } from '../../../shared/roles.ts';
import type {
  AdminJobListQuery,
  JobWithApplications,
} from '../../../shared/schemas/admin-content.ts';
import type { JobCreate, JobListQuery, JobPost, JobUpdate } from '../../../shared/schemas/jobs.ts';
import type { Database } from '../../db/client.ts';
import { categories, jobApplications, jobPosts, jobViews, users } from '../../db/schema.ts';
import { badRequest, forbidden, invalidField, notFound } from '../../errors.ts';
import { createMemoryGeneration, type Generation } from '../../infra/generation.ts';
import { createTtlCache } from '../../infra/ttl-cache.ts';
import type { CategoriesService } from '../categories/service.ts';
import type { SettingsService } from '../settings/service.ts';
import { plainText, sanitizeDescription } from './sanitize.ts';
import { createJobSearchIndex, type JobSearchIndex } from './search-index.ts';

export type Viewer = { id: number; role: Role } | null;

/** `total` of a job search counts at most this many matches (docs/decisions/010). */
export const TOTAL_CAP = 1_000;
/** The same for a typo-tolerant fallback search. */
export const FUZZY_TOTAL_CAP = 200;

/**
 * Every distinct word of every title with its full-text lexeme, kept by a trigger (migration
 * 0004): typo tolerance corrects keywords against it. Not in db/schema.ts because the migration
 * that makes it is hand-written (a trigger and functions Drizzle does not describe).
 */
const jobTitleWords = pgTable('job_title_words', {
  word: text('word').primaryKey(),
  lexeme: text('lexeme').notNull(),
});

/** Public lists show only approved, Active posts (decisions.md, "Jobs"). */
const isPublic = sql`${jobPosts.status} = 'Active' and ${jobPosts.pendingReview} = false`;

/**
 * The columns of a JobPost reply. The employer's name and avatar and the category's name are
 * joined here rather than fetched per row through their services: one query for a whole page.
 */
const replyColumns = {
  id: jobPosts.id,
  title: jobPosts.title,
  description: jobPosts.description,
  location: jobPosts.location,
  salary: jobPosts.salary,
  status: jobPosts.status,
  jobType: jobPosts.jobType,
  categoryId: jobPosts.categoryId,
  categoryName: categories.name,
  requiredSkills: jobPosts.requiredSkills,
  applicationLimit: jobPosts.applicationLimit,
  pendingReview: jobPosts.pendingReview,
  views: jobPosts.views,
  createdAt: jobPosts.createdAt,
  updatedAt: jobPosts.updatedAt,
  employerId: jobPosts.employerId,
  employerUsername: users.username,
  employerAvatar: users.avatar,
};

type ReplyRow = {
  [K in keyof typeof replyColumns]: (typeof replyColumns)[K]['_']['data'] | null;
};

function toJobPost(row: ReplyRow): JobPost {
  return {
    id: row.id as number,
    title: row.title as string,
    description: row.description as string,
    location: row.location,
    salary: row.salary === null ? null : Number(row.salary),
    status: row.status as JobPost['status'],
    job_type: row.jobType as string,
    category_id: row.categoryId,
    category:
      row.categoryId !== null && row.categoryName !== null
        ? { id: row.categoryId, name: row.categoryName }
        : null,
    required_skills: row.requiredSkills ?? [],
    applicationLimit: row.applicationLimit,
    pending_review: row.pendingReview as boolean,
    views: row.views as number,
    created_at: (row.createdAt as Date).toISOString(),
    updated_at: (row.updatedAt as Date).toISOString(),
    employer_id: row.employerId as number,
    employer:
      row.employerUsername === null
        ? null
        : {
            id: row.employerId as number,
            username: row.employerUsername,
            avatar: row.employerAvatar,
          },
  };
}

/** Sanitizes a description and applies the length rules to what a reader will see. */
function cleanDescription(html: string): { description: string; descriptionText: string } {
  const description = sanitizeDescription(html);
  const descriptionText = plainText(description);
  if (descriptionText.length < JOB_DESCRIPTION_MIN_TEXT) {
    throw invalidField('description', MESSAGES.jobDescriptionTooShort);
  }
  if (descriptionText.length > JOB_DESCRIPTION_MAX_TEXT) {
    throw invalidField('description', MESSAGES.jobDescriptionTooLong);
  }
  return { description, descriptionText };
}

type TextMode = { conditions: SQL[]; rank?: SQL };

/** The 3+ letter words of a keyword, lower-cased, at most 8: what typo tolerance corrects. */
const keywordWords = (keyword: string) =>
  keyword
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((w) => w.length >= 3)
    .slice(0, 8);

/** A tsquery lexeme restricted to titles (weight A), quoted for the tsquery input syntax. */
const titleLexeme = (lexeme: string) => `'${lexeme.replace(/\\/g, '\\\\').replace(/'/g, "''")}':A`;

/** A search's reply: posts, or (from the index) each post already encoded as JSON. */
type SearchReply = { data: JobPost[]; total: number } | { fragments: string[]; total: number };

/** A `GET /api/job-posts` reply, encoded once: JSON, and the same gzipped. */
export type EncodedReply = { json: Buffer; gzip: Buffer };

/**
 * Encodes a reply for the result cache. Built from JobPost values (typed above), so it needs no
 * further validation; gzipped once here rather than per request, since a page of 30 posts with
 * their descriptions is about 33 KB of JSON and 5-6 KB gzipped. At level 1 that takes a fraction
 * of a millisecond on the event loop, which under load beats a trip through libuv's thread pool
 * (the benchmark's p95 went from 31 to 25 ms, docs/performance.md).
 */
async function encodeReply(reply: SearchReply): Promise<EncodedReply> {
  // An index answer is put together from each post's JSON, encoded once per post: the same text
  // JSON.stringify gives for the whole reply.
  const text =
    'fragments' in reply
      ? `{"data":[${reply.fragments.join(',')}],"total":${reply.total}}`
      : JSON.stringify(reply);
  const json = Buffer.from(text);
  return { json, gzip: gzipSync(json, { level: 1 }) };
}

export function createJobsService(deps: {
  db: Database;
  categories: CategoriesService;
  settings: SettingsService;
  /**
   * Bumped by every write that changes what a search answers (this service's writes, and the
   * writes of other features that show in its replies: see `searchesChanged`). Keys the result
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
  log?: { error(obj: object, msg: string): void; info?(obj: object, msg: string): void };
}) {
  const { db, categories: categoriesService, settings } = deps;
  const generation = deps.searchGeneration ?? createMemoryGeneration();
  // Both caches key every entry by the generation it was computed under. The TTLs only bound
  // how stale the counters and employer details inside a page may be (views change without a
  // new generation, decisions/014) and keep memory in check.
  const totals = createTtlCache<number>(deps.totalsTtlMs ?? 60_000, 5_000);
  const pages = createTtlCache<EncodedReply>(deps.pagesTtlMs ?? 30_000, 1_000);
  let lastGeneration: string | undefined;
  // Posts of index answers, by id; emptied with every new generation. Only their views may lag
  // (decisions/014): lists do not show them, and a job's own page always reads the row.
  const postCache = new Map<number, { json: string; expiresAt: number }>();
  const POST_CACHE_TTL_MS = deps.postsTtlMs ?? 5 * 60_000;
  // How often a page's post came from that cache, and how often from PostgreSQL.
  const postCacheStats = { hits: 0, misses: 0 };
  let index: JobSearchIndex | undefined;

  /** The current generation, or null when it cannot be known (then nothing is cached). */
  async function currentGeneration(): Promise<string | null> {
    try {
      const current = await generation.current();
      if (current !== lastGeneration) {
        // Entries of other generations can never be served again: free them.
        lastGeneration = current;
        totals.clear();
        pages.clear();
        postCache.clear();
        index?.changed();
      }
      return current;
    } catch (error) {
      deps.onCacheError?.(error);
      return null;
    }
  }

  /**
   * After any write that changes search results has committed: a new generation, so no
   * instance serves an answer computed before it. Never before the write: a search running in
   * between would cache the old rows under the new generation.
   */
  async function searchesChanged(): Promise<void> {
    totals.clear();
    pages.clear();
    postCache.clear();
    index?.changed();
    try {
      await generation.bump();
    } catch (error) {
      // The write itself succeeded; other instances fall back on the TTLs (decisions/014).
      deps.onCacheError?.(error);
    }
  }

  const selectReply = () =>
    db
      .select(replyColumns)
      .from(jobPosts)
      .leftJoin(users, eq(users.id, jobPosts.employerId))
      .leftJoin(categories, eq(categories.id, jobPosts.categoryId));

  async function assertCategory(categoryId: number | null | undefined) {
    if (categoryId === null || categoryId === undefined) return;
    const found = await categoriesService.findByIds([categoryId]);
    if (found.length === 0) throw invalidField('category_id', MESSAGES.jobCategoryInvalid);
  }

  async function findRow(id: number) {
    const [row] = await selectReply().where(eq(jobPosts.id, id)).limit(1);
    return row;
  }

  const canSee = (row: ReplyRow, viewer: Viewer) =>
    (row.status === 'Active' && row.pendingReview === false) ||
    viewer?.role === 'admin' ||
    (viewer !== null && viewer.id === row.employerId);

  /** The post as the owner may change it: 404 when the caller cannot see it, 403 when not theirs. */
  async function ownedRow(id: number, viewer: Viewer) {
    const row = await findRow(id);
    if (!row || !canSee(row, viewer)) throw notFound(MESSAGES.jobNotFound);
    if (!viewer || row.employerId !== viewer.id) throw forbidden(MESSAGES.jobNotOwner);
    return row;
  }

  /**
   * Typo tolerance for a keyword: every 3+ letter word is corrected to the title words close to
   * it by pg_trgm word similarity (a short, indexed list: job_title_words), and a title must
   * hold a correction of every word, found through the full-text index (weight A: the title).
   * A word close to no title word finds nothing.
   */
  async function corrections(keyword: string): Promise<Set<string>[] | null> {
    const words = keywordWords(keyword);
    if (words.length === 0) return null;
    const rows = await db
      .select({ at: sql<number>`q.at::int`, lexeme: jobTitleWords.lexeme })
      .from(
        sql`unnest(array[${sql.join(
          words.map((w) => sql`${w}`),
          sql`, `,
        )}]::text[]) with ordinality as q(w, at)`,
      )
      .innerJoin(jobTitleWords, sql`q.w <% ${jobTitleWords.word}`);
    const found = words.map(() => new Set<string>());
    for (const row of rows) found[Number(row.at) - 1]?.add(row.lexeme);
    return found.some((c) => c.size === 0) ? null : found;
  }

  async function fuzzyKeyword(keyword: string): Promise<SQL> {
    const corrected = await corrections(keyword);
    if (!corrected) return sql`false`;
    const query = corrected.map((c) => `(${[...c].map(titleLexeme).join(' | ')})`).join(' & ');
    return sql`${jobPosts.search} @@ ${query}::tsquery`;
  }

  /**
   * The keyword and location conditions of a search. Exact: the keyword against the `search`
   * document (title weighted above description), the location as a substring. Tolerant (only
   * asked for when the exact conditions find nothing): corrected keyword words in the title,
   * and the location close to a word of the location by pg_trgm word similarity.
   */
  function textConditions(
    keyword: string,
    location: string,
  ): { exact: TextMode; fuzzy?: () => Promise<TextMode> } {
    if (!keyword && !location) return { exact: { conditions: [] } };
    const exact: SQL[] = [];
    let exactRank: SQL | undefined;
    const like = location
      ? sql`lower(${jobPosts.location}) like ${`%${location.replace(/[\\%_]/g, '\\$&')}%`}`
      : undefined;
    if (keyword) {
      const tsQuery = sql`websearch_to_tsquery('english', ${keyword})`;
      exact.push(sql`${jobPosts.search} @@ ${tsQuery}`);
      exactRank = sql`ts_rank_cd(${jobPosts.search}, ${tsQuery}, 1)`;
    }
    if (like) exact.push(like);
    const fuzzy = async (): Promise<TextMode> => {
      const conditions: SQL[] = [];
      let rank: SQL | undefined;
      if (keyword) {
        conditions.push(await fuzzyKeyword(keyword));
        rank = sql`word_similarity(${keyword.toLowerCase()}, lower(${jobPosts.title}))`;
      }
      if (like) conditions.push(sql`(${like} or ${location} <% lower(${jobPosts.location}))`);
      return { conditions, rank };
    };
    return { exact: { conditions: exact, rank: exactRank }, fuzzy };
  }

  /** The filters and text of a search, normalised: equal searches share cache entries. */
  const filterKey = (query: JobListQuery) =>
    JSON.stringify([
      query.title?.trim() ?? '',
      query.location?.trim().toLowerCase() ?? '',
      query.salary_min ?? null,
      query.salary_max ?? null,
      query.job_type ?? null,
      query.category_id ?? null,
      [...new Set(query.required_skills?.map((s) => s.toLowerCase()) ?? [])].sort(),
    ]);

  /** The posts of an index answer as JSON, in its order; null when one is no longer public. */
  async function pagePosts(postIds: number[]): Promise<string[] | null> {
    const now = Date.now();
    const found = new Map<number, string>();
    const missing: number[] = [];
    for (const id of postIds) {
      const hit = postCache.get(id);
      if (hit && hit.expiresAt > now) found.set(id, hit.json);
      else missing.push(id);
    }
    postCacheStats.hits += postIds.length - missing.length;
    postCacheStats.misses += missing.length;
    if (missing.length > 0) {
      const rows = await selectReply().where(and(inArray(jobPosts.id, missing), isPublic));
      for (const row of rows) {
        const json = JSON.stringify(toJobPost(row));
        found.set(row.id as number, json);
        if (postCache.size >= 20_000) {
          const oldest = postCache.keys().next().value;
          if (oldest !== undefined) postCache.delete(oldest);
        }
        postCache.set(row.id as number, { json, expiresAt: now + POST_CACHE_TTL_MS });
      }
    }
    const fragments: string[] = [];
    for (const id of postIds) {
      const json = found.get(id);
      if (json === undefined) return null;
      fragments.push(json);
    }
    return fragments;
  }

  async function search(query: JobListQuery, generationKey: string | null): Promise<SearchReply> {
    const indexed = await index?.search(query);
    if (indexed) {
      const fragments = await pagePosts(indexed.ids);
      if (fragments) {
        const cap = indexed.mode === 'exact' ? TOTAL_CAP : FUZZY_TOTAL_CAP;
        return { fragments, total: Math.min(indexed.matches, cap) };
      }
      // A post changed between the index and the page: PostgreSQL answers this one.
      index?.changed();
    }
    const filters: SQL[] = [isPublic];
    if (query.salary_min !== undefined)
      filters.push(sql`${jobPosts.salary} >= ${query.salary_min}`);
    if (query.salary_max !== undefined)
      filters.push(sql`${jobPosts.salary} <= ${query.salary_max}`);
    if (query.job_type) filters.push(eq(jobPosts.jobType, query.job_type));
    if (query.category_id) filters.push(eq(jobPosts.categoryId, query.category_id));
    if (query.required_skills && query.required_skills.length > 0) {
      // Any of the skills, ignoring case: the expression the skills index (migration 0004) has.
      const wanted = query.required_skills.map((s) => s.toLowerCase());
      filters.push(
        sql`job_skills_lower(${jobPosts.requiredSkills}) && array[${sql.join(
          wanted.map((w) => sql`${w}`),
          sql`, `,
        )}]::text[]`,
      );
    }
    const text = textConditions(
      query.title?.trim() ?? '',
      query.location?.trim().toLowerCase() ?? '',
    );

    // The total of a search costs as much as the search over every match, so it is kept per
    // filter set (pages and sort orders share it) and generation, and counting stops at
    // TOTAL_CAP: past that a person refines the search rather than pages.
    const count = (where: SQL | undefined, mode: 'exact' | 'fuzzy') => {
      const compute = async () => {
        const capped = db
          .select({ one: sql`1` })
          .from(jobPosts)
          .where(where)
          .limit(mode === 'exact' ? TOTAL_CAP : FUZZY_TOTAL_CAP)
          .as('capped');
        const [counted] = await db.select({ total: sql<number>`count(*)::int` }).from(capped);
        return counted?.total ?? 0;
      };
      return generationKey === null
        ? compute()
        : totals.get(`${generationKey}|${mode}|${filterKey(query)}`, compute);
    };

    // Spelled to match the public index (created_at desc nulls last, id desc nulls last) in
    // both directions, so a listing reads 30 rows from the index instead of sorting them all.
    const direction = query.sort_order === 'ASC' ? sql`asc nulls first` : sql`desc nulls last`;
    const orderOf = (mode: TextMode) =>
      query.sort_by === 'salary'
        ? sql`${jobPosts.salary} ${query.sort_order === 'ASC' ? sql`asc` : sql`desc`} nulls last, ${jobPosts.id} ${direction}`
        : query.sort_by === 'relevance' && mode.rank
          ? sql`${mode.rank} ${direction}, ${jobPosts.createdAt} desc, ${jobPosts.id} desc`
          : sql`${jobPosts.createdAt} ${direction}, ${jobPosts.id} ${direction}`;

    /**
     * The page, then its total. A first page that is not full holds every match, so its length
     * is the total and no count is needed: most rare and misspelled searches end there.
     */
    const answer = async (mode: TextMode, kind: 'exact' | 'fuzzy') => {
      const where = and(...filters, ...mode.conditions);
      const rows = await selectReply()
        .where(where)
        .orderBy(orderOf(mode))
        .limit(query.limit)
        .offset((query.page - 1) * query.limit);
      const total =
        query.page === 1 && rows.length < query.limit ? rows.length : await count(where, kind);
      return { data: rows.map(toJobPost), total };
    };

    // Exact words first (full text, substring location): cheap and well estimated. Only when
    // they find nothing does the search fall back to typo tolerance.
    const exact = await answer(text.exact, 'exact');
    if (exact.total > 0 || !text.fuzzy) return exact;
    return answer(await text.fuzzy(), 'fuzzy');
  }

  if (deps.searchIndex !== false) {
    index = createJobSearchIndex({
      db,
      corrections,
      caps: { exact: TOTAL_CAP, fuzzy: FUZZY_TOTAL_CAP },
      log: deps.log,
    });
  }

  const service = {
    /** New posts wait for moderation (decisions.md). */
    async create(employerId: number, input: JobCreate): Promise<JobPost> {
      const { description, descriptionText } = cleanDescription(input.description);
      await assertCategory(input.category_id);
      const [created] = await db
        .insert(jobPosts)
        .values({
          employerId,
          title: input.title,
          description,
          descriptionText,
          location: input.location ?? null,
          salary: input.salary ?? null,
          status: input.status ?? 'Active',
          jobType: input.job_type,
          categoryId: input.category_id ?? null,
          requiredSkills: input.required_skills ?? [],
          pendingReview: true,
        })
        .returning({ id: jobPosts.id });
      await searchesChanged();
      return service.get(created?.id as number, { id: employerId, role: 'employer' });
    },

    /**
     * A partial edit by the owner. A change to what the post says sends it back to review; a
     * status change alone (Reopen) does not.
     */
    async update(id: number, viewer: Viewer, input: JobUpdate): Promise<JobPost> {
      await ownedRow(id, viewer);
      if (input.title === '' || input.description === '') {
        throw badRequest(MESSAGES.jobTitleAndDescriptionRequired);
      }
      const changes: Partial<typeof jobPosts.$inferInsert> = {};
      if (input.title !== undefined) changes.title = input.title;
      if (input.description !== undefined)
        Object.assign(changes, cleanDescription(input.description));
      if (input.location !== undefined) changes.location = input.location;
      if (input.salary !== undefined) changes.salary = input.salary;
      if (input.job_type !== undefined) changes.jobType = input.job_type;
      if (input.category_id !== undefined) {
        await assertCategory(input.category_id);
        changes.categoryId = input.category_id;
      }
      if (input.required_skills !== undefined) changes.requiredSkills = input.required_skills;
      const isContentEdit = Object.keys(changes).length > 0;
      if (isContentEdit) changes.pendingReview = true;
      if (input.status !== undefined) changes.status = input.status;
      if (Object.keys(changes).length > 0) {
        await db
          .update(jobPosts)
          .set({ ...changes, updatedAt: new Date() })
          .where(eq(jobPosts.id, id));
        await searchesChanged();
      }
      return service.get(id, viewer);
    },

    async close(id: number, viewer: Viewer): Promise<JobPost> {
      await ownedRow(id, viewer);
      await db
        .update(jobPosts)
        .set({ status: 'closed', updatedAt: new Date() })
        .where(eq(jobPosts.id, id));
      await searchesChanged();
      return service.get(id, viewer);
    },

    /** Public posts for anyone; pending or closed ones for their owner and admins only. */
    async get(id: number, viewer: Viewer): Promise<JobPost> {
      const row = await findRow(id);
      if (!row || !canSee(row, viewer)) throw notFound(MESSAGES.jobNotFound);
      return toJobPost(row);
    },

    async listOwn(employerId: number): Promise<JobPost[]> {
      const rows = await selectReply()
        .where(eq(jobPosts.employerId, employerId))
        .orderBy(desc(jobPosts.createdAt), desc(jobPosts.id));
      return rows.map(toJobPost);
    },

    /**
     * Find Jobs: full-text search over title and description ranked by relevance, typo tolerance
     * on titles and locations, and the structured filters, combined. The reply as JSON text:
     * whole replies are cached per search and generation (decisions/014).
     */
    async listJson(query: JobListQuery): Promise<EncodedReply> {
      const current = await currentGeneration();
      if (current === null) return encodeReply(await search(query, null));
      const key = `${current}|${query.page}|${query.limit}|${query.sort_by}|${query.sort_order}|${filterKey(query)}`;
      return pages.get(key, async () => encodeReply(await search(query, current)));
    },

    /**
     * Other features call this after a write that changes what searches answer without going
     * through this service: an employer's name or avatar (shown in every post), an account
     * deletion (its posts go with it), an application limit.
     */
    searchesChanged,

    /** What the in-memory search index holds and has answered (null when it is off). */
    searchIndexStats() {
      return index
        ? { ...index.stats(), postCache: { ...postCacheStats, size: postCache.size } }
        : null;
    },

    /** Loads the search index now rather than at the first search; false when it is off. */
    warmSearchIndex(): Promise<boolean> {
      return index ? index.warm() : Promise.resolve(false);
    },

    /**
     * Counts a view once per viewer (user, or IP for visitors) per job per hour; the owner's own
     * views never count (decisions.md).
     */
    async recordView(id: number, viewer: { user: Viewer; ip: string }): Promise<number> {
      const row = await findRow(id);
      if (!row || !canSee(row, viewer.user)) throw notFound(MESSAGES.jobNotFound);
      if (viewer.user?.id === row.employerId) return row.views as number;
      const viewerKey = viewer.user ? `user:${viewer.user.id}` : `ip:${viewer.ip}`;
      return db.transaction(async (tx) => {
        const counted = await tx
          .insert(jobViews)
          .values({ jobPostId: id, viewerKey })
          .onConflictDoUpdate({
            target: [jobViews.jobPostId, jobViews.viewerKey],
            set: { viewedAt: sql`now()` },
            setWhere: sql`${jobViews.viewedAt} <= now() - interval '1 hour'`,
          })
          .returning({ id: jobViews.jobPostId });
        if (counted.length === 0) return row.views as number;
        const [updated] = await tx
          .update(jobPosts)
          .set({ views: sql`${jobPosts.views} + 1` })
          .where(eq(jobPosts.id, id))
          .returning({ views: jobPosts.views });
        return updated?.views ?? (row.views as number);
      });
    },

    /** Admin moderation: Approve clears the review flag, Flag sets it and hides the post. */
    async setPendingReview(id: number, pendingReview: boolean, viewer: Viewer): Promise<JobPost> {
      const [updated] = await db
        .update(jobPosts)
        .set({ pendingReview })
        .where(eq(jobPosts.id, id))
        .returning({ id: jobPosts.id });
      if (!updated) throw notFound(MESSAGES.jobNotFound);
      await searchesChanged();
      return service.get(id, viewer);
    },

    /**
     * Admin: a post's own application limit (null: none). It may not exceed the global limit
     * (decisions.md); lowering it under the applications already received only stops new ones.
     */
    async setApplicationLimit(id: number, limit: number | null, viewer: Viewer): Promise<JobPost> {
      if (limit !== null) {
        const global = await settings.globalApplicationLimit();
        if (global !== null && limit > global) {
          throw badRequest(`${MESSAGES.applicationLimitAboveGlobal} ${global}.`, {
            field: 'limit',
          });
        }
      }
      const [updated] = await db
        .update(jobPosts)
        .set({ applicationLimit: limit })
        .where(eq(jobPosts.id, id))
        .returning({ id: jobPosts.id });
      if (!updated) throw notFound(MESSAGES.jobNotFound);
      await searchesChanged();
      return service.get(id, viewer);
    },

    /**
     * Admin: every post, newest first, filtered by status, review flag and a title substring
     * (case-insensitive), paged; with the full count for `X-Total-Count`.
     */
    async adminList(query: AdminJobListQuery): Promise<{ data: JobPost[]; total: number }> {
      const filters: SQL[] = [];
      if (query.status) filters.push(eq(jobPosts.status, query.status));
      if (query.pendingReview !== undefined) {
        filters.push(eq(jobPosts.pendingReview, query.pendingReview));
      }
      if (query.search) {
        // The trigram index on lower(title) serves this substring match.
        const pattern = `%${query.search.toLowerCase().replace(/[\\%_]/g, '\\$&')}%`;
        filters.push(sql`lower(${jobPosts.title}) like ${pattern}`);
      }
      const where = filters.length > 0 ? and(...filters) : undefined;
      const [rows, [counted]] = await Promise.all([
        selectReply()
          .where(where)
          .orderBy(desc(jobPosts.createdAt), desc(jobPosts.id))
          .limit(query.limit)
          .offset((query.page - 1) * query.limit),
        db.select({ total: count() }).from(jobPosts).where(where),
      ]);
      return { data: rows.map(toJobPost), total: counted?.total ?? 0 };
    },

    /**
     * Admin: deletes a post; its applications, chats, views and notifications go with it, and
     * complaints about it keep their record without the post (schema foreign keys). The title is
     * returned for the audit log.
     */
    async adminDelete(id: number): Promise<{ title: string }> {
      const [deleted] = await db
        .delete(jobPosts)
        .where(eq(jobPosts.id, id))
        .returning({ title: jobPosts.title });
      if (!deleted) throw notFound(MESSAGES.jobNotFound);
      await searchesChanged();
      return deleted;
    },

    /**
     * Admin: posts with at least one application, most applications first (then newest), paged,
     * counted by one aggregate over the applications.
     */
    async listWithApplications(page: {
      page: number;
      limit: number;
    }): Promise<{ data: JobWithApplications[]; total: number }> {
      const counts = db
        .select({
          jobPostId: jobApplications.jobPostId,
          applicationCount: sql<number>`count(*)::int`.as('application_count'),
        })
        .from(jobApplications)
        .groupBy(jobApplications.jobPostId)
        .as('counts');
      const [rows, [counted]] = await Promise.all([
        db
          .select({
            id: jobPosts.id,
            title: jobPosts.title,
            applicationCount: counts.applicationCount,
            createdAt: jobPosts.createdAt,
          })
          .from(counts)
          .innerJoin(jobPosts, eq(jobPosts.id, counts.jobPostId))
          .orderBy(desc(counts.applicationCount), desc(jobPosts.createdAt), desc(jobPosts.id))
          .limit(page.limit)
          .offset((page.page - 1) * page.limit),
        db
          .select({ total: sql<number>`count(distinct ${jobApplications.jobPostId})::int` })
          .from(jobApplications),
      ]);
      return {
        total: counted?.total ?? 0,
        data: rows.map((r) => ({
          id: r.id,
          title: r.title,
          applicationCount: Number(r.applicationCount),
          created_at: r.createdAt.toISOString(),
        })),
      };
    },

    /** Public Active posts: the vacancies of /stats. */
    async countPublic(): Promise<number> {
      const [row] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(jobPosts)
        .where(isPublic);
      return row?.n ?? 0;
    },
  };
  return service;
}

export type JobsService = ReturnType<typeof createJobsService>;
