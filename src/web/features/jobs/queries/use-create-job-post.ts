import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { JobCreateInput, JobPost } from '../../../../shared/schemas/jobs.ts';
import { api } from '../../../lib/api.ts';
import { checkJobPost } from '../../../lib/reply-shape.ts';
import { storeChangedJobPost } from './job-post-cache.ts';

/** POST /api/job-posts (employers): the new post waits for review before it is public. */
export function useCreateJobPost() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: JobCreateInput): Promise<JobPost> =>
      checkJobPost(await api.post<unknown>('/api/job-posts', input), 'POST /api/job-posts'),
    onSuccess: (post) => storeChangedJobPost(queryClient, post),
  });
}
