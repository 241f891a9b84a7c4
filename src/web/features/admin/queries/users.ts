import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { chatHistoryPageSchema } from '../../../../shared/schemas/chat.ts';
import { noReply, request } from '../../../lib/api.ts';
import { requestFile } from '../../../lib/api-response.ts';
import {
  adminUserSchema,
  identityVerdictSchema,
  onlineStatusSchema,
  riskScoreSchema,
} from '../admin-schemas.ts';
import { listQuery } from '../admin-tabs.ts';
import { adminKeys } from '../keys.ts';
import { fetchAdminPage, fetchChecked } from './fetch-list.ts';

export type UsersFilter = {
  page: number;
  limit: number;
  search: string;
  role: string;
  /** `pending`: identity documents waiting for a decision. */
  identity: string;
  /** `flagged-messages`: the review queue of docs/decisions/046. */
  review: string;
};

/** GET /api/admin/users: a page of accounts, filtered by name or e-mail and role. */
export function useAdminUsers(filter: UsersFilter) {
  return useQuery({
    queryKey: adminKeys.users.list(filter),
    queryFn: ({ signal }) =>
      fetchAdminPage(
        `/api/admin/users?${listQuery(filter.page, filter.limit, {
          search: filter.search,
          role: filter.role,
          identity: filter.identity,
          review: filter.review,
        })}`,
        adminUserSchema,
        signal,
      ),
    placeholderData: keepPreviousData,
  });
}

function useUsersMutation<TVariables, TResult>(
  mutationFn: (variables: TVariables) => Promise<TResult>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    // Users appear in the dashboard and analytics too: a deletion changes their counts.
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: adminKeys.all }),
  });
}

/** DELETE /api/admin/users/:id (the account erasure of decisions.md). */
export function useDeleteUser() {
  return useUsersMutation((id: number) => request('DELETE', `/api/admin/users/${id}`, noReply));
}

/** POST /api/admin/users/:id/block or /unblock: the user row as it is now. */
/** The admin's optional reason as the `reason` query (docs/decisions/048); none when blank. */
const reasonQuery = (reason: string | undefined) =>
  reason ? `?${new URLSearchParams({ reason })}` : '';

export function useSetBlocked() {
  return useUsersMutation(
    async ({ id, isBlocked, reason }: { id: number; isBlocked: boolean; reason?: string }) =>
      request(
        'POST',
        `/api/admin/users/${id}/${isBlocked ? 'block' : 'unblock'}${reasonQuery(reason)}`,
        adminUserSchema,
      ),
  );
}

/**
 * POST /api/admin/users/:id/reset-password { newPassword }, with the admin's optional reason,
 * which the person sees in their account activity (docs/decisions/048).
 */
export function useResetPassword() {
  return useMutation({
    mutationFn: ({
      id,
      newPassword,
      reason,
    }: {
      id: number;
      newPassword: string;
      reason: string;
    }) =>
      request('POST', `/api/admin/users/${id}/reset-password${reasonQuery(reason)}`, noReply, {
        body: { newPassword },
      }),
  });
}

/** POST /api/admin/profile/:id/verify-identity { verify }, with the admin's optional reason. */
export function useVerifyIdentity() {
  return useUsersMutation(
    async ({ id, verify, reason }: { id: number; verify: boolean; reason?: string }) =>
      request(
        'POST',
        `/api/admin/profile/${id}/verify-identity${reasonQuery(reason)}`,
        identityVerdictSchema,
        { body: { verify } },
      ),
  );
}

/** GET /api/admin/users/:id/risk-score, fetched when the modal opens. */
export function useRiskScore(id: number | null) {
  return useQuery({
    queryKey: adminKeys.users.risk(id),
    queryFn: ({ signal }) =>
      fetchChecked(`/api/admin/users/${id}/risk-score`, riskScoreSchema, signal),
    enabled: id !== null,
    staleTime: 0,
    retry: false,
  });
}

/** How many flagged messages the dialog shows: the newest, the evidence for a decision. */
export const FLAGGED_MESSAGES_SHOWN = 20;

/**
 * The reason the people in these messages read in their account activity (docs/decisions/048):
 * the dialog opens only from the review queue, so the reason is the queue's.
 */
const FLAGGED_REVIEW_REASON = 'Reviewing messages our scam checks flagged';

/** GET /api/admin/users/:id/flagged-messages (docs/decisions/046), fetched when the modal opens. */
export function useFlaggedMessages(id: number | null) {
  return useQuery({
    queryKey: adminKeys.users.flaggedMessages(id),
    queryFn: ({ signal }) =>
      fetchChecked(
        `/api/admin/users/${id}/flagged-messages?${listQuery(1, FLAGGED_MESSAGES_SHOWN)}&${new URLSearchParams({ reason: FLAGGED_REVIEW_REASON })}`,
        chatHistoryPageSchema,
        signal,
      ),
    enabled: id !== null,
    staleTime: 0,
    retry: false,
  });
}

/** GET /api/users/:id/online, on the admin's request (a button per row). */
export function useCheckOnline() {
  return useMutation({
    mutationFn: async (id: number) =>
      (await request('GET', `/api/users/${id}/online`, onlineStatusSchema)).isOnline,
  });
}

/** GET /api/admin/users/export-csv as a file: fetched with the token, then saved by the browser. */
export function useExportUsers() {
  return useMutation({
    mutationFn: async () => {
      const { blob, fileName } = await requestFile('/api/admin/users/export-csv');
      return { blob, fileName: fileName ?? 'users.csv' };
    },
  });
}
