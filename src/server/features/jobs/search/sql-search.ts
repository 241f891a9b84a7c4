import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { JobListQuery, JobPost } from '../../../../shared/schemas/jobs.ts';
import type { Database } from '../../../db/client.ts';
import { jobPosts } from '../../../db/schema.ts';
import type { TtlCache } from '../../../infra/ttl-cache.ts';
import { isPublic, selectReply, toJobPost } from '../post-reply.ts';
import { fuzzyKeyword } from './corrections.ts';
import { FUZZY_TOTAL_CAP, filterKey, TOTAL_CAP } from './query-key.ts';
import type { Corrections } from './search-index.ts';

export type TextMode = { conditions: SQL[]; rank?: SQL };

/**
 * The keyword and location conditions of a search. Exact: the keyword against the `search`
 * document (title weighted above description), the location as a substring. Tolerant (only
 * asked for when the exact conditions find nothing): corrected keyword words in the title,
 * and the location close to a word of the location by pg_trgm word similarity. Shared with the
 * job alerts (docs/decisions/053), which use the exact conditions.
 */
export function textConditions(
  keyword: string,
  location: string,
  /** Absent: the exact conditions only (the job alerts). */
  corrections?: Corrections,
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
    if (keyword && corrections) {
      conditions.push(await fuzzyKeyword(corrections, keyword));
      rank = sql`word_similarity(${keyword.toLowerCase()}, lower(${jobPosts.title}))`;
    }
    if (like) conditions.push(sql`(${like} or ${location} <% lower(${jobPosts.location}))`);
    return { conditions, rank };
  };
  return { exact: { conditions: exact, rank: exactRank }, fuzzy: corrections ? fuzzy : undefined };
}

/**
 * The structured filters of a search, public posts only: Find Jobs' and the job alerts'
 * (docs/decisions/053), which match the same way.
 */
export function filtersOf(query: JobListQuery): SQL[] {
  const filters: SQL[] = [isPublic];
  if (query.salary_min !== undefined) filters.push(sql`${jobPosts.salary} >= ${query.salary_min}`);
  if (query.salary_max !== undefined) filters.push(sql`${jobPosts.salary} <= ${query.salary_max}`);
  if (query.job_type) filters.push(eq(jobPosts.jobType, query.job_type));
  if (query.category_id) filters.push(eq(jobPosts.categoryId, query.category_id));
  if (query.verified) filters.push(eq(jobPosts.employerVerified, true));
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
  return filters;
}

/**
 * Find Jobs answered by PostgreSQL (docs/decisions/014): full-text search over title and
 * description ranked by relevance, typo tolerance on titles and locations, and the structured
 * filters, combined. What the in-memory index does not answer comes here.
 */
export function createSqlSearch(deps: {
  db: Database;
  corrections: Corrections;
  /** Totals per generation and filter set (see `count`). */
  totals: TtlCache<number>;
}) {
  const { db } = deps;

  /** A page of posts and its total; `generationKey` null: nothing is cached. */
  return async function search(
    query: JobListQuery,
    generationKey: string | null,
  ): Promise<{ data: JobPost[]; total: number }> {
    const filters = filtersOf(query);
    const text = textConditions(
      query.title?.trim() ?? '',
      query.location?.trim().toLowerCase() ?? '',
      deps.corrections,
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
        : deps.totals.get(`${generationKey}|${mode}|${filterKey(query)}`, compute);
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
      const rows = await selectReply(db)
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
  };
}
