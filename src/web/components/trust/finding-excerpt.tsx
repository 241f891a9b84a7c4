import type { ReactNode } from 'react';
import type { Finding } from '../../../shared/trust/findings.ts';

/** One sentence the scam detector found something in, and every kind and match found in it. */
export type FoundSentence = {
  excerpt: string;
  kinds: Finding['kind'][];
  /** Where the matched words sit in `excerpt`, in order, not overlapping. */
  matches: { start: number; end: number }[];
};

/**
 * Findings by sentence, in the order found: a sentence that breaks two rules (a Telegram handle
 * and a fee in one line) is shown once, with both matches marked.
 */
export function groupBySentence(findings: readonly Finding[]): FoundSentence[] {
  const sentences = new Map<string, FoundSentence>();
  for (const finding of findings) {
    const sentence = sentences.get(finding.excerpt) ?? {
      excerpt: finding.excerpt,
      kinds: [],
      matches: [],
    };
    if (!sentence.kinds.includes(finding.kind)) sentence.kinds.push(finding.kind);
    sentence.matches.push(finding.match);
    sentences.set(finding.excerpt, sentence);
  }
  for (const sentence of sentences.values()) sentence.matches = merged(sentence);
  return [...sentences.values()];
}

/** The matches inside the excerpt, sorted, overlaps joined. */
function merged({ excerpt, matches }: FoundSentence) {
  const inside = matches
    .map(({ start, end }) => ({
      start: Math.max(0, Math.min(start, excerpt.length)),
      end: Math.max(0, Math.min(end, excerpt.length)),
    }))
    .filter(({ start, end }) => end > start)
    .sort((a, b) => a.start - b.start);
  const joined: { start: number; end: number }[] = [];
  for (const range of inside) {
    const last = joined.at(-1);
    if (last && range.start <= last.end) last.end = Math.max(last.end, range.end);
    else joined.push({ ...range });
  }
  return joined;
}

/**
 * The sentence as a quotation with its matched words in <mark> (read as "highlight" by screen
 * readers that announce it, and shown by colour and weight, not colour alone).
 */
export function FindingExcerpt({ sentence }: { sentence: FoundSentence }) {
  const parts: ReactNode[] = [];
  let at = 0;
  for (const { start, end } of sentence.matches) {
    if (start > at) parts.push(sentence.excerpt.slice(at, start));
    parts.push(
      <mark
        key={start}
        className="rounded-sm bg-warning-200 px-0.5 font-semibold text-neutral-950 box-decoration-clone"
      >
        {sentence.excerpt.slice(start, end)}
      </mark>,
    );
    at = end;
  }
  if (at < sentence.excerpt.length) parts.push(sentence.excerpt.slice(at));
  return <q className="break-words text-neutral-900">{parts}</q>;
}
