import { z } from 'zod';
import {
  ADMIN_CHAT_PAGE_SIZE,
  CHAT_HISTORY_DEFAULT_LIMIT,
  CHAT_HISTORY_MAX_LIMIT,
  CLIENT_MESSAGE_ID_MAX_LENGTH,
  MESSAGE_MAX_LENGTH,
} from '../chat.ts';
import type { ErrorCode } from '../error-codes.ts';
import { MESSAGES } from '../messages.ts';
import { ROLES } from '../roles.ts';
import { adminReasonQuerySchema } from './activity.ts';
import { idField, wholeNumberField } from './numbers.ts';
import { findingsSchema } from './trust.ts';

/**
 * One chat message (spec section 3, "Chat message"): the same shape in `newMessage`,
 * `chatHistory`, the history call and the admin's chat call.
 * - `sender` / `recipient`: ids and usernames of the two parties.
 * - `client_id`: the sender's own id for the message when it sent one (resend after a
 *   reconnect stores it once), otherwise null.
 * - `flags` (ours, docs/decisions/046): what the scam detector found in `content`, [] when
 *   clean. A flagged message is delivered all the same; the recipient's app warns under it.
 */
export const chatMessageSchema = z.object({
  id: z.number().int(),
  job_application_id: z.number().int(),
  sender_id: z.number().int(),
  recipient_id: z.number().int(),
  sender: z.object({ id: z.number().int(), username: z.string() }),
  recipient: z.object({ id: z.number().int(), username: z.string() }),
  content: z.string(),
  created_at: z.string(),
  is_read: z.boolean(),
  client_id: z.string().nullable(),
  flags: findingsSchema,
});
export type ChatMessage = z.infer<typeof chatMessageSchema>;

/**
 * GET /api/chats: one row per Accepted application the caller is a party of, the most recent
 * activity first (last message, else the acceptance).
 * - `other_user`: the other party (the jobseeker for an employer, the employer for a jobseeker).
 * - `last_message`: null while nobody has written yet.
 * - `unread_count`: messages to the caller in this chat that the caller has not opened yet.
 * - `started_at`: when the application was accepted.
 */
export const chatSummarySchema = z.object({
  job_application_id: z.number().int(),
  job_post: z.object({ id: z.number().int(), title: z.string() }),
  other_user: z.object({
    id: z.number().int(),
    username: z.string(),
    avatar: z.string().nullable(),
    role: z.enum(ROLES),
    /** An employer's company name, trimmed; null when blank and for jobseekers (decisions/036). */
    company_name: z.string().nullable(),
    identity_verified: z.boolean(),
  }),
  last_message: chatMessageSchema.nullable(),
  unread_count: z.number().int(),
  started_at: z.string(),
});
export type ChatSummary = z.infer<typeof chatSummarySchema>;
export const chatListSchema = z.array(chatSummarySchema);

/** `:id` of a chat: the id of its (Accepted) application. */
export const chatIdParams = z.object({ id: idField(MESSAGES.applicationIdInvalid) });
/** `:id` of GET /api/admin/chat/:id: a job post (the admin picks a job with applications). */
export const adminChatParams = z.object({ id: idField(MESSAGES.jobIdInvalid) });

const pageField = wholeNumberField(MESSAGES.pageInvalid, 1, 1_000_000).default(1);
const limitField = (fallback: number) =>
  wholeNumberField(MESSAGES.chatLimitInvalid, 1, CHAT_HISTORY_MAX_LIMIT).default(fallback);

/**
 * GET /api/chats/:id/messages and GET /api/admin/chat/:id: page 1 holds the newest `limit`
 * messages, page 2 the ones before them, and so on; within a page the oldest comes first.
 */
export const chatHistoryQuerySchema = z.object({
  page: pageField,
  limit: limitField(CHAT_HISTORY_DEFAULT_LIMIT),
});
export const adminChatQuerySchema = adminReasonQuerySchema.extend({
  page: pageField,
  limit: limitField(ADMIN_CHAT_PAGE_SIZE),
});
export type ChatHistoryQuery = z.output<typeof chatHistoryQuerySchema>;

/** Reply of both history calls: `total` counts every message of the chat (or the job). */
export const chatHistoryPageSchema = z.object({
  total: z.number().int(),
  data: z.array(chatMessageSchema),
});
export type ChatHistoryPage = z.infer<typeof chatHistoryPageSchema>;

/** GET /api/chats/unread-count and the `unreadCount` event: the header badge's number. */
export const unreadCountSchema = z.object({ count: z.number().int() });
export type UnreadCount = z.infer<typeof unreadCountSchema>;

/** POST /api/chats/:id/read: how many messages turned read, and the caller's new total. */
export const markReadReplySchema = z.object({
  marked: z.number().int(),
  count: z.number().int(),
});
export type MarkReadReply = z.infer<typeof markReadReplySchema>;

/** GET /api/users/:id/online (spec section 7). */
export const onlineReplySchema = z.object({ isOnline: z.boolean() });

// ---- Socket payloads (spec section 7, "Realtime") ----

/** Client event `joinChat`. */
export const joinChatSchema = z.object({
  jobApplicationId: idField(MESSAGES.applicationIdInvalid),
});
export type JoinChatPayload = z.input<typeof joinChatSchema>;

/** Client event `sendMessage`: `clientId` is optional (see chatMessageSchema.client_id). */
export const sendMessageSchema = z.object({
  jobApplicationId: idField(MESSAGES.applicationIdInvalid),
  content: z
    .string({ error: MESSAGES.messageEmpty })
    .trim()
    .min(1, MESSAGES.messageEmpty)
    .max(MESSAGE_MAX_LENGTH, MESSAGES.messageTooLong),
  clientId: z
    .string({ error: MESSAGES.clientMessageIdInvalid })
    .min(1, MESSAGES.clientMessageIdInvalid)
    .max(CLIENT_MESSAGE_ID_MAX_LENGTH, MESSAGES.clientMessageIdInvalid)
    .optional(),
});
export type SendMessagePayload = z.input<typeof sendMessageSchema>;

/**
 * Server event `chatHistoryMeta`, sent just before each `chatHistory` (docs/decisions/016): the
 * chat the next `chatHistory` belongs to, and how many messages it has in all (older ones than
 * the history holds come from the history call).
 */
export type ChatHistoryMeta = { jobApplicationId: number; total: number };

/** A chat's history as a client holds it once `chatHistoryMeta` and `chatHistory` arrived. */
export type ChatHistory = ChatHistoryMeta & { messages: ChatMessage[] };

/**
 * Server event `error`: every refusal, `{ statusCode, message }` (decisions.md) and the same
 * stable `code` as an HTTP error (docs/decisions/029-error-codes.md), with the event it answers
 * and, where known, its chat and the message's clientId.
 */
export type ChatErrorEvent = {
  statusCode: number;
  message: string;
  code: ErrorCode;
  /** The payload's value at fault (`content`), when one is. */
  field?: string;
  event?: 'joinChat' | 'sendMessage' | 'session';
  jobApplicationId?: number;
  clientId?: string;
};

/** Optional acknowledgements: a client may pass a callback as the last argument. */
export type JoinChatAck =
  | { ok: true; jobApplicationId: number; total: number }
  | { ok: false; error: ChatErrorEvent };
export type SendMessageAck =
  | { ok: true; message: ChatMessage }
  | { ok: false; error: ChatErrorEvent };

export interface ClientToServerEvents {
  joinChat: (payload: JoinChatPayload, ack?: (reply: JoinChatAck) => void) => void;
  sendMessage: (payload: SendMessagePayload, ack?: (reply: SendMessageAck) => void) => void;
}

export interface ServerToClientEvents {
  chatHistoryMeta: (payload: ChatHistoryMeta) => void;
  /**
   * Answering `joinChat`: the chat's latest messages, oldest first, as a bare array (the
   * original web app's shape: it sets its window to it); `chatHistoryMeta` came just before.
   */
  chatHistory: (messages: ChatMessage[]) => void;
  /** To every socket of both parties, whichever chat they have open. */
  newMessage: (payload: ChatMessage) => void;
  /**
   * The receiver's unread total: on connecting (jobseekers and employers), after a message to
   * them and after they read a chat.
   */
  unreadCount: (payload: UnreadCount) => void;
  /** The header bell's unread notifications (docs/decisions/052), after each change. */
  notificationCount: (payload: UnreadCount) => void;
  error: (payload: ChatErrorEvent) => void;
}
