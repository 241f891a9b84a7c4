import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { JobPost } from '../../../../shared/schemas/jobs.ts';
import { api } from '../../../lib/api.ts';
import { checkJobPost } from '../../../lib/reply-shape.ts';
import { storeChangedJobPost } from './job-post-cache.ts';

/** POST /api/job-posts/{id}/close (owner): Active to closed. */
export function useCloseJobPost() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: number): Promise<JobPost> =>
      checkJobPost(
        await api.post<unknown>(`/api/job-posts/${id}/close`),
        'POST /api/job-posts/:id/close',
      ),
    onSuccess: (post) => storeChangedJobPost(queryClient, post),
  });
}
