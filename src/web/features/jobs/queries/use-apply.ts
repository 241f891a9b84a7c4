import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { applicationCheckKey } from './use-application-check.ts';

type ApplyVariables = { jobId: number; note: string };

/**
 * POST /api/job-applications { job_post_id, description } (jobseekers); the optional note reaches
 * the employer's applications table. Afterwards hasApplied is true (spec section 4) and My
 * Applications holds one more card.
 */
export function useApply() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ jobId, note }: ApplyVariables) =>
      api.post<unknown>('/api/job-applications', {
        job_post_id: jobId,
        ...(note.trim() ? { description: note.trim() } : {}),
      }),
    onSuccess: (_reply, { jobId }) => {
      queryClient.setQueryData(applicationCheckKey(jobId), true);
      void queryClient.invalidateQueries({ queryKey: ['job-applications', 'mine'] });
    },
  });
}
