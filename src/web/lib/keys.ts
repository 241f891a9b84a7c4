import type { JobListParams } from '../../shared/job-api-paths.ts';

/**
 * Query keys of the data several features share (docs/decisions/007): the signed-in person's
 * profile, people's public pages, job posts, applications, counters and categories. A key
 * factory's `all` is the scope its invalidations use; a feature's own keys are in its keys.ts.
 */

export const profileKeys = {
  all: ['profile'] as const,
  /** The signed-in person's own profile (GET /api/profile). */
  own: (userId: string) => ['profile', userId] as const,
};

export const userKeys = {
  all: ['users'] as const,
  /** What anyone may see of a person (GET /api/users/:id). */
  detail: (userId: number | null) => ['users', userId] as const,
  reviews: (userId: number | undefined) => ['users', userId, 'reviews'] as const,
};

export const jobPostKeys = {
  all: ['job-posts'] as const,
  list: (params: JobListParams) => ['job-posts', 'list', params] as const,
  detail: (id: number) => ['job-posts', 'detail', id] as const,
  mine: ['job-posts', 'mine'] as const,
  /** A company's open jobs less the one on screen (GET /api/users/:id/job-posts). */
  byEmployer: (employerId: number, exclude: number | null) =>
    ['job-posts', 'employer', employerId, exclude] as const,
};

export const applicationKeys = {
  all: ['job-applications'] as const,
  mine: ['job-applications', 'mine'] as const,
  forJobPost: (jobId: number) => ['job-applications', 'job-post', jobId] as const,
  check: (jobId: number) => ['job-applications', 'check', jobId] as const,
  responsiveness: (employerId: number) =>
    ['job-applications', 'responsiveness', employerId] as const,
};

/** The home page's counters (GET /api/stats). */
export const statsKeys = { all: ['stats'] as const };

export const categoryKeys = { all: ['categories'] as const };

/** Reviews are cached under their person (`userKeys.reviews`); this scope is kept for deletions. */
export const reviewKeys = { all: ['reviews'] as const };
