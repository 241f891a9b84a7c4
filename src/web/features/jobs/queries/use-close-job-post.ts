import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { JobPost } from '../../../../shared/schemas/jobs.ts';
import { request } from '../../../lib/api.ts';
import { jobPostReply } from '../../../lib/reply-shape.ts';
import { storeChangedJobPost } from './job-post-cache.ts';

/** POST /api/job-posts/{id}/close (owner): Active to closed. */
export function useCloseJobPost() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: number): Promise<JobPost> =>
      request('POST', `/api/job-posts/${id}/close`, jobPostReply),
    onSuccess: (post) => storeChangedJobPost(queryClient, post),
  });
}
