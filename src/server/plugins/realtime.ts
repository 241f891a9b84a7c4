import { createAdapter } from '@socket.io/redis-adapter';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Redis } from 'ioredis';
import { Server, type Socket } from 'socket.io';
import type { z } from 'zod';
import {
  CHAT_JOIN_HISTORY_SIZE,
  MESSAGE_RATE_LIMIT,
  MESSAGE_RATE_WINDOW_SECONDS,
  SOCKET_PATH,
} from '../../shared/chat.ts';
import type { ErrorCode } from '../../shared/error-codes.ts';
import { MESSAGES } from '../../shared/messages.ts';
import {
  type ChatErrorEvent,
  type ClientToServerEvents,
  joinChatSchema,
  type ServerToClientEvents,
  sendMessageSchema,
} from '../../shared/schemas/chat.ts';
import { AppError, badRequest, tooManyRequests } from '../errors.ts';
import type { AuthService, Session } from '../features/auth/service.ts';
import type { Chat, ChatService } from '../features/chat/service.ts';
import type { Limiters } from '../infra/limiters.ts';
import type { Presence } from '../infra/presence.ts';
import { type RealtimeHub, sessionRoom, userRoom } from '../infra/realtime-hub.ts';
import { textProblem } from '../security/text-guard.ts';

export { userRoom };

declare module 'fastify' {
  interface FastifyInstance {
    io: Server<ClientToServerEvents, ServerToClientEvents>;
  }
}

export type SocketData = { session: Session };
export type AppSocket = Socket<
  ClientToServerEvents,
  ServerToClientEvents,
  Record<string, never>,
  SocketData
>;

export type RealtimeOptions = {
  auth: AuthService;
  chat: ChatService;
  presence: Presence;
  limiters: Limiters;
  hub: RealtimeHub;
  corsOrigins: string[];
  redis?: Redis;
  redisPrefix: string;
};

/** setTimeout's largest delay; a longer-lived token is checked again when this one fires. */
const MAX_TIMER_MS = 2_147_483_647;

/**
 * socket.io on the same HTTP server, default namespace, path /socket.io/ (decisions.md). The
 * handshake must carry `auth.token`, with or without "Bearer ", checked like an HTTP request.
 * Refusals reach the client as a connect_error whose `data` is { statusCode, message, code }.
 * Chat events: docs/decisions/016.
 */
export default fp(async function realtimePlugin(app: FastifyInstance, opts: RealtimeOptions) {
  // One user's messages per window (decisions.md), shared by every instance with Redis.
  const sentByUser = opts.limiters(
    'chat-send-user',
    MESSAGE_RATE_LIMIT,
    MESSAGE_RATE_WINDOW_SECONDS,
  );
  const io = new Server<
    ClientToServerEvents,
    ServerToClientEvents,
    Record<string, never>,
    SocketData
  >(app.server, {
    path: SOCKET_PATH,
    serveClient: false,
    cors: opts.corsOrigins.length > 0 ? { origin: opts.corsOrigins } : undefined,
    maxHttpBufferSize: 64 * 1024,
  });

  if (opts.redis) {
    const pub = opts.redis.duplicate();
    const sub = opts.redis.duplicate();
    io.adapter(createAdapter(pub, sub, { key: `${opts.redisPrefix}socket.io` }));
    app.addHook('onClose', async () => {
      // Background work still finishing (a notification count) must not publish on a closed
      // connection.
      opts.hub.detach();
      await Promise.allSettled([pub.quit(), sub.quit()]);
    });
  }

  io.use((socket, next) => {
    const raw = (socket.handshake.auth as { token?: unknown } | undefined)?.token;
    const token = typeof raw === 'string' ? raw.replace(/^Bearer\s+/i, '').trim() : '';
    const refuse = (statusCode: number, message: string, code: ErrorCode) => {
      const error = new Error(message) as Error & { data?: unknown };
      error.data = { statusCode, message, code };
      next(error);
    };
    if (!token) return refuse(401, MESSAGES.loginRequired, 'UNAUTHENTICATED');
    opts.auth.authenticate(token).then(
      (session) => {
        (socket as AppSocket).data.session = session;
        next();
      },
      (error: unknown) => {
        if (error instanceof AppError) return refuse(error.statusCode, error.message, error.code);
        app.log.error({ err: error }, 'socket authentication failed');
        refuse(500, MESSAGES.internalError, 'INTERNAL');
      },
    );
  });

  /** Parses the event's first argument, or refuses it with a 400 naming the first problem. */
  function parse<S extends z.ZodType>(schema: S, payload: unknown): z.output<S> {
    if (typeof payload !== 'object' || payload === null || Array.isArray(payload)) {
      throw badRequest(MESSAGES.chatEventInvalid);
    }
    const result = schema.safeParse(payload);
    if (!result.success) {
      const issue = result.error.issues[0];
      throw badRequest(issue?.message ?? MESSAGES.chatEventInvalid, {
        field: issue?.path.join('.') || undefined,
      });
    }
    // As over HTTP: no NUL and no lone surrogate, not even in a key the schema drops
    // (docs/decisions/023-security-hardening.md).
    const problem = textProblem(payload);
    if (problem) throw badRequest(problem);
    return result.data;
  }

  /**
   * Runs one client event: every refusal becomes an `error` event (and the ack, when the
   * client sent one); nothing a client sends can throw out of here.
   */
  function handle(
    socket: AppSocket,
    event: 'joinChat' | 'sendMessage',
    args: unknown[],
    run: (payload: unknown) => Promise<Record<string, unknown>>,
  ) {
    const last = args[args.length - 1];
    const ack = typeof last === 'function' ? (last as (reply: unknown) => void) : undefined;
    const payload = args[0];
    const context: Partial<ChatErrorEvent> = { event };
    if (typeof payload === 'object' && payload !== null) {
      const { jobApplicationId, clientId } = payload as Record<string, unknown>;
      if (typeof jobApplicationId === 'number' && Number.isSafeInteger(jobApplicationId)) {
        context.jobApplicationId = jobApplicationId;
      }
      if (typeof clientId === 'string' && clientId.length <= 64) context.clientId = clientId;
    }
    run(payload).then(
      (reply) => ack?.({ ok: true, ...reply }),
      (error: unknown) => {
        let refusal: ChatErrorEvent;
        if (error instanceof AppError) {
          refusal = {
            statusCode: error.statusCode,
            message: error.message,
            code: error.code,
            ...(error.field ? { field: error.field } : {}),
            ...context,
          };
        } else {
          app.log.error({ err: error, event }, 'socket event failed');
          refusal = {
            statusCode: 500,
            message: MESSAGES.internalError,
            code: 'INTERNAL',
            ...context,
          };
        }
        socket.emit('error', refusal);
        ack?.({ ok: false, error: refusal });
      },
    );
  }

  io.on('connection', (socket: AppSocket) => {
    const { user, claims } = socket.data.session;
    // The chats this socket has opened (joined or written to), so a message costs one query.
    const opened = new Map<number, Chat>();
    void socket.join([userRoom(user.id), sessionRoom(claims.jti)]);
    opts.presence
      .socketConnected(user.id, socket.id)
      .catch((error: unknown) => app.log.error({ err: error }, 'presence update failed'));

    // The badge's number on every (re)connect, so a client never shows a stale count. It may
    // arrive in the same read as the connect packet: clients listen before connecting.
    if (user.role !== 'admin') {
      opts.chat.unreadCount(user.id).then(
        (count) => socket.emit('unreadCount', { count }),
        (error: unknown) => app.log.error({ err: error }, 'unread count failed'),
      );
    }

    // A socket lives no longer than its token.
    const untilExpiry = claims.expiresAt.getTime() - Date.now();
    const expiry = setTimeout(
      () => {
        socket.emit('error', {
          statusCode: 401,
          message: MESSAGES.sessionInvalid,
          code: 'UNAUTHENTICATED',
          event: 'session',
        });
        socket.disconnect(true);
      },
      Math.max(0, Math.min(untilExpiry, MAX_TIMER_MS)),
    );

    socket.on('disconnect', () => {
      clearTimeout(expiry);
      opts.presence
        .socketDisconnected(user.id, socket.id)
        .catch((error: unknown) => app.log.error({ err: error }, 'presence update failed'));
    });

    socket.on('joinChat', (...args: unknown[]) =>
      handle(socket, 'joinChat', args, async (payload) => {
        const { jobApplicationId } = parse(joinChatSchema, payload);
        const joined = await opts.chat.join(jobApplicationId, user.id, CHAT_JOIN_HISTORY_SIZE);
        opened.set(jobApplicationId, joined.chat);
        // `chatHistory` is the original web app's bare array, oldest first; the chat it belongs
        // to and its total go just before it. Both leave in one synchronous step and socket.io
        // keeps a socket's packets in order, so nothing comes between them (docs/decisions/016).
        socket.emit('chatHistoryMeta', { jobApplicationId, total: joined.total });
        socket.emit('chatHistory', joined.messages);
        opts.hub.emitUnreadCount(user.id, { count: joined.unread });
        return { jobApplicationId, total: joined.total };
      }),
    );

    socket.on('sendMessage', (...args: unknown[]) =>
      handle(socket, 'sendMessage', args, async (payload) => {
        const input = parse(sendMessageSchema, payload);
        const sending = await sentByUser.take(String(user.id));
        if (!sending.allowed) {
          throw tooManyRequests(MESSAGES.tooManyMessages, sending.retryAfterSeconds);
        }
        const sent = await opts.chat.send(user.id, input, opened.get(input.jobApplicationId));
        opened.set(input.jobApplicationId, sent.chat);
        if (sent.duplicate) {
          // Already stored and delivered: only the sender's sockets hear of it again.
          socket.emit('newMessage', sent.message);
          return { message: sent.message };
        }
        opts.hub.emitNewMessage(sent.message);
        opts.hub.emitUnreadCount(sent.message.recipient_id, { count: sent.unread });
        opts.chat.notifyIfOffline(sent.chat, sent.message);
        return { message: sent.message };
      }),
    );
  });

  opts.hub.attach(io);
  app.decorate('io', io);
  app.addHook('preClose', async () => {
    await opts.presence.close();
  });
  app.addHook('onClose', async () => {
    await io.close();
  });
});
