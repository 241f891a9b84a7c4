import type { JobListQuery } from '../../../../shared/schemas/jobs.ts';
import type { Database } from '../../../db/client.ts';
import { createChangeLogFollower, type SearchLog } from './change-log.ts';
import { createIndexStore } from './index-store.ts';
import { createKeywordParser, NOTHING, remember } from './keyword-parser.ts';
import { EMPTY, evaluate, intersect, NO_POSTINGS, union } from './postings.ts';
import { selectPage } from './select.ts';

/** The word corrections typo tolerance found for each keyword word (null: a word has none). */
export type Corrections = (keyword: string) => Promise<Set<string>[] | null>;

export type IndexAnswer = {
  /** Post ids of the requested page, in order. */
  ids: number[];
  /** The matches, counted up to the cap given for the mode (at least the cap means "more"). */
  matches: number;
  mode: 'exact' | 'fuzzy';
};

/**
 * An in-memory index of the public job posts, per server instance (docs/decisions/021): it
 * answers `GET /api/job-posts` searches ordered by date or salary without asking PostgreSQL to
 * walk every match of a word for each new combination of filters, which is what kept the speed
 * target out of reach (docs/performance.md). PostgreSQL stays the source of truth:
 * - the text semantics are PostgreSQL's own: posts are indexed by the lexemes of their `search`
 *   document (index-store.ts), and a keyword by what `websearch_to_tsquery('english', ...)`
 *   makes of it (keyword-parser.ts);
 * - the index follows the triggers' change log (`job_post_changes`, change-log.ts), reloading
 *   changed posts, whenever the search generation moves (a write on any instance) and at least
 *   every few seconds;
 * - anything it does not evaluate (relevance order, phrases, a misspelled keyword together with a
 *   location, an index still loading) answers null and the search asks PostgreSQL as before.
 */
export function createJobSearchIndex(deps: {
  db: Database;
  corrections: Corrections;
  /** The most a reply's total counts, exact and typo-tolerant (TOTAL_CAP and FUZZY_TOTAL_CAP). */
  caps: { exact: number; fuzzy: number };
  log?: SearchLog;
  /** How often the change log is read even without a new generation. */
  refreshMs?: number;
}) {
  const store = createIndexStore();
  // Corrections per keyword until the next change.
  const corrected = new Map<string, Set<string>[] | null>();
  const follower = createChangeLogFollower({
    db: deps.db,
    store,
    onReload: () => corrected.clear(),
    log: deps.log,
    refreshMs: deps.refreshMs ?? 5_000,
  });
  const parseKeyword = createKeywordParser(deps.db);
  // How many searches the index answered, and how many it left to PostgreSQL.
  let answered = 0;
  let declined = 0;

  async function correctionsOf(keyword: string): Promise<Set<string>[] | null> {
    if (corrected.has(keyword)) return corrected.get(keyword) ?? null;
    const found = await deps.corrections(keyword);
    remember(corrected, keyword, found);
    return found;
  }

  /**
   * A search's page and match count, or null when PostgreSQL must answer it (see above).
   * Exact words first; when they find nothing, typo tolerance on the title as the SQL path
   * does it.
   */
  async function search(query: JobListQuery): Promise<IndexAnswer | null> {
    if (query.sort_by === 'relevance') return null;
    if (!(await follower.ensureFresh())) return null;
    const keyword = query.title?.trim() ?? '';
    const location = query.location?.trim().toLowerCase() ?? '';
    const bySkill = query.required_skills?.length ? store.withSkills(query.required_skills) : null;
    // null: every slot.
    let candidates: Int32Array | null = bySkill;
    if (keyword) {
      const parsed = await parseKeyword(keyword);
      if (!parsed) return null;
      // With a job type, the type's own postings: every term then lists only posts of that type
      // (a negation lists posts of any type, which the type filter in `selectPage` drops). The
      // set of matches of that type is the same, and the scan is shorter.
      const postings = store.lexemes(query.job_type) ?? NO_POSTINGS;
      const matching =
        parsed === NOTHING ? EMPTY : evaluate(parsed, postings, store.columns().count);
      candidates = candidates ? intersect(candidates, matching) : matching;
    }
    const exact = selectPage(store.columns(), candidates, query, location, deps.caps.exact);
    if (exact.matches > 0 || (!keyword && !location)) return { ...exact, mode: 'exact' };
    // The SQL path's tolerant location (trigram similarity) is not evaluated here.
    if (location) return null;
    const corrections = await correctionsOf(keyword);
    if (!corrections) return { ids: [], matches: 0, mode: 'fuzzy' };
    let fuzzy: Int32Array | undefined;
    for (const words of corrections) {
      let either: Int32Array = EMPTY;
      for (const lexeme of words) either = union(either, store.withTitleLexeme(lexeme));
      fuzzy = fuzzy ? intersect(fuzzy, either) : either;
    }
    if (fuzzy && bySkill) fuzzy = intersect(fuzzy, bySkill);
    const page = selectPage(store.columns(), fuzzy ?? EMPTY, query, '', deps.caps.fuzzy);
    return { ...page, mode: 'fuzzy' };
  }

  return {
    async search(query: JobListQuery): Promise<IndexAnswer | null> {
      const answer = await search(query);
      if (answer) answered += 1;
      else declined += 1;
      return answer;
    },

    /** A write may have changed what searches answer: read the change log before the next. */
    changed() {
      follower.markDirty();
      corrected.clear();
    },

    /** Starts loading now (the first search would otherwise). */
    warm: follower.warm,

    stats() {
      return { state: follower.state(), ...store.stats(), answered, declined };
    },
  };
}

export type JobSearchIndex = ReturnType<typeof createJobSearchIndex>;
