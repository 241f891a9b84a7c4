import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '../../shared/messages.ts';
import { users } from '../db/schema.ts';
import { client } from '../test/client.ts';
import { createTestApp, type TestApp } from '../test/context.ts';
import { createEmployer, createJobseeker } from '../test/factories.ts';

let t: TestApp;
const api = client(() => t.app);
let url: string;
beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  url = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await t?.close();
});

type Outcome = { connected: true } | { connected: false; data: unknown; message: string };

/** Opens a socket with the given handshake auth and reports whether the server let it in. */
function handshake(auth: Record<string, unknown> | undefined): Promise<Outcome> {
  return new Promise((resolve) => {
    const socket: Socket = connect(url, {
      path: '/socket.io/',
      auth,
      transports: ['websocket'],
      reconnection: false,
    });
    socket.on('connect', () => {
      socket.disconnect();
      resolve({ connected: true });
    });
    socket.on('connect_error', (error: Error & { data?: unknown }) => {
      socket.disconnect();
      resolve({ connected: false, data: error.data, message: error.message });
    });
  });
}

describe('socket.io handshake', () => {
  it('lets a logged-in user in with the token, with or without "Bearer "', async () => {
    const user = await createJobseeker(t.app);
    expect(await handshake({ token: `Bearer ${user.token}` })).toEqual({ connected: true });
    expect(await handshake({ token: user.token })).toEqual({ connected: true });
  });

  it.each([
    ['no auth at all', undefined],
    ['an empty token', { token: '' }],
    ['a token of the wrong type', { token: 42 }],
    ['garbage', { token: 'Bearer not.a.token' }],
  ])('refuses %s with { statusCode: 401, message }', async (_label, auth) => {
    const outcome = await handshake(auth);
    expect(outcome.connected).toBe(false);
    expect((outcome as { data: unknown }).data).toMatchObject({ statusCode: 401 });
  });

  it('refuses a token revoked by logout', async () => {
    const user = await createEmployer(t.app);
    await api.as(user).post('/api/auth/logout');
    expect(await handshake({ token: user.token })).toMatchObject({
      connected: false,
      data: { statusCode: 401, message: MESSAGES.sessionInvalid, code: 'UNAUTHENTICATED' },
    });
  });

  it('refuses a blocked user with 403', async () => {
    const user = await createEmployer(t.app);
    await t.database.db.update(users).set({ isBlocked: true }).where(eq(users.id, user.id));
    expect(await handshake({ token: user.token })).toMatchObject({
      connected: false,
      data: { statusCode: 403, message: MESSAGES.accountBlocked, code: 'ACCOUNT_BLOCKED' },
    });
  });
});
