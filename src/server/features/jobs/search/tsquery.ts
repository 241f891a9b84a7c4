/**
 * A parsed PostgreSQL tsquery, as `websearch_to_tsquery` prints it (`'custom' & 'support'`,
 * `'a' | !'b'`), for the in-memory search index. Phrase (`<->`), weight and prefix operators are
 * not represented: `parseTsQuery` answers null for them and the search asks PostgreSQL instead.
 */
export type TsQuery =
  | { kind: 'term'; lexeme: string }
  | { kind: 'not'; operand: TsQuery }
  | { kind: 'and' | 'or'; operands: TsQuery[] };

class Unsupported extends Error {}

/**
 * The quoted lexeme that starts at `start` (on its opening quote), as PostgreSQL prints one: a
 * quote inside is doubled, a backslash escapes the next character. `end` is just past the closing
 * quote, or the text's end when there is none (`isClosed` false).
 */
function readQuoted(
  text: string,
  start: number,
): { lexeme: string; end: number; isClosed: boolean } {
  let lexeme = '';
  let i = start + 1;
  while (i < text.length) {
    const c = text[i] as string;
    if (c === '\\') {
      lexeme += text[i + 1] ?? '';
      i += 2;
    } else if (c !== "'") {
      lexeme += c;
      i += 1;
    } else if (text[i + 1] === "'") {
      lexeme += "'";
      i += 2;
    } else {
      return { lexeme, end: i + 1, isClosed: true };
    }
  }
  return { lexeme, end: text.length, isClosed: false };
}

function tokenize(text: string): string[] {
  const tokens: string[] = [];
  let i = 0;
  while (i < text.length) {
    const ch = text[i] as string;
    if (ch === ' ') {
      i += 1;
    } else if (ch === "'") {
      const quoted = readQuoted(text, i);
      if (!quoted.isClosed) throw new Unsupported('unterminated lexeme');
      i = quoted.end;
      // Weights or prefix matching (`'x':*`, `'x':AB`) are not produced by websearch_to_tsquery.
      if (text[i] === ':') throw new Unsupported('weighted or prefix lexeme');
      tokens.push(`'${quoted.lexeme}`);
    } else if ('&|!()'.includes(ch)) {
      tokens.push(ch);
      i += 1;
    } else {
      // `<->`, `<N>` (phrases) and anything unexpected.
      throw new Unsupported(`operator ${ch}`);
    }
  }
  return tokens;
}

/** The query, or null when it holds something the index does not evaluate (or nothing at all). */
export function parseTsQuery(text: string): TsQuery | null {
  let tokens: string[];
  try {
    tokens = tokenize(text);
  } catch (error) {
    if (error instanceof Unsupported) return null;
    throw error;
  }
  if (tokens.length === 0) return null;
  let at = 0;
  const peek = () => tokens[at];
  const take = () => tokens[at++];

  function unary(): TsQuery {
    const token = take();
    if (token === undefined) throw new Unsupported('unexpected end');
    if (token === '!') return { kind: 'not', operand: unary() };
    if (token === '(') {
      const inner = or();
      if (take() !== ')') throw new Unsupported('missing )');
      return inner;
    }
    if (token.startsWith("'")) return { kind: 'term', lexeme: token.slice(1) };
    throw new Unsupported(`unexpected ${token}`);
  }
  function and(): TsQuery {
    const operands = [unary()];
    while (peek() === '&') {
      take();
      operands.push(unary());
    }
    return operands.length === 1 ? (operands[0] as TsQuery) : { kind: 'and', operands };
  }
  function or(): TsQuery {
    const operands = [and()];
    while (peek() === '|') {
      take();
      operands.push(and());
    }
    return operands.length === 1 ? (operands[0] as TsQuery) : { kind: 'or', operands };
  }

  try {
    const query = or();
    return at === tokens.length ? query : null;
  } catch (error) {
    if (error instanceof Unsupported) return null;
    throw error;
  }
}

const QUOTED = String.raw`'(?:[^'\\]|''|\\.)*'`;
const COMPOUND_PHRASE = new RegExp(`^(${QUOTED})(?: <(?:-|\\d+)> ${QUOTED})+$`);

/**
 * What `websearch_to_tsquery` makes of one hyphenated word (`short-form`): the phrase of the
 * compound lexeme and its parts, `'short-form' <-> 'short' <-> 'form'`. PostgreSQL's parser
 * always puts a compound's parts right after it in a document, so a document matches that
 * phrase exactly when it holds the compound lexeme: the term is returned. Null for any other
 * phrase (`'x' <-> '-1'`, where no compound came first).
 *
 * (One limit: PostgreSQL records word positions up to 16,383 only, so in a document longer than
 * that a compound past the limit matches the term but not the phrase. Job descriptions hold at
 * most 20,000 characters, which fits that many words only in contrived text.)
 */
export function compoundTerm(text: string): TsQuery | null {
  const match = COMPOUND_PHRASE.exec(text);
  if (!match) return null;
  const first = parseTsQuery(match[1] as string);
  return first?.kind === 'term' && first.lexeme.includes('-') ? first : null;
}

/**
 * The lexemes of a tsvector as PostgreSQL prints it (`'assist':1A,4B 'custom':3A`): every lexeme,
 * and those that occur with weight A (the title, in job posts' `search` document).
 */
export function parseTsVector(text: string): { all: string[]; weightA: string[] } {
  const all: string[] = [];
  const weightA: string[] = [];
  let i = 0;
  while (i < text.length) {
    if (text[i] !== "'") {
      i += 1;
      continue;
    }
    const { lexeme, end } = readQuoted(text, i);
    i = end;
    // Positions and weights up to the next space: `:1A,4B`; no letter means weight D.
    let positions = '';
    while (i < text.length && text[i] !== ' ') {
      positions += text[i];
      i += 1;
    }
    all.push(lexeme);
    if (positions.includes('A')) weightA.push(lexeme);
  }
  return { all, weightA };
}
