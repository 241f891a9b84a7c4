import type { JobListQuery } from '../../../../shared/schemas/jobs.ts';

/** `total` of a job search counts at most this many matches (docs/decisions/010). */
export const TOTAL_CAP = 1_000;
/** The same for a typo-tolerant fallback search. */
export const FUZZY_TOTAL_CAP = 200;

/** The filters and text of a search, normalised: equal searches share cache entries. */
export const filterKey = (query: JobListQuery) =>
  JSON.stringify([
    query.title?.trim() ?? '',
    query.location?.trim().toLowerCase() ?? '',
    query.salary_min ?? null,
    query.salary_max ?? null,
    query.job_type ?? null,
    query.category_id ?? null,
    [...new Set(query.required_skills?.map((s) => s.toLowerCase()) ?? [])].sort(),
    query.verified === true,
  ]);
