import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { auditEntrySchema } from '../../../../shared/schemas/admin.ts';
import { type ChatHistoryPage, chatHistoryPageSchema } from '../../../../shared/schemas/chat.ts';
import { listQuery } from '../admin-tabs.ts';
import { adminKeys } from '../keys.ts';
import { type AdminPage, fetchAdminPage, fetchChecked } from './fetch-list.ts';

/**
 * GET /api/admin/chat/:id (a job post's messages, newest page first; reply { total, data }), with
 * the reason the admin gave, which the people in the chat see (docs/decisions/048).
 */
export function useAdminChat(
  jobPostId: number | null,
  page: number,
  limit: number,
  reason: string | null,
) {
  return useQuery({
    queryKey: [...adminKeys.chat(jobPostId, page, limit), reason],
    queryFn: ({ signal }) =>
      fetchChecked(
        `/api/admin/chat/${jobPostId}?${listQuery(page, limit)}&${new URLSearchParams({ reason: reason ?? '' })}`,
        chatHistoryPageSchema,
        signal,
      ),
    enabled: jobPostId !== null && reason !== null,
    placeholderData: keepPreviousData,
    // The shape of every admin listing (AdminPage), so the tab draws it as the others do.
    select: ({ data, total }): AdminPage<ChatHistoryPage['data'][number]> => ({
      rows: data,
      total,
    }),
  });
}

export type AuditFilter = { page: number; limit: number; action: string; targetType: string };

/** GET /api/admin/audit-log, newest first. */
export function useAuditLog(filter: AuditFilter) {
  return useQuery({
    queryKey: adminKeys.auditLog(filter),
    queryFn: ({ signal }) =>
      fetchAdminPage(
        `/api/admin/audit-log?${listQuery(filter.page, filter.limit, {
          action: filter.action,
          target_type: filter.targetType,
        })}`,
        auditEntrySchema,
        signal,
      ),
    placeholderData: keepPreviousData,
  });
}
