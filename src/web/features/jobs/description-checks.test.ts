import { describe, expect, it } from 'vitest';
import { describeChecks, findContactDetail } from './description-checks.ts';

describe('the Post a Job checklist (docs/decisions/040)', () => {
  it('ticks "At least 150 characters" only at 150 characters, and says how many are missing', () => {
    const [, , short] = describeChecks('Eleven char');
    expect(short).toMatchObject({ text: 'At least 150 characters', isMet: false });
    expect(short?.detail).toBe('11 of 150 so far');
    expect(describeChecks('x'.repeat(149))[2]?.isMet).toBe(false);
    expect(describeChecks('x'.repeat(150))[2]).toMatchObject({ isMet: true, detail: null });
  });

  it('finds e-mail addresses, phone numbers and messengers, and not ordinary numbers', () => {
    expect(findContactDetail('Write to jobs@example.com')).toBe('e-mail address');
    expect(findContactDetail('Call +63 917 555 0101 today')).toBe('phone number');
    expect(findContactDetail('Call (415) 555-0101')).toBe('phone number');
    expect(findContactDetail('Ping me on WhatsApp')).toBe('messenger');
    expect(findContactDetail('Telegram: @hiringboss')).toBe('messenger');
    expect(findContactDetail('Reply at wa.me/15550101')).toBe('phone number');
    for (const clean of [
      'Work 20 hours a week from 9:00 to 13:00, pay $12.50 an hour, 2 years of experience.',
      'Handle 150 tickets a day in Zendesk; budget 2026-2027.',
    ]) {
      expect(findContactDetail(clean)).toBeNull();
    }
  });

  it('keeps the discrimination rule as a guideline nobody can tick', () => {
    expect(describeChecks('x'.repeat(200))[1]).toMatchObject({ isMet: null });
  });
});
