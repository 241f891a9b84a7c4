/**
 * How complete a jobseeker's profile is, and the one step that would help most next
 * (docs/decisions/032). One function, run by the server for the profile reply; the web shows what
 * the reply says, so the two cannot disagree. No zod: a plain function of the profile's fields.
 */

/** The profile fields the meter reads (the names of the profile reply). */
export type CompletenessInput = {
  avatar: string | null;
  headline: string | null;
  skills: readonly string[];
  hourly_rate: number | null;
  experience: string | null;
  availability: number | null;
  country: string | null;
  languages: readonly string[];
  search_status: string | null;
  categories: readonly unknown[];
  timezone: string | null;
  portfolio: string | null;
};

export type CompletenessField = keyof CompletenessInput;

export type Completeness = {
  /** 0 to 100, a whole number. */
  percent: number;
  /** The first missing step in order of weight, or null when nothing is missing. */
  next_step: { field: CompletenessField; label: string } | null;
};

type Step = { field: CompletenessField; label: string; weight: number };

const filled = (value: unknown): boolean => {
  if (value === null || value === undefined) return false;
  if (typeof value === 'string') return value.trim() !== '';
  if (Array.isArray(value)) return value.length > 0;
  return true;
};

/**
 * What an employer looks at first weighs most: the headline and skills on the card, then rate,
 * experience, photo and hours. The weights add up to 100; the order is the order of next steps.
 */
export const COMPLETENESS_STEPS: readonly Step[] = [
  { field: 'headline', label: 'Add a headline', weight: 15 },
  { field: 'skills', label: 'List your skills', weight: 15 },
  { field: 'hourly_rate', label: 'Set your hourly rate', weight: 10 },
  { field: 'experience', label: 'Describe your experience', weight: 10 },
  { field: 'avatar', label: 'Upload a profile photo', weight: 10 },
  { field: 'availability', label: 'Say how many hours a week you can work', weight: 10 },
  { field: 'country', label: 'Choose your country', weight: 5 },
  { field: 'languages', label: 'Add the languages you speak', weight: 5 },
  { field: 'search_status', label: 'Say whether you are looking for work', weight: 5 },
  { field: 'categories', label: 'Choose your categories', weight: 5 },
  { field: 'timezone', label: 'Set your time zone', weight: 5 },
  { field: 'portfolio', label: 'Link your portfolio', weight: 5 },
];

export function profileCompleteness(profile: CompletenessInput): Completeness {
  let percent = 0;
  let next: Step | undefined;
  for (const step of COMPLETENESS_STEPS) {
    if (filled(profile[step.field])) percent += step.weight;
    else next ??= step;
  }
  return { percent, next_step: next ? { field: next.field, label: next.label } : null };
}
