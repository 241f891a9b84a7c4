import type { CompletenessField } from '../../../shared/profile-completeness.ts';
import type { SelfServiceRole } from '../../../shared/roles.ts';

/**
 * The welcome steps after sign-up (docs/decisions/038): three per role, each skippable, in this
 * order. Every step writes through the profile calls /profile uses; none adds a server field.
 */
export type OnboardingStepId = 'facts' | 'skills' | 'photo' | 'company' | 'logo' | 'first-post';

export type OnboardingStep = { id: OnboardingStepId; title: string };

export const ONBOARDING_STEPS: Readonly<Record<SelfServiceRole, readonly OnboardingStep[]>> = {
  jobseeker: [
    { id: 'facts', title: 'Headline and rate' },
    { id: 'skills', title: 'Skills' },
    { id: 'photo', title: 'Photo' },
  ],
  employer: [
    { id: 'company', title: 'Company' },
    { id: 'logo', title: 'Logo' },
    { id: 'first-post', title: 'First job post' },
  ],
};

/**
 * Where the last step leads: a jobseeker to the jobs to apply to, an employer to their posts,
 * whose empty state invites the first one.
 */
export const ONBOARDING_FINISH_PATH: Readonly<Record<SelfServiceRole, string>> = {
  jobseeker: '/find-job',
  employer: '/my-job-posts',
};

/** The step the URL names (`?step=2`, counted from 1) as an index; anything else is the first. */
export function stepIndexOf(param: string | null, count: number): number {
  if (param === null || !/^[1-9]\d?$/.test(param)) return 0;
  const step = Number(param);
  return step <= count ? step - 1 : 0;
}

/** The URL query of a step index: none for the first, `step=N` for the others. */
export function stepQueryOf(index: number): string {
  return index === 0 ? '' : `?step=${index + 1}`;
}

/** The meter's steps (docs/decisions/032) that the jobseeker's welcome steps ask for. */
const WELCOME_FIELDS: ReadonlySet<CompletenessField> = new Set<CompletenessField>([
  'headline',
  'hourly_rate',
  'availability',
  'search_status',
  'skills',
  'categories',
  'avatar',
]);

/** Whether the welcome steps would help with the meter's next step. */
export const isWelcomeField = (field: CompletenessField): boolean => WELCOME_FIELDS.has(field);
