import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, afterEach, beforeAll, expect } from 'vitest';
import type {
  ChatErrorEvent,
  ChatHistory,
  ClientToServerEvents,
  ServerToClientEvents,
} from '../../shared/schemas/chat.ts';
import { decodeToken } from '../../shared/token.ts';
import { createTestApp, openTestDatabase, type TestApp } from './context.ts';
import {
  authHeader,
  createAdmin,
  createEmployer,
  createJob,
  createJobseeker,
  type TestUser,
} from './factories.ts';

export type ChatSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

/** The base URL of an app that listens on a free port. */
export async function listen(app: FastifyInstance): Promise<string> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  return `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
}

/**
 * Opens an authenticated socket and waits until the server let it in and, for jobseekers and
 * employers, told the unread total it sends on connecting (so later waits see later events).
 */
export async function openSocket(url: string, token: string): Promise<ChatSocket> {
  const counted = decodeToken(token)?.role !== 'admin';
  const { socket, ready, firstCount } = start(url, token);
  await ready;
  if (counted) await firstCount;
  return socket;
}

/** Opens an authenticated socket; resolves with it and the unread total sent on connecting. */
export async function connected(url: string, token: string) {
  const { socket, ready, firstCount } = start(url, token);
  await ready;
  return { socket, firstCount };
}

function start(url: string, token: string) {
  const socket: ChatSocket = connect(url, {
    path: '/socket.io/',
    auth: { token: `Bearer ${token}` },
    transports: ['websocket'],
    reconnection: false,
  });
  // Listening before the connection: the count may arrive in the same read as the connect.
  const firstCount = next(socket, 'unreadCount');
  firstCount.catch(() => {});
  const ready = new Promise<void>((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('connect_error', (error) => {
      socket.disconnect();
      reject(error);
    });
  });
  return { socket, ready, firstCount };
}

/**
 * The sockets one file's tests open: `socketOf(user)` opens one as openSocket does, `keep` takes
 * one opened otherwise; every one is disconnected after each test.
 */
export function testSockets(url: () => string) {
  const open: ChatSocket[] = [];
  afterEach(() => {
    for (const socket of open.splice(0)) socket.disconnect();
  });
  return {
    async socketOf(user: { token: string }): Promise<ChatSocket> {
      const socket = await openSocket(url(), user.token);
      open.push(socket);
      return socket;
    },
    keep(...opened: ChatSocket[]) {
      open.push(...opened);
    },
  };
}

/**
 * Two instances of one deployment for a describe block: one database, one Redis key prefix,
 * both listening (`pair.a`, `pair.urlA`, …). `on(url, token)` opens a socket as openSocket does;
 * the sockets and both instances are closed when the block ends.
 */
export function twoInstances(options: Parameters<typeof createTestApp>[0] = {}) {
  const pair = {} as { a: TestApp; b: TestApp; urlA: string; urlB: string };
  const open: ChatSocket[] = [];
  beforeAll(async () => {
    const database = await openTestDatabase();
    const redisPrefix = `tb-test:${randomBytes(6).toString('hex')}:`;
    pair.a = await createTestApp({ ...options, database, redisPrefix });
    pair.b = await createTestApp({ ...options, database, redisPrefix });
    pair.urlA = await listen(pair.a.app);
    pair.urlB = await listen(pair.b.app);
  });
  afterAll(async () => {
    for (const socket of open) socket.disconnect();
    await pair.b?.app.close();
    await pair.a?.close();
  });
  return {
    pair,
    async on(url: string, token: string): Promise<ChatSocket> {
      const socket = await openSocket(url, token);
      open.push(socket);
      return socket;
    },
  };
}

/** The next `event` on the socket (fails after `ms`). */
export function next<E extends keyof ServerToClientEvents>(
  socket: ChatSocket,
  event: E,
  ms = 5000,
): Promise<Parameters<ServerToClientEvents[E]>[0]> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no ${event} within ${ms} ms`)), ms);
    socket.once(
      event as 'newMessage',
      ((payload: unknown) => {
        clearTimeout(timer);
        resolve(payload as Parameters<ServerToClientEvents[E]>[0]);
      }) as never,
    );
  });
}

/**
 * The next history a `joinChat` answers: `chatHistoryMeta { jobApplicationId, total }` and, as
 * the very next event, `chatHistory`, a bare array of messages (docs/decisions/016). Fails when
 * the array is not one, or when any other event comes between the two.
 */
export function nextHistory(socket: ChatSocket, ms = 5000): Promise<ChatHistory> {
  return new Promise((resolve, reject) => {
    let meta: Parameters<ServerToClientEvents['chatHistoryMeta']>[0] | undefined;
    const done = (error: Error | null, history?: ChatHistory) => {
      clearTimeout(timer);
      socket.offAny(onEvent);
      if (error) reject(error);
      else resolve(history as ChatHistory);
    };
    const timer = setTimeout(() => done(new Error(`no chatHistory within ${ms} ms`)), ms);
    const onEvent = (event: string, payload: unknown) => {
      if (event === 'chatHistoryMeta') {
        meta = payload as typeof meta;
        return;
      }
      if (meta === undefined) {
        if (event === 'chatHistory') done(new Error('chatHistory came without chatHistoryMeta'));
        return;
      }
      if (event !== 'chatHistory') {
        return done(new Error(`${event} came between chatHistoryMeta and chatHistory`));
      }
      if (!Array.isArray(payload)) {
        return done(new Error(`chatHistory is not an array: ${JSON.stringify(payload)}`));
      }
      done(null, { ...meta, messages: payload });
    };
    socket.onAny(onEvent);
  });
}

/** Collects every payload of `event` from now on. */
export function collect<E extends keyof ServerToClientEvents>(socket: ChatSocket, event: E) {
  const seen: Parameters<ServerToClientEvents[E]>[0][] = [];
  socket.on(event as 'newMessage', ((payload: never) => seen.push(payload)) as never);
  return seen;
}

/** Emits with an acknowledgement and waits for it. */
export function request(
  socket: ChatSocket,
  event: 'joinChat' | 'sendMessage',
  ...args: unknown[]
): Promise<{ ok: boolean; error?: ChatErrorEvent; [key: string]: unknown }> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no ack for ${event}`)), 5000);
    (socket.emit as (...a: unknown[]) => void)(event, ...args, (reply: never) => {
      clearTimeout(timer);
      resolve(reply);
    });
  });
}

/** Resolves when the socket is disconnected by the server. */
export function disconnected(socket: ChatSocket, ms = 5000): Promise<string> {
  return new Promise((resolve, reject) => {
    if (socket.disconnected) return resolve('already');
    const timer = setTimeout(() => reject(new Error('still connected')), ms);
    socket.once('disconnect', (reason) => {
      clearTimeout(timer);
      resolve(reason);
    });
  });
}

export type ChatParties = {
  employer: TestUser;
  jobseeker: TestUser;
  admin: TestUser;
  jobId: number;
  applicationId: number;
};

/**
 * An employer's approved job, a jobseeker's application to it and the employer's decision
 * (Accepted by default; 'Pending' leaves it undecided). `admin` approves the post.
 */
export async function createChat(
  app: FastifyInstance,
  options: {
    decision?: 'Accepted' | 'Rejected' | 'Pending';
    employer?: TestUser;
    admin?: TestUser;
    title?: string;
  } = {},
): Promise<ChatParties> {
  const admin = options.admin ?? (await createAdmin(app));
  const employer = options.employer ?? (await createEmployer(app));
  const jobseeker = await createJobseeker(app);
  const job = await createJob(app, employer, admin, options.title ? { title: options.title } : {});
  const applied = await app.inject({
    method: 'POST',
    url: '/api/job-applications',
    headers: authHeader(jobseeker.token),
    payload: { job_post_id: job.id },
  });
  expect(applied.statusCode, applied.body).toBe(201);
  const applicationId = applied.json<{ id: number }>().id;
  const decision = options.decision ?? 'Accepted';
  if (decision !== 'Pending') {
    const decided = await app.inject({
      method: 'PUT',
      url: `/api/job-applications/${applicationId}`,
      headers: authHeader(employer.token),
      payload: { status: decision },
    });
    expect(decided.statusCode, decided.body).toBe(200);
  }
  return { employer, jobseeker, admin, jobId: job.id, applicationId };
}
