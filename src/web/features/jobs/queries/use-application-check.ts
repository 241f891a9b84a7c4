import { useQuery } from '@tanstack/react-query';
import { hasAppliedReplySchema } from '../../../../shared/schemas/applications.ts';
import { api } from '../../../lib/api.ts';

export const applicationCheckKey = (jobId: number) => ['job-applications', 'check', jobId] as const;

/** GET /api/job-applications/check/{id} (jobseekers): has this person applied to the post? */
export function useApplicationCheck(jobId: number, { enabled }: { enabled: boolean }) {
  return useQuery({
    queryKey: applicationCheckKey(jobId),
    queryFn: async ({ signal }): Promise<boolean> =>
      hasAppliedReplySchema.parse(
        await api.get<unknown>(`/api/job-applications/check/${jobId}`, { signal }),
      ).hasApplied,
    enabled,
  });
}
