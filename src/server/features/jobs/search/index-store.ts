import { EMPTY, type Postings, post, union } from './postings.ts';
import { parseTsVector } from './tsquery.ts';

/** One public post as the index holds it: what the filters, the text and the order read. */
export type IndexRow = {
  id: number;
  createdUs: number;
  salary: number | null;
  jobType: string;
  categoryId: number | null;
  location: string | null;
  skills: string[];
  search: string;
  /** The employer is a verified employer (docs/decisions/049). */
  employerVerified: boolean;
};

/** The per-slot columns a page selection reads (see select.ts). */
export type IndexColumns = {
  ids: Int32Array;
  created: Float64Array;
  /** NaN for a post without a salary. */
  salaries: Float64Array;
  types: Uint8Array;
  /** 0 for a post without a category. */
  cats: Int32Array;
  alive: Uint8Array;
  /** 1 for a verified employer's post (docs/decisions/049). */
  verified: Uint8Array;
  locations: (string | null)[];
  /** Slots in use. */
  count: number;
  /** Slots below this hold the load's posts, in date order (newest first). */
  orderedSlots: number;
  /** The code of a job type in `types` (undefined for a type no post has). */
  typeCodes: ReadonlyMap<string, number>;
};

/**
 * The columnar store of the in-memory search index (docs/decisions/021): one slot per post, in
 * typed arrays, and the postings of its lexemes, title lexemes and skills. A changed post gets a
 * new slot; its old one is marked dead.
 */
export function createIndexStore() {
  let capacity = 0;
  let count = 0;
  let live = 0;
  let orderedSlots = 0;
  let ids = new Int32Array(0);
  let created = new Float64Array(0);
  let salaries = new Float64Array(0);
  let types = new Uint8Array(0);
  let cats = new Int32Array(0);
  let alive = new Uint8Array(0);
  let verified = new Uint8Array(0);
  let locations: (string | null)[] = [];
  const slotOf = new Map<number, number>();
  let lexemes = new Map<string, Postings>();
  let titleLexemes = new Map<string, Postings>();
  /** The lexeme postings again, per job type: a search with a job type reads only its type's. */
  let lexemesByType = new Map<number, Map<string, Postings>>();
  let skillPostings = new Map<string, Postings>();
  const typeCodes = new Map<string, number>();

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
    verified = copy(verified, (n) => new Uint8Array(n));
  }

  function typeCode(jobType: string): number {
    let code = typeCodes.get(jobType);
    if (code === undefined) {
      code = typeCodes.size + 1;
      typeCodes.set(jobType, code);
    }
    return code;
  }

  function remove(id: number) {
    const slot = slotOf.get(id);
    if (slot === undefined) return;
    alive[slot] = 0;
    slotOf.delete(id);
    live -= 1;
  }

  return {
    /** Empties the store (before a full load). */
    reset() {
      capacity = 1024;
      count = 0;
      live = 0;
      ids = new Int32Array(capacity);
      created = new Float64Array(capacity);
      salaries = new Float64Array(capacity);
      types = new Uint8Array(capacity);
      cats = new Int32Array(capacity);
      alive = new Uint8Array(capacity);
      verified = new Uint8Array(capacity);
      locations = [];
      slotOf.clear();
      lexemes = new Map();
      titleLexemes = new Map();
      lexemesByType = new Map();
      skillPostings = new Map();
    },

    /** Every slot so far was loaded in date order (newest first). */
    markOrdered() {
      orderedSlots = count;
    },

    /** Adds a post, or replaces its earlier version. */
    add(row: IndexRow) {
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
      verified[slot] = row.employerVerified ? 1 : 0;
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
    },

    remove,

    /** The lexeme postings of every post, or of one job type's posts only. */
    lexemes(jobType?: string): Map<string, Postings> | undefined {
      return jobType ? lexemesByType.get(typeCodes.get(jobType) ?? -1) : lexemes;
    },

    /** The posts whose title holds the lexeme. */
    withTitleLexeme(lexeme: string): Int32Array {
      return titleLexemes.get(lexeme)?.view() ?? EMPTY;
    },

    /** The posts holding any of the skills (lower-cased, as the SQL path compares them). */
    withSkills(wanted: string[]): Int32Array {
      let found: Int32Array = EMPTY;
      for (const skill of new Set(wanted.map((s) => s.toLowerCase()))) {
        found = union(found, skillPostings.get(skill)?.view() ?? EMPTY);
      }
      return found;
    },

    columns(): IndexColumns {
      return {
        ids,
        created,
        salaries,
        types,
        cats,
        alive,
        verified,
        locations,
        count,
        orderedSlots,
        typeCodes,
      };
    },

    stats() {
      return { posts: live, slots: count, lexemes: lexemes.size };
    },
  };
}

export type IndexStore = ReturnType<typeof createIndexStore>;
