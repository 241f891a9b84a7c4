import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { JobPost } from '../../../../shared/schemas/jobs.ts';
import { request } from '../../../lib/api.ts';
import { jobPostKeys } from '../../../lib/keys.ts';
import { viewsReply } from '../../../lib/reply-shape.ts';

/**
 * POST /api/job-posts/{id}/increment-view after the job loads (spec section 4). The shown count
 * follows the reply; a reply without views shows the old count plus one. Failures are only
 * logged (spec section 8).
 */
export function useRecordJobView() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: number) => ({
      id,
      views: (await request('POST', `/api/job-posts/${id}/increment-view`, viewsReply)).views,
    }),
    onSuccess: ({ id, views }) => {
      queryClient.setQueryData<JobPost>(jobPostKeys.detail(id), (old) =>
        old ? { ...old, views: views ?? old.views + 1 } : old,
      );
    },
    onError: (error) => console.warn('Recording the job view failed.', error),
  });
}
