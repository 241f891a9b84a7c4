import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { JobCreateInput, JobPost } from '../../../../shared/schemas/jobs.ts';
import { request } from '../../../lib/api.ts';
import { jobPostReply } from '../../../lib/reply-shape.ts';
import { storeChangedJobPost } from './job-post-cache.ts';

/** POST /api/job-posts (employers): the new post waits for review before it is public. */
export function useCreateJobPost() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: JobCreateInput): Promise<JobPost> =>
      request('POST', '/api/job-posts', jobPostReply, { body: input }),
    onSuccess: (post) => storeChangedJobPost(queryClient, post),
  });
}
