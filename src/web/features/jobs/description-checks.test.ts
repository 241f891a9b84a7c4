import { describe, expect, it } from 'vitest';
import { jobPostFindings } from '../../../shared/job-post-risks.ts';
import { describeChecks, rulesBroken } from './description-checks.ts';

/** The checklist of a title and description text, with the detector's real findings. */
const checksOf = (text: string, title = 'Virtual assistant') =>
  describeChecks(text, jobPostFindings(title, text));
const check = (text: string, id: string, title?: string) =>
  checksOf(text, title).find((c) => c.id === id);

describe('the Post a Job checklist (docs/decisions/040, 045)', () => {
  it('lists the spec hints with the posting rules after "No contact info"', () => {
    expect(checksOf('').map((c) => c.text)).toEqual([
      'No contact info',
      'No fees or payments asked of candidates',
      'Hiring stays on TalentBridge',
      'Without discrimination based on gender, age, nationality and other non-business qualities',
      'At least 150 characters',
    ]);
  });

  it('ticks "At least 150 characters" only at 150 characters, and says how many are missing', () => {
    expect(check('Eleven char', 'length')).toMatchObject({
      text: 'At least 150 characters',
      isMet: false,
      detail: '11 of 150 so far',
    });
    expect(check('x'.repeat(149), 'length')?.isMet).toBe(false);
    expect(check('x'.repeat(150), 'length')).toMatchObject({ isMet: true, detail: null });
  });

  it('finds e-mail addresses, phone numbers and messengers, and not ordinary numbers', () => {
    for (const text of [
      'Write to jobs@example.com',
      'Call +63 917 555 0101 today',
      'Call (415) 555-0101',
      'Ping me on WhatsApp',
      'Telegram: @hiringboss',
      'Reply at wa.me/15550101',
    ]) {
      expect(check(text, 'contact'), text).toMatchObject({
        isMet: false,
        detail: '1 sentence to rewrite, shown below',
      });
    }
    for (const clean of [
      'Work 20 hours a week from 9:00 to 13:00, pay $12.50 an hour, 2 years of experience.',
      'Handle 150 tickets a day in Zendesk; budget 2026-2027.',
    ]) {
      for (const id of ['contact', 'payment', 'platform']) {
        expect(check(clean, id), `${id}: ${clean}`).toMatchObject({ isMet: true, detail: null });
      }
    }
  });

  it('counts the sentences that break a rule, the title among them', () => {
    const text =
      'Pay a one-time training fee of $30 before your first day. Message me on Telegram @hr_lisa to start.';
    expect(check(text, 'payment')?.isMet).toBe(false);
    expect(check(text, 'contact', 'Assistant, text me on WhatsApp')?.detail).toBe(
      '2 sentences to rewrite, shown below',
    );
  });

  it('names each rule a sentence breaks once, in the checklist order', () => {
    expect(rulesBroken(['payment_method', 'contact_info', 'upfront_payment'])).toEqual([
      'contact',
      'payment',
    ]);
  });

  it('keeps the discrimination rule as a guideline nobody can tick', () => {
    expect(check('x'.repeat(200), 'discrimination')).toMatchObject({ isMet: null });
  });
});
