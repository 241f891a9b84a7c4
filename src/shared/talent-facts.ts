import { PROPOSED_RATE_MAX } from './applications.ts';
import { parseSkills } from './skills.ts';

/**
 * The facts people hire on, kept on a jobseeker's profile (docs/decisions/032): a headline, an
 * hourly rate, a country, languages, hours a week and whether they are looking. No zod here:
 * Find Talent reads its URL with these before zod loads (docs/decisions/026).
 */
export const HEADLINE_MAX_LENGTH = 120;
/** Dollars an hour, cents at most: the same scale as a proposal's rate (docs/decisions/033). */
export const HOURLY_RATE_MAX = PROPOSED_RATE_MAX;
export const LANGUAGES_MAX_COUNT = 10;
export const LANGUAGE_MAX_LENGTH = 40;
// Hours a week: AVAILABILITY_MIN_HOURS to AVAILABILITY_MAX_HOURS (applications.ts), as a proposal's.

export const SEARCH_STATUSES = ['actively_looking', 'open_to_offers', 'not_looking'] as const;
export type SearchStatus = (typeof SEARCH_STATUSES)[number];

export const SEARCH_STATUS_LABELS: Record<SearchStatus, string> = {
  actively_looking: 'Actively looking',
  open_to_offers: 'Open to offers',
  not_looking: 'Not looking',
};

/** The statuses as a form's choices. */
export const SEARCH_STATUS_CHOICES = SEARCH_STATUSES.map((status) => ({
  value: status,
  label: SEARCH_STATUS_LABELS[status],
}));

export const isSearchStatus = (value: unknown): value is SearchStatus =>
  typeof value === 'string' && (SEARCH_STATUSES as readonly string[]).includes(value);

/**
 * A language list as typed ('english, Tagalog') or sent: tidied as skills are (trimmed, repeats
 * dropped ignoring case), each with a capital first letter, as language names are written.
 */
export function parseLanguages(value: string | string[]): string[] {
  return parseSkills(value).map((language) => language.charAt(0).toUpperCase() + language.slice(1));
}

/** 25 → '$25/hr', 17.5 → '$17.50/hr', 1200 → '$1,200/hr' (the spec's '$X/hr' of job cards). */
export function formatHourlyRate(rate: number): string {
  const [whole = '0', cents = '00'] = rate.toFixed(2).split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `$${cents === '00' ? grouped : `${grouped}.${cents}`}/hr`;
}

/** 40 → '40 h/week'. */
export const formatAvailability = (hours: number): string => `${hours} h/week`;
