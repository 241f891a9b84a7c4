import { useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/api.ts';
import { applicationKeys } from '../../../lib/keys.ts';
import { hasAppliedReply } from '../../../lib/reply-shape.ts';

/** GET /api/job-applications/check/{id} (jobseekers): has this person applied to the post? */
export function useApplicationCheck(jobId: number, { enabled }: { enabled: boolean }) {
  return useQuery({
    queryKey: applicationKeys.check(jobId),
    queryFn: async ({ signal }): Promise<boolean> =>
      request('GET', `/api/job-applications/check/${jobId}`, hasAppliedReply, { signal }),
    enabled,
  });
}
