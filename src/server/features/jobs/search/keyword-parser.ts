import { sql } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { compoundTerm, parseTsQuery, type TsQuery } from './tsquery.ts';

/** A keyword of stop words only: it matches no post (see `parse`). */
export const NOTHING = 'nothing';

/**
 * A word the index parses on its own: letters and digits, hyphenated or not. A keyword of such
 * words is the AND of their parses, as `websearch_to_tsquery` makes it (`-word` negates and
 * `or` joins in its syntax, so those keywords are parsed whole).
 */
const PLAIN_WORD = /^[\p{L}\p{N}]+(?:-[\p{L}\p{N}]+)*$/u;

/** Sets a memo entry; a memo that reached 10,000 entries starts again. */
export const remember = <V>(map: Map<string, V>, key: string, value: V) => {
  if (map.size >= 10_000) map.clear();
  map.set(key, value);
};

/**
 * What `websearch_to_tsquery('english', ...)` makes of a keyword, as the in-memory index
 * evaluates it (docs/decisions/021): PostgreSQL parses, the parse is remembered. Single plain
 * words are remembered on their own (a keyword of plain words is the AND of its words, so
 * misspelled variants of a phrase share the parse of its other words).
 */
export function createKeywordParser(db: Database) {
  const parsedKeywords = new Map<string, TsQuery | typeof NOTHING | null>();
  const parsedWords = new Map<string, TsQuery | 'empty' | null>();

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

  /**
   * What a keyword matches: its parse, NOTHING when it holds no lexeme at all (only stop words:
   * PostgreSQL's `@@` is false then), or null when the index cannot evaluate it.
   */
  return async function parse(keyword: string): Promise<TsQuery | typeof NOTHING | null> {
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
  };
}
