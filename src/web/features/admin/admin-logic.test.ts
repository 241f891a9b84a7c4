import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../../../shared/messages.ts';
import { ApiError, DataShapeError } from '../../lib/api.ts';
import { actionErrorMessage } from './action-error.ts';
import { adminHref, listQuery, pageCount, readPage, readTab } from './admin-tabs.ts';
import { ADMIN_TEXTS } from './admin-texts.ts';
import { countScale, labelEvery } from './charts/chart-scale.ts';
import { growthSeries } from './charts/growth-series.ts';
import { estimateSignups, sumEstimates } from './dashboard-estimates.ts';
import {
  parseApplicationLimit,
  parseCategoryName,
  parseCountryCode,
  parseNotifyCount,
  parseNotifyOrder,
} from './prompt-rules.ts';

describe('dashboard placeholder figures (spec: 0.6 / 0.4, × 0.1, × 90 dollars)', () => {
  it('splits a country’s signups 60/40 and derives subscriptions and revenue', () => {
    expect(estimateSignups(10)).toEqual({
      signups: 10,
      freelancers: 6,
      business: 4,
      subscriptions: 1,
      revenueDollars: 90,
    });
    expect(estimateSignups(7)).toEqual({
      signups: 7,
      freelancers: 4,
      business: 3,
      subscriptions: 1,
      revenueDollars: 90,
    });
  });

  it('rounds the split to people that always add up to the signups', () => {
    for (let n = 0; n <= 500; n++) {
      const { freelancers, business } = estimateSignups(n);
      expect(freelancers + business).toBe(n);
    }
  });

  it('shows whole subscriptions, never a fraction such as 0.1', () => {
    for (let n = 0; n <= 500; n++) {
      const { subscriptions, revenueDollars } = estimateSignups(n);
      expect(Number.isInteger(subscriptions)).toBe(true);
      expect(revenueDollars).toBe(subscriptions * 90);
    }
    expect(estimateSignups(1).subscriptions).toBe(0);
  });

  it('totals the countries', () => {
    expect(sumEstimates([estimateSignups(3), estimateSignups(12)])).toMatchObject({
      subscriptions: 2,
      revenueDollars: 180,
    });
  });
});

describe('admin prompts (spec section 5)', () => {
  it('notify candidates needs a whole count of at least 1', () => {
    expect(parseNotifyCount(' 5 ')).toEqual({ ok: true, value: 5 });
    for (const bad of ['', '0', '-1', '2.5', 'ten', '1e3', '501']) {
      expect(parseNotifyCount(bad)).toEqual({ ok: false, error: ADMIN_TEXTS.countRequired });
    }
  });

  it('notify candidates needs beginning, end or random', () => {
    expect(parseNotifyOrder('Random')).toEqual({ ok: true, value: 'random' });
    expect(parseNotifyOrder('middle')).toEqual({ ok: false, error: ADMIN_TEXTS.orderRequired });
  });

  it('an application limit is numeric, or empty for none', () => {
    expect(parseApplicationLimit('')).toEqual({ ok: true, value: null });
    expect(parseApplicationLimit('12')).toEqual({ ok: true, value: 12 });
    expect(parseApplicationLimit('abc')).toEqual({ ok: false, error: ADMIN_TEXTS.limitNumeric });
    expect(parseApplicationLimit('0')).toEqual({ ok: false, error: ADMIN_TEXTS.limitNumeric });
  });

  it('a country code is required and two letters, sent in capitals', () => {
    expect(parseCountryCode('  ')).toEqual({ ok: false, error: 'Please enter a country code.' });
    expect(parseCountryCode('de')).toEqual({ ok: true, value: 'DE' });
    for (const bad of ['DEU', 'ZZ', '1A']) {
      expect(parseCountryCode(bad)).toEqual({ ok: false, error: MESSAGES.countryCodeInvalid });
    }
  });

  it('a category name is trimmed and never empty', () => {
    expect(parseCategoryName('  Data Entry ')).toEqual({ ok: true, value: 'Data Entry' });
    expect(parseCategoryName('   ')).toEqual({ ok: false, error: MESSAGES.categoryNameEmpty });
  });
});

describe('admin errors (spec section 8)', () => {
  it('shows the server’s words, else the action’s text, else the unexpected-error text', () => {
    expect(actionErrorMessage(new ApiError(400, 'You cannot block yourself.'), 'x')).toBe(
      'You cannot block yourself.',
    );
    expect(actionErrorMessage(new ApiError(500, undefined), ADMIN_TEXTS.deleteUserFailed)).toBe(
      'Failed to delete user',
    );
    expect(actionErrorMessage(new ApiError(0, undefined), ADMIN_TEXTS.blockUserFailed)).toBe(
      'Failed to block user',
    );
    expect(actionErrorMessage(new DataShapeError('x'), 'x')).toBe(MESSAGES.invalidDataFormat);
    expect(actionErrorMessage(new TypeError('boom'), 'x')).toBe(
      'Unexpected error occurred. Please try again.',
    );
  });
});

describe('admin sections and paging', () => {
  it('reads the tab and page from the URL, falling back to the dashboard and page 1', () => {
    expect(readTab('users')).toBe('users');
    expect(readTab('nope')).toBe('dashboard');
    expect(readTab(null)).toBe('dashboard');
    expect(readPage('3')).toBe(3);
    for (const bad of [null, '0', '-2', 'x', '1.5']) expect(readPage(bad)).toBe(1);
  });

  it('counts pages from X-Total-Count', () => {
    expect(pageCount(0, 20)).toBe(1);
    expect(pageCount(null, 20)).toBe(1);
    expect(pageCount(20, 20)).toBe(1);
    expect(pageCount(21, 20)).toBe(2);
  });

  it('builds links and list queries', () => {
    const current = new URLSearchParams('tab=users&page=3&search=ann');
    expect(adminHref(current, { page: 4 })).toBe('/admin?tab=users&page=4&search=ann');
    expect(adminHref(current, { tab: 'reviews', page: null, search: null })).toBe(
      '/admin?tab=reviews',
    );
    expect(listQuery(2, 20, { search: ' ann ', role: undefined, status: '' })).toBe(
      'page=2&limit=20&search=ann',
    );
  });
});

describe('chart scale', () => {
  it('uses whole, round steps up to a top at or above the largest value', () => {
    expect(countScale([])).toEqual({ max: 1, ticks: [0, 1] });
    expect(countScale([0, 0])).toEqual({ max: 1, ticks: [0, 1] });
    expect(countScale([3])).toEqual({ max: 3, ticks: [0, 1, 2, 3] });
    expect(countScale([7])).toEqual({ max: 8, ticks: [0, 2, 4, 6, 8] });
    expect(countScale([130])).toEqual({ max: 150, ticks: [0, 50, 100, 150] });
  });

  it('thins the axis labels', () => {
    expect(labelEvery(30, 10)).toBe(3);
    expect(labelEvery(5, 10)).toBe(1);
  });
});

describe('growth chart lines (GET /api/admin/analytics/growth-trends)', () => {
  it('matches the two series by day, oldest first, a missing day counting 0', () => {
    expect(
      growthSeries({
        registrations: [
          { period: '2026-11-23', count: 3, jobseekers: 2, employers: 1 },
          { period: '2026-11-24', count: 1, jobseekers: 1, employers: 0 },
        ],
        jobPosts: [
          { period: '2026-11-24', count: 4 },
          { period: '2026-11-22', count: 2 },
        ],
      }),
    ).toEqual({
      periods: ['2026-11-22', '2026-11-23', '2026-11-24'],
      jobseekers: [0, 2, 1],
      employers: [0, 1, 0],
      jobPosts: [2, 0, 4],
    });
  });
});
