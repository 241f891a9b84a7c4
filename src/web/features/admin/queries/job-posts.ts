import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { noReply, request } from '../../../lib/api.ts';
import { jobPostKeys } from '../../../lib/keys.ts';
import {
  adminJobPostSchema,
  jobWithApplicationsSchema,
  notifyResultSchema,
} from '../admin-schemas.ts';
import { listQuery } from '../admin-tabs.ts';
import { adminKeys } from '../keys.ts';
import type { NotifyOrder } from '../prompt-rules.ts';
import { fetchAdminPage, fetchChecked } from './fetch-list.ts';

export type JobPostsFilter = {
  page: number;
  limit: number;
  status: string;
  pendingReview: string;
  /** 'flagged', 'clear' or '' (docs/decisions/045). */
  risk: string;
  search: string;
};

/**
 * GET /api/admin/job-posts: every post, held ones first, then newest first, with the status,
 * review and findings filters.
 */
export function useAdminJobPosts(filter: JobPostsFilter) {
  return useQuery({
    queryKey: adminKeys.jobPosts.list(filter),
    queryFn: ({ signal }) =>
      fetchAdminPage(
        `/api/admin/job-posts?${listQuery(filter.page, filter.limit, {
          status: filter.status,
          pendingReview: filter.pendingReview,
          risk: filter.risk,
          search: filter.search,
        })}`,
        adminJobPostSchema,
        signal,
      ),
    placeholderData: keepPreviousData,
  });
}

/** GET /api/admin/job-posts/applications: posts with at least one application, most first. */
export function useJobsWithApplications() {
  return useQuery({
    queryKey: adminKeys.jobPosts.withApplications,
    queryFn: ({ signal }) =>
      fetchChecked('/api/admin/job-posts/applications', z.array(jobWithApplicationsSchema), signal),
  });
}

function useJobMutation<TVariables, TResult>(
  mutationFn: (variables: TVariables) => Promise<TResult>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: adminKeys.all });
      // Public lists and pages show approvals, limits and deletions too.
      void queryClient.invalidateQueries({ queryKey: jobPostKeys.all });
    },
  });
}

export function useDeleteJobPost() {
  return useJobMutation((id: number) => request('DELETE', `/api/admin/job-posts/${id}`, noReply));
}

/** POST /api/admin/job-posts/:id/approve or /flag. */
export function useModerateJobPost() {
  return useJobMutation(({ id, action }: { id: number; action: 'approve' | 'flag' }) =>
    request('POST', `/api/admin/job-posts/${id}/${action}`, noReply),
  );
}

/** POST /api/admin/job-posts/:id/set-application-limit { limit } (null: none of its own). */
export function useSetJobLimit() {
  return useJobMutation(({ id, limit }: { id: number; limit: number | null }) =>
    request('POST', `/api/admin/job-posts/${id}/set-application-limit`, noReply, {
      body: { limit },
    }),
  );
}

/** POST /api/admin/job-posts/:id/notify-candidates { limit, orderBy }: how many were sent. */
export function useNotifyCandidates() {
  return useMutation({
    mutationFn: async ({
      id,
      limit,
      orderBy,
    }: {
      id: number;
      limit: number;
      orderBy: NotifyOrder;
    }) =>
      request('POST', `/api/admin/job-posts/${id}/notify-candidates`, notifyResultSchema, {
        body: { limit, orderBy },
      }),
  });
}
