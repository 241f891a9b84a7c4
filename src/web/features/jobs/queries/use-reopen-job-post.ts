import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { JobPost } from '../../../../shared/schemas/jobs.ts';
import { request } from '../../../lib/api.ts';
import { jobPostReply } from '../../../lib/reply-shape.ts';
import { storeChangedJobPost } from './job-post-cache.ts';

/**
 * Reopen (spec section 4): PUT /api/job-posts/{id} with status Active only. A status change keeps
 * the approval (docs/decisions/010), unlike a content edit.
 */
export function useReopenJobPost() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: number): Promise<JobPost> =>
      request('PUT', `/api/job-posts/${id}`, jobPostReply, { body: { status: 'Active' } }),
    onSuccess: (post) => storeChangedJobPost(queryClient, post),
  });
}
