import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { JobPost } from '../../../../shared/schemas/jobs.ts';
import { api } from '../../../lib/api.ts';
import { parseJobPost, storeChangedJobPost } from './job-post-cache.ts';

/** POST /api/job-posts/{id}/close (owner): Active to closed. */
export function useCloseJobPost() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: number): Promise<JobPost> =>
      parseJobPost(
        await api.post<unknown>(`/api/job-posts/${id}/close`),
        'POST /api/job-posts/:id/close',
      ),
    onSuccess: (post) => storeChangedJobPost(queryClient, post),
  });
}
