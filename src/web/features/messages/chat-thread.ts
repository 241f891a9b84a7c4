import type { ChatHistory, ChatMessage, ChatSummary } from '../../../shared/schemas/chat.ts';

/**
 * The Messages page's pure rules (docs/decisions/017): how a chat's messages and the chat list
 * change as history pages, live messages and reads arrive. Unit-tested in chat-thread.test.ts.
 */

/** `/messages?chat=<applicationId>`: a positive whole number, else no chat is selected. */
export function parseChatParam(value: string | null): number | null {
  if (value === null || !/^\d{1,10}$/.test(value)) return null;
  const id = Number(value);
  return id >= 1 && id <= 2_147_483_647 ? id : null;
}

function byTime(a: ChatMessage, b: ChatMessage): number {
  const at = Date.parse(a.created_at);
  const bt = Date.parse(b.created_at);
  if (at !== bt && !Number.isNaN(at) && !Number.isNaN(bt)) return at - bt;
  return a.id - b.id;
}

/** Both lists' messages once each (by id), oldest first. */
export function mergeMessages(current: readonly ChatMessage[], incoming: readonly ChatMessage[]) {
  if (incoming.length === 0) return current as ChatMessage[];
  const byId = new Map<number, ChatMessage>();
  for (const message of current) byId.set(message.id, message);
  for (const message of incoming) byId.set(message.id, message);
  return [...byId.values()].sort(byTime);
}

/**
 * `chatHistory` (on opening, and again after each reconnect) carries the latest messages. When
 * they do not reach back to what the window already shows (more were missed while away than one
 * history holds), the window starts again from them, so it never shows a silent gap; older ones
 * then load page by page as usual.
 */
export function applyHistory(
  current: readonly ChatMessage[],
  history: Pick<ChatHistory, 'messages' | 'total'>,
): ChatMessage[] {
  const oldestIncoming = history.messages[0];
  const newestCurrent = current[current.length - 1];
  if (!oldestIncoming || !newestCurrent) return mergeMessages(current, history.messages);
  const overlaps = history.messages.some((message) => message.id <= newestCurrent.id);
  const isComplete = history.messages.length >= history.total;
  if (!overlaps && !isComplete) return [...history.messages];
  return mergeMessages(current, history.messages);
}

/**
 * The chat list after a live message: that chat moves to the top with the message as its last
 * one, and counts one more unread message when it is to the viewer and not open on screen.
 * Returns null when the chat is not in the list (accepted since it loaded): load the list again.
 */
export function applyMessageToList(
  chats: readonly ChatSummary[],
  message: ChatMessage,
  viewer: { userId: number; openChatId: number | null },
): ChatSummary[] | null {
  const chat = chats.find((c) => c.job_application_id === message.job_application_id);
  if (!chat) return null;
  // The same message again (the ack and the broadcast both deliver it): nothing changes.
  if (chat.last_message && chat.last_message.id >= message.id) return chats as ChatSummary[];
  const isUnreadHere =
    message.recipient_id === viewer.userId && viewer.openChatId !== message.job_application_id;
  const updated: ChatSummary = {
    ...chat,
    last_message: message,
    unread_count: chat.unread_count + (isUnreadHere ? 1 : 0),
  };
  return [updated, ...chats.filter((c) => c !== chat)];
}

/** The chat list once a chat has been read. */
export function markChatRead(chats: readonly ChatSummary[], chatId: number): ChatSummary[] {
  return chats.map((chat) =>
    chat.job_application_id === chatId && chat.unread_count !== 0
      ? { ...chat, unread_count: 0 }
      : chat,
  );
}

/** One line of a long message for the chat list. */
export function preview(content: string, max = 80): string {
  const line = content.replace(/\s+/g, ' ').trim();
  return line.length > max ? `${line.slice(0, max - 1).trimEnd()}…` : line;
}
