import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { JobPost } from '../../../../shared/schemas/jobs.ts';
import { api } from '../../../lib/api.ts';
import { checkViewsReply } from '../../../lib/reply-shape.ts';
import { jobPostKey } from './job-post-cache.ts';

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
      views: checkViewsReply(
        await api.post<unknown>(`/api/job-posts/${id}/increment-view`),
        'POST /api/job-posts/:id/increment-view',
      ).views,
    }),
    onSuccess: ({ id, views }) => {
      queryClient.setQueryData<JobPost>(jobPostKey(id), (old) =>
        old ? { ...old, views: views ?? old.views + 1 } : old,
      );
    },
    onError: (error) => console.warn('Recording the job view failed.', error),
  });
}
