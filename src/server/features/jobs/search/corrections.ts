import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { jobPosts, jobTitleWords } from '../../../db/schema.ts';
import type { Corrections } from './search-index.ts';

/** The 3+ letter words of a keyword, lower-cased, at most 8: what typo tolerance corrects. */
const keywordWords = (keyword: string) =>
  keyword
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((w) => w.length >= 3)
    .slice(0, 8);

/** A tsquery lexeme restricted to titles (weight A), quoted for the tsquery input syntax. */
const titleLexeme = (lexeme: string) => `'${lexeme.replace(/\\/g, '\\\\').replace(/'/g, "''")}':A`;

/**
 * Typo tolerance for a keyword: every 3+ letter word is corrected to the title words close to
 * it by pg_trgm word similarity (a short, indexed list: job_title_words), and a title must
 * hold a correction of every word, found through the full-text index (weight A: the title).
 * A word close to no title word finds nothing.
 */
export function createCorrections(db: Database): Corrections {
  return async (keyword) => {
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
  };
}

/** The SQL condition of a keyword's corrections: a title holding a correction of every word. */
export async function fuzzyKeyword(corrections: Corrections, keyword: string): Promise<SQL> {
  const corrected = await corrections(keyword);
  if (!corrected) return sql`false`;
  const query = corrected.map((c) => `(${[...c].map(titleLexeme).join(' | ')})`).join(' & ');
  return sql`${jobPosts.search} @@ ${query}::tsquery`;
}
