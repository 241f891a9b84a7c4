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
import { normalizeText, sentencesOf } from './normalize.ts';
import allowRules from './rules/allow.json' with { type: 'json' };
import contactRules from './rules/contact_info.json' with { type: 'json' };
import lexicon from './rules/lexicon.json' with { type: 'json' };
import offPlatformRules from './rules/off_platform.json' with { type: 'json' };
import paymentMethodRules from './rules/payment_method.json' with { type: 'json' };
import upfrontRules from './rules/upfront_payment.json' with { type: 'json' };
import { compileTemplate } from './template.ts';

export const FINDING_KINDS = [
  'contact_info',
  'upfront_payment',
  'payment_method',
  'off_platform',
] as const;
export type FindingKind = (typeof FINDING_KINDS)[number];
export type Finding = {
  kind: FindingKind;
  /** The sentence (or line) holding the match, whitespace-collapsed, at most 240 characters. */
  excerpt: string;
  /** Where the matched words sit inside `excerpt`, [start, end) in UTF-16 units, for highlighting. */
  match: { start: number; end: number };
};

/** The longest excerpt a finding carries. */
export const EXCERPT_MAX_LENGTH = 240;

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
  loose:
    "(?!(?:not|down|broken|the|a|an|always|very|also|only|busy|off|on|open|available|active|fine|ok|okay|same|below|above|in|on|my|your|private|unverified|verified|new|old|listed|hidden|here)(?![\\p{L}\\p{N}_]))[\\p{L}\\p{N}_.@:#+'-]{3,}",
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
    .map((entry) => compileTemplate(entry, slot))
    .join('|');
  slotCache.set(name, source);
  return source;
}

function compileList(phrases: string[]): RegExp {
  return new RegExp(phrases.map((p) => `(?:${compileTemplate(p, slot)})`).join('|'), 'giu');
}

type CompiledRule = {
  kind: FindingKind;
  pattern: RegExp;
  before: RegExp | null;
  after: RegExp | null;
};

function compileRule(file: RuleFile): CompiledRule {
  const kind = file.kind as FindingKind;
  if (!FINDING_KINDS.includes(kind)) throw new Error(`Unknown finding kind ${file.kind}`);
  const negations = file.negatable ? file.negations : undefined;
  return {
    kind,
    pattern: compileList(file.phrases),
    before: negations ? new RegExp(`(?:${compileList(negations.before).source})`, 'iu') : null,
    after: negations ? new RegExp(`(?:${compileList(negations.after).source})`, 'iu') : null,
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

function negated(rule: CompiledRule, sentence: string, span: Span): boolean {
  if (!rule.before || !rule.after) return false;
  const before = sentence.slice(Math.max(0, span.start - NEGATION_BEFORE), span.start);
  const after = sentence.slice(span.end, span.end + NEGATION_AFTER);
  return rule.before.test(before) || rule.after.test(after);
}

function spansOf(pattern: RegExp, sentence: string): Span[] {
  const out: Span[] = [];
  pattern.lastIndex = 0;
  for (const m of sentence.matchAll(pattern)) {
    if (m[0].length > 0) out.push({ start: m.index, end: m.index + m[0].length });
  }
  return out;
}

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
  const allowed = spansOf(ALLOW, sentence);
  const add = (kind: FindingKind, spans: Span[]) => {
    // One finding per kind and sentence: the first match that is not allowed.
    const span = spans
      .filter((s) => !allowed.some((a) => overlaps(a, s)))
      .sort((a, b) => a.start - b.start)[0];
    if (span) out.push({ kind, ...excerptOf(sentence, span) });
  };
  for (const rule of RULES) {
    const spans = spansOf(rule.pattern, sentence).filter((s) => !negated(rule, sentence, s));
    if (rule.kind === 'contact_info') spans.push(...contactSpans(sentence));
    add(rule.kind, spans);
  }
}

/** Plain text in (callers turn HTML into text first). Deterministic, in-process, well under 1 ms. */
export function detectRisks(text: string): Finding[] {
  const out: Finding[] = [];
  if (!text) return out;
  for (const sentence of sentencesOf(normalizeText(text))) findingsOfSentence(sentence, out);
  return out;
}

/** The kinds found in a text, each once, in FINDING_KINDS order. */
export function riskKinds(findings: readonly Finding[]): FindingKind[] {
  return FINDING_KINDS.filter((kind) => findings.some((f) => f.kind === kind));
}
