import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { type JobListParams, jobListPath } from '../../shared/job-api-paths.ts';
import { request } from './api.ts';
import { jobPostKeys } from './keys.ts';
import { type JobList, jobListReply } from './reply-shape.ts';

export type { JobList } from './reply-shape.ts';

/**
 * GET /api/job-posts: public, approved, Active posts. The home page (9 newest) and Find Jobs (a
 * page of 30 with filters) both read it; the previous page stays on screen while the next loads.
 */
export function useJobList(params: JobListParams, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: jobPostKeys.list(params),
    queryFn: async ({ signal }): Promise<JobList> =>
      request('GET', jobListPath(params), jobListReply, { signal }),
    enabled,
    placeholderData: keepPreviousData,
  });
}
