import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { adminUserSchema, complaintSchema, jobWithApplicationsSchema } from '../admin-schemas.ts';
import { listQuery } from '../admin-tabs.ts';
import { fetchAdminPage } from './fetch-list.ts';

/**
 * The dashboard's queues of work (docs/decisions/042): each the first few rows and the full count
 * (X-Total-Count). Their keys sit under the lists they come from, so a decision taken anywhere
 * in the console refreshes them.
 */

/** GET /api/admin/complaints?status=Pending: open complaints, newest first. */
export function usePendingComplaints(limit: number) {
  return useQuery({
    queryKey: ['admin', 'complaints', 'pending', limit],
    queryFn: ({ signal }) =>
      fetchAdminPage(
        `/api/admin/complaints?${listQuery(1, limit, { status: 'Pending' })}`,
        complaintSchema,
        signal,
      ),
  });
}

/** GET /api/admin/users?identity=pending: identity documents waiting for a decision. */
export function useIdentityQueue(limit: number) {
  return useQuery({
    queryKey: ['admin', 'users', 'identity-pending', limit],
    queryFn: ({ signal }) =>
      fetchAdminPage(
        `/api/admin/users?${listQuery(1, limit, { identity: 'pending' })}`,
        adminUserSchema,
        signal,
      ),
  });
}

/**
 * GET /api/admin/users?review=flagged-messages: people who sent several flagged chat messages
 * within the last day (docs/decisions/046), most first.
 */
export function useFlaggedMessagesQueue(limit: number) {
  return useQuery({
    queryKey: ['admin', 'users', 'flagged-messages-queue', limit],
    queryFn: ({ signal }) =>
      fetchAdminPage(
        `/api/admin/users?${listQuery(1, limit, { review: 'flagged-messages' })}`,
        adminUserSchema,
        signal,
      ),
  });
}

/** GET /api/admin/job-posts/applications, one page at a time (most applications first). */
export function useJobsWithApplicationsPage(page: number, limit: number) {
  return useQuery({
    queryKey: ['admin', 'job-posts', 'with-applications', page, limit],
    queryFn: ({ signal }) =>
      fetchAdminPage(
        `/api/admin/job-posts/applications?${listQuery(page, limit)}`,
        jobWithApplicationsSchema,
        signal,
      ),
    placeholderData: keepPreviousData,
  });
}
