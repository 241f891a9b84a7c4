/**
 * Working hours and their overlap across time zones (docs/decisions/051), for server and web.
 * A window is a start and an end in minutes after local midnight in an IANA zone; an end before
 * the start runs across midnight. Offsets come from the time-zone database Intl carries, for the
 * day asked about, so a daylight-saving change moves the overlap the way it moves people's days.
 */

export type WorkWindow = {
  /** An IANA zone, such as Asia/Manila. */
  timezone: string;
  /** Minutes after local midnight, 0-1439. */
  start: number;
  /** Minutes after local midnight, 0-1439, never equal to `start`. */
  end: number;
};

const MINUTE_MS = 60_000;

/** Whether a name is a zone of the time-zone database Intl carries, such as Europe/Berlin. */
export function isIanaTimezone(value: string): boolean {
  if (!/^[A-Za-z0-9_+\-/]+$/.test(value)) return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

const DAY_MINUTES = 24 * 60;

/** "09:00" → 540; anything that is not a 24-hour HH:MM time → null. */
export function parseClock(value: string): number | null {
  const match = /^([01]\d|2[0-3]):([0-5]\d)$/.exec(value);
  if (!match) return null;
  return Number(match[1]) * 60 + Number(match[2]);
}

/** 540 → "09:00". */
export function formatClock(minutes: number): string {
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  return `${String(h).padStart(2, '0')}:${String(m).padStart(2, '0')}`;
}

/** How long a window lasts, in minutes (22:00-06:00 is 480). */
export function windowLength(window: Pick<WorkWindow, 'start' | 'end'>): number {
  return (window.end - window.start + DAY_MINUTES) % DAY_MINUTES;
}

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timezone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timezone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone: timezone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
    });
    formatters.set(timezone, formatter);
  }
  return formatter;
}

/** The wall clock of an instant in a zone, as if it were UTC (ms), to the minute. */
function wallClock(timezone: string, instantMs: number): number {
  const parts: Record<string, number> = {};
  for (const part of formatterFor(timezone).formatToParts(instantMs)) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  }
  return Date.UTC(
    parts.year ?? 1970,
    (parts.month ?? 1) - 1,
    parts.day ?? 1,
    parts.hour ?? 0,
    parts.minute ?? 0,
  );
}

/** The zone's offset from UTC at an instant, in minutes (Asia/Manila: 480). */
export function zoneOffset(timezone: string, instantMs: number): number {
  const floored = Math.floor(instantMs / MINUTE_MS) * MINUTE_MS;
  return Math.round((wallClock(timezone, floored) - floored) / MINUTE_MS);
}

/** The instant a local wall-clock time (given as if UTC, in ms) happens in a zone. */
function instantOf(timezone: string, localMs: number): number {
  const guess = localMs - zoneOffset(timezone, localMs) * MINUTE_MS;
  return localMs - zoneOffset(timezone, guess) * MINUTE_MS;
}

/**
 * The calendar month an instant falls in, in a zone: its first instant and the next month's
 * (docs/decisions/055, a plan's posts per month).
 */
export function monthWindow(timezone: string, instantMs: number): { start: number; end: number } {
  const wall = new Date(wallClock(timezone, instantMs));
  const year = wall.getUTCFullYear();
  const month = wall.getUTCMonth();
  return {
    start: instantOf(timezone, Date.UTC(year, month, 1)),
    end: instantOf(timezone, Date.UTC(year, month + 1, 1)),
  };
}

/** The first instant of the day after a calendar date (YYYY-MM-DD) in a zone. */
export function endOfLocalDate(timezone: string, date: string): number {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return instantOf(timezone, Date.UTC(year, month - 1, day + 1));
}

/** Local midnight (as if UTC, ms) of the day an instant falls on in a zone. */
function localDay(timezone: string, instantMs: number): number {
  const wall = wallClock(timezone, instantMs);
  return wall - (wall % (DAY_MINUTES * MINUTE_MS));
}

/** The window on one local day, as [start, end) instants in ms. */
function windowOn(window: WorkWindow, dayMs: number): [number, number] {
  const start = instantOf(window.timezone, dayMs + window.start * MINUTE_MS);
  const end = instantOf(window.timezone, dayMs + (window.start + windowLength(window)) * MINUTE_MS);
  return [start, end];
}

/**
 * Minutes of `other` that fall inside `reference` on the reference's working day that contains
 * (or begins after) `on`'s local date. Both windows repeat daily; the answer never exceeds the
 * shorter of the two.
 */
export function overlapMinutes(reference: WorkWindow, other: WorkWindow, on = Date.now()): number {
  const [refStart, refEnd] = windowOn(reference, localDay(reference.timezone, on));
  let total = 0;
  const first = localDay(other.timezone, refStart) - DAY_MINUTES * MINUTE_MS;
  for (let k = 0; k < 3; k++) {
    const [start, end] = windowOn(other, first + k * DAY_MINUTES * MINUTE_MS);
    total += Math.max(0, Math.min(end, refEnd) - Math.max(start, refStart));
  }
  const minutes = Math.round(total / MINUTE_MS);
  return Math.min(minutes, windowLength(reference), windowLength(other));
}

/** Whole hours of overlap, as shown ('5 h overlap') and compared with a post's `overlap_hours`. */
export function overlapHours(reference: WorkWindow, other: WorkWindow, on = Date.now()): number {
  return Math.floor(overlapMinutes(reference, other, on) / 60);
}

/** A window as replies show it: "HH:MM" times (docs/decisions/051). */
export type ClockWindow = { start: string; end: string };

/** Minutes after midnight as a reply's "HH:MM" pair; null when either is missing. */
export function clockWindow(start: number | null, end: number | null): ClockWindow | null {
  if (start === null || end === null) return null;
  return { start: formatClock(start), end: formatClock(end) };
}

/** "09:00–17:00 America/New_York": a window as pages show it; no zone, no zone shown. */
export function formatWindow(window: ClockWindow, timezone?: string | null): string {
  const times = `${window.start}\u2013${window.end}`;
  return timezone ? `${times} ${timezone}` : times;
}

/** A post's ask as its page says it: "Needs 4 h overlap with 09:00–17:00 America/New_York". */
export function overlapNeedText(overlap: ClockWindow & { hours: number; timezone: string }) {
  return `Needs ${overlap.hours} h overlap with ${formatWindow(overlap, overlap.timezone)}`;
}

/**
 * Whole hours a person's working day shares with a post's window today, or null when either is
 * missing (docs/decisions/051): what a job card shows a signed-in jobseeker ('5 h overlap').
 */
export function overlapWithPost(
  post: (ClockWindow & { timezone: string }) | null,
  person: { working_hours: ClockWindow | null; timezone: string | null } | null,
  on = Date.now(),
): number | null {
  if (!post || !person?.working_hours || !person.timezone) return null;
  const reference = toWorkWindow(post, post.timezone);
  const other = toWorkWindow(person.working_hours, person.timezone);
  if (!reference || !other) return null;
  return overlapHours(reference, other, on);
}

/** An "HH:MM" window in a zone as minutes, or null when a time does not read. */
export function toWorkWindow(window: ClockWindow, timezone: string): WorkWindow | null {
  const start = parseClock(window.start);
  const end = parseClock(window.end);
  if (start === null || end === null || start === end || !isIanaTimezone(timezone)) return null;
  return { timezone, start, end };
}
