import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { getFile } from '../../../lib/api-response.ts';
import { parseReply } from '../../../lib/parse-reply.ts';
import {
  adminUserSchema,
  identityVerdictSchema,
  onlineStatusSchema,
  riskScoreSchema,
} from '../admin-schemas.ts';
import { listQuery } from '../admin-tabs.ts';
import { fetchAdminPage, fetchChecked } from './fetch-list.ts';

export type UsersFilter = { page: number; limit: number; search: string; role: string };

const usersKey = ['admin', 'users'] as const;

/** GET /api/admin/users: a page of accounts, filtered by name or e-mail and role. */
export function useAdminUsers(filter: UsersFilter) {
  return useQuery({
    queryKey: [...usersKey, filter],
    queryFn: ({ signal }) =>
      fetchAdminPage(
        `/api/admin/users?${listQuery(filter.page, filter.limit, { search: filter.search, role: filter.role })}`,
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
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: ['admin'] }),
  });
}

/** DELETE /api/admin/users/:id (the account erasure of decisions.md). */
export function useDeleteUser() {
  return useUsersMutation((id: number) => api.delete<void>(`/api/admin/users/${id}`));
}

/** POST /api/admin/users/:id/block or /unblock: the user row as it is now. */
export function useSetBlocked() {
  return useUsersMutation(async ({ id, isBlocked }: { id: number; isBlocked: boolean }) =>
    parseReply(
      adminUserSchema,
      await api.post<unknown>(`/api/admin/users/${id}/${isBlocked ? 'block' : 'unblock'}`),
      'POST /api/admin/users/:id/block',
    ),
  );
}

/** POST /api/admin/users/:id/reset-password { newPassword }. */
export function useResetPassword() {
  return useMutation({
    mutationFn: ({ id, newPassword }: { id: number; newPassword: string }) =>
      api.post<unknown>(`/api/admin/users/${id}/reset-password`, { newPassword }),
  });
}

/** POST /api/admin/profile/:id/verify-identity { verify }. */
export function useVerifyIdentity() {
  return useUsersMutation(async ({ id, verify }: { id: number; verify: boolean }) =>
    parseReply(
      identityVerdictSchema,
      await api.post<unknown>(`/api/admin/profile/${id}/verify-identity`, { verify }),
      'POST /api/admin/profile/:id/verify-identity',
    ),
  );
}

/** GET /api/admin/users/:id/risk-score, fetched when the modal opens. */
export function useRiskScore(id: number | null) {
  return useQuery({
    queryKey: [...usersKey, 'risk', id],
    queryFn: ({ signal }) =>
      fetchChecked(`/api/admin/users/${id}/risk-score`, riskScoreSchema, signal),
    enabled: id !== null,
    staleTime: 0,
    retry: false,
  });
}

/** GET /api/users/:id/online, on the admin's request (a button per row). */
export function useCheckOnline() {
  return useMutation({
    mutationFn: async (id: number) =>
      parseReply(
        onlineStatusSchema,
        await api.get<unknown>(`/api/users/${id}/online`),
        'GET /api/users/:id/online',
      ).isOnline,
  });
}

/** GET /api/admin/users/export-csv as a file: fetched with the token, then saved by the browser. */
export function useExportUsers() {
  return useMutation({
    mutationFn: async () => {
      const { blob, fileName } = await getFile('/api/admin/users/export-csv');
      return { blob, fileName: fileName ?? 'users.csv' };
    },
  });
}

/** GET an identity document (with the token) to show it in a new tab. */
export function useOpenIdentityDocument() {
  return useMutation({ mutationFn: (path: string) => api.getBlob(path) });
}
