import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../../lib/api.ts';
import { parseReply } from '../../../lib/parse-reply.ts';
import {
  adminJobPostSchema,
  jobWithApplicationsSchema,
  notifyResultSchema,
} from '../admin-schemas.ts';
import { listQuery } from '../admin-tabs.ts';
import type { NotifyOrder } from '../prompt-rules.ts';
import { fetchAdminPage, fetchChecked } from './fetch-list.ts';

export type JobPostsFilter = {
  page: number;
  limit: number;
  status: string;
  pendingReview: string;
  search: string;
};

const jobPostsKey = ['admin', 'job-posts'] as const;

/** GET /api/admin/job-posts: every post, newest first, with the status and review filters. */
export function useAdminJobPosts(filter: JobPostsFilter) {
  return useQuery({
    queryKey: [...jobPostsKey, 'list', filter],
    queryFn: ({ signal }) =>
      fetchAdminPage(
        `/api/admin/job-posts?${listQuery(filter.page, filter.limit, {
          status: filter.status,
          pendingReview: filter.pendingReview,
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
    queryKey: [...jobPostsKey, 'with-applications'],
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
      void queryClient.invalidateQueries({ queryKey: ['admin'] });
      // Public lists and pages show approvals, limits and deletions too.
      void queryClient.invalidateQueries({ queryKey: ['job-posts'] });
    },
  });
}

export function useDeleteJobPost() {
  return useJobMutation((id: number) => api.delete<void>(`/api/admin/job-posts/${id}`));
}

/** POST /api/admin/job-posts/:id/approve or /flag. */
export function useModerateJobPost() {
  return useJobMutation(({ id, action }: { id: number; action: 'approve' | 'flag' }) =>
    api.post<unknown>(`/api/admin/job-posts/${id}/${action}`),
  );
}

/** POST /api/admin/job-posts/:id/set-application-limit { limit } (null: none of its own). */
export function useSetJobLimit() {
  return useJobMutation(({ id, limit }: { id: number; limit: number | null }) =>
    api.post<unknown>(`/api/admin/job-posts/${id}/set-application-limit`, { limit }),
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
      parseReply(
        notifyResultSchema,
        await api.post<unknown>(`/api/admin/job-posts/${id}/notify-candidates`, {
          limit,
          orderBy,
        }),
        'POST /api/admin/job-posts/:id/notify-candidates',
      ),
  });
}
