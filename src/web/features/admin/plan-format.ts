import { PLANS, type PlanId } from '../../../shared/plans.ts';

/**
 * How the admin console writes plans and their money (docs/decisions/055). A plan given with a
 * last day ends at the close of that day in the employer's time zone: the API's `period_end`
 * (`plan_until` on a user row) is that closing instant, so the last day is the day of the
 * instant just before it.
 */

const shortDate = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
});
const longDate = new Intl.DateTimeFormat('en-US', {
  month: 'long',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'UTC',
});

/** The last day a plan runs, as a Date at that day's last instant; null when none or unreadable. */
function lastInstant(periodEnd: string | null): Date | null {
  if (periodEnd === null) return null;
  const end = new Date(periodEnd).getTime();
  return Number.isNaN(end) ? null : new Date(end - 1);
}

/** "Jan 31, 2027": the last day of a plan ending at `periodEnd`, in the browser's zone. */
export function formatPlanLastDay(periodEnd: string | null): string | null {
  const last = lastInstant(periodEnd);
  return last ? shortDate.format(last) : null;
}

/** "2027-01-31": the same last day for a date input, in the browser's zone; '' when none. */
export function planLastDayInput(periodEnd: string | null): string {
  const last = lastInstant(periodEnd);
  if (!last) return '';
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${last.getFullYear()}-${pad(last.getMonth() + 1)}-${pad(last.getDate())}`;
}

/** "Pro · until Jan 31, 2027", "Pro", "Free": an employer's plan in one short line. */
export function planSummary(plan: PlanId, periodEnd: string | null): string {
  const lastDay = plan === 'free' ? null : formatPlanLastDay(periodEnd);
  return lastDay ? `${PLANS[plan].name} · until ${lastDay}` : PLANS[plan].name;
}

/** "January 31, 2027" for a date input's 'YYYY-MM-DD' (a calendar day, so no zone shifts it). */
export function formatCalendarDay(day: string): string {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return longDate.format(new Date(Date.UTC(year, month - 1, date)));
}

/** "with no end date" or "until January 31, 2027": how long a plan given now runs. */
export function planTerm(until: string | null): string {
  return until ? `until ${formatCalendarDay(until)}` : 'with no end date';
}

const wholeDollars = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  maximumFractionDigits: 0,
});
const dollarsAndCents = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  minimumFractionDigits: 2,
});

/** US cents as dollars: "$2,900" when whole, "$29.50" otherwise. */
export function formatUsdCents(cents: number): string {
  return cents % 100 === 0 ? wholeDollars.format(cents / 100) : dollarsAndCents.format(cents / 100);
}

/** Today in the browser's zone as 'YYYY-MM-DD', the earliest last day a date input offers. */
export function todayInput(now = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}
