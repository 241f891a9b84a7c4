import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { CHAT_HISTORY_DEFAULT_LIMIT } from '../../../../shared/chat.ts';
import { MESSAGES } from '../../../../shared/messages.ts';
import type { ChatMessage, ChatSummary } from '../../../../shared/schemas/chat.ts';
import type { ChatClient } from '../../../lib/chat-client.ts';
import { applyHistory, markChatRead, mergeMessages } from '../chat-thread.ts';
import { chatKeys } from '../keys.ts';
import { fetchHistoryPage, markChatReadRequest } from './chat-requests.ts';

export type ChatThread = {
  messages: ChatMessage[];
  /** Every message of the chat, as the server last counted them. */
  total: number;
  status: 'loading' | 'ready' | 'error';
  /** Why the chat cannot be opened (the server's words). */
  error: string | null;
  hasOlder: boolean;
  isLoadingOlder: boolean;
  olderError: string | null;
  loadOlder: () => void;
};

type ThreadState = {
  messages: ChatMessage[];
  total: number;
  status: ChatThread['status'];
  error: string | null;
  /** The next history page to ask for: chatHistory is page 1. */
  nextPage: number;
  reachedStart: boolean;
};

const INITIAL: ThreadState = {
  messages: [],
  total: 0,
  status: 'loading',
  error: null,
  nextPage: 2,
  reachedStart: false,
};

const OLDER_FAILED = 'Failed to load earlier messages. Please try again.';

/**
 * One open chat (docs/decisions/017): joins it on the shared connection (the server answers
 * `chatHistory` and marks it read), adds live messages, marks a message to the viewer read
 * when it arrives while the chat is on screen (POST /api/chats/:id/read), and pages back
 * through older messages by REST.
 */
export function useChatThread(
  client: ChatClient | null,
  chatId: number,
  viewerId: number,
): ChatThread {
  const queryClient = useQueryClient();
  const [state, setState] = useState<ThreadState>(INITIAL);
  const [isLoadingOlder, setIsLoadingOlder] = useState(false);
  const [olderError, setOlderError] = useState<string | null>(null);
  const stateRef = useRef(state);
  stateRef.current = state;

  const clearListUnread = useCallback(() => {
    queryClient.setQueryData<ChatSummary[]>(chatKeys.list, (chats) =>
      chats ? markChatRead(chats, chatId) : chats,
    );
  }, [queryClient, chatId]);

  useEffect(() => {
    if (!client) return;
    setState(INITIAL);
    let readPending = false;
    const markRead = () => {
      // A hidden tab has not shown the message to anyone: read it when the tab comes back.
      if (document.visibilityState === 'hidden') {
        readPending = true;
        return;
      }
      readPending = false;
      markChatReadRequest(chatId).then(
        (reply) => {
          client.setUnread(reply.count);
          clearListUnread();
        },
        (error: unknown) => console.warn('Marking the chat read failed', error),
      );
    };
    const onVisible = () => {
      if (readPending && document.visibilityState === 'visible') markRead();
    };
    document.addEventListener('visibilitychange', onVisible);

    const offHistory = client.onHistory((history) => {
      if (history.jobApplicationId !== chatId) return;
      setState((current) => {
        const messages = applyHistory(current.messages, history);
        const oldest = current.messages[0];
        // Started again from the latest messages (a gap): page back from page 2 again.
        const isRestart = oldest !== undefined && !messages.some((m) => m.id === oldest.id);
        return {
          ...current,
          messages,
          total: history.total,
          status: 'ready',
          error: null,
          ...(isRestart ? { nextPage: 2, reachedStart: false } : {}),
        };
      });
      // Joining read the chat on the server.
      clearListUnread();
    });
    const offMessage = client.onMessage((message) => {
      if (message.job_application_id !== chatId) return;
      setState((current) => {
        if (current.messages.some((m) => m.id === message.id)) return current;
        return {
          ...current,
          messages: mergeMessages(current.messages, [message]),
          total: current.total + 1,
        };
      });
      if (message.recipient_id === viewerId && !message.is_read) markRead();
    });
    const offError = client.onError((error) => {
      if (error.event !== 'joinChat' || error.jobApplicationId !== chatId) return;
      setState((current) => ({
        ...current,
        status: current.status === 'ready' ? 'ready' : 'error',
        error: error.message || MESSAGES.chatsLoadFailed,
      }));
    });
    const close = client.openChat(chatId);
    return () => {
      close();
      offHistory();
      offMessage();
      offError();
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [client, chatId, viewerId, clearListUnread]);

  const loadOlder = useCallback(() => {
    const { nextPage } = stateRef.current;
    setIsLoadingOlder(true);
    setOlderError(null);
    fetchHistoryPage(chatId, nextPage).then(
      (page) => {
        setState((current) => ({
          ...current,
          messages: mergeMessages(page.data, current.messages),
          total: Math.max(current.total, page.total),
          nextPage: current.nextPage + 1,
          reachedStart:
            page.data.length === 0 || nextPage * CHAT_HISTORY_DEFAULT_LIMIT >= page.total,
        }));
        setIsLoadingOlder(false);
      },
      (error: unknown) => {
        console.warn('Loading earlier messages failed', error);
        setOlderError(OLDER_FAILED);
        setIsLoadingOlder(false);
      },
    );
  }, [chatId]);

  return {
    messages: state.messages,
    total: state.total,
    status: state.status,
    error: state.error,
    hasOlder:
      state.status === 'ready' && !state.reachedStart && state.messages.length < state.total,
    isLoadingOlder,
    olderError,
    loadOlder,
  };
}
