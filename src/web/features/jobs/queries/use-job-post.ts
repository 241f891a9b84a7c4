import { useQuery } from '@tanstack/react-query';
import { jobPostPath } from '../../../../shared/job-api-paths.ts';
import type { JobPost } from '../../../../shared/schemas/jobs.ts';
import { ApiError, api } from '../../../lib/api.ts';
import { checkJobPost } from '../../../lib/reply-shape.ts';
import { jobPostKey } from './job-post-cache.ts';

/** GET /api/job-posts/{id}: public when Active and approved; the owner and admins always. */
export function useJobPost(id: number | null) {
  return useQuery({
    queryKey: jobPostKey(id ?? 0),
    queryFn: async ({ signal }): Promise<JobPost> =>
      checkJobPost(
        await api.get<unknown>(jobPostPath(id ?? 0), { signal }),
        'GET /api/job-posts/:id',
      ),
    enabled: id !== null,
    // A 4xx (unknown, hidden or malformed id) will not get better by asking again.
    retry: (failureCount, error) =>
      !(error instanceof ApiError && error.status >= 400 && error.status < 500) && failureCount < 2,
  });
}
