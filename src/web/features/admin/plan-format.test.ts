import { describe, expect, it } from 'vitest';
import { ADMIN_TEXTS } from './admin-texts.ts';
import {
  formatCalendarDay,
  formatPlanLastDay,
  formatUsdCents,
  planTerm,
  todayInput,
} from './plan-format.ts';

describe('plans as the admin console writes them (docs/decisions/055)', () => {
  it('shows the last day the API gives as that calendar day, whatever the browser’s zone', () => {
    expect(formatPlanLastDay('2027-01-31')).toBe('Jan 31, 2027');
    expect(formatPlanLastDay('2026-12-31')).toBe('Dec 31, 2026');
  });

  it('has no last day for a plan with no end or an unreadable one', () => {
    expect(formatPlanLastDay(null)).toBeNull();
    expect(formatPlanLastDay('soon')).toBeNull();
  });

  it('says how long a granted plan runs, by calendar day whatever the zone', () => {
    expect(formatCalendarDay('2027-01-31')).toBe('January 31, 2027');
    expect(planTerm('2027-01-01')).toBe('until January 1, 2027');
    expect(planTerm(null)).toBe('with no end date');
    expect(ADMIN_TEXTS.planGranted('acme_hr', 'Pro', planTerm(null))).toBe(
      'acme_hr is now on the Pro plan with no end date. They were e-mailed.',
    );
    expect(ADMIN_TEXTS.planSet('acme_hr', 'Free', planTerm(null))).toBe(
      'acme_hr is now on the Free plan. They were e-mailed.',
    );
  });

  it('writes monthly revenue in US dollars, cents only when there are some', () => {
    expect(formatUsdCents(0)).toBe('$0');
    expect(formatUsdCents(2900)).toBe('$29');
    expect(formatUsdCents(2900 * 40 + 9900 * 3)).toBe('$1,457');
    expect(formatUsdCents(2950)).toBe('$29.50');
  });

  it('offers today, in the browser’s zone, as the earliest last day', () => {
    expect(todayInput(new Date(2026, 10, 27, 23, 59))).toBe('2026-11-27');
    expect(todayInput(new Date(2026, 0, 5, 0, 0))).toBe('2026-01-05');
  });
});
