import { io, type Socket } from 'socket.io-client';
import { SOCKET_PATH, SOCKET_RECONNECT_DELAY_MS } from '../../shared/chat.ts';
import type {
  ChatErrorEvent,
  ChatHistory,
  ChatHistoryMeta,
  ChatMessage,
  ClientToServerEvents,
  SendMessageAck,
  ServerToClientEvents,
} from '../../shared/schemas/chat.ts';
import { pairHistory } from './chat-history.ts';
import {
  enqueue,
  isOutboxFull,
  markFailed,
  markSending,
  newClientId,
  nextToSend,
  OUTBOX_FULL,
  OUTBOX_NOT_KEPT,
  type Outbox,
  readStoredOutbox,
  remove,
  requeue,
  requeueSending,
  withoutStored,
  writeStoredOutbox,
} from './chat-outbox.ts';
import { type TabStorage, tabStorage } from './chat-outbox-keys.ts';
import { readToken } from './session.ts';

/**
 * One socket.io connection per signed-in jobseeker or employer and tab (docs/decisions/017).
 * The header's unread badge and the Messages page share it. This module is loaded on demand
 * (chat-connection.ts imports it dynamically), so socket.io-client stays out of the visitor's
 * home page (docs/decisions/015's budget).
 *
 * - `connecting`: the first attempt; `connected`; `retrying`: the connection failed or dropped
 *   and socket.io tries again every 3000 ms (spec section 9); `closed`: the server refused the
 *   session, or the person signed out.
 */
export type ConnectionStatus = 'connecting' | 'connected' | 'retrying' | 'closed';

export type ChatClientState = {
  status: ConnectionStatus;
  /** The unread total for the header badge; null until the server said it. */
  unread: number | null;
  /**
   * The bell's unread notifications as last pushed (docs/decisions/052), a new object on each
   * push so that the same number twice still reaches the header; null before any push.
   */
  notifications: { count: number } | null;
  outbox: Outbox;
};

type Listener<T> = (value: T) => void;

/** How long a message may wait for the server's answer on a live connection. */
const SEND_TIMEOUT_MS = 15_000;
/** Shown on a message the server did not answer for on a live connection. */
export const MESSAGE_NOT_SENT = 'Not sent: the server did not answer. Try again.';
/** The server's 401/403 refusals: the session is over, retrying cannot help. */
const isSessionRefusal = (statusCode: unknown) => statusCode === 401 || statusCode === 403;

export type ChatClientOptions = {
  token: string;
  /** The signed-in person (the token's subject): whose outbox this tab keeps and restores. */
  userId: number;
  /** The server refused the session (expired, revoked, blocked): the app checks and signs out. */
  onSessionRefused: () => void;
};

export class ChatClient {
  readonly token: string;
  private readonly userId: number;
  /** Where the outbox survives a reload; null when the browser refuses storage (memory only). */
  private readonly storage: TabStorage | null;
  private readonly socket: Socket<ServerToClientEvents, ClientToServerEvents>;
  private readonly onSessionRefused: () => void;
  private state: ChatClientState;
  private readonly stateListeners = new Set<() => void>();
  private readonly messageListeners = new Set<Listener<ChatMessage>>();
  private readonly historyListeners = new Set<Listener<ChatHistory>>();
  private readonly errorListeners = new Set<Listener<ChatErrorEvent>>();
  private readonly connectListeners = new Set<() => void>();
  /** Chats a page has open: joined again after every reconnect (that also marks them read). */
  private readonly openChats = new Map<number, number>();
  /** The `chatHistoryMeta` whose `chatHistory` comes next: the server sends them as a pair. */
  private historyMeta: ChatHistoryMeta | null = null;
  private retryTimer: ReturnType<typeof setTimeout> | undefined;
  private isClosed = false;

  constructor({ token, userId, onSessionRefused }: ChatClientOptions) {
    this.token = token;
    this.userId = userId;
    this.onSessionRefused = onSessionRefused;
    this.storage = Number.isSafeInteger(userId) ? tabStorage() : null;
    // What this person wrote before a reload goes out on connecting, with the same clientIds.
    const outbox = this.storage ? readStoredOutbox(this.storage, userId) : [];
    this.state = { status: 'connecting', unread: null, notifications: null, outbox };
    // Written back as read: corrupt or foreign content under the key goes.
    this.keep(outbox);
    this.socket = io({
      path: SOCKET_PATH,
      auth: { token: `Bearer ${token}` },
      reconnection: true,
      // Spec sections 7 and 9: a 3000 ms delay between attempts, not a growing back-off.
      reconnectionDelay: SOCKET_RECONNECT_DELAY_MS,
      reconnectionDelayMax: SOCKET_RECONNECT_DELAY_MS,
      randomizationFactor: 0,
      autoConnect: false,
    });
    // Every listener before connecting: `unreadCount` can come in the connect packet's read.
    this.socket.on('connect', () => this.onConnect());
    this.socket.on('disconnect', (reason) => {
      this.historyMeta = null;
      if (this.isClosed) return;
      // The server cut this socket on purpose (session ended): it will not reconnect by itself.
      if (reason === 'io server disconnect') this.setState({ status: 'closed' });
      else this.setState({ status: 'retrying' });
      this.setOutbox(requeueSending(this.state.outbox));
    });
    this.socket.on('connect_error', (error: Error & { data?: { statusCode?: unknown } }) => {
      if (this.isClosed) return;
      if (isSessionRefusal(error.data?.statusCode)) {
        this.setState({ status: 'closed' });
        this.onSessionRefused();
        return;
      }
      this.setState({ status: 'retrying' });
      // A refusal by the server's middleware (say a 500) is not retried by socket.io itself;
      // a network failure is (socket.active stays true).
      if (!this.socket.active) this.scheduleRetry();
    });
    this.socket.on('unreadCount', ({ count }) => this.setState({ unread: count }));
    this.socket.on('notificationCount', ({ count }) => this.setState({ notifications: { count } }));
    this.socket.on('newMessage', (message) => {
      this.setOutbox(withoutStored(this.state.outbox, [message], this.userId));
      for (const listener of this.messageListeners) listener(message);
    });
    this.socket.on('chatHistoryMeta', (meta) => {
      this.historyMeta = meta;
    });
    this.socket.on('chatHistory', (messages) => {
      const history = pairHistory(this.historyMeta, messages);
      this.historyMeta = null;
      if (!history) return;
      // A message stored before a reload whose answer was lost: no longer pending.
      this.setOutbox(withoutStored(this.state.outbox, history.messages, this.userId));
      for (const listener of this.historyListeners) listener(history);
    });
    this.socket.on('error', (error) => {
      if (error.event === 'session') {
        this.setState({ status: 'closed' });
        this.onSessionRefused();
        return;
      }
      // A refused sendMessage reaches its sender through the acknowledgement.
      if (error.event === 'sendMessage') return;
      for (const listener of this.errorListeners) listener(error);
    });
    this.socket.connect();
  }

  getState = (): ChatClientState => this.state;

  subscribe = (listener: () => void): (() => void) => {
    this.stateListeners.add(listener);
    return () => this.stateListeners.delete(listener);
  };

  onMessage(listener: Listener<ChatMessage>): () => void {
    this.messageListeners.add(listener);
    return () => this.messageListeners.delete(listener);
  }

  /** A chat's history, `chatHistoryMeta` and `chatHistory` joined (see pairHistory). */
  onHistory(listener: Listener<ChatHistory>): () => void {
    this.historyListeners.add(listener);
    return () => this.historyListeners.delete(listener);
  }

  /** Refusals of joinChat (a chat that does not exist, is not the person's, or not accepted). */
  onError(listener: Listener<ChatErrorEvent>): () => void {
    this.errorListeners.add(listener);
    return () => this.errorListeners.delete(listener);
  }

  /** After every (re)connect: a page reloads what it may have missed meanwhile. */
  onReconnect(listener: () => void): () => void {
    this.connectListeners.add(listener);
    return () => this.connectListeners.delete(listener);
  }

  /**
   * Opens a chat: the server answers `chatHistoryMeta` and `chatHistory` and marks it read. Joined again after each
   * reconnect until the returned function closes it.
   */
  openChat(jobApplicationId: number): () => void {
    this.openChats.set(jobApplicationId, (this.openChats.get(jobApplicationId) ?? 0) + 1);
    if (this.socket.connected) this.socket.emit('joinChat', { jobApplicationId });
    return () => {
      const count = (this.openChats.get(jobApplicationId) ?? 1) - 1;
      if (count <= 0) this.openChats.delete(jobApplicationId);
      else this.openChats.set(jobApplicationId, count);
    };
  }

  /**
   * Queues a message; it goes out now, or as soon as the connection is back. Returns why it was
   * not queued (the outbox is full, or the tab cannot keep it across a reload), else null.
   */
  send(jobApplicationId: number, content: string): string | null {
    if (isOutboxFull(this.state.outbox)) return OUTBOX_FULL;
    const entry = {
      clientId: newClientId(),
      jobApplicationId,
      content,
      createdAt: new Date().toISOString(),
    };
    const outbox = enqueue(this.state.outbox, entry);
    if (!this.keep(outbox)) return OUTBOX_NOT_KEPT;
    this.setState({ outbox });
    this.pump();
    return null;
  }

  /** Sends a refused message again (same clientId). */
  retry(clientId: string): void {
    this.setOutbox(requeue(this.state.outbox, clientId));
    this.pump();
  }

  discard(clientId: string): void {
    this.setOutbox(remove(this.state.outbox, clientId));
  }

  /** The total the server answered to POST /api/chats/:id/read. */
  setUnread(count: number): void {
    this.setState({ unread: count });
  }

  close(): void {
    this.isClosed = true;
    clearTimeout(this.retryTimer);
    this.socket.disconnect();
    this.socket.removeAllListeners();
    this.setState({ status: 'closed' });
    this.stateListeners.clear();
    this.messageListeners.clear();
    this.historyListeners.clear();
    this.errorListeners.clear();
    this.connectListeners.clear();
  }

  private onConnect(): void {
    clearTimeout(this.retryTimer);
    this.setState({ status: 'connected' });
    this.setOutbox(requeueSending(this.state.outbox));
    for (const jobApplicationId of this.openChats.keys()) {
      this.socket.emit('joinChat', { jobApplicationId });
    }
    for (const listener of this.connectListeners) listener();
    this.pump();
  }

  private scheduleRetry(): void {
    clearTimeout(this.retryTimer);
    this.retryTimer = setTimeout(() => {
      if (!this.isClosed && !this.socket.connected) this.socket.connect();
    }, SOCKET_RECONNECT_DELAY_MS);
  }

  /**
   * Sends queued messages one at a time, in the order they were written: the server handles
   * events concurrently, so two in flight could be stored the other way round.
   */
  private pump(): void {
    if (!this.socket.connected) return;
    const entry = nextToSend(this.state.outbox);
    if (!entry) return;
    this.setOutbox(markSending(this.state.outbox, entry.clientId));
    const payload = {
      jobApplicationId: entry.jobApplicationId,
      content: entry.content,
      clientId: entry.clientId,
    };
    // Rejected on timeout, and at once when the connection drops before the answer.
    (
      this.socket.timeout(SEND_TIMEOUT_MS).emitWithAck('sendMessage', payload) as Promise<unknown>
    ).then(
      (reply) => this.onSendAnswer(entry.clientId, reply as SendMessageAck),
      () => this.onSendAnswer(entry.clientId, null),
    );
  }

  private onSendAnswer(clientId: string, reply: SendMessageAck | null): void {
    if (this.isClosed) return;
    if (!reply) {
      // The connection dropped before the answer (sent again on reconnect), or the server kept
      // silent on a live connection: then the person decides.
      this.setOutbox(
        this.socket.connected
          ? markFailed(this.state.outbox, clientId, MESSAGE_NOT_SENT)
          : requeue(this.state.outbox, clientId),
      );
    } else if (reply.ok) {
      this.setOutbox(remove(this.state.outbox, clientId));
      for (const listener of this.messageListeners) listener(reply.message);
    } else {
      this.setOutbox(markFailed(this.state.outbox, clientId, reply.error.message));
    }
    this.pump();
  }

  /**
   * Writes the outbox to the tab's storage, only while this client's token is the tab's session:
   * after a sign-out (the outboxes forgotten) or another sign-in, a late answer or disconnect
   * must not write it back. False when the browser refused to store it (full).
   */
  private keep(outbox: Outbox): boolean {
    if (!this.storage || this.isClosed || readToken() !== this.token) return true;
    return writeStoredOutbox(this.storage, this.userId, outbox);
  }

  /**
   * Every other change of the outbox. A failed write (storage full) is let pass: the stored copy
   * is then a step behind, and after a reload a message the server already has is sent again
   * with its clientId, which stores nothing new.
   */
  private setOutbox(outbox: Outbox): void {
    if (outbox === this.state.outbox) return;
    this.keep(outbox);
    this.setState({ outbox });
  }

  private setState(change: Partial<ChatClientState>): void {
    this.state = { ...this.state, ...change };
    for (const listener of this.stateListeners) listener();
  }
}
