import { describe, expect, it } from 'vitest';
import type { ChatMessage } from '../../shared/schemas/chat.ts';
import { pairHistory } from './chat-history.ts';

function message(id: number, chat: number): ChatMessage {
  return {
    id,
    job_application_id: chat,
    sender_id: 1,
    recipient_id: 2,
    sender: { id: 1, username: 'acme' },
    recipient: { id: 2, username: 'sam' },
    content: `message ${id}`,
    created_at: new Date(Date.UTC(2026, 0, 1, 9, 0, id)).toISOString(),
    is_read: true,
    client_id: null,
    flags: [],
  };
}

describe('a chat history from chatHistoryMeta and the chatHistory array after it', () => {
  it('takes the chat and the total from the meta, the messages from the array as they are', () => {
    const messages = [message(4, 10), message(5, 10)];
    expect(pairHistory({ jobApplicationId: 10, total: 57 }, messages)).toEqual({
      jobApplicationId: 10,
      total: 57,
      messages,
    });
  });

  it('knows which chat an empty history belongs to only from its meta', () => {
    expect(pairHistory({ jobApplicationId: 12, total: 0 }, [])).toEqual({
      jobApplicationId: 12,
      total: 0,
      messages: [],
    });
    expect(pairHistory(null, [])).toBeNull();
  });

  it('without a meta, reads the chat from the messages and counts them as all there is', () => {
    const messages = [message(1, 11), message(2, 11)];
    expect(pairHistory(null, messages)).toEqual({ jobApplicationId: 11, total: 2, messages });
  });

  it('drops a payload that is not an array (the old { jobApplicationId, messages, total })', () => {
    expect(
      pairHistory(
        { jobApplicationId: 10, total: 1 },
        {
          jobApplicationId: 10,
          messages: [message(1, 10)],
          total: 1,
        },
      ),
    ).toBeNull();
  });
});
