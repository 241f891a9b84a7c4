/**
 * How the admin console writes plans and their money (docs/decisions/055). A plan's last day
 * comes from the API as a calendar day in the employer's time zone (`plan_last_day`,
 * `last_day`), so the console shows it as given, whatever the admin's own zone.
 */

const shortDay = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'UTC',
});
const longDate = new Intl.DateTimeFormat('en-US', {
  month: 'long',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'UTC',
});

/** The Date at UTC midnight of a 'YYYY-MM-DD' day; null when the text is not one. */
function calendarDay(day: string | null): Date | null {
  const match = day === null ? null : /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!match) return null;
  return new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
}

/** "Jan 31, 2027" for a plan's last day ('YYYY-MM-DD'); null when none or unreadable. */
export function formatPlanLastDay(lastDay: string | null): string | null {
  const day = calendarDay(lastDay);
  return day ? shortDay.format(day) : null;
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
