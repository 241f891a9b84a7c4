import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { type ReplySchema, request } from './api.ts';
import { useChatClientState, useChatConnection } from './chat-connection.ts';

/** The bell's query (docs/decisions/052); the notifications page updates it too. */
export const notificationCountKey = ['notifications', 'unread-count'] as const;

/** `{ count }`, checked by hand: the header is on the home page, which keeps zod out (015). */
const countReply: ReplySchema<{ count: number }> = {
  safeParse(body) {
    const count = (body as { count?: unknown } | null)?.count;
    return typeof count === 'number' && Number.isInteger(count)
      ? { success: true, data: { count } }
      : { success: false, error: 'count must be a whole number' };
  },
};

export const fetchNotificationCount = () =>
  request('GET', '/api/notifications/unread-count', countReply);

/**
 * The signed-in person's unread notifications: asked once, then kept live by the socket's
 * `notificationCount` pushes (jobseekers and employers have a socket; admins see the number
 * as of their last page load).
 */
export function useNotificationCount(isSignedIn: boolean): number {
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: notificationCountKey,
    queryFn: fetchNotificationCount,
    enabled: isSignedIn,
    staleTime: 60_000,
  });
  const { client } = useChatConnection();
  const live = useChatClientState(client)?.notifications ?? null;
  useEffect(() => {
    if (live !== null) queryClient.setQueryData(notificationCountKey, { count: live.count });
  }, [live, queryClient]);
  return isSignedIn ? (query.data?.count ?? 0) : 0;
}
