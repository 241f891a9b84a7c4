/**
 * The scam and off-platform detector (docs/decisions/044-scam-and-off-platform-detection.md).
 * It reads job posts, profile texts, cover letters and chat messages and says which sentences
 * share contact details, ask for a payment up front, ask for payment by gift card, crypto or a
 * personal transfer, or ask to leave TalentBridge. Shared because both sides run it: the server
 * on what is saved and sent, the web app as Post a Job's live check.
 *
 * The words are data (rules/*.json, format in rules/README.md): a moderator extends the lists
 * without touching this file. Deterministic, in-process, no network; `npm run bench:trust`
 * prints its precision, recall and time per text.
 */

import { contactSpans, type Span } from './contact.ts';
import { EXCERPT_MAX_LENGTH, FINDING_KINDS, type Finding, type FindingKind } from './findings.ts';
import { normalizeText, sentencesOf } from './normalize.ts';
import allowRules from './rules/allow.json' with { type: 'json' };
import contactRules from './rules/contact_info.json' with { type: 'json' };
import lexicon from './rules/lexicon.json' with { type: 'json' };
import offPlatformRules from './rules/off_platform.json' with { type: 'json' };
import paymentMethodRules from './rules/payment_method.json' with { type: 'json' };
import upfrontRules from './rules/upfront_payment.json' with { type: 'json' };
import { AT_WORD, compileTemplate, DIGIT_WORD, firstWordsOf, wordsOf } from './template.ts';

export { riskKinds } from './findings.ts';
export { EXCERPT_MAX_LENGTH, FINDING_KINDS, type Finding, type FindingKind };

type RuleFile = {
  kind: string;
  phrases: string[];
  negatable?: boolean;
  negations?: { before: string[]; after: string[] };
};

/** Built-in slots of the phrase language. */
const BUILTIN_SLOTS: Record<string, string> = {
  money:
    '(?:[$€£₱¥]\\s?\\d[\\d,.]*(?:\\s?(?:k|usd|dollars?))?|\\d[\\d,.]*\\s?(?:usd|us dollars|dollars?|bucks|eur|euros?|php|pesos?|gbp|pounds?|inr|rupees?|usdt|btc)(?![\\p{L}]))',
  handle:
    '(?:@[\\p{L}\\p{N}_.]{2,32}|live:[\\p{L}\\p{N}_.:-]+|[\\p{L}\\p{N}_.]{2,32}#\\d{4}|[\\p{L}\\p{N}_.]*[\\p{N}_.][\\p{L}\\p{N}_.]*\\p{L}[\\p{L}\\p{N}_.]*|[\\p{L}\\p{N}_.]*\\p{L}[\\p{L}\\p{N}_.]*[\\p{N}_][\\p{L}\\p{N}_.]*|\\+?\\d[\\d\\s-]{6,}\\d)',
  'at-handle': '@[\\p{L}\\p{N}_.]{2,32}',
  number: '\\d[\\d,.]*',
  // Any word but the everyday ones of lexicon.json's not-a-handle ("my Skype is down").
  loose: `(?!(?:${(lexicon['not-a-handle'] as string[]).join('|')})(?![\\p{L}\\p{N}_]))[\\p{L}\\p{N}_.@:#+'-]{3,}`,
  word: '[^\\s.!?]+',
};

const slotCache = new Map<string, string>();
function slot(name: string): string {
  const builtin = BUILTIN_SLOTS[name];
  if (builtin) return builtin;
  const cached = slotCache.get(name);
  if (cached) return cached;
  const list = (lexicon as Record<string, unknown>)[name];
  if (!Array.isArray(list)) throw new Error(`Unknown list {${name}} in the trust rules`);
  const source = (list as string[])
    .slice()
    .sort((a, b) => b.length - a.length)
    .map((entry) => compileTemplate(entry, slot, false))
    .join('|');
  slotCache.set(name, source);
  return source;
}

const firstWordCache = new Map<string, Set<string> | null>();
/** What the built-in slots start with, as the pseudo-words wordsOf() adds. */
const BUILTIN_FIRST_WORDS: Record<string, Set<string>> = {
  money: new Set([DIGIT_WORD]),
  number: new Set([DIGIT_WORD]),
  'at-handle': new Set([AT_WORD]),
};

function slotFirstWords(name: string): Set<string> | null {
  if (BUILTIN_SLOTS[name]) return BUILTIN_FIRST_WORDS[name] ?? null;
  if (firstWordCache.has(name)) return firstWordCache.get(name) ?? null;
  const list = (lexicon as Record<string, unknown>)[name] as string[];
  const out = new Set<string>();
  let any = false;
  for (const entry of list) {
    const words = firstWordsOf(entry, slotFirstWords);
    if (!words) any = true;
    else for (const w of words) out.add(w);
  }
  firstWordCache.set(name, any ? null : out);
  return any ? null : out;
}

/**
 * One expression per phrase, run only on sentences holding one of the words it can start with
 * (one expression of all phrases was several times slower: no first-character scan survives a
 * large alternation). Phrases run on lower-cased text, `regex:` entries on the text as written.
 */
type CompiledPhrase = { pattern: RegExp; firstWords: Set<string> | null; raw: boolean };
type CompiledList = CompiledPhrase[];

function compileList(entries: string[]): CompiledList {
  return entries.map((entry) => ({
    pattern: new RegExp(compileTemplate(entry, slot), 'gu'),
    firstWords: firstWordsOf(entry, slotFirstWords),
    raw: entry.startsWith('regex:'),
  }));
}

type CompiledRule = {
  kind: FindingKind;
  list: CompiledList;
  before: RegExp | null;
  after: RegExp | null;
};

function compileRule(file: RuleFile): CompiledRule {
  const kind = file.kind as FindingKind;
  if (!FINDING_KINDS.includes(kind)) throw new Error(`Unknown finding kind ${file.kind}`);
  const negations = file.negatable ? file.negations : undefined;
  const anywhere = (phrases: string[]) =>
    new RegExp(phrases.map((p) => `(?:${compileTemplate(p, slot)})`).join('|'), 'u');
  return {
    kind,
    list: compileList(file.phrases),
    before: negations ? anywhere(negations.before) : null,
    after: negations ? anywhere(negations.after) : null,
  };
}

const RULES: CompiledRule[] = [
  contactRules,
  upfrontRules,
  paymentMethodRules,
  offPlatformRules,
].map((file) => compileRule(file as RuleFile));
const ALLOW = compileList(allowRules.phrases);

/** How far before and after a match a negation ("no", "is covered by us") is looked for. */
const NEGATION_BEFORE = 48;
const NEGATION_AFTER = 40;

function negated(rule: CompiledRule, lower: string, span: Span): boolean {
  if (!rule.before || !rule.after) return false;
  const before = lower.slice(Math.max(0, span.start - NEGATION_BEFORE), span.start);
  const after = lower.slice(span.end, span.end + NEGATION_AFTER);
  return rule.before.test(before) || rule.after.test(after);
}

type Sentence = { text: string; lower: string; words: Set<string> };

function spansOf(list: CompiledList, sentence: Sentence): Span[] {
  const out: Span[] = [];
  for (const phrase of list) {
    if (phrase.firstWords && !hasAny(sentence.words, phrase.firstWords)) continue;
    for (const m of (phrase.raw ? sentence.text : sentence.lower).matchAll(phrase.pattern)) {
      if (m[0].length > 0) out.push({ start: m.index, end: m.index + m[0].length });
    }
  }
  return out;
}

function hasAny(words: Set<string>, wanted: Set<string>): boolean {
  if (words.size < wanted.size) {
    for (const w of words) if (wanted.has(w)) return true;
  } else {
    for (const w of wanted) if (words.has(w)) return true;
  }
  return false;
}

/**
 * The sentence lower-cased with every character at its place (a few characters grow when
 * lower-cased, such as İ; those stay as written), so that spans found in it fit the excerpt.
 */
function lowerInPlace(sentence: string): string {
  const lower = sentence.toLowerCase();
  if (lower.length === sentence.length) return lower;
  let out = '';
  for (const ch of sentence) {
    const l = ch.toLowerCase();
    out += l.length === ch.length ? l : ch;
  }
  return out;
}

/** Spaces and punctuation that a match may start or end with but a highlight should not. */
const EDGE = /[\s,;:.!?]/;

const overlaps = (a: Span, b: Span) => a.start < b.end && b.start < a.end;

/** The sentence, or a window of it at most EXCERPT_MAX_LENGTH long around the match. */
function excerptOf(sentence: string, span: Span): Pick<Finding, 'excerpt' | 'match'> {
  if (sentence.length <= EXCERPT_MAX_LENGTH) return { excerpt: sentence, match: span };
  const length = Math.min(span.end - span.start, EXCERPT_MAX_LENGTH);
  const room = EXCERPT_MAX_LENGTH - length;
  let start = Math.max(0, span.start - Math.floor(room / 2));
  start = Math.min(start, sentence.length - EXCERPT_MAX_LENGTH);
  // Do not cut a surrogate pair in two.
  if (/[\uDC00-\uDFFF]/.test(sentence[start] ?? '')) start++;
  let end = Math.min(sentence.length, start + EXCERPT_MAX_LENGTH);
  if (/[\uD800-\uDBFF]/.test(sentence[end - 1] ?? '')) end--;
  return {
    excerpt: sentence.slice(start, end),
    match: { start: span.start - start, end: Math.min(span.start + length, end) - start },
  };
}

function findingsOfSentence(sentence: string, out: Finding[]): void {
  const lower = lowerInPlace(sentence);
  const read: Sentence = { text: sentence, lower, words: wordsOf(lower) };
  const allowed = spansOf(ALLOW, read);
  const add = (kind: FindingKind, spans: Span[]) => {
    // One finding per kind and sentence: the first match that is not allowed, joined with
    // the matches that overlap it (a phrase and an address found by shape, say).
    const kept = spans
      .filter((s) => !allowed.some((a) => overlaps(a, s)))
      .sort((a, b) => a.start - b.start || b.end - a.end);
    const first = kept[0];
    if (!first) return;
    const span = { ...first };
    for (const s of kept) if (s.start < span.end) span.end = Math.max(span.end, s.end);
    // Highlight words, not the punctuation a phrase or a handle took at its edges.
    while (span.end - span.start > 1 && EDGE.test(sentence[span.start] ?? '')) span.start++;
    while (span.end - span.start > 1 && EDGE.test(sentence[span.end - 1] ?? '')) span.end--;
    out.push({ kind, ...excerptOf(sentence, span) });
  };
  for (const rule of RULES) {
    const spans = spansOf(rule.list, read).filter((s) => !negated(rule, lower, s));
    if (rule.kind === 'contact_info') spans.push(...contactSpans(lower));
    add(rule.kind, spans);
  }
}

/** Plain text in (callers turn HTML into text first). Deterministic, in-process, well under 1 ms. */
export function detectRisks(text: string): Finding[] {
  const out: Finding[] = [];
  if (!text) return out;
  // A sentence said twice is read once: repeating it adds no finding.
  const seen = new Set<string>();
  for (const sentence of sentencesOf(normalizeText(text))) {
    if (seen.has(sentence)) continue;
    seen.add(sentence);
    findingsOfSentence(sentence, out);
  }
  return out;
}

/**
 * Whether one phrase of the rule language matches a text (read as the detector reads it): for
 * the rule files' own tests and for a moderator checking a new phrase.
 */
export function phraseMatches(phrase: string, text: string): boolean {
  const pattern = new RegExp(compileTemplate(phrase, slot), 'u');
  return sentencesOf(normalizeText(text)).some((sentence) =>
    pattern.test(phrase.startsWith('regex:') ? sentence : lowerInPlace(sentence)),
  );
}
