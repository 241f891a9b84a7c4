import { type JobListParams, jobListPath } from './job-api-paths.ts';
import { JOB_PAGE_SIZE, JOB_TYPES } from './jobs.ts';
import { parseSkills } from './skills.ts';

/**
 * Find Jobs keeps its whole state in the URL (links, reload and Back all work):
 * /find-job?title=&location=&salary_min=&salary_max=&job_type=&category_id=&skills=a,b&verified=true&sort=&page=
 */
export type FindJobFilters = {
  title: string;
  location: string;
  salary_min: string;
  salary_max: string;
  job_type: string;
  category_id: string;
  /** Comma-separated, as typed (docs/spec.md, "Find Jobs (/find-job)"). */
  skills: string;
  /** 'true': verified employers only (docs/decisions/049); '' for everyone. */
  verified: '' | 'true';
  sort: FindJobSort;
};

export const SORTS = {
  newest: 'Newest first',
  relevance: 'Best match',
  salary: 'Highest salary',
} as const;
export type FindJobSort = keyof typeof SORTS;

const FILTER_KEYS = [
  'title',
  'location',
  'salary_min',
  'salary_max',
  'job_type',
  'category_id',
  'skills',
  'verified',
] as const;

/** A keyword search is best read by relevance; browsing by date. */
export function defaultSort(title: string): FindJobSort {
  return title.trim() ? 'relevance' : 'newest';
}

const isAmount = (value: string) => /^\d+(\.\d{1,2})?$/.test(value);

/** Reads the URL; values the API would refuse (400) are dropped instead of breaking the page. */
export function readFilters(search: URLSearchParams): FindJobFilters & { page: number } {
  const get = (key: string) => (search.get(key) ?? '').trim();
  const sort = get('sort');
  const title = get('title').slice(0, 200);
  const page = Number(get('page'));
  const jobType = get('job_type');
  return {
    title,
    location: get('location').slice(0, 200),
    salary_min: isAmount(get('salary_min')) ? get('salary_min') : '',
    salary_max: isAmount(get('salary_max')) ? get('salary_max') : '',
    job_type: (JOB_TYPES as readonly string[]).includes(jobType) ? jobType : '',
    category_id: /^\d{1,9}$/.test(get('category_id')) ? get('category_id') : '',
    skills: get('skills'),
    verified: get('verified') === 'true' ? 'true' : '',
    sort: sort in SORTS ? (sort as FindJobSort) : defaultSort(title),
    page: Number.isInteger(page) && page >= 1 && page <= 100_000 ? page : 1,
  };
}

/** The URL of a search: only filled-in fields, page 1 and the default order left out. */
export function findJobUrl(filters: Partial<FindJobFilters>, page = 1): string {
  const search = new URLSearchParams();
  for (const key of FILTER_KEYS) {
    const value = filters[key]?.trim();
    if (value) search.set(key, value);
  }
  if (filters.sort && filters.sort !== defaultSort(filters.title ?? '')) {
    search.set('sort', filters.sort);
  }
  if (page > 1) search.set('page', String(page));
  const query = search.toString();
  return query ? `/find-job?${query}` : '/find-job';
}

/** The API query of a Find Jobs URL: 30 per page (spec section 9). */
export function toListParams(filters: FindJobFilters, page: number): JobListParams {
  const sortBy =
    filters.sort === 'salary'
      ? 'salary'
      : filters.sort === 'relevance' && filters.title
        ? 'relevance'
        : 'created_at';
  return {
    title: filters.title,
    location: filters.location,
    salary_min: filters.salary_min,
    salary_max: filters.salary_max,
    job_type: filters.job_type,
    category_id: filters.category_id,
    required_skills: parseSkills(filters.skills),
    verified: filters.verified === 'true' ? 'true' : undefined,
    page,
    limit: JOB_PAGE_SIZE,
    sort_by: sortBy,
    sort_order: 'DESC',
  };
}

/**
 * The API call a Find Jobs URL's results come from: what the page fetches first, and what the
 * server preloads for it (decisions/026).
 */
export function findJobApiPath(search: URLSearchParams): string {
  const { page, ...filters } = readFilters(search);
  return jobListPath(toListParams(filters, page));
}

/** How many filters beyond the keyword are set: shown on the Filters toggle. */
export function activeFilterCount(filters: FindJobFilters): number {
  return FILTER_KEYS.filter((key) => key !== 'title' && filters[key] !== '').length;
}

/**
 * The Atom feed of a search (docs/decisions/059): the same filters, newest first, so no order or
 * page number. The page links to it, and its head names it for feed readers.
 */
export function findJobFeedPath(filters: Partial<FindJobFilters>): string {
  const { sort: _sort, ...rest } = filters;
  return findJobUrl(rest).replace(/^\/find-job/, '/find-job/feed.xml');
}
