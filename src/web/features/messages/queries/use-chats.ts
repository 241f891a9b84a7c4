import { useQuery } from '@tanstack/react-query';
import { type ChatSummary, chatListSchema } from '../../../../shared/schemas/chat.ts';
import { request, retryUnlessRefused } from '../../../lib/api.ts';
import { chatKeys } from '../keys.ts';

/** GET /api/chats: the viewer's chats, latest activity first (docs/decisions/016). */
export function useChats() {
  return useQuery({
    queryKey: chatKeys.list,
    queryFn: async ({ signal }): Promise<ChatSummary[]> =>
      request('GET', '/api/chats', chatListSchema, { signal }),
    // Read again on every visit (chats open when applications are accepted, elsewhere) and
    // after each reconnect; live messages keep it current in between.
    staleTime: 0,
    // A refusal will not change by asking again; one more try for a network or server failure.
    retry: retryUnlessRefused(1),
  });
}
