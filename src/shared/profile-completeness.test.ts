import { describe, expect, it } from 'vitest';
import {
  COMPLETENESS_STEPS,
  type CompletenessInput,
  profileCompleteness,
} from './profile-completeness.ts';
import { formatHourlyRate } from './talent-facts.ts';

const EMPTY: CompletenessInput = {
  avatar: null,
  headline: null,
  skills: [],
  hourly_rate: null,
  experience: null,
  availability: null,
  country: null,
  languages: [],
  search_status: null,
  categories: [],
  timezone: null,
  portfolio: null,
};

describe('profileCompleteness', () => {
  it('weighs every step, 100 in all, each field once', () => {
    expect(COMPLETENESS_STEPS.reduce((sum, step) => sum + step.weight, 0)).toBe(100);
    const fields = COMPLETENESS_STEPS.map((step) => step.field);
    expect(new Set(fields).size).toBe(fields.length);
    expect(fields.sort()).toEqual(Object.keys(EMPTY).sort());
  });

  it('names the heaviest missing step next, whatever else is done', () => {
    expect(profileCompleteness(EMPTY)).toEqual({
      percent: 0,
      next_step: { field: 'headline', label: 'Add a headline' },
    });
    expect(
      profileCompleteness({ ...EMPTY, portfolio: 'https://a.example', skills: ['Excel'] }),
    ).toEqual({
      percent: 20,
      next_step: { field: 'headline', label: 'Add a headline' },
    });
  });

  it('counts a rate of 0 as given, and blank text as missing', () => {
    expect(profileCompleteness({ ...EMPTY, hourly_rate: 0 }).percent).toBe(10);
    expect(profileCompleteness({ ...EMPTY, headline: '  ' }).percent).toBe(0);
  });
});

describe('formatHourlyRate', () => {
  it('writes dollars an hour, cents only when there are some', () => {
    expect(formatHourlyRate(25)).toBe('$25/hr');
    expect(formatHourlyRate(17.5)).toBe('$17.50/hr');
    expect(formatHourlyRate(1200)).toBe('$1,200/hr');
    expect(formatHourlyRate(10_000)).toBe('$10,000/hr');
    expect(formatHourlyRate(0)).toBe('$0/hr');
  });
});
