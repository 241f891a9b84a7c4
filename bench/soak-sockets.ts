/**
 * The chat sockets of bench/soak.ts's people: each connect and each message is a measured step.
 */
import { randomBytes } from 'node:crypto';
import { io as connect, type Socket } from 'socket.io-client';
import { type createSoakStats, Unexpected } from './soak-stats.ts';

type ChatSocket = Socket;

export function createSoakSockets(base: string, stats: ReturnType<typeof createSoakStats>) {
  const { record, fail } = stats;
  const sockets: ChatSocket[] = [];
  function openSocket(token: string, ip: string): Promise<ChatSocket> {
    return new Promise((resolve, reject) => {
      const started = performance.now();
      const socket = connect(base, {
        path: '/socket.io/',
        auth: { token: `Bearer ${token}` },
        transports: ['websocket'],
        extraHeaders: { 'x-forwarded-for': ip },
        reconnection: false,
      });
      sockets.push(socket);
      socket.once('connect', () => {
        record('socket connect', performance.now() - started);
        resolve(socket);
      });
      socket.once('connect_error', (error) => {
        fail('socket connect', error.message);
        reject(new Unexpected());
      });
    });
  }

  async function sendMessage(socket: ChatSocket, applicationId: number, content: string) {
    const started = performance.now();
    const reply = await new Promise<{ ok: boolean; error?: { message: string } } | Error>(
      (resolve) =>
        socket
          .timeout(15_000)
          .emit(
            'sendMessage',
            { jobApplicationId: applicationId, content, clientId: randomBytes(8).toString('hex') },
            (error: Error | null, ack: { ok: boolean }) => resolve(error ?? ack),
          ),
    );
    record('socket sendMessage', performance.now() - started);
    if (reply instanceof Error || !reply.ok) {
      fail(
        'socket sendMessage',
        reply instanceof Error ? reply.message : (reply.error?.message ?? '?'),
      );
    }
  }

  return {
    openSocket,
    sendMessage,
    disconnectAll() {
      for (const socket of sockets) socket.disconnect();
    },
  };
}
