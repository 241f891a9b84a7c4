import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { type JobPost, jobPostSchema } from '../../../../shared/schemas/jobs.ts';
import { request } from '../../../lib/api.ts';
import { jobPostKeys } from '../../../lib/keys.ts';

const myPostsSchema = z.array(jobPostSchema);

/** GET /api/job-posts/my-posts (employers): own posts, newest first, pending and closed too. */
export function useMyJobPosts({ enabled }: { enabled: boolean }) {
  return useQuery({
    queryKey: jobPostKeys.mine,
    queryFn: async ({ signal }): Promise<JobPost[]> =>
      request('GET', '/api/job-posts/my-posts', myPostsSchema, { signal }),
    enabled,
  });
}
