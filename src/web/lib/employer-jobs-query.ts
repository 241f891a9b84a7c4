import { useQuery } from '@tanstack/react-query';
import type { EmployerJobs } from '../../shared/schemas/jobs.ts';
import { request } from './api.ts';
import { jobPostKeys } from './keys.ts';
import { employerJobsReply } from './reply-shape.ts';

/**
 * GET /api/users/:id/job-posts: a company's open jobs and the company's facts (docs/decisions/036),
 * without the post `exclude` (the one on screen). In lib because the job page and the employer's
 * public profile both show them.
 */
export function useEmployerJobs(employerId: number | null, exclude?: number) {
  return useQuery({
    queryKey: jobPostKeys.byEmployer(employerId ?? 0, exclude ?? null),
    queryFn: async ({ signal }): Promise<EmployerJobs> =>
      request(
        'GET',
        `/api/users/${employerId}/job-posts${exclude === undefined ? '' : `?exclude=${exclude}`}`,
        employerJobsReply,
        { signal },
      ),
    enabled: employerId !== null,
    staleTime: 60_000,
  });
}
