import { useQuery } from '@tanstack/react-query';
import { jobPostPath } from '../../../../shared/job-api-paths.ts';
import type { JobPost } from '../../../../shared/schemas/jobs.ts';
import { request, retryUnlessRefused } from '../../../lib/api.ts';
import { jobPostKeys } from '../../../lib/keys.ts';
import { jobPostReply } from '../../../lib/reply-shape.ts';

/** GET /api/job-posts/{id}: public when Active and approved; the owner and admins always. */
export function useJobPost(id: number | null) {
  return useQuery({
    queryKey: jobPostKeys.detail(id ?? 0),
    queryFn: async ({ signal }): Promise<JobPost> =>
      request('GET', jobPostPath(id ?? 0), jobPostReply, { signal }),
    enabled: id !== null,
    // A 4xx (unknown, hidden or malformed id) will not get better by asking again.
    retry: retryUnlessRefused(2),
  });
}
