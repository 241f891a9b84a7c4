import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { JobCreateInput, JobPost } from '../../../../shared/schemas/jobs.ts';
import { request } from '../../../lib/api.ts';
import { jobPostReply } from '../../../lib/reply-shape.ts';
import { storeChangedJobPost } from './job-post-cache.ts';

export type JobPostChanges = { id: number; changes: Partial<JobCreateInput> };

/** PUT /api/job-posts/{id} (owner) with changed content: the post goes back to review. */
export function useUpdateJobPost() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, changes }: JobPostChanges): Promise<JobPost> =>
      request('PUT', `/api/job-posts/${id}`, jobPostReply, { body: changes }),
    onSuccess: (post) => storeChangedJobPost(queryClient, post),
  });
}
