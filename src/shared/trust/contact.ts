/**
 * Contact details found by shape rather than by phrase (docs/decisions/044): e-mail addresses
 * (also written `john at gmail dot com`, `john[at]gmail[dot]com`), messenger links (`t.me/x`,
 * `t . me/x`, `wa.me/…`), phone numbers (`+63 917 555 0199`, `(917) 555-0199`) and digits
 * spelled out or mixed (`nine one seven 555 zero one nine nine`). The lists they read (mail
 * providers, top-level domains, link hosts, digit words, words that make a short number a
 * phone number) are in rules/lexicon.json.
 */
import lexicon from './rules/lexicon.json' with { type: 'json' };
import { compileTemplate } from './template.ts';

export type Span = { start: number; end: number };

const escapeRegex = (s: string) => s.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
const alternation = (words: string[]) =>
  words
    .slice()
    .sort((a, b) => b.length - a.length)
    .map((w) => escapeRegex(w).replace(/ /g, '[\\s.-]+'))
    .join('|');

const NB = '(?<![\\p{L}\\p{N}_])';
const NA = '(?![\\p{L}\\p{N}_])';

const TLD = `(?:${alternation(lexicon.tld)})`;
const PROVIDER = `(?:${alternation(lexicon['mail-provider'])})`;
const PROVIDER_ONLY = new RegExp(`^${PROVIDER}$`, 'u');
const BARE_PROVIDER = new RegExp(`^(?:${alternation(lexicon['bare-mail-provider'])})$`, 'u');

const EMAIL = new RegExp(
  `${NB}[\\p{L}\\p{N}._%+-]+@[\\p{L}\\p{N}-]+(?:\\.[\\p{L}\\p{N}-]+)*\\.\\p{L}{2,}${NA}`,
  'gu',
);

const AT_WORD = '(?:\\s*[\\[({<]\\s*(?:at|@)\\s*[\\])}>]\\s*|\\s+@\\s+|@\\s+|\\s+@|\\s+at\\s+)';
const DOT_WORD = '(?:\\s*[\\[({<]\\s*(?:dot|\\.)\\s*[\\])}>]\\s*|\\s*\\.\\s*|\\s+dot\\s+)';
/** An obfuscated address: local part, a written "at", a domain, a written "dot", a known TLD. */
const OBFUSCATED_EMAIL = new RegExp(
  `${NB}([\\p{L}\\p{N}._%+-]{2,})(${AT_WORD})([\\p{L}\\p{N}-]{2,})((?:${DOT_WORD}[\\p{L}\\p{N}-]+)*?)(${DOT_WORD})(${TLD})${NA}`,
  'gu',
);
/** `john at gmail`: a bare "at" before a webmail name nobody works at. */
const AT_PROVIDER = new RegExp(
  `${NB}([\\p{L}\\p{N}._%+-]{2,})(\\s*[\\[({<]\\s*at\\s*[\\])}>]\\s*|\\s+at\\s+|\\s*@\\s*)(${alternation(lexicon['bare-mail-provider'])})${NA}`,
  'gu',
);

/** Cheap test before the address expressions: an @ or a written "at". */
const MAY_HOLD_EMAIL = /@|(?<![\p{L}\p{N}_])at(?![\p{L}\p{N}_])/u;

const HOST_DOT =
  '\\s*(?:\\.|\\[\\s*\\.\\s*\\]|\\(\\s*\\.\\s*\\)|\\[\\s*dot\\s*\\]|\\(\\s*dot\\s*\\)|\\s dot\\s)\\s*';
const LINK = new RegExp(
  `(?<![\\p{L}\\p{N}_.])(?:${lexicon['link-host']
    .slice()
    .sort((a, b) => b.length - a.length)
    .map((host) =>
      host
        .split('/')
        .map((part) => part.split('.').map(escapeRegex).join(HOST_DOT))
        .join('\\s*/\\s*'),
    )
    .join('|')})\\s*/\\s*[\\p{L}\\p{N}_+~-]+(?:[/?=&.#][\\p{L}\\p{N}_+~-]+)*`,
  'gu',
);

const PHONE_CANDIDATE =
  /(?<![\p{L}\p{N}_$€£₱¥.,/:#-])(\+\s?)?\(?\d(?:[\s.()-]{0,3}\d){5,16}\)?(?![\p{N}])/gu;
const CURRENCY_BEFORE = /(?:[$€£₱¥]|\b(?:usd|eur|php|gbp|inr|rs|salary|pay|rate|budget))\s*$/;
const CURRENCY_AFTER =
  /^\s*(?:k\b|usd|eur|php|gbp|inr|dollars?|euros?|pesos?|rupees?|per|\/\s?(?:h|hr|hour|day|week|wk|month|mo|year|yr|page|word|task|item)|a (?:year|month|week)|hours?|hrs?|words?|years?)/;
const PHONE_CONTEXT = new RegExp(
  `${NB}(?:${compileTemplate(`(${lexicon['phone-context'].join('|')})`, () => '')})${NA}`,
  'u',
);

const DIGIT_WORDS = lexicon['digit-word'] as Record<string, string>;
const DIGIT_TOKEN = new RegExp(`${NB}(?:${Object.keys(DIGIT_WORDS).join('|')}|\\d+)${NA}`, 'gu');

function isYearsOrDate(groups: string[]): boolean {
  const years = groups.every((g) => /^(?:19|20)\d\d$/.test(g));
  const lengths = groups.map((g) => g.length).join('-');
  const date =
    lengths === '4-2-2' || lengths === '2-2-4' || lengths === '1-2-4' || lengths === '2-1-4';
  return years || date;
}

/** Thousands written with spaces or dots (`50 000 - 70 000`): an amount, not a phone. */
function isGroupedAmount(raw: string, groups: string[]): boolean {
  if (/[+()]/.test(raw)) return false;
  return (
    groups.length > 1 &&
    groups.slice(1).every((g) => g.length === 3) &&
    (groups[0]?.length ?? 0) <= 3
  );
}

function phones(sentence: string, out: Span[]): void {
  for (const m of sentence.matchAll(PHONE_CANDIDATE)) {
    const raw = m[0];
    const start = m.index;
    const digits = raw.replace(/\D/g, '');
    if (digits.length < 7 || digits.length > 15) continue;
    const before = sentence.slice(Math.max(0, start - 12), start);
    const after = sentence.slice(start + raw.length, start + raw.length + 14);
    if (CURRENCY_BEFORE.test(before) || CURRENCY_AFTER.test(after)) continue;
    const groups = raw.split(/[^\d]+/).filter(Boolean);
    const plus = raw.startsWith('+');
    if (!plus && (isYearsOrDate(groups) || isGroupedAmount(raw, groups))) continue;
    const context = PHONE_CONTEXT.test(sentence);
    // A leading + or ten digits look like a phone number; seven to nine need a word that says so.
    if (plus ? digits.length >= 8 : digits.length >= 10 || context) {
      out.push({ start, end: start + raw.length });
    }
  }
}

/** Runs of digit words and digits, at least one of them a word, seven digits or more. */
function spelledDigits(sentence: string, out: Span[]): void {
  let runStart = -1;
  let runEnd = -1;
  let count = 0;
  let words = 0;
  const close = () => {
    if (runStart >= 0 && words > 0 && count >= 7) out.push({ start: runStart, end: runEnd });
    runStart = -1;
    count = 0;
    words = 0;
  };
  for (const m of sentence.matchAll(DIGIT_TOKEN)) {
    const token = m[0].toLowerCase();
    const gap = runStart >= 0 ? sentence.slice(runEnd, m.index) : '';
    if (runStart >= 0 && !/^[\s,.\-/]*$/.test(gap)) close();
    if (runStart < 0) runStart = m.index;
    runEnd = m.index + m[0].length;
    const word = DIGIT_WORDS[token];
    if (word !== undefined) {
      words++;
      count++;
    } else {
      count += token.length;
    }
  }
  close();
}

function emails(sentence: string, out: Span[]): void {
  if (!MAY_HOLD_EMAIL.test(sentence)) return;
  for (const m of sentence.matchAll(EMAIL))
    out.push({ start: m.index, end: m.index + m[0].length });
  for (const m of sentence.matchAll(OBFUSCATED_EMAIL)) {
    const at = (m[2] ?? '').trim().toLowerCase();
    const domain = m[3] ?? '';
    const dot = (m[5] ?? '').trim().toLowerCase();
    // "at" written as a plain word is everyday English ("work at acme.com"): it counts with a
    // webmail domain or a "dot" written out.
    const plainAt = at === 'at';
    if (plainAt && !PROVIDER_ONLY.test(domain) && dot !== 'dot') continue;
    out.push({ start: m.index, end: m.index + m[0].length });
  }
  for (const m of sentence.matchAll(AT_PROVIDER)) {
    if (!BARE_PROVIDER.test(m[3] ?? '')) continue;
    out.push({ start: m.index, end: m.index + m[0].length });
  }
}

/** Letters written one by one with spaces between (`m i k e @ g m a i l . c o m`). */
const SPACED_LETTERS =
  /(?<![\p{L}\p{N}_])(?:[\p{L}\p{N}_@./] ){5,}[\p{L}\p{N}_./](?![\p{L}\p{N}_])/gu;

// Not global: a global expression's .test() moves its lastIndex, which matchAll() would inherit.
const EMAIL_ONCE = new RegExp(EMAIL.source, 'u');
const LINK_ONCE = new RegExp(LINK.source, 'u');

function spacedLetters(sentence: string, out: Span[]): void {
  if (!sentence.includes(' . ') && !sentence.includes(' @ ') && !sentence.includes(' / ')) return;
  for (const m of sentence.matchAll(SPACED_LETTERS)) {
    const joined = m[0].replace(/ /g, '');
    if (EMAIL_ONCE.test(joined) || LINK_ONCE.test(joined)) {
      out.push({ start: m.index, end: m.index + m[0].length });
    }
  }
}

function links(sentence: string, out: Span[]): void {
  if (!sentence.includes('/')) return;
  for (const m of sentence.matchAll(LINK)) out.push({ start: m.index, end: m.index + m[0].length });
}

/** Every contact detail in one normalized, whitespace-collapsed, lower-cased sentence. */
export function contactSpans(sentence: string): Span[] {
  const out: Span[] = [];
  emails(sentence, out);
  links(sentence, out);
  spacedLetters(sentence, out);
  phones(sentence, out);
  spelledDigits(sentence, out);
  return out;
}
