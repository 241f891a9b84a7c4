import { formatResetDate } from '../../../shared/plans.ts';
import type { BillingOverview } from '../../../shared/schemas/billing.ts';

/** "$29.00": an invoice's amount in its own currency (Stripe writes the code in lower case). */
export function formatMoney(cents: number, currency: string): string {
  try {
    return new Intl.NumberFormat('en-US', {
      style: 'currency',
      currency: currency.toUpperCase(),
    }).format(cents / 100);
  } catch {
    // A code Intl does not know: the number and the code as Stripe sent them.
    return `${(cents / 100).toFixed(2)} ${currency.toUpperCase()}`;
  }
}

/** "December 1, 2026" in the employer's zone. */
export const formatDay = formatResetDate;

/**
 * What the plan's end says (docs/decisions/055): a Stripe subscription renews or ends at
 * `period_end`; a plan an admin gave runs to the end of its last day, the instant before
 * `period_end` (as the e-mail that announced it says). Null on Free or with no end.
 */
export function periodEndText(billing: BillingOverview): string | null {
  const end = billing.period_end;
  if (billing.plan === 'free' || end === null) return null;
  const zone = billing.posts.timezone;
  if (billing.source === 'admin') {
    return `Runs until the end of ${formatDay(new Date(new Date(end).getTime() - 1), zone)}`;
  }
  // A failed renewal: the plan runs to the end of the period paid for, and no further.
  if (billing.payment_failed) return `Runs until ${formatDay(end, zone)}`;
  return `${billing.renews ? 'Renews on' : 'Ends on'} ${formatDay(end, zone)}`;
}

/** "1 of 1 job post left this month", or null on an unlimited plan. */
export function postsLeftText(billing: BillingOverview): string | null {
  const { limit, left } = billing.posts;
  if (limit === null || left === null) return null;
  return `${left} of ${limit} job post${limit === 1 ? '' : 's'} left this month`;
}
