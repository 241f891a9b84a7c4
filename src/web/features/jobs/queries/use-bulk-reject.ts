import { useMutation, useQueryClient } from '@tanstack/react-query';
import { bulkRejectReplySchema } from '../../../../shared/schemas/applications.ts';
import { request } from '../../../lib/api.ts';
import { applicationKeys } from '../../../lib/keys.ts';

type BulkRejectVariables = {
  jobId: number;
  /** Omitted: every Pending application to the post. */
  applicationIds?: number[];
  message: string;
};

/**
 * POST /api/job-applications/bulk-reject (docs/decisions/035): each applicant is mailed once with
 * the message; the table is read again so every row shows the stored state.
 */
export function useBulkReject() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ jobId, applicationIds, message }: BulkRejectVariables) =>
      request('POST', '/api/job-applications/bulk-reject', bulkRejectReplySchema, {
        body: {
          job_post_id: jobId,
          ...(applicationIds ? { application_ids: applicationIds } : {}),
          message: message.trim() || null,
        },
      }),
    onSettled: (_reply, _error, { jobId }) =>
      queryClient.invalidateQueries({ queryKey: applicationKeys.forJobPost(jobId) }),
  });
}
