import { CHAT_HISTORY_DEFAULT_LIMIT } from '../../../../shared/chat.ts';
import {
  type ChatHistoryPage,
  chatHistoryPageSchema,
  type MarkReadReply,
  markReadReplySchema,
} from '../../../../shared/schemas/chat.ts';
import { request } from '../../../lib/api.ts';

/**
 * The two REST calls of an open chat. Plain functions rather than query hooks: their results
 * merge into the live thread (use-chat-thread.ts), they are not cached on their own.
 */

/** POST /api/chats/:id/read: marks the messages to the viewer read; answers the new total. */
export async function markChatReadRequest(chatId: number): Promise<MarkReadReply> {
  return request('POST', `/api/chats/${chatId}/read`, markReadReplySchema);
}

/** GET /api/chats/:id/messages?page: page 1 holds the newest messages, page 2 the ones before. */
export async function fetchHistoryPage(
  chatId: number,
  page: number,
  signal?: AbortSignal,
): Promise<ChatHistoryPage> {
  const path = `/api/chats/${chatId}/messages?page=${page}&limit=${CHAT_HISTORY_DEFAULT_LIMIT}`;
  return request('GET', path, chatHistoryPageSchema, { signal });
}
