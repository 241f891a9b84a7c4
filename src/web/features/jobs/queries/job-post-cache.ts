import type { QueryClient } from '@tanstack/react-query';
import type { JobPost } from '../../../../shared/schemas/jobs.ts';

/** Query keys of one post, and of the owner's list. Public lists live under ['job-posts', 'list']. */
export const jobPostKey = (id: number) => ['job-posts', 'detail', id] as const;
export const myJobPostsKey = ['job-posts', 'mine'] as const;

/**
 * After a change by the owner: the answer becomes the cached post, and every list that may hold
 * it (own posts, public lists, home counters) is fetched again when next shown.
 */
export function storeChangedJobPost(queryClient: QueryClient, post: JobPost): void {
  queryClient.setQueryData(jobPostKey(post.id), post);
  queryClient.setQueryData<JobPost[]>(myJobPostsKey, (old) =>
    old?.map((item) => (item.id === post.id ? post : item)),
  );
  void queryClient.invalidateQueries({ queryKey: ['job-posts'] });
  void queryClient.invalidateQueries({ queryKey: ['stats'] });
}
