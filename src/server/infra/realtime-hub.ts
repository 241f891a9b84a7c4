import type { Server } from 'socket.io';
import { MESSAGES } from '../../shared/messages.ts';
import type {
  ChatErrorEvent,
  ChatMessage,
  ClientToServerEvents,
  ServerToClientEvents,
  UnreadCount,
} from '../../shared/schemas/chat.ts';

/** The room every socket of one user joins, so a block or deletion can reach all of them. */
export const userRoom = (userId: number) => `user:${userId}`;
/** The room of the sockets opened with one token (jti), so a logout ends exactly those. */
export const sessionRoom = (jti: string) => `session:${jti}`;

export type ChatServer = Server<ClientToServerEvents, ServerToClientEvents>;

/**
 * What the rest of the server may ask of the live sockets, across every instance (the Redis
 * adapter carries room operations to all of them). Created with the services; the realtime
 * plugin attaches socket.io once it exists. Before that (or without it) every call is a no-op.
 */
export type RealtimeHub = {
  attach(io: ChatServer): void;
  /** Before the sockets' connections close: later calls are no-ops, not unhandled rejections. */
  detach(): void;
  /** Ends every socket of the user (blocked, deleted, password reset). */
  disconnectUser(userId: number): Promise<void>;
  /** Ends the sockets opened with one token (logout). */
  disconnectSession(jti: string): Promise<void>;
  emitNewMessage(message: ChatMessage): void;
  emitUnreadCount(userId: number, payload: UnreadCount): void;
  /** The unread notifications of the header's bell (docs/decisions/052). */
  emitNotificationCount(userId: number, payload: UnreadCount): void;
};

export function createRealtimeHub(): RealtimeHub {
  let io: ChatServer | undefined;
  const ended: ChatErrorEvent = {
    statusCode: 401,
    message: MESSAGES.sessionEnded,
    code: 'UNAUTHENTICATED',
    event: 'session',
  };
  async function end(room: string) {
    if (!io) return;
    io.to(room).emit('error', ended);
    io.in(room).disconnectSockets(true);
  }
  return {
    attach(server) {
      io = server;
    },
    detach() {
      io = undefined;
    },
    disconnectUser: (userId) => end(userRoom(userId)),
    disconnectSession: (jti) => end(sessionRoom(jti)),
    emitNewMessage(message) {
      io?.to([userRoom(message.sender_id), userRoom(message.recipient_id)]).emit(
        'newMessage',
        message,
      );
    },
    emitUnreadCount(userId, payload) {
      io?.to(userRoom(userId)).emit('unreadCount', payload);
    },
    emitNotificationCount(userId, payload) {
      io?.to(userRoom(userId)).emit('notificationCount', payload);
    },
  };
}
