import { useMutation, useQueryClient } from '@tanstack/react-query';
import { noReply, request } from '../../../lib/api.ts';
import { applicationKeys } from '../../../lib/keys.ts';

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
      request('POST', '/api/job-applications', noReply, {
        body: { job_post_id: jobId, ...(note.trim() ? { description: note.trim() } : {}) },
      }),
    onSuccess: (_reply, { jobId }) => {
      queryClient.setQueryData(applicationKeys.check(jobId), true);
      void queryClient.invalidateQueries({ queryKey: applicationKeys.mine });
    },
  });
}
