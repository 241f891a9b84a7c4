import { describe, expect, it } from 'vitest';
import type { BillingOverview } from '../../../shared/schemas/billing.ts';
import { formatMoney, periodEndText, postsLeftText } from './format.ts';

const base: BillingOverview = {
  plan: 'pro',
  period_end: '2027-01-01T05:00:00.000Z',
  renews: true,
  payment_failed: false,
  source: 'stripe',
  posts: {
    limit: 10,
    used: 3,
    left: 7,
    month_start: '2026-12-01T05:00:00.000Z',
    resets_at: '2027-01-01T05:00:00.000Z',
    timezone: 'America/New_York',
  },
  invoices: [],
  checkout_available: true,
  portal_available: true,
  pending_request: null,
};

describe('billing texts (docs/decisions/055)', () => {
  it('says a Stripe plan renews, or ends once cancelled, on the day in the employer’s zone', () => {
    expect(periodEndText(base)).toBe('Renews on January 1, 2027');
    expect(periodEndText({ ...base, renews: false })).toBe('Ends on January 1, 2027');
  });

  it('gives an admin’s plan its last day, the one before the end instant', () => {
    expect(periodEndText({ ...base, source: 'admin', renews: false })).toBe(
      'Runs until the end of December 31, 2026',
    );
  });

  it('does not promise a renewal after a failed payment', () => {
    expect(periodEndText({ ...base, payment_failed: true })).toBe('Runs until January 1, 2027');
  });

  it('says nothing of an end on Free or for a plan with no end', () => {
    expect(periodEndText({ ...base, plan: 'free', source: null, period_end: null })).toBeNull();
    expect(periodEndText({ ...base, source: 'admin', period_end: null })).toBeNull();
  });

  it('counts the posts left, and nothing on an unlimited plan', () => {
    expect(postsLeftText(base)).toBe('7 of 10 job posts left this month');
    expect(
      postsLeftText({
        ...base,
        plan: 'free',
        posts: { ...base.posts, limit: 1, used: 0, left: 1 },
      }),
    ).toBe('1 of 1 job post left this month');
    expect(
      postsLeftText({
        ...base,
        plan: 'enterprise',
        posts: { ...base.posts, limit: null, left: null },
      }),
    ).toBeNull();
  });

  it('writes an invoice amount as money in its currency', () => {
    expect(formatMoney(2900, 'usd')).toBe('$29.00');
    expect(formatMoney(123456, 'eur')).toBe('€1,234.56');
  });
});
