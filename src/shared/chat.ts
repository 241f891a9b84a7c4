/**
 * Chat and presence constants (spec sections 2, 7 and 9; decisions.md "Chat and presence";
 * our choices in docs/decisions/016).
 */

/** decisions.md: messages are at most 5,000 characters. */
export const MESSAGE_MAX_LENGTH = 5000;
/** A client's own id for a message (idempotent resend after a reconnect): up to 64 characters. */
export const CLIENT_MESSAGE_ID_MAX_LENGTH = 64;

/** Messages a user may send per window, across all chats and instances (decisions.md). */
export const MESSAGE_RATE_LIMIT = 20;
export const MESSAGE_RATE_WINDOW_SECONDS = 10;

/** How many of the latest messages `chatHistory` carries on `joinChat`; older ones page by REST. */
export const CHAT_JOIN_HISTORY_SIZE = 50;
/** GET /api/chats/:id/messages: default and largest page. */
export const CHAT_HISTORY_DEFAULT_LIMIT = 50;
export const CHAT_HISTORY_MAX_LIMIT = 100;
/** GET /api/admin/chat/:id (spec section 9: chat history page size 10). */
export const ADMIN_CHAT_PAGE_SIZE = 10;

/** Online = an open socket, or an authenticated request within this window (decisions.md). */
export const PRESENCE_WINDOW_SECONDS = 5 * 60;
/** At most one "new messages" e-mail per conversation per recipient in this window. */
export const OFFLINE_MAIL_INTERVAL_SECONDS = 60 * 60;

/** Spec sections 7 and 9: the web client reconnects every 3000 ms. */
export const SOCKET_RECONNECT_DELAY_MS = 3000;
/** socket.io's path (decisions.md, "Compatibility"). */
export const SOCKET_PATH = '/socket.io/';
