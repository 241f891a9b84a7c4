import { and, inArray, sql } from 'drizzle-orm';
import { bigint, integer, pgTable, timestamp } from 'drizzle-orm/pg-core';
import type { JobListQuery } from '../../../shared/schemas/jobs.ts';
import type { Database } from '../../db/client.ts';
import { jobPosts } from '../../db/schema.ts';
import { compoundTerm, parseTsQuery, parseTsVector, type TsQuery } from './tsquery.ts';

/**
 * The change log the search index follows (migration 0007, hand-written: kept by triggers on
 * job_posts, so no write path can forget it). Declared here as 0004's word list is in the
 * service: Drizzle's schema does not describe the triggers that fill it.
 */
const jobPostChanges = pgTable('job_post_changes', {
  seq: bigint('seq', { mode: 'number' }).primaryKey(),
  jobPostId: integer('job_post_id').notNull(),
  changedAt: timestamp('changed_at', { withTimezone: true }).notNull(),
});

/** One public post as the index holds it: what the filters, the text and the order read. */
type IndexRow = {
  id: number;
  createdUs: number;
  salary: number | null;
  jobType: string;
  categoryId: number | null;
  location: string | null;
  skills: string[];
  search: string;
};

/** A growable, ascending list of slots. */
class Postings {
  slots = new Int32Array(4);
  length = 0;
  push(slot: number) {
    if (this.length === this.slots.length) {
      const grown = new Int32Array(this.slots.length * 2);
      grown.set(this.slots);
      this.slots = grown;
    }
    this.slots[this.length] = slot;
    this.length += 1;
  }
  view(): Int32Array {
    return this.slots.subarray(0, this.length);
  }
}

const EMPTY = new Int32Array(0);

const NO_POSTINGS = new Map<string, Postings>();

/** A keyword of stop words only: it matches no post (see parsedKeyword). */
const NOTHING = 'nothing';

/**
 * A word the index parses on its own: letters and digits, hyphenated or not. A keyword of such
 * words is the AND of their parses, as `websearch_to_tsquery` makes it (`-word` negates and
 * `or` joins in its syntax, so those keywords are parsed whole).
 */
const PLAIN_WORD = /^[\p{L}\p{N}]+(?:-[\p{L}\p{N}]+)*$/u;

function intersect(a: Int32Array, b: Int32Array): Int32Array {
  const out = new Int32Array(Math.min(a.length, b.length));
  let i = 0;
  let j = 0;
  let n = 0;
  while (i < a.length && j < b.length) {
    const x = a[i] as number;
    const y = b[j] as number;
    if (x === y) {
      out[n++] = x;
      i += 1;
      j += 1;
    } else if (x < y) i += 1;
    else j += 1;
  }
  return out.subarray(0, n);
}

function union(a: Int32Array, b: Int32Array): Int32Array {
  const out = new Int32Array(a.length + b.length);
  let i = 0;
  let j = 0;
  let n = 0;
  while (i < a.length || j < b.length) {
    const x = i < a.length ? (a[i] as number) : Number.POSITIVE_INFINITY;
    const y = j < b.length ? (b[j] as number) : Number.POSITIVE_INFINITY;
    if (x === y) {
      out[n++] = x;
      i += 1;
      j += 1;
    } else if (x < y) {
      out[n++] = x;
      i += 1;
    } else {
      out[n++] = y;
      j += 1;
    }
  }
  return out.subarray(0, n);
}

function complement(a: Int32Array, count: number): Int32Array {
  const out = new Int32Array(count - Math.min(a.length, count));
  let n = 0;
  let j = 0;
  for (let slot = 0; slot < count; slot += 1) {
    while (j < a.length && (a[j] as number) < slot) j += 1;
    if (j < a.length && a[j] === slot) continue;
    out[n++] = slot;
  }
  return out.subarray(0, n);
}

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
 * walk every match of a word for each new combination of filters, which is what kept issue 4's
 * speed target out of reach (docs/performance.md). PostgreSQL stays the source of truth:
 * - the text semantics are PostgreSQL's own: posts are indexed by the lexemes of their `search`
 *   document, and a keyword by what `websearch_to_tsquery('english', ...)` makes of it;
 * - the index follows the triggers' change log (`job_post_changes`), reloading changed posts,
 *   whenever the search generation moves (a write on any instance) and at least every few seconds;
 * - anything it does not evaluate (relevance order, phrases, a misspelled keyword together with a
 *   location, an index still loading) answers null and the service asks PostgreSQL as before.
 */
export function createJobSearchIndex(deps: {
  db: Database;
  corrections: Corrections;
  /** The most a reply's total counts, exact and typo-tolerant (TOTAL_CAP and FUZZY_TOTAL_CAP). */
  caps: { exact: number; fuzzy: number };
  log?: { error(obj: object, msg: string): void; info?(obj: object, msg: string): void };
  /** How often the change log is read even without a new generation. */
  refreshMs?: number;
}) {
  const { db } = deps;
  const refreshMs = deps.refreshMs ?? 5_000;

  // Per slot: one post. A changed post gets a new slot; its old one is marked dead.
  let capacity = 0;
  let count = 0;
  let live = 0;
  /** Slots below this hold the load's posts, in date order (newest first). */
  let orderedSlots = 0;
  let ids = new Int32Array(0);
  let created = new Float64Array(0);
  let salaries = new Float64Array(0);
  let types = new Uint8Array(0);
  let cats = new Int32Array(0);
  let alive = new Uint8Array(0);
  let locations: (string | null)[] = [];
  const slotOf = new Map<number, number>();
  let lexemes = new Map<string, Postings>();
  let titleLexemes = new Map<string, Postings>();
  /** The lexeme postings again, per job type: a search with a job type reads only its type's. */
  let lexemesByType = new Map<number, Map<string, Postings>>();
  let skillPostings = new Map<string, Postings>();
  const typeCodes = new Map<string, number>();

  // The change log: every seq up to `low` is applied; `seen` holds applied ones above it.
  let low = 0;
  let seen = new Set<number>();
  let gapSince: number | undefined;
  let lastSync = 0;
  let dirty = true;
  let state: 'empty' | 'building' | 'ready' = 'empty';
  let syncing: Promise<void> | undefined;
  let lastPrune = 0;

  // What websearch_to_tsquery makes of a keyword, and of single plain words (a keyword of plain
  // words is the AND of its words, so misspelled variants of a phrase share the parse of its
  // other words); corrections per keyword until the next change.
  const parsedKeywords = new Map<string, TsQuery | typeof NOTHING | null>();
  const parsedWords = new Map<string, TsQuery | 'empty' | null>();
  const corrected = new Map<string, Set<string>[] | null>();
  // How many searches the index answered, and how many it left to PostgreSQL.
  let answered = 0;
  let declined = 0;

  function reset() {
    capacity = 1024;
    count = 0;
    live = 0;
    ids = new Int32Array(capacity);
    created = new Float64Array(capacity);
    salaries = new Float64Array(capacity);
    types = new Uint8Array(capacity);
    cats = new Int32Array(capacity);
    alive = new Uint8Array(capacity);
    locations = [];
    slotOf.clear();
    lexemes = new Map();
    titleLexemes = new Map();
    lexemesByType = new Map();
    skillPostings = new Map();
  }

  function grow() {
    capacity *= 2;
    const copy = <T extends Int32Array | Float64Array | Uint8Array>(
      old: T,
      make: (n: number) => T,
    ) => {
      const next = make(capacity);
      next.set(old);
      return next;
    };
    ids = copy(ids, (n) => new Int32Array(n));
    created = copy(created, (n) => new Float64Array(n));
    salaries = copy(salaries, (n) => new Float64Array(n));
    types = copy(types, (n) => new Uint8Array(n));
    cats = copy(cats, (n) => new Int32Array(n));
    alive = copy(alive, (n) => new Uint8Array(n));
  }

  function typeCode(jobType: string): number {
    let code = typeCodes.get(jobType);
    if (code === undefined) {
      code = typeCodes.size + 1;
      typeCodes.set(jobType, code);
    }
    return code;
  }

  function post(map: Map<string, Postings>, lexeme: string, slot: number) {
    let list = map.get(lexeme);
    if (!list) {
      list = new Postings();
      map.set(lexeme, list);
    }
    list.push(slot);
  }

  function remove(id: number) {
    const slot = slotOf.get(id);
    if (slot === undefined) return;
    alive[slot] = 0;
    slotOf.delete(id);
    live -= 1;
  }

  function add(row: IndexRow) {
    remove(row.id);
    if (count === capacity) grow();
    const slot = count;
    count += 1;
    ids[slot] = row.id;
    created[slot] = row.createdUs;
    salaries[slot] = row.salary === null ? Number.NaN : row.salary;
    const type = typeCode(row.jobType);
    types[slot] = type;
    cats[slot] = row.categoryId ?? 0;
    alive[slot] = 1;
    locations[slot] = row.location;
    slotOf.set(row.id, slot);
    live += 1;
    const { all, weightA } = parseTsVector(row.search);
    let ofType = lexemesByType.get(type);
    if (!ofType) {
      ofType = new Map();
      lexemesByType.set(type, ofType);
    }
    for (const lexeme of all) {
      post(lexemes, lexeme, slot);
      post(ofType, lexeme, slot);
    }
    for (const lexeme of weightA) post(titleLexemes, lexeme, slot);
    for (const skill of new Set(row.skills)) post(skillPostings, skill, slot);
  }

  const indexColumns = {
    id: jobPosts.id,
    createdUs: sql<number>`(floor(extract(epoch from ${jobPosts.createdAt}) * 1000000))::float8`,
    salary: sql<number | null>`${jobPosts.salary}::float8`,
    jobType: jobPosts.jobType,
    categoryId: jobPosts.categoryId,
    location: sql<string | null>`lower(${jobPosts.location})`,
    skills: sql<string[]>`job_skills_lower(${jobPosts.requiredSkills})`,
    search: sql<string>`${jobPosts.search}::text`,
  };
  const isPublic = sql`${jobPosts.status} = 'Active' and ${jobPosts.pendingReview} = false`;

  const toRow = (r: Record<keyof typeof indexColumns, unknown>): IndexRow => ({
    id: Number(r.id),
    createdUs: Number(r.createdUs),
    salary: r.salary === null ? null : Number(r.salary),
    jobType: String(r.jobType),
    categoryId: r.categoryId === null ? null : Number(r.categoryId),
    location: (r.location as string | null) ?? null,
    skills: (r.skills as string[] | null) ?? [],
    search: String(r.search ?? ''),
  });

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
    reset();
    for (const r of rows) add(toRow(r));
    orderedSlots = count;
    low = Math.max(0, startSeq - 1_000);
    seen = new Set(recent.map((r) => Number(r.seq)));
    gapSince = undefined;
    lastSync = Date.now();
    state = 'ready';
    deps.log?.info?.(
      { posts: live, lexemes: lexemes.size, ms: Date.now() - started },
      'job search index built',
    );
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
      // New titles bring new words to correct a misspelling to.
      corrected.clear();
      const rows = await db
        .select(indexColumns)
        .from(jobPosts)
        .where(and(inArray(jobPosts.id, changedIds), isPublic));
      const present = new Set<number>();
      for (const r of rows) {
        const row = toRow(r);
        present.add(row.id);
        add(row);
      }
      for (const id of changedIds) if (!present.has(id)) remove(id);
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
    if (state !== 'ready' || stale || (count > 1_000 && live < count * 0.7)) {
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
    if (dirty || Date.now() - lastSync > refreshMs) {
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

  async function websearch(texts: string[]): Promise<string[]> {
    const rows = await db
      .select({
        at: sql<number>`q.at::int`,
        q: sql<string>`websearch_to_tsquery('english', q.text)::text`,
      })
      .from(
        sql`unnest(array[${sql.join(
          texts.map((text) => sql`${text}`),
          sql`, `,
        )}]::text[]) with ordinality as q(text, at)`,
      );
    const out = texts.map(() => '');
    for (const row of rows) out[Number(row.at) - 1] = row.q ?? '';
    return out;
  }

  const remember = <V>(map: Map<string, V>, key: string, value: V) => {
    if (map.size >= 10_000) map.clear();
    map.set(key, value);
  };

  /**
   * What a keyword matches: its parse, NOTHING when it holds no lexeme at all (only stop words:
   * PostgreSQL's `@@` is false then), or null when the index cannot evaluate it.
   */
  async function parsedKeyword(keyword: string): Promise<TsQuery | typeof NOTHING | null> {
    const words = keyword.split(/\s+/).filter(Boolean);
    const plain =
      words.length <= 16 && words.every((w) => PLAIN_WORD.test(w) && w.toLowerCase() !== 'or');
    if (plain) {
      const unknown = [...new Set(words.filter((w) => !parsedWords.has(w)))];
      if (unknown.length > 0) {
        const texts = await websearch(unknown);
        unknown.forEach((word, i) => {
          const text = texts[i] ?? '';
          remember(
            parsedWords,
            word,
            text === '' ? 'empty' : (parseTsQuery(text) ?? compoundTerm(text)),
          );
        });
      }
      const operands: TsQuery[] = [];
      for (const word of words) {
        const parsed = parsedWords.get(word);
        if (parsed === null || parsed === undefined) return null;
        if (parsed !== 'empty') operands.push(parsed);
      }
      if (operands.length === 0) return NOTHING;
      return operands.length === 1 ? (operands[0] as TsQuery) : { kind: 'and', operands };
    }
    if (parsedKeywords.has(keyword)) return parsedKeywords.get(keyword) ?? null;
    const [text] = await websearch([keyword]);
    const parsed = text === '' ? NOTHING : parseTsQuery(text ?? '');
    remember(parsedKeywords, keyword, parsed);
    return parsed;
  }

  async function correctionsOf(keyword: string): Promise<Set<string>[] | null> {
    if (corrected.has(keyword)) return corrected.get(keyword) ?? null;
    const found = await deps.corrections(keyword);
    remember(corrected, keyword, found);
    return found;
  }

  function evaluate(query: TsQuery, map: Map<string, Postings>): Int32Array {
    switch (query.kind) {
      case 'term':
        return map.get(query.lexeme)?.view() ?? EMPTY;
      case 'not':
        return complement(evaluate(query.operand, map), count);
      case 'and': {
        const parts = query.operands
          .map((q) => evaluate(q, map))
          .sort((a, b) => a.length - b.length);
        return parts.reduce((acc, part) => intersect(acc, part));
      }
      case 'or':
        return query.operands.map((q) => evaluate(q, map)).reduce((acc, part) => union(acc, part));
    }
  }

  /**
   * The page of a search among `candidates`, with every filter applied: the number of matches
   * and the ids of rows `offset` to `offset + limit` in the requested order.
   */
  /**
   * `cap`: the reply's total counts at most this many matches (TOTAL_CAP, 010). In date order the
   * scan stops once it has the page and `cap` matches: slots below `orderedSlots` are in the
   * reply's date order (the load reads them so), so no later one can enter the page.
   */
  function select(
    candidates: Int32Array | null,
    query: JobListQuery,
    location: string,
    cap: number,
  ) {
    const min = query.salary_min;
    const max = query.salary_max;
    const type = query.job_type ? (typeCodes.get(query.job_type) ?? -1) : 0;
    const category = query.category_id ?? 0;
    const bySalary = query.sort_by === 'salary';
    const ascending = query.sort_order === 'ASC';
    const need = (query.page - 1) * query.limit + query.limit;

    // `before(a, b)`: slot a comes before slot b in the reply's order.
    const before = bySalary
      ? (a: number, b: number) => {
          const sa = salaries[a] as number;
          const sb = salaries[b] as number;
          const na = Number.isNaN(sa);
          const nb = Number.isNaN(sb);
          if (na !== nb) return nb; // nulls last, in both directions
          if (!na && sa !== sb) return ascending ? sa < sb : sa > sb;
          return ascending
            ? (ids[a] as number) < (ids[b] as number)
            : (ids[a] as number) > (ids[b] as number);
        }
      : (a: number, b: number) => {
          const ca = created[a] as number;
          const cb = created[b] as number;
          if (ca !== cb) return ascending ? ca < cb : ca > cb;
          return ascending
            ? (ids[a] as number) < (ids[b] as number)
            : (ids[a] as number) > (ids[b] as number);
        };

    // The best `need` matches in a heap whose root is the worst kept.
    const heap: number[] = [];
    const siftUp = (i: number) => {
      while (i > 0) {
        const parent = (i - 1) >> 1;
        if (!before(heap[parent] as number, heap[i] as number)) break;
        [heap[parent], heap[i]] = [heap[i] as number, heap[parent] as number];
        i = parent;
      }
    };
    const siftDown = (i: number) => {
      for (;;) {
        const l = 2 * i + 1;
        const r = l + 1;
        let worst = i;
        if (l < heap.length && before(heap[worst] as number, heap[l] as number)) worst = l;
        if (r < heap.length && before(heap[worst] as number, heap[r] as number)) worst = r;
        if (worst === i) break;
        [heap[worst], heap[i]] = [heap[i] as number, heap[worst] as number];
        i = worst;
      }
    };

    let matches = 0;
    /** Whether the slot passes the filters; a passing slot is counted and offered to the heap. */
    const consider = (slot: number): boolean => {
      if (alive[slot] === 0) return false;
      if (min !== undefined && !((salaries[slot] as number) >= min)) return false;
      if (max !== undefined && !((salaries[slot] as number) <= max)) return false;
      if (type !== 0 && types[slot] !== type) return false;
      if (category !== 0 && cats[slot] !== category) return false;
      if (location && !locations[slot]?.includes(location)) return false;
      matches += 1;
      if (heap.length < need) {
        heap.push(slot);
        siftUp(heap.length - 1);
      } else if (before(slot, heap[0] as number)) {
        heap[0] = slot;
        siftDown(0);
      }
      return true;
    };
    const total = candidates ? candidates.length : count;
    const slotAt = (k: number) => (candidates ? (candidates[k] as number) : k);
    if (bySalary) {
      for (let k = 0; k < total; k += 1) consider(slotAt(k));
    } else {
      // Candidates are in ascending slot order: the ordered part first, then the rest.
      let split = 0;
      let high = total;
      while (split < high) {
        const mid = (split + high) >> 1;
        if (slotAt(mid) < orderedSlots) split = mid + 1;
        else high = mid;
      }
      // Slots added since the load can sort anywhere: all of them are looked at.
      for (let k = split; k < total; k += 1) consider(slotAt(k));
      let inOrder = 0;
      const enough = () => inOrder >= need && matches >= cap;
      if (ascending) {
        for (let k = split - 1; k >= 0 && !enough(); k -= 1) if (consider(slotAt(k))) inOrder += 1;
      } else {
        for (let k = 0; k < split && !enough(); k += 1) if (consider(slotAt(k))) inOrder += 1;
      }
    }
    const ordered = heap.sort((a, b) => (before(a, b) ? -1 : before(b, a) ? 1 : 0));
    return {
      matches,
      ids: ordered.slice((query.page - 1) * query.limit).map((slot) => ids[slot] as number),
    };
  }

  /**
   * A search's page and match count, or null when PostgreSQL must answer it (see above).
   * Exact words first; when they find nothing, typo tolerance on the title as the SQL path
   * does it.
   */
  /** The posts holding any of the skills (lower-cased, as the SQL path compares them). */
  function withSkills(wanted: string[]): Int32Array {
    let found: Int32Array = EMPTY;
    for (const skill of new Set(wanted.map((s) => s.toLowerCase()))) {
      found = union(found, skillPostings.get(skill)?.view() ?? EMPTY);
    }
    return found;
  }

  async function search(query: JobListQuery): Promise<IndexAnswer | null> {
    if (query.sort_by === 'relevance') return null;
    if (!(await ensureFresh())) return null;
    const keyword = query.title?.trim() ?? '';
    const location = query.location?.trim().toLowerCase() ?? '';
    const bySkill = query.required_skills?.length ? withSkills(query.required_skills) : null;
    // null: every slot.
    let candidates: Int32Array | null = bySkill;
    if (keyword) {
      const parsed = await parsedKeyword(keyword);
      if (!parsed) return null;
      // With a job type, the type's own postings: every term then lists only posts of that type
      // (a negation lists posts of any type, which the type filter in `select` drops). The set
      // of matches of that type is the same, and the scan is shorter.
      const postings = query.job_type
        ? (lexemesByType.get(typeCodes.get(query.job_type) ?? -1) ?? NO_POSTINGS)
        : lexemes;
      const matching = parsed === NOTHING ? EMPTY : evaluate(parsed, postings);
      candidates = candidates ? intersect(candidates, matching) : matching;
    }
    const exact = select(candidates, query, location, deps.caps.exact);
    if (exact.matches > 0 || (!keyword && !location)) return { ...exact, mode: 'exact' };
    // The SQL path's tolerant location (trigram similarity) is not evaluated here.
    if (location) return null;
    const corrections = await correctionsOf(keyword);
    if (!corrections) return { ids: [], matches: 0, mode: 'fuzzy' };
    let fuzzy: Int32Array | undefined;
    for (const words of corrections) {
      let either: Int32Array = EMPTY;
      for (const lexeme of words) {
        either = union(either, titleLexemes.get(lexeme)?.view() ?? EMPTY);
      }
      fuzzy = fuzzy ? intersect(fuzzy, either) : either;
    }
    if (fuzzy && bySkill) fuzzy = intersect(fuzzy, bySkill);
    return { ...select(fuzzy ?? EMPTY, query, '', deps.caps.fuzzy), mode: 'fuzzy' };
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
      dirty = true;
      corrected.clear();
    },

    /** Starts loading now (the first search would otherwise). */
    warm(): Promise<boolean> {
      return ensureFresh().then(async () => {
        await syncing;
        return state === 'ready';
      });
    },

    stats() {
      return { state, posts: live, slots: count, lexemes: lexemes.size, answered, declined };
    },
  };
}

export type JobSearchIndex = ReturnType<typeof createJobSearchIndex>;
