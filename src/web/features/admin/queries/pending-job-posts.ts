import { useQuery } from '@tanstack/react-query';
import { adminJobPostSchema } from '../admin-schemas.ts';
import { listQuery } from '../admin-tabs.ts';
import { adminKeys } from '../keys.ts';
import { fetchAdminPage } from './fetch-list.ts';

/** The dashboard's review queue (spec section 7: status Active and pendingReview true). */
export function usePendingJobPosts(limit: number) {
  return useQuery({
    queryKey: adminKeys.jobPosts.pending(limit),
    queryFn: ({ signal }) =>
      fetchAdminPage(
        `/api/admin/job-posts?${listQuery(1, limit, { status: 'Active', pendingReview: 'true' })}`,
        adminJobPostSchema,
        signal,
      ),
  });
}

/**
 * The dashboard's held queue (docs/decisions/045): posts waiting for review with risk findings,
 * newest first (the list puts them before other pending posts).
 */
export function useHeldJobPosts(limit: number) {
  return useQuery({
    queryKey: adminKeys.jobPosts.held(limit),
    queryFn: ({ signal }) =>
      fetchAdminPage(
        `/api/admin/job-posts?${listQuery(1, limit, { pendingReview: 'true', risk: 'flagged' })}`,
        adminJobPostSchema,
        signal,
      ),
  });
}
