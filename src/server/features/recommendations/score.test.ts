import { describe, expect, it } from 'vitest';
import {
  type PostFacts,
  type SeekerFacts,
  scoreJobForSeeker,
  scoreSeekerForPost,
} from './score.ts';

/** The shared fit of docs/decisions/054, without a database. */
const seeker: SeekerFacts = {
  skills: [' QuickBooks ', 'excel'],
  categoryIds: [],
  hourlyRate: 20,
  window: { timezone: 'America/New_York', start: 9 * 60, end: 17 * 60 },
};
const post: PostFacts = {
  requiredSkills: ['quickbooks', 'Excel', 'Xero'],
  categoryId: null,
  categoryName: null,
  salary: 18,
  overlap: { timezone: 'Europe/London', start: 9 * 60, end: 17 * 60, hours: 4 },
};
const at = (iso: string) => Date.parse(iso);

describe('scoreJobForSeeker', () => {
  it('compares skills without case or spaces, and 3 of 3 outranks 1 of 1', () => {
    const now = at('2026-02-15T12:00:00Z');
    const created = new Date(now - 60 * 24 * 3600 * 1000);
    const one = scoreJobForSeeker(
      seeker,
      { ...post, requiredSkills: ['EXCEL'], createdAt: created },
      now,
    );
    const all = scoreJobForSeeker(
      { ...seeker, skills: [...seeker.skills, 'Xero'] },
      { ...post, createdAt: created },
      now,
    );
    expect(one.reasons[0]).toBe('Matches 1 of 1 skill');
    expect(all.reasons[0]).toBe('Matches 3 of 3 skills');
    expect(all.score).toBeGreaterThan(one.score);
  });

  it('counts a rate up to 20 % above the salary a little, and never claims it', () => {
    const now = at('2026-02-15T12:00:00Z');
    const createdAt = new Date(now);
    const within = scoreJobForSeeker({ ...seeker, hourlyRate: 18 }, { ...post, createdAt }, now);
    const close = scoreJobForSeeker(seeker, { ...post, createdAt }, now);
    const far = scoreJobForSeeker({ ...seeker, hourlyRate: 30 }, { ...post, createdAt }, now);
    expect(within.reasons).toContain('Rate $18 within budget');
    expect(close.reasons.some((r) => r.startsWith('Rate'))).toBe(false);
    expect(within.score).toBeGreaterThan(close.score);
    expect(close.score).toBeGreaterThan(far.score);
  });

  it('follows daylight saving: New York and London share 4 h in mid-March, 3 h in February', () => {
    const createdAt = new Date(at('2026-01-01T00:00:00Z'));
    const march = scoreJobForSeeker(seeker, { ...post, createdAt }, at('2026-03-16T12:00:00Z'));
    const february = scoreJobForSeeker(seeker, { ...post, createdAt }, at('2026-02-16T12:00:00Z'));
    expect(march.reasons).toContain('4 h working-day overlap');
    // Three hours do not meet the post's four: no reason, no points.
    expect(february.reasons.some((r) => r.includes('overlap'))).toBe(false);
    expect(march.score - february.score).toBe(10);
  });
});

describe('scoreSeekerForPost', () => {
  it('adds activity this week and a complete profile', () => {
    const now = at('2026-02-15T12:00:00Z');
    const active = scoreSeekerForPost(
      post,
      { ...seeker, activeAt: new Date(now - 3600_000), completeness: 90 },
      now,
    );
    const idle = scoreSeekerForPost(
      post,
      { ...seeker, activeAt: new Date(now - 90 * 24 * 3600_000), completeness: 30 },
      now,
    );
    expect(active.reasons).toEqual([
      'Matches 2 of 3 skills',
      'Active this week',
      'Profile 90% complete',
    ]);
    expect(idle.reasons).toEqual(['Matches 2 of 3 skills']);
    expect(active.score).toBeGreaterThan(idle.score);
    expect(active.score).toBeLessThanOrEqual(100);
  });
});
