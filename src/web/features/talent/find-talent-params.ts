import { AVAILABILITY_MAX_HOURS } from '../../../shared/applications.ts';
import { isCountryCode } from '../../../shared/country-codes.ts';
import { parseSkills } from '../../../shared/skills.ts';
import {
  HOURLY_RATE_MAX,
  isSearchStatus,
  LANGUAGE_MAX_LENGTH,
} from '../../../shared/talent-facts.ts';

/**
 * Find Talent keeps its whole state in the URL, like Find Jobs, so the header's Hire Talent search
 * (/find-talent?skills=...) lands on a filled-in search and Back returns to the same page:
 * /find-talent?mode=&skills=&experience=&rating=&timezone=&category_id=&username=&page=, and the
 * talent facts' filters (docs/decisions/032): rate_min, rate_max, country, language,
 * availability_min, search_status.
 */
export const TALENT_MODES = {
  skills: 'Search by Skills',
  username: 'Search by Username/Skills',
} as const;
export type TalentMode = keyof typeof TALENT_MODES;

export type TalentFilters = {
  mode: TalentMode;
  /** Comma-separated, as typed; any of them matches. */
  skills: string;
  experience: string;
  /** Minimum average rating, '' or 0-5 (spec sections 5 and 9). */
  rating: string;
  timezone: string;
  category_id: string;
  username: string;
  /** Dollars an hour, '' or 0-10,000 with cents at most. */
  rate_min: string;
  rate_max: string;
  /** ISO 3166-1 alpha-2, upper case. */
  country: string;
  language: string;
  /** Hours a week, '' or 1-80. */
  availability_min: string;
  search_status: string;
  /**
   * Overlap with the employer's working window (docs/decisions/051), for employers and admins:
   * the window's zone and "HH:MM" times, a minimum of whole hours ('' or 0-24), and `sort`
   * ('' best rated first, 'overlap' most overlap first). Sent only with the whole window.
   */
  overlap_timezone: string;
  overlap_start: string;
  overlap_end: string;
  min_overlap: string;
  sort: string;
};

/** The overlap part of a search: kept in the URL and sent only with the whole window. */
export const OVERLAP_KEYS = [
  'overlap_timezone',
  'overlap_start',
  'overlap_end',
  'min_overlap',
  'sort',
] as const satisfies readonly (keyof TalentFilters)[];

/** Whether the filters name a whole window (zone, start and end apart). */
export function hasOverlapWindow(filters: TalentFilters): boolean {
  return (
    filters.overlap_timezone !== '' &&
    CLOCK.test(filters.overlap_start) &&
    CLOCK.test(filters.overlap_end) &&
    filters.overlap_start !== filters.overlap_end
  );
}

const CLOCK = /^([01]\d|2[0-3]):[0-5]\d$/;

export const EMPTY_TALENT_FILTERS: TalentFilters = {
  mode: 'skills',
  skills: '',
  experience: '',
  rating: '',
  timezone: '',
  category_id: '',
  username: '',
  rate_min: '',
  rate_max: '',
  country: '',
  language: '',
  availability_min: '',
  search_status: '',
  overlap_timezone: '',
  overlap_start: '',
  overlap_end: '',
  min_overlap: '',
  sort: '',
};

/** Which filters each mode offers (spec section 7: the jobseeker search takes username and skills). */
export const MODE_FIELDS: Record<TalentMode, readonly (keyof TalentFilters)[]> = {
  skills: [
    'skills',
    'experience',
    'rating',
    'timezone',
    'category_id',
    'rate_min',
    'rate_max',
    'country',
    'language',
    'availability_min',
    'search_status',
    ...OVERLAP_KEYS,
  ],
  username: ['username', 'skills'],
};

export const RATING_CHOICES = ['0', '1', '2', '3', '4', '5'] as const;
/** The hours a week the form offers as a minimum; a link may carry any other from 1 to 80. */
export const AVAILABILITY_CHOICES = ['10', '20', '30', '40'] as const;

const RATE = /^\d{1,5}(\.\d{1,2})?$/;

/** A rate as the API takes it (0 to 10,000, cents at most), else null. */
export function readRate(text: string): number | null {
  if (!RATE.test(text)) return null;
  const rate = Number(text);
  return rate <= HOURLY_RATE_MAX ? rate : null;
}

/** Reads the URL; values the API would refuse (400) are dropped instead of breaking the page. */
export function readTalentFilters(search: URLSearchParams): TalentFilters & { page: number } {
  const get = (key: string) => (search.get(key) ?? '').trim();
  const mode = get('mode') === 'username' ? 'username' : 'skills';
  const rating = get('rating');
  const page = Number(get('page'));
  const rateMin = readRate(get('rate_min')) === null ? '' : get('rate_min');
  let rateMax = readRate(get('rate_max')) === null ? '' : get('rate_max');
  // A range the wrong way round would be refused: the maximum gives way.
  if (rateMin && rateMax && Number(rateMin) > Number(rateMax)) rateMax = '';
  const country = get('country').toUpperCase();
  const hours = get('availability_min');
  const status = get('search_status');
  return {
    mode,
    skills: get('skills').slice(0, 500),
    experience: get('experience').slice(0, 200),
    rating: (RATING_CHOICES as readonly string[]).includes(rating) ? rating : '',
    timezone: /^[A-Za-z0-9_+\-/]{1,64}$/.test(get('timezone')) ? get('timezone') : '',
    category_id: /^\d{1,9}$/.test(get('category_id')) ? get('category_id') : '',
    username: get('username').slice(0, 30),
    rate_min: rateMin,
    rate_max: rateMax,
    country: isCountryCode(country) ? country : '',
    language: get('language').slice(0, LANGUAGE_MAX_LENGTH),
    availability_min:
      /^\d{1,2}$/.test(hours) && Number(hours) >= 1 && Number(hours) <= AVAILABILITY_MAX_HOURS
        ? String(Number(hours))
        : '',
    search_status: isSearchStatus(status) ? status : '',
    overlap_timezone: /^[A-Za-z0-9_+\-/]{1,64}$/.test(get('overlap_timezone'))
      ? get('overlap_timezone')
      : '',
    overlap_start: CLOCK.test(get('overlap_start')) ? get('overlap_start') : '',
    overlap_end: CLOCK.test(get('overlap_end')) ? get('overlap_end') : '',
    min_overlap:
      /^\d{1,2}$/.test(get('min_overlap')) && Number(get('min_overlap')) <= 24
        ? String(Number(get('min_overlap')))
        : '',
    sort: get('sort') === 'overlap' ? 'overlap' : '',
    page: Number.isInteger(page) && page >= 1 && page <= 100_000 ? page : 1,
  };
}

/** The URL of a search: only the mode's filled-in fields; the default mode and page 1 left out. */
export function findTalentUrl(filters: TalentFilters, page = 1): string {
  const search = new URLSearchParams();
  if (filters.mode !== 'skills') search.set('mode', filters.mode);
  const hasWindow = hasOverlapWindow(filters);
  for (const key of MODE_FIELDS[filters.mode]) {
    if (!hasWindow && (OVERLAP_KEYS as readonly string[]).includes(key)) continue;
    const value = filters[key].trim();
    if (value) search.set(key, value);
  }
  if (page > 1) search.set('page', String(page));
  const query = search.toString();
  return query ? `/find-talent?${query}` : '/find-talent';
}

/**
 * The API call of a search (spec section 7): GET /api/talents with the skill filters, or GET
 * /api/users?role=jobseeker with username and skills. Skills go as one comma-separated value.
 */
export function talentRequestPath(
  filters: TalentFilters,
  page: number,
  limit: number,
  /** Employers and admins: the overlap part goes too, with a whole window (decisions/051). */
  canAskOverlap = false,
): string {
  const search = new URLSearchParams();
  if (filters.mode === 'username') search.set('role', 'jobseeker');
  const asksOverlap = canAskOverlap && hasOverlapWindow(filters);
  for (const key of MODE_FIELDS[filters.mode]) {
    if (!asksOverlap && (OVERLAP_KEYS as readonly string[]).includes(key)) continue;
    const value = key === 'skills' ? parseSkills(filters.skills).join(',') : filters[key].trim();
    if (value) search.set(key, value);
  }
  search.set('page', String(page));
  search.set('limit', String(limit));
  const base = filters.mode === 'username' ? '/api/users' : '/api/talents';
  return `${base}?${search.toString()}`;
}
