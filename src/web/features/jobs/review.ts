import type { JobPostApplication } from '../../../shared/schemas/applications.ts';

/**
 * The employer's review of a post's applicants (docs/decisions/035): which are shown and in what
 * order. Done in the browser: a post's applications come in one reply, so filtering and sorting
 * them costs no request.
 */
export const REVIEW_FILTERS = ['all', 'Pending', 'Accepted', 'Rejected'] as const;
export type ReviewFilter = (typeof REVIEW_FILTERS)[number];

export const REVIEW_SORTS = {
  oldest: 'Oldest first',
  newest: 'Newest first',
  rate_low: 'Rate: low to high',
  rate_high: 'Rate: high to low',
  rating: 'Rating: highest first',
} as const;
export type ReviewSort = keyof typeof REVIEW_SORTS;

const time = (a: JobPostApplication) => Date.parse(a.created_at);

/** Missing rates and ratings go last whichever way the list is sorted. */
function byNumber(
  value: (a: JobPostApplication) => number | null,
  direction: 1 | -1,
): (a: JobPostApplication, b: JobPostApplication) => number {
  return (a, b) => {
    const x = value(a);
    const y = value(b);
    if (x === null || y === null) return x === y ? 0 : x === null ? 1 : -1;
    return (x - y) * direction;
  };
}

const COMPARE: Record<ReviewSort, (a: JobPostApplication, b: JobPostApplication) => number> = {
  oldest: (a, b) => time(a) - time(b) || a.id - b.id,
  newest: (a, b) => time(b) - time(a) || b.id - a.id,
  rate_low: byNumber((a) => a.proposed_rate, 1),
  rate_high: byNumber((a) => a.proposed_rate, -1),
  rating: byNumber((a) => a.applicant.rating, -1),
};

export function reviewList(
  applications: JobPostApplication[],
  filter: ReviewFilter,
  sort: ReviewSort,
): JobPostApplication[] {
  const shown = filter === 'all' ? applications : applications.filter((a) => a.status === filter);
  // A stable sort keeps the oldest-first order among equals.
  return [...shown].sort(COMPARE.oldest).sort(COMPARE[sort]);
}

/** The applicant's skills the post asks for, compared without case. */
export function matchingSkills(skills: string[], required: string[]): Set<string> {
  const wanted = new Set(required.map((s) => s.toLowerCase()));
  return new Set(skills.filter((s) => wanted.has(s.toLowerCase())));
}
