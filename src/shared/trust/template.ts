/**
 * The phrase language of the rule files (docs/decisions/044, src/shared/trust/rules/README.md):
 * a moderator writes `(pay|send) (a|the)? {fee-name}` rather than a regular expression.
 *
 * - words match themselves, in any case (the detector reads lower-cased text, so a phrase is
 *   lower-cased too); `'` is optional (`don't` matches `dont`);
 * - a space matches one or more spaces or hyphens (`one time` matches `one-time`), and nothing
 *   next to punctuation (`telegram :` and `telegram:` alike);
 * - `(a|b c)` is one of the alternatives, `(…)?` may be left out;
 * - `{name}` is one of the phrases of the list `name` in lexicon.json, or a built-in
 *   (`{money}`, `{handle}`, `{word}`);
 * - `~` stands for up to four words of the same sentence;
 * - an entry starting with `regex:` is a JavaScript regular expression, for the rare shape
 *   the phrases cannot say (wallet addresses).
 */

const WORD_CHAR = /[\p{L}\p{N}_]/u;
/**
 * Spaces or hyphens, or nothing where a side is punctuation. ASCII classes on purpose: a
 * separator occurs dozens of times in a phrase, and each Unicode property class (\\p{L}) made
 * V8 compile a phrase's expression for about half a second.
 */
const SEP = '(?:[\\s-]+|(?<=[^\\s\\w-])|(?=[^\\s\\w-]))';
const GAP = '(?:[^\\s.!?-]+[\\s-]+){0,4}?';

type Node =
  | { type: 'text'; value: string }
  | { type: 'group'; alternatives: Node[][]; optional: boolean }
  | { type: 'slot'; name: string }
  | { type: 'gap' }
  | { type: 'sep' };

function escapeChar(ch: string): string {
  if (ch === "'") return "'?";
  return /[.*+?^${}()|[\]\\/]/.test(ch) ? `\\${ch}` : ch;
}

class Parser {
  private pos = 0;
  constructor(private readonly source: string) {}

  parse(): Node[] {
    const nodes = this.sequence();
    if (this.pos < this.source.length) {
      throw new Error(`Unexpected '${this.source[this.pos]}' in rule "${this.source}"`);
    }
    return nodes;
  }

  private sequence(): Node[] {
    const nodes: Node[] = [];
    let text = '';
    const flush = () => {
      if (text) nodes.push({ type: 'text', value: text });
      text = '';
    };
    while (this.pos < this.source.length) {
      const ch = this.source[this.pos] as string;
      if (ch === ')' || ch === '|') break;
      this.pos++;
      if (ch === ' ') {
        flush();
        if (nodes.at(-1)?.type !== 'sep') nodes.push({ type: 'sep' });
      } else if (ch === '(') {
        flush();
        const alternatives: Node[][] = [this.sequence()];
        while (this.source[this.pos] === '|') {
          this.pos++;
          alternatives.push(this.sequence());
        }
        if (this.source[this.pos] !== ')') throw new Error(`Unclosed '(' in rule "${this.source}"`);
        this.pos++;
        const optional = this.source[this.pos] === '?';
        if (optional) this.pos++;
        nodes.push({ type: 'group', alternatives, optional });
      } else if (ch === '{') {
        flush();
        const end = this.source.indexOf('}', this.pos);
        if (end < 0) throw new Error(`Unclosed '{' in rule "${this.source}"`);
        nodes.push({ type: 'slot', name: this.source.slice(this.pos, end) });
        this.pos = end + 1;
      } else if (ch === '~') {
        flush();
        nodes.push({ type: 'gap' });
      } else {
        text += ch;
      }
    }
    flush();
    return nodes;
  }
}

export type SlotResolver = (name: string) => string;

function emit(nodes: Node[], slot: SlotResolver): string {
  let out = '';
  // A space seen and not yet written: the next item decides where it goes.
  let sepPending = false;
  // Whether anything but optional groups came before (they take the space after them).
  let atomSeen = false;
  for (let i = 0; i < nodes.length; i++) {
    const node = nodes[i] as Node;
    if (node.type === 'sep') {
      sepPending = true;
      continue;
    }
    if (node.type === 'group' && node.optional) {
      const body = node.alternatives.map((alt) => emit(alt, slot)).join('|');
      if (sepPending) {
        // "a (b)? c": the group takes the space before it; the one after it stays.
        out += `(?:${SEP}(?:${body}))?`;
      } else if (!atomSeen && nodes[i + 1]?.type === 'sep') {
        // "(a)? b" at the start: the group takes the space after it.
        out += `(?:(?:${body})${SEP})?`;
        i++;
      } else {
        // "word('s)? b": the group is glued to what comes before; the space after it stays.
        out += `(?:${body})?`;
      }
      continue;
    }
    if (sepPending) out += SEP;
    sepPending = false;
    atomSeen = true;
    if (node.type === 'text') {
      out += [...node.value.toLowerCase()].map(escapeChar).join('');
    } else if (node.type === 'slot') {
      out += `(?:${slot(node.name)})`;
    } else if (node.type === 'gap') {
      // "a ~ b": the words of the gap each bring their separator.
      out += GAP;
      if (nodes[i + 1]?.type === 'sep') i++;
    } else {
      out += `(?:${node.alternatives.map((alt) => emit(alt, slot)).join('|')})`;
    }
  }
  return out;
}

/**
 * The regular expression source of one rule entry (see the top of this file). A phrase is
 * bounded (no letter or digit may touch it); the entries of a list used as a slot are not,
 * the phrase around them is.
 */
export function compileTemplate(template: string, slot: SlotResolver, bounded = true): string {
  if (template.startsWith('regex:')) return template.slice('regex:'.length);
  const nodes = new Parser(template.trim()).parse();
  const body = emit(nodes, slot);
  if (!bounded) return body;
  const first = template.trim()[0] ?? '';
  const last = template.trim().at(-1) ?? '';
  // Whole words: no letter or digit may touch a phrase that starts or ends with one.
  const before =
    WORD_CHAR.test(first) || first === '(' || first === '{' ? '(?<![\\p{L}\\p{N}_])' : '';
  const after =
    WORD_CHAR.test(last) || last === ')' || last === '?' || last === '}'
      ? '(?![\\p{L}\\p{N}_])'
      : '';
  return `${before}(?:${body})${after}`;
}

export type SlotFirstWords = (name: string) => Set<string> | null;

/** The word a text starts with, as wordsOf() reads it, or null when it starts with a symbol. */
function leadingWord(text: string): string | null {
  const m = /^[\p{L}\p{N}_']+/u.exec(text.toLowerCase());
  const word = m ? m[0].replace(/'/g, '') : '';
  return word || null;
}

function firstWordsOfNodes(nodes: Node[], slot: SlotFirstWords): Set<string> | null {
  const node = nodes[0];
  if (!node) return new Set();
  const rest = nodes.slice(1);
  if (node.type === 'sep') return firstWordsOfNodes(rest, slot);
  if (node.type === 'gap') return null;
  if (node.type === 'text') {
    const word = leadingWord(node.value);
    return word ? new Set([word]) : null;
  }
  const sets: (Set<string> | null)[] =
    node.type === 'slot'
      ? [slot(node.name)]
      : node.alternatives.map((alt) => firstWordsOfNodes([...alt, ...rest], slot));
  if (node.type === 'group' && node.optional) sets.push(firstWordsOfNodes(rest, slot));
  const out = new Set<string>();
  for (const set of sets) {
    if (!set) return null;
    for (const word of set) out.add(word);
  }
  return out;
}

/**
 * The words a match of the phrase can start with (apostrophes dropped), or null when it may
 * start with anything: the detector runs a phrase only on sentences holding one of them.
 */
export function firstWordsOf(template: string, slot: SlotFirstWords): Set<string> | null {
  if (template.startsWith('regex:')) return null;
  return firstWordsOfNodes(new Parser(template.trim()).parse(), slot);
}

/** Pseudo-words for "holds a digit" and "holds an @", which `{money}` and `{at-handle}` start with. */
export const DIGIT_WORD = '<digit>';
export const AT_WORD = '<at>';

/** The words of lower-cased text as firstWordsOf() counts them, with the pseudo-words. */
export function wordsOf(lower: string): Set<string> {
  const words = new Set(lower.replace(/'/g, '').match(/[\p{L}\p{N}_]+/gu) ?? []);
  if (/\d/.test(lower)) words.add(DIGIT_WORD);
  if (lower.includes('@')) words.add(AT_WORD);
  return words;
}
