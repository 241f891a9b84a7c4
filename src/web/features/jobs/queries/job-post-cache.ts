import type { QueryClient } from '@tanstack/react-query';
import type { JobPost } from '../../../../shared/schemas/jobs.ts';
import { jobPostKeys, statsKeys } from '../../../lib/keys.ts';

/**
 * After a change by the owner: the answer becomes the cached post, and every list that may hold
 * it (own posts, public lists, home counters) is fetched again when next shown.
 */
export function storeChangedJobPost(queryClient: QueryClient, post: JobPost): void {
  queryClient.setQueryData(jobPostKeys.detail(post.id), post);
  queryClient.setQueryData<JobPost[]>(jobPostKeys.mine, (old) =>
    old?.map((item) => (item.id === post.id ? post : item)),
  );
  void queryClient.invalidateQueries({ queryKey: jobPostKeys.all });
  void queryClient.invalidateQueries({ queryKey: statsKeys.all });
}
