import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ChatParties, type ChatSocket, createChat, openSocket, request } from './test/chat.ts';
import { createEmployer, createJobseeker, type TestUser } from './test/factories.ts';
import { marketplace } from './test/marketplace.ts';

/** The shared fixture of access.test.ts, as far as sockets need it: an Accepted application. */
const m = marketplace({ listen: true });
let fixture: ChatParties;
beforeAll(async () => {
  fixture = await createChat(m.app);
});

/**
 * The socket.io events (docs/decisions/016): who may send each. Nobody gets a socket without a
 * valid token, so a visitor cannot send anything; the chat events are for the two parties of an
 * Accepted application only. Admins may connect (they are told of nothing) but read chats over
 * HTTP (GET /api/admin/chat/:id), never join them.
 */
const SOCKET_EVENTS: Record<string, (applicationId: number) => Record<string, unknown>> = {
  joinChat: (jobApplicationId) => ({ jobApplicationId }),
  sendMessage: (jobApplicationId) => ({
    jobApplicationId,
    content: 'Hello from the access matrix',
    clientId: `matrix-${Math.random().toString(36).slice(2)}`,
  }),
};

type SocketCaller = 'party jobseeker' | 'party employer' | 'other jobseeker' | 'other employer';
const SOCKET_CALLERS: { caller: SocketCaller | 'admin'; expected: number | 'ok' }[] = [
  { caller: 'party jobseeker', expected: 'ok' },
  { caller: 'party employer', expected: 'ok' },
  { caller: 'other jobseeker', expected: 403 },
  { caller: 'other employer', expected: 403 },
  { caller: 'admin', expected: 403 },
];

describe('socket events', () => {
  let url: string;
  let others: { jobseeker: TestUser; employer: TestUser };
  const sockets: ChatSocket[] = [];
  beforeAll(async () => {
    url = m.url;
    others = { jobseeker: await createJobseeker(m.app), employer: await createEmployer(m.app) };
  });
  afterAll(() => {
    for (const socket of sockets) socket.disconnect();
  });

  async function socketOf(user: TestUser) {
    const socket = await openSocket(url, user.token);
    sockets.push(socket);
    return socket;
  }

  it('has a row for every event the server listens to', async () => {
    await socketOf(fixture.jobseeker);
    const [server] = [...m.app.io.of('/').sockets.values()];
    const builtIn = new Set(['disconnect', 'disconnecting', 'error']);
    const events = (server?.eventNames() ?? []).map(String).filter((e) => !builtIn.has(e));
    expect(events.sort()).toEqual(Object.keys(SOCKET_EVENTS).sort());
  });

  it.each([
    ['a visitor (no token)', undefined],
    ['an invalid token', { token: 'Bearer not.a.token' }],
  ])('refuses %s at the handshake, before any event', async (_label, auth) => {
    const { io } = await import('socket.io-client');
    const socket = io(url, { path: '/socket.io/', auth, transports: ['websocket'] });
    socket.io.reconnection(false);
    const error = await new Promise<Error & { data?: unknown }>((resolve) =>
      socket.once('connect_error', resolve),
    );
    socket.disconnect();
    expect(error.data).toMatchObject({
      statusCode: 401,
      message: expect.any(String),
      code: 'UNAUTHENTICATED',
    });
  });

  const cases = Object.keys(SOCKET_EVENTS).flatMap((event) =>
    SOCKET_CALLERS.map((row) => ({ event, ...row })),
  );
  it.each(cases)('$event as $caller: $expected', async ({ event, caller, expected }) => {
    const user = {
      'party jobseeker': fixture.jobseeker,
      'party employer': fixture.employer,
      'other jobseeker': others.jobseeker,
      'other employer': others.employer,
      admin: fixture.admin,
    }[caller];
    const socket = await socketOf(user);
    const payload = SOCKET_EVENTS[event]?.(fixture.applicationId);
    const reply = await request(socket, event as 'joinChat', payload);
    if (expected === 'ok') {
      expect(reply.ok, JSON.stringify(reply)).toBe(true);
    } else {
      expect(reply.ok).toBe(false);
      expect(reply.error).toMatchObject({
        statusCode: expected,
        message: expect.any(String),
        code: 'FORBIDDEN',
      });
    }
  });
});
