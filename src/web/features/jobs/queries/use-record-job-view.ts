import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import type { JobPost } from '../../../../shared/schemas/jobs.ts';
import { api } from '../../../lib/api.ts';
import { jobPostKey } from './job-post-cache.ts';

const viewsReplySchema = z.object({ views: z.number().int().optional() }).passthrough();

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
      views: viewsReplySchema.parse(
        (await api.post<unknown>(`/api/job-posts/${id}/increment-view`)) ?? {},
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
