import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { JobPost } from '../../../../shared/schemas/jobs.ts';
import { request } from '../../../lib/api.ts';
import { jobPostReply } from '../../../lib/reply-shape.ts';
import { storeChangedJobPost } from './job-post-cache.ts';

/** POST /api/job-posts/{id}/extend (owner): the open post closes 60 days from now (decisions/058). */
export function useExtendJobPost() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: number): Promise<JobPost> =>
      request('POST', `/api/job-posts/${id}/extend`, jobPostReply),
    onSuccess: (post) => storeChangedJobPost(queryClient, post),
  });
}
