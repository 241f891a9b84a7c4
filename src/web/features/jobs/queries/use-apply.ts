import { useMutation, useQueryClient } from '@tanstack/react-query';
import { noReply, request } from '../../../lib/api.ts';
import { applicationKeys } from '../../../lib/keys.ts';
import { applyBody, type ProposalValues } from '../proposal.ts';

type ApplyVariables = { jobId: number; proposal: ProposalValues };

/**
 * POST /api/job-applications with the proposal (docs/decisions/033): the cover letter is the
 * spec's `description`, which reaches the employer's applications table. Afterwards hasApplied is
 * true (spec section 4) and My Applications holds one more card.
 */
export function useApply() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ jobId, proposal }: ApplyVariables) =>
      request('POST', '/api/job-applications', noReply, { body: applyBody(jobId, proposal) }),
    onSuccess: (_reply, { jobId }) => {
      queryClient.setQueryData(applicationKeys.check(jobId), true);
      void queryClient.invalidateQueries({ queryKey: applicationKeys.mine });
    },
  });
}
