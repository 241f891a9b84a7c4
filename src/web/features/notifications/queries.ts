import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  type NotificationPage,
  type NotificationPreferences,
  notificationCountSchema,
  notificationPageSchema,
  notificationPreferencesSchema,
} from '../../../shared/schemas/notifications.ts';
import { request } from '../../lib/api.ts';
import { profileKeys } from '../../lib/keys.ts';
import { notificationCountKey } from '../../lib/notification-count.ts';

/** Query keys of the notification centre (docs/decisions/052). */
export const notificationKeys = {
  all: ['notifications'] as const,
  list: ['notifications', 'list'] as const,
  preferences: ['notifications', 'preferences'] as const,
};

/** The newest 50: enough for a page people read from the top. */
const PAGE_LIMIT = 50;

export function useNotifications() {
  return useQuery({
    queryKey: notificationKeys.list,
    queryFn: (): Promise<NotificationPage> =>
      request('GET', `/api/notifications?limit=${PAGE_LIMIT}`, notificationPageSchema),
  });
}

/** POST /api/notifications/:id/read, or read-all without an id; the bell follows the reply. */
export function useMarkRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number | 'all') =>
      request(
        'POST',
        id === 'all' ? '/api/notifications/read-all' : `/api/notifications/${id}/read`,
        notificationCountSchema,
      ),
    onSuccess: (reply, id) => {
      queryClient.setQueryData(notificationCountKey, reply);
      const now = new Date().toISOString();
      queryClient.setQueryData<NotificationPage>(notificationKeys.list, (page) =>
        page
          ? {
              ...page,
              items: page.items.map((item) =>
                (id === 'all' || item.id === id) && item.read_at === null
                  ? { ...item, read_at: now }
                  : item,
              ),
            }
          : page,
      );
    },
  });
}

export function useNotificationPreferences() {
  return useQuery({
    queryKey: notificationKeys.preferences,
    queryFn: (): Promise<NotificationPreferences> =>
      request('GET', '/api/notification-preferences', notificationPreferencesSchema),
  });
}

export function useSaveNotificationPreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (changes: NotificationPreferences) =>
      request('PUT', '/api/notification-preferences', notificationPreferencesSchema, {
        body: changes,
      }),
    onSuccess: (saved) => {
      queryClient.setQueryData(notificationKeys.preferences, saved);
      // The profile's e-mail switches read the same choices (docs/decisions/052).
      void queryClient.invalidateQueries({ queryKey: profileKeys.all });
    },
  });
}
