import { describe, expect, it } from 'vitest';
import type { ChatMessage, ChatSummary } from '../../../shared/schemas/chat.ts';
import {
  applyHistory,
  applyMessageToList,
  markChatRead,
  mergeMessages,
  parseChatParam,
  preview,
} from './chat-thread.ts';

const EMPLOYER = { id: 1, username: 'acme' };
const SEEKER = { id: 2, username: 'sam' };

function message(id: number, chat = 10, from = EMPLOYER, to = SEEKER): ChatMessage {
  return {
    id,
    job_application_id: chat,
    sender_id: from.id,
    recipient_id: to.id,
    sender: from,
    recipient: to,
    content: `message ${id}`,
    created_at: new Date(Date.UTC(2026, 0, 1, 9, 0, id)).toISOString(),
    is_read: false,
    client_id: null,
    flags: [],
  };
}

function summary(chat: number, last: ChatMessage | null, unread = 0): ChatSummary {
  return {
    job_application_id: chat,
    job_post: { id: 100 + chat, title: `Job ${chat}` },
    other_user: {
      id: EMPLOYER.id,
      username: EMPLOYER.username,
      avatar: null,
      role: 'employer',
      company_name: null,
      identity_verified: false,
    },
    last_message: last,
    unread_count: unread,
    started_at: '2026-01-01T08:00:00.000Z',
  };
}

const ids = (messages: ChatMessage[]) => messages.map((m) => m.id);

describe('parseChatParam', () => {
  it('reads a positive whole id and refuses anything else', () => {
    expect(parseChatParam('42')).toBe(42);
    for (const bad of [null, '', '0', '-1', '1.5', 'abc', '42abc', '99999999999', '2147483648']) {
      expect(parseChatParam(bad)).toBeNull();
    }
  });
});

describe('mergeMessages', () => {
  it('keeps each message once, oldest first, whatever the order they came in', () => {
    const merged = mergeMessages([message(3), message(1)], [message(2), message(3)]);
    expect(ids(merged)).toEqual([1, 2, 3]);
  });

  it('prepends an older page', () => {
    expect(ids(mergeMessages([message(1), message(2)], [message(3)]))).toEqual([1, 2, 3]);
  });
});

describe('applyHistory', () => {
  it('takes the history as it is when the window is empty', () => {
    expect(ids(applyHistory([], { messages: [message(1), message(2)], total: 2 }))).toEqual([1, 2]);
  });

  it('adds what was missed during a reconnect to what the window shows', () => {
    const shown = [message(1), message(2), message(3)];
    const history = { messages: [message(2), message(3), message(4)], total: 4 };
    expect(ids(applyHistory(shown, history))).toEqual([1, 2, 3, 4]);
  });

  it('starts again from the history when more was missed than it holds (no silent gap)', () => {
    const shown = [message(1), message(2)];
    const history = { messages: [message(60), message(61)], total: 61 };
    expect(ids(applyHistory(shown, history))).toEqual([60, 61]);
  });

  it('merges a complete history even when it does not overlap', () => {
    const history = { messages: [message(5)], total: 1 };
    expect(ids(applyHistory([message(1)], history))).toEqual([1, 5]);
  });
});

describe('applyMessageToList', () => {
  const viewer = { userId: SEEKER.id, openChatId: null };

  it('moves the chat to the top with the message and one more unread for the recipient', () => {
    const chats = [summary(11, message(5, 11)), summary(10, message(4, 10), 2)];
    const next = applyMessageToList(chats, message(6, 10), viewer);
    expect(next?.map((c) => c.job_application_id)).toEqual([10, 11]);
    expect(next?.[0]?.last_message?.id).toBe(6);
    expect(next?.[0]?.unread_count).toBe(3);
  });

  it('counts nothing unread for the sender, nor for the chat open on screen', () => {
    const chats = [summary(10, null)];
    const mine = applyMessageToList(chats, message(6, 10, SEEKER, EMPLOYER), viewer);
    expect(mine?.[0]?.unread_count).toBe(0);
    const open = applyMessageToList(chats, message(7, 10), { ...viewer, openChatId: 10 });
    expect(open?.[0]?.unread_count).toBe(0);
  });

  it('ignores the same message delivered twice (the ack and the broadcast)', () => {
    const chats = [summary(10, message(6, 10), 1)];
    expect(applyMessageToList(chats, message(6, 10), viewer)).toBe(chats);
  });

  it('answers null for a chat the list does not have yet', () => {
    expect(applyMessageToList([summary(10, null)], message(1, 99), viewer)).toBeNull();
  });
});

describe('markChatRead and preview', () => {
  it('clears one chat’s unread count', () => {
    const next = markChatRead([summary(10, null, 3), summary(11, null, 1)], 10);
    expect(next.map((c) => c.unread_count)).toEqual([0, 1]);
  });

  it('shortens a long message to one line', () => {
    expect(preview('Hello\n\n  there')).toBe('Hello there');
    const long = preview('word '.repeat(40), 20);
    expect(long.length).toBeLessThanOrEqual(20);
    expect(long.endsWith('…')).toBe(true);
  });
});
