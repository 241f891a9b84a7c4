import { describe, expect, it } from 'vitest';
import { detectRisks } from '../../../shared/trust/detector.ts';
import { groupBySentence } from './finding-excerpt.tsx';

describe('findings by sentence (docs/decisions/045)', () => {
  it('shows a sentence that breaks two rules once, with both kinds and both matches in order', () => {
    const sentence = 'Pay a training fee of $40 and message me on Telegram @hr_lisa_jobs.';
    const findings = detectRisks(`Answer customer e-mails. ${sentence}`);
    expect(findings.map((f) => f.kind).sort()).toEqual(['contact_info', 'upfront_payment']);
    const [only, ...rest] = groupBySentence(findings);
    expect(rest).toEqual([]);
    expect(only?.excerpt).toBe(sentence);
    expect(only?.kinds.sort()).toEqual(['contact_info', 'upfront_payment']);
    const marked = only?.matches.map(({ start, end }) => sentence.slice(start, end)) ?? [];
    expect(marked.join(' ')).toMatch(/fee.*telegram/i);
  });

  it('joins overlapping matches and keeps them inside the excerpt', () => {
    const excerpt = 'Send the deposit by gift card today.';
    const [sentence] = groupBySentence([
      { kind: 'upfront_payment', excerpt, match: { start: 9, end: 16 } },
      { kind: 'payment_method', excerpt, match: { start: 13, end: 28 } },
      { kind: 'contact_info', excerpt, match: { start: 30, end: 99 } },
    ]);
    expect(sentence?.matches).toEqual([
      { start: 9, end: 28 },
      { start: 30, end: excerpt.length },
    ]);
  });
});
