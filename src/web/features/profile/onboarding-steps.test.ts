import { describe, expect, it } from 'vitest';
import { isWelcomeField, ONBOARDING_STEPS, stepIndexOf, stepQueryOf } from './onboarding-steps.ts';

describe('the welcome steps in the URL (docs/decisions/038)', () => {
  it('gives each role three steps of its own', () => {
    expect(ONBOARDING_STEPS.jobseeker.map((s) => s.id)).toEqual(['facts', 'skills', 'photo']);
    expect(ONBOARDING_STEPS.employer.map((s) => s.id)).toEqual(['company', 'logo', 'first-post']);
  });

  it('reads ?step=N counted from 1, and falls back to the first step', () => {
    expect(stepIndexOf(null, 3)).toBe(0);
    expect(stepIndexOf('1', 3)).toBe(0);
    expect(stepIndexOf('2', 3)).toBe(1);
    expect(stepIndexOf('3', 3)).toBe(2);
    for (const bad of ['0', '4', '-1', '2.5', '02', 'two', '', ' 2', '99999']) {
      expect(stepIndexOf(bad, 3), bad).toBe(0);
    }
  });

  it('writes the first step as the bare path and the others as ?step=N', () => {
    expect(stepQueryOf(0)).toBe('');
    expect(stepQueryOf(1)).toBe('?step=2');
    expect(stepQueryOf(2)).toBe('?step=3');
    for (const index of [0, 1, 2]) {
      const query = stepQueryOf(index);
      expect(stepIndexOf(new URLSearchParams(query).get('step'), 3)).toBe(index);
    }
  });

  it('points the meter to the steps only for what they ask', () => {
    expect(isWelcomeField('headline')).toBe(true);
    expect(isWelcomeField('avatar')).toBe(true);
    expect(isWelcomeField('experience')).toBe(false);
    expect(isWelcomeField('timezone')).toBe(false);
  });
});
