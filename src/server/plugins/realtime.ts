import { createAdapter } from '@socket.io/redis-adapter';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Redis } from 'ioredis';
import { Server, type Socket } from 'socket.io';
import { MESSAGES } from '../../shared/messages.ts';
import { AppError } from '../errors.ts';
import type { AuthService, Session } from '../features/auth/service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    io: Server;
  }
}

export type SocketData = { session: Session };
export type AppSocket = Socket<
  Record<string, never>,
  Record<string, never>,
  Record<string, never>,
  SocketData
>;

/** The room every socket of one user joins, so a block or deletion can reach all of them. */
export const userRoom = (userId: number) => `user:${userId}`;

export type RealtimeOptions = {
  auth: AuthService;
  corsOrigins: string[];
  redis?: Redis;
  redisPrefix: string;
};

/**
 * socket.io on the same HTTP server, default namespace, path /socket.io/ (decisions.md). The
 * handshake must carry `auth.token`, with or without "Bearer ", checked like an HTTP request.
 * Refusals reach the client as a connect_error whose `data` is { statusCode, message }.
 */
export default fp(async function realtimePlugin(app: FastifyInstance, opts: RealtimeOptions) {
  const io = new Server(app.server, {
    path: '/socket.io/',
    serveClient: false,
    cors: opts.corsOrigins.length > 0 ? { origin: opts.corsOrigins } : undefined,
    maxHttpBufferSize: 64 * 1024,
  });

  if (opts.redis) {
    const pub = opts.redis.duplicate();
    const sub = opts.redis.duplicate();
    io.adapter(createAdapter(pub, sub, { key: `${opts.redisPrefix}socket.io` }));
    app.addHook('onClose', async () => {
      await Promise.allSettled([pub.quit(), sub.quit()]);
    });
  }

  io.use((socket, next) => {
    const raw = (socket.handshake.auth as { token?: unknown } | undefined)?.token;
    const token = typeof raw === 'string' ? raw.replace(/^Bearer\s+/i, '').trim() : '';
    const refuse = (statusCode: number, message: string) => {
      const error = new Error(message) as Error & { data?: unknown };
      error.data = { statusCode, message };
      next(error);
    };
    if (!token) return refuse(401, MESSAGES.loginRequired);
    opts.auth.authenticate(token).then(
      (session) => {
        (socket as AppSocket).data.session = session;
        next();
      },
      (error: unknown) => {
        if (error instanceof AppError) return refuse(error.statusCode, error.message);
        app.log.error({ err: error }, 'socket authentication failed');
        refuse(500, MESSAGES.internalError);
      },
    );
  });

  io.on('connection', (socket: AppSocket) => {
    void socket.join(userRoom(socket.data.session.user.id));
  });

  app.decorate('io', io);
  app.addHook('onClose', async () => {
    await io.close();
  });
});
