import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApplicationDecision } from '../../../../shared/schemas/applications.ts';
import { noReply, request } from '../../../lib/api.ts';
import { applicationKeys } from '../../../lib/keys.ts';

type Decision = { applicationId: number; jobId: number; status: ApplicationDecision };

/**
 * PUT /api/job-applications/{id} { status } (the post's owner, only from Pending). The server
 * e-mails the applicant; the table is read again so every row shows the stored state.
 */
export function useDecideApplication() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ applicationId, status }: Decision) =>
      request('PUT', `/api/job-applications/${applicationId}`, noReply, { body: { status } }),
    onSettled: (_reply, _error, { jobId }) =>
      queryClient.invalidateQueries({ queryKey: applicationKeys.forJobPost(jobId) }),
  });
}
