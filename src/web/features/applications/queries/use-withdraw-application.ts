import { useMutation, useQueryClient } from '@tanstack/react-query';
import { noReply, request } from '../../../lib/api.ts';
import { applicationKeys, jobPostKeys } from '../../../lib/keys.ts';

type WithdrawVariables = { applicationId: number; jobId: number };

/**
 * DELETE /api/job-applications/:id: the jobseeker takes back a Pending application
 * (docs/decisions/033). The job may be applied to again and counts one applicant fewer.
 */
export function useWithdrawApplication() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ applicationId }: WithdrawVariables) =>
      request('DELETE', `/api/job-applications/${applicationId}`, noReply),
    onSuccess: (_reply, { jobId }) => {
      queryClient.setQueryData(applicationKeys.check(jobId), false);
      void queryClient.invalidateQueries({ queryKey: applicationKeys.mine });
      void queryClient.invalidateQueries({ queryKey: jobPostKeys.detail(jobId) });
    },
  });
}
