import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { checkHasApplied } from '../../../lib/reply-shape.ts';

export const applicationCheckKey = (jobId: number) => ['job-applications', 'check', jobId] as const;

/** GET /api/job-applications/check/{id} (jobseekers): has this person applied to the post? */
export function useApplicationCheck(jobId: number, { enabled }: { enabled: boolean }) {
  return useQuery({
    queryKey: applicationCheckKey(jobId),
    queryFn: async ({ signal }): Promise<boolean> =>
      checkHasApplied(
        await api.get<unknown>(`/api/job-applications/check/${jobId}`, { signal }),
        'GET /api/job-applications/check/:id',
      ),
    enabled,
  });
}
