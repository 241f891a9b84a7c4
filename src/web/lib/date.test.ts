import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../../shared/messages.ts';
import { formatDate, formatDateTime, formatLongDateTime } from './date.ts';

describe('date display (spec section 5)', () => {
  const instant = '2026-03-14T09:05:00Z';

  it('reads "Not specified" for a missing date and "Invalid date" for nonsense', () => {
    for (const format of [formatDate, formatDateTime, formatLongDateTime]) {
      expect(format(null)).toBe(MESSAGES.notSpecified);
      expect(format(undefined)).toBe(MESSAGES.notSpecified);
      expect(format('')).toBe(MESSAGES.notSpecified);
      expect(format('not a date')).toBe(MESSAGES.invalidDate);
    }
  });

  it('shows MM/dd/yyyy and HH:mm in the person’s time zone', () => {
    expect(formatDate(instant, 'UTC')).toBe('03/14/2026');
    expect(formatDateTime(instant, 'UTC')).toBe('03/14/2026, 09:05');
    expect(formatDateTime(instant, 'Asia/Manila')).toBe('03/14/2026, 17:05');
    expect(formatDate('2026-03-14T23:30:00Z', 'Asia/Tokyo')).toBe('03/15/2026');
    // UTC without Intl (a drawn page's zone until it hydrates), on either side of midnight.
    expect(formatDate('2026-03-14T23:30:00Z', 'UTC')).toBe('03/14/2026');
    expect(formatDate('2026-03-15T00:30:00+02:00', 'UTC')).toBe('03/14/2026');
  });

  it('shows a long date and time', () => {
    expect(formatLongDateTime(instant, 'UTC')).toBe('March 14, 2026 at 9:05 AM');
  });

  it('falls back to the browser’s zone for an unknown zone name instead of failing', () => {
    expect(formatDate(instant, 'Mars/Olympus_Mons')).toMatch(/^\d{2}\/\d{2}\/2026$/);
  });

  it('without a zone, shows the browser zone’s date as Intl does', () => {
    const browserZone = new Intl.DateTimeFormat('en-US', {
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    });
    for (const value of [
      instant,
      '2026-12-31T23:59:59Z',
      '2027-01-01T00:00:00Z',
      '2026-03-29T01:30:00Z',
      '0999-05-06T12:00:00Z',
      Date.UTC(2026, 1, 28, 12),
    ]) {
      expect(formatDate(value)).toBe(browserZone.format(new Date(value)));
      expect(formatDate(value, null)).toBe(browserZone.format(new Date(value)));
    }
  });
});
