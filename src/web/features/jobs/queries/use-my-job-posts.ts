import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { type JobPost, jobPostSchema } from '../../../../shared/schemas/jobs.ts';
import { api } from '../../../lib/api.ts';
import { myJobPostsKey } from './job-post-cache.ts';

const myPostsSchema = z.array(jobPostSchema);

/** GET /api/job-posts/my-posts (employers): own posts, newest first, pending and closed too. */
export function useMyJobPosts({ enabled }: { enabled: boolean }) {
  return useQuery({
    queryKey: myJobPostsKey,
    queryFn: async ({ signal }): Promise<JobPost[]> =>
      myPostsSchema.parse(await api.get<unknown>('/api/job-posts/my-posts', { signal })),
    enabled,
  });
}
