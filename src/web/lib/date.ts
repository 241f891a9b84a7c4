import { MESSAGES } from '../../shared/messages.ts';

/**
 * Date display of spec section 5: a missing value reads 'Not specified', an unparseable one
 * 'Invalid date'; shown as MM/dd/yyyy, HH:mm or a long date and time, in the person's time zone
 * when known (an IANA name such as 'Europe/Berlin'), else the browser's.
 */
export type DateInput = string | number | Date | null | undefined;

const LOCALE = 'en-US';

function parse(value: DateInput): Date | null | undefined {
  if (value === null || value === undefined || value === '') return undefined;
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/**
 * Formatters by options and zone. Building an Intl.DateTimeFormat costs far more than using one
 * (about a millisecond each on a phone, every card of a list asking again): each is built once.
 */
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(options: Intl.DateTimeFormatOptions, timeZone?: string | null) {
  const key = `${timeZone ?? ''}|${JSON.stringify(options)}`;
  let cached = formatters.get(key);
  if (!cached) {
    cached = buildFormatter(options, timeZone);
    formatters.set(key, cached);
  }
  return cached;
}

function buildFormatter(options: Intl.DateTimeFormatOptions, timeZone?: string | null) {
  if (timeZone) {
    try {
      return new Intl.DateTimeFormat(LOCALE, { ...options, timeZone });
    } catch {
      // An unknown zone name falls back to the browser's zone rather than failing the page.
    }
  }
  return new Intl.DateTimeFormat(LOCALE, options);
}

function format(value: DateInput, render: (date: Date) => string): string {
  const date = parse(value);
  if (date === undefined) return MESSAGES.notSpecified;
  if (date === null) return MESSAGES.invalidDate;
  return render(date);
}

function parts(date: Date, options: Intl.DateTimeFormatOptions, timeZone?: string | null) {
  const map: Partial<Record<Intl.DateTimeFormatPartTypes, string>> = {};
  for (const part of formatter(options, timeZone).formatToParts(date)) map[part.type] = part.value;
  return map;
}

/** 03/14/2026 */
export function formatDate(value: DateInput, timeZone?: string | null): string {
  return format(value, (date) => {
    // The browser's own zone, or UTC (a drawn page's, until it hydrates): the Date getters give
    // the same digits without building the first Intl formatter of the page (ICU data, a long
    // task on a phone's Find Jobs).
    const two = (n: number) => String(n).padStart(2, '0');
    if (!timeZone) {
      return `${two(date.getMonth() + 1)}/${two(date.getDate())}/${date.getFullYear()}`;
    }
    if (timeZone === 'UTC') {
      return `${two(date.getUTCMonth() + 1)}/${two(date.getUTCDate())}/${date.getUTCFullYear()}`;
    }
    const p = parts(date, { year: 'numeric', month: '2-digit', day: '2-digit' }, timeZone);
    return `${p.month}/${p.day}/${p.year}`;
  });
}

/** 03/14/2026, 09:05 */
export function formatDateTime(value: DateInput, timeZone?: string | null): string {
  return format(value, (date) => {
    const p = parts(
      date,
      {
        year: 'numeric',
        month: '2-digit',
        day: '2-digit',
        hour: '2-digit',
        minute: '2-digit',
        hourCycle: 'h23',
      },
      timeZone,
    );
    return `${p.month}/${p.day}/${p.year}, ${p.hour}:${p.minute}`;
  });
}

/** March 14, 2026 at 9:05 AM */
export function formatLongDateTime(value: DateInput, timeZone?: string | null): string {
  return format(value, (date) =>
    formatter({ dateStyle: 'long', timeStyle: 'short' }, timeZone).format(date),
  );
}
