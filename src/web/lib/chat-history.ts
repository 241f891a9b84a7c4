import type { ChatHistory, ChatHistoryMeta, ChatMessage } from '../../shared/schemas/chat.ts';

/**
 * One chat's history from the two events that answer `joinChat` (docs/decisions/016):
 * `chatHistoryMeta { jobApplicationId, total }` and, right after it, `chatHistory`, the bare
 * array of the latest messages, oldest first. Without a meta before it (never from our server),
 * the messages name their chat and count as all there is; an empty array then belongs to no
 * known chat, and a payload that is not an array is no history: both give null.
 */
export function pairHistory(meta: ChatHistoryMeta | null, payload: unknown): ChatHistory | null {
  if (!Array.isArray(payload)) return null;
  const messages = payload as ChatMessage[];
  if (meta) return { jobApplicationId: meta.jobApplicationId, total: meta.total, messages };
  const first = messages[0];
  if (!first) return null;
  return { jobApplicationId: first.job_application_id, total: messages.length, messages };
}
