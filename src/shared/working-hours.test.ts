import { describe, expect, it } from 'vitest';
import {
  clockWindow,
  formatClock,
  isIanaTimezone,
  overlapHours,
  overlapMinutes,
  parseClock,
  windowLength,
  zoneOffset,
} from './working-hours.ts';

const at = (iso: string) => Date.parse(iso);

describe('working hours', () => {
  it('reads and writes 24-hour clock times', () => {
    expect(parseClock('09:00')).toBe(540);
    expect(parseClock('23:59')).toBe(1439);
    for (const bad of ['9:00', '24:00', '12:60', '', '09:00:00', ' 09:00']) {
      expect(parseClock(bad)).toBeNull();
    }
    expect(formatClock(540)).toBe('09:00');
    expect(formatClock(0)).toBe('00:00');
    expect(windowLength({ start: 22 * 60, end: 6 * 60 })).toBe(480);
  });

  it('takes offsets from the time-zone database, daylight saving included', () => {
    expect(zoneOffset('Asia/Manila', at('2026-01-15T12:00:00Z'))).toBe(480);
    expect(zoneOffset('America/New_York', at('2026-01-15T12:00:00Z'))).toBe(-300);
    expect(zoneOffset('America/New_York', at('2026-07-15T12:00:00Z'))).toBe(-240);
    expect(zoneOffset('Asia/Kolkata', at('2026-07-15T12:00:00Z'))).toBe(330);
  });

  it('counts the shared minutes of two working days', () => {
    const berlin = { timezone: 'Europe/Berlin', start: 9 * 60, end: 17 * 60 };
    const london = { timezone: 'Europe/London', start: 9 * 60, end: 17 * 60 };
    expect(overlapMinutes(berlin, london, at('2026-03-10T12:00:00Z'))).toBe(7 * 60);
    expect(overlapMinutes(berlin, berlin, at('2026-03-10T12:00:00Z'))).toBe(8 * 60);
    // Manila 09:00-17:00 is 02:00-10:00 in Berlin in winter: one hour with Berlin's day.
    const manila = { timezone: 'Asia/Manila', start: 9 * 60, end: 17 * 60 };
    expect(overlapHours(berlin, manila, at('2026-01-15T12:00:00Z'))).toBe(1);
    // In summer Berlin is an hour ahead of winter: two hours.
    expect(overlapHours(berlin, manila, at('2026-07-15T12:00:00Z'))).toBe(2);
  });

  it('follows a daylight-saving change on the day it happens', () => {
    const newYork = { timezone: 'America/New_York', start: 9 * 60, end: 17 * 60 };
    const manilaNight = { timezone: 'Asia/Manila', start: 21 * 60, end: 5 * 60 };
    // Winter: New York 09:00-17:00 is 22:00-06:00 in Manila; the night shift covers 7 hours.
    expect(overlapMinutes(newYork, manilaNight, at('2026-03-02T15:00:00Z'))).toBe(7 * 60);
    // After 8 March 2026 New York is at -4: 21:00-05:00 in Manila, all eight hours.
    expect(overlapMinutes(newYork, manilaNight, at('2026-03-10T15:00:00Z'))).toBe(8 * 60);
  });

  it('handles windows across midnight on both sides and none at all', () => {
    const night = { timezone: 'UTC', start: 22 * 60, end: 6 * 60 };
    const morning = { timezone: 'UTC', start: 4 * 60, end: 12 * 60 };
    const evening = { timezone: 'UTC', start: 12 * 60, end: 20 * 60 };
    expect(overlapMinutes(night, morning, at('2026-05-05T12:00:00Z'))).toBe(2 * 60);
    expect(overlapMinutes(morning, night, at('2026-05-05T12:00:00Z'))).toBe(2 * 60);
    expect(overlapMinutes(night, evening, at('2026-05-05T12:00:00Z'))).toBe(0);
    const tokyoNight = { timezone: 'Asia/Tokyo', start: 23 * 60, end: 7 * 60 };
    expect(overlapMinutes(tokyoNight, tokyoNight, at('2026-05-05T23:30:00Z'))).toBe(8 * 60);
  });

  it('moves a New York day against London across the weeks their clocks change apart', () => {
    const newYork = { timezone: 'America/New_York', start: 9 * 60, end: 17 * 60 };
    const london = { timezone: 'Europe/London', start: 9 * 60, end: 17 * 60 };
    // Both on winter time: five hours apart, New York 09:00-17:00 is 14:00-22:00 in London.
    expect(overlapHours(newYork, london, at('2026-03-02T15:00:00Z'))).toBe(3);
    // New York moved on 8 March, London not until 29 March: four hours apart.
    expect(overlapHours(newYork, london, at('2026-03-10T15:00:00Z'))).toBe(4);
    expect(overlapHours(london, newYork, at('2026-03-10T12:00:00Z'))).toBe(4);
    // Both on summer time: five hours apart again.
    expect(overlapHours(newYork, london, at('2026-03-30T15:00:00Z'))).toBe(3);
  });

  it('knows the time-zone database names and writes windows for replies', () => {
    expect(isIanaTimezone('Europe/Berlin')).toBe(true);
    expect(isIanaTimezone('America/Argentina/Buenos_Aires')).toBe(true);
    for (const bad of ['Mars/Olympus', 'Europe/Berlin; drop', '', '../etc']) {
      expect(isIanaTimezone(bad)).toBe(false);
    }
    expect(clockWindow(22 * 60, 6 * 60)).toEqual({ start: '22:00', end: '06:00' });
    expect(clockWindow(null, 6 * 60)).toBeNull();
  });
});
